import { CONSOLE_SCOPE, type StaffAccount, type StaffRole, type StaffStatus } from '@centre/contracts';
import { newId, pageOfRows, whereContains, type Knex, type Page } from '@centre/server-kit';
import { createMemberSearchIndex, type User } from './users.ts';

interface StaffRow {
  id: string;
  username: string;
  name: string;
  email: string;
  staff_role: StaffRole | null;
  status: string;
  totp_enabled_at: string | null;
  created_at: string;
  updated_at: string;
}

interface TwoStepRow {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_pending_at: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number | string | null;
}

export interface TwoStepState {
  sealedSecret: string | null;
  sealedPendingSecret: string | null;
  pendingAt: string | null;
  enabledAt: string | null;
  lastStep: number | null;
}

export interface StaffFilter {
  keyword?: string | undefined;
  role?: StaffRole | undefined;
  status?: StaffStatus | undefined;
}

const STAFF_COLUMNS = ['id', 'username', 'name', 'email', 'staff_role', 'status', 'totp_enabled_at', 'created_at', 'updated_at'] as const;

function staffOf(row: StaffRow): StaffAccount {
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.staff_role,
    status: row.status === 'ACTIVE' ? 'ACTIVE' : 'DISABLED',
    twoStepEnabled: row.totp_enabled_at !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The staff view of the users table (console-scope accounts), their second factor and the staff-wide policy. */
export function createStaffRepository(db: Knex) {
  const search = createMemberSearchIndex(db);
  // Staff are accounts holding the console scope; scopes is a short comma-separated list.
  const staffOnly = (query: Knex.QueryBuilder) => query.where('scopes', 'like', `%${CONSOLE_SCOPE}%`).whereIn('status', ['ACTIVE', 'DISABLED']);

  /** Fresh recovery codes (hashes) replace every old one, used or not. */
  async function replaceRecoveryCodes(userId: string, recoveryCodeHashes: string[], at: string, trx: Knex): Promise<void> {
    await trx('staff_recovery_codes').where({ user_id: userId }).delete();
    if (recoveryCodeHashes.length > 0) {
      await trx('staff_recovery_codes').insert(recoveryCodeHashes.map((hash) => ({ id: newId(), user_id: userId, code_hash: hash, created_at: at, used_at: null })));
    }
  }

  return {
    async paginate(filter: StaffFilter, page: Page): Promise<{ staff: StaffAccount[]; total: number }> {
      const query = staffOnly(db('users').select(...STAFF_COLUMNS));
      if (filter.keyword) whereContains(query, ['username', 'name', 'email'], filter.keyword);
      if (filter.role) query.where({ staff_role: filter.role });
      if (filter.status) query.where({ status: filter.status });
      const { rows, total } = await pageOfRows<StaffRow>(query, page, [{ column: 'created_at', order: 'asc' }]);
      return { staff: rows.map(staffOf), total };
    },

    async find(id: string, trx: Knex = db): Promise<StaffAccount | null> {
      const row = await staffOnly(trx('users').select(...STAFF_COLUMNS).where({ id })).first();
      return row ? staffOf(row as StaffRow) : null;
    },

    /** Active administrators other than `exceptId`: the last one may not be demoted or disabled. */
    async otherActiveAdministrators(exceptId: string, trx: Knex = db): Promise<number> {
      const [{ count } = { count: 0 }] = await staffOnly(trx('users'))
        .where({ staff_role: 'ADMINISTRATOR', status: 'ACTIVE' })
        .whereNot('id', exceptId)
        .count({ count: '*' });
      return Number(count);
    },

    /**
     * Name, e-mail, role and status. A new role or status ends the account's sessions at once
     * (sessionsValidFrom): the next refresh of any of its tokens is refused.
     */
    async update(id: string, changes: { name: string; email: string; role: StaffRole; status: StaffStatus }, at: string, trx: Knex = db): Promise<void> {
      const current = await trx('users').where({ id }).first('staff_role', 'status');
      const endsSessions = current && (current.staff_role !== changes.role || current.status !== changes.status);
      await search.writing(trx, [id], (inner) =>
        inner('users')
          .where({ id })
          .update({ name: changes.name, email: changes.email, staff_role: changes.role, status: changes.status, updated_at: at, ...(endsSessions ? { sessions_valid_from: at } : {}) }),
      );
    },

    async twoStep(userId: string, trx: Knex = db): Promise<TwoStepState> {
      const row = await trx<TwoStepRow & { id: string }>('users').where('id', userId).first('totp_secret', 'totp_pending_secret', 'totp_pending_at', 'totp_enabled_at', 'totp_last_step');
      return {
        sealedSecret: row?.totp_secret ?? null,
        sealedPendingSecret: row?.totp_pending_secret ?? null,
        pendingAt: row?.totp_pending_at ?? null,
        enabledAt: row?.totp_enabled_at ?? null,
        lastStep: row?.totp_last_step === null || row?.totp_last_step === undefined ? null : Number(row.totp_last_step),
      };
    },

    async setPending(userId: string, sealedSecret: string, at: string): Promise<void> {
      await db('users').where({ id: userId }).update({ totp_pending_secret: sealedSecret, totp_pending_at: at });
    },

    /**
     * Spends a time step: true when this call moved the account's last step forward (a second
     * request with the same code, even at the same instant, finds it spent).
     */
    async spendStep(userId: string, step: number, trx: Knex = db): Promise<boolean> {
      const changed = await trx('users')
        .where({ id: userId })
        .where((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
        .update({ totp_last_step: step });
      return changed === 1;
    },

    /** The pending secret becomes the account's, with fresh recovery codes (hashes) replacing any old ones. */
    async enable(userId: string, step: number, recoveryCodeHashes: string[], at: string, trx: Knex): Promise<void> {
      await trx('users').where({ id: userId }).update({
        totp_secret: trx.ref('totp_pending_secret'),
        totp_pending_secret: null,
        totp_pending_at: null,
        totp_enabled_at: at,
        totp_last_step: step,
        updated_at: at,
      });
      await replaceRecoveryCodes(userId, recoveryCodeHashes, at, trx);
    },

    replaceRecoveryCodes,

    async disable(userId: string, at: string, trx: Knex): Promise<void> {
      await trx('users').where({ id: userId }).update({ totp_secret: null, totp_pending_secret: null, totp_pending_at: null, totp_enabled_at: null, totp_last_step: null, updated_at: at });
      await trx('staff_recovery_codes').where({ user_id: userId }).delete();
    },

    /** Spends a recovery code: true when it was unused (and now is used). */
    async spendRecoveryCode(userId: string, codeHash: string, at: string): Promise<boolean> {
      const changed = await db('staff_recovery_codes').where({ user_id: userId, code_hash: codeHash }).whereNull('used_at').update({ used_at: at });
      return changed >= 1;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [{ count } = { count: 0 }] = await db('staff_recovery_codes').where({ user_id: userId }).whereNull('used_at').count({ count: '*' });
      return Number(count);
    },

    async twoStepRequired(): Promise<boolean> {
      const row = await db('staff_settings').where({ name: 'two_step_required' }).first('value');
      return row?.value === 'true';
    },

    async setTwoStepRequired(required: boolean, at: string): Promise<void> {
      await db('staff_settings').insert({ name: 'two_step_required', value: String(required), updated_at: at }).onConflict('name').merge(['value', 'updated_at']);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

/** Whether an account is staff (the console scope); members never carry a role. */
export function isStaff(user: Pick<User, 'scopes'>): boolean {
  return user.scopes.includes(CONSOLE_SCOPE);
}
