import { randomBytes } from 'node:crypto';
import { SCOPES, STAFF_ROLES, phoneSearchDigits, type Locale, type MemberKind, type MemberSortKey, type MemberStatus, type MemberType, type ReceiveConsent, type Scope, type StaffRole } from '@centre/contracts';
import { createSearchIndex, newId, now, pageOfMatches, pageOfRows, toBoolean, type KeywordAlternative, type KeywordCondition, type Knex, type Page, type SearchSource } from '@centre/server-kit';

export type UserStatus = MemberStatus;

export interface User {
  id: string;
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
  memberType: MemberType;
  memberKind: MemberKind;
  country: string;
  locale: Locale;
  receiveConsent: ReceiveConsent;
  scopes: Scope[];
  status: UserStatus;
  sessionsValidFrom: string | null;
  levelId: string | null;
  /** Staff's note; never shown to the member. */
  memo: string;
  suspendedReason: string | null;
  suspendedAt: string | null;
  /** Console accounts only. */
  staffRole: StaffRole | null;
  /** When two-step sign-in was switched on; null when it is off. */
  totpEnabledAt: string | null;
  /** A staff-set temporary password the member must replace before anything else. */
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  /** Only the demo seeds choose an id (DEMO_MEMBER_IDS); everyone else gets a new one. */
  id?: string;
  username: string;
  passwordHash: string;
  name: string;
  email?: string;
  phone?: string;
  memberType: MemberType;
  memberKind: MemberKind;
  country?: string;
  locale?: Locale;
  receiveConsent?: ReceiveConsent;
  scopes: Scope[];
  levelId?: string | null;
  memo?: string;
  staffRole?: StaffRole | null;
  /** Staff set this password (a walk-in member): the member must change it at first sign-in. */
  mustChangePassword?: boolean;
}

/** What staff may change on a member (PUT /api/console/users/{id}). */
export interface StaffChanges extends ProfileChanges {
  country: string;
  levelId: string | null;
  memo: string;
}

/** What a member may change on their own page; nothing here sets a scope, status or level. */
export interface ProfileChanges {
  name: string;
  email: string;
  phone: string;
  locale: Locale;
  receiveConsent: ReceiveConsent;
}

export interface UserFilter {
  keyword?: string | undefined;
  name?: string | undefined;
  username?: string | undefined;
  phone?: string | undefined;
  memberKind?: MemberKind | undefined;
  status?: UserStatus | undefined;
  levelId?: string | undefined;
}

/** Who a group message goes to (only active members receive messages). */
export interface RecipientFilter {
  memberKind?: MemberKind | undefined;
  levelId?: string | undefined;
  locale?: Locale | undefined;
  memberIds?: string[] | undefined;
}

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  phone: string;
  member_type: MemberType;
  member_kind: MemberKind;
  country: string;
  locale: Locale;
  receive_sms: number | boolean;
  receive_email: number | boolean;
  scopes: string;
  status: UserStatus;
  sessions_valid_from: string | null;
  staff_role?: string | null;
  totp_enabled_at?: string | null;
  must_change_password?: number | boolean;
  created_at: string;
  updated_at: string;
  withdrawn_at: string | null;
  level_id: string | null;
  memo: string;
  suspended_reason: string | null;
  suspended_at: string | null;
}

function fromRow(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    name: row.name,
    email: row.email,
    phone: row.phone,
    memberType: row.member_type,
    memberKind: row.member_kind,
    country: row.country,
    locale: row.locale,
    receiveConsent: { sms: toBoolean(row.receive_sms), email: toBoolean(row.receive_email) },
    scopes: row.scopes.split(',').filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)),
    status: row.status,
    sessionsValidFrom: row.sessions_valid_from,
    levelId: row.level_id ?? null,
    memo: row.memo ?? '',
    suspendedReason: row.suspended_reason ?? null,
    suspendedAt: row.suspended_at ?? null,
    staffRole: (STAFF_ROLES as readonly string[]).includes(row.staff_role ?? '') ? (row.staff_role as StaffRole) : null,
    totpEnabledAt: row.totp_enabled_at ?? null,
    mustChangePassword: toBoolean(row.must_change_password ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A username no one can type: USERNAME_PATTERN has no `~`, so it never meets a real one. */
function anonymousUsername(): string {
  return `~${randomBytes(14).toString('hex')}`;
}

/**
 * Members only: staff accounts (console scope) are managed by administrators in the staff screens,
 * never through the member screens, where desk staff could otherwise change an administrator's
 * e-mail and take the account over through member recovery.
 */
function membersOnly<Q extends Knex.QueryBuilder>(query: Q): Q {
  return query.whereNot('scopes', 'like', '%console%') as Q;
}

/** The columns the console's member searches read: the search index's tokens come from them. */
export const MEMBER_SEARCH_SOURCE: SearchSource = { table: 'users', columns: ['username', 'name', 'email', 'phone'], binaryOnMysql: ['username', 'email', 'phone'] };

/** The search index of the users table, kept by every write of a searched column (here and in staff). */
export function createMemberSearchIndex(db: Knex) {
  return createSearchIndex(db, MEMBER_SEARCH_SOURCE);
}

export function createUsersRepository(db: Knex) {
  const search = createMemberSearchIndex(db);

  /** The console list's conditions but its keyword searches, which come apart (null: none); active members unless a status is asked for. */
  function filteredApart(filter: UserFilter): { query: Knex.QueryBuilder; keyword: KeywordCondition | null } {
    const query = membersOnly(db<UserRow>('users').where({ status: filter.status ?? 'ACTIVE' }));
    if (filter.memberKind) query.where({ member_kind: filter.memberKind });
    if (filter.levelId) query.where({ level_id: filter.levelId });
    // A number is found by its digits whatever the spacing typed (`+33 6 12 34 56 78`, `010-1234-5678`).
    const keyword = filter.keyword;
    const keywordDigits = keyword ? phoneSearchDigits(keyword) : null;
    const searches: KeywordAlternative[][] = [];
    if (keyword) searches.push([{ columns: MEMBER_SEARCH_SOURCE.columns, keyword }, ...(keywordDigits ? [{ columns: ['phone'], keyword: keywordDigits }] : [])]);
    if (filter.name) searches.push([{ columns: ['name'], keyword: filter.name }]);
    if (filter.username) searches.push([{ columns: ['username'], keyword: filter.username }]);
    if (filter.phone) searches.push([{ columns: ['phone'], keyword: phoneSearchDigits(filter.phone) ?? filter.phone }]);
    return { query, keyword: searches.length > 0 ? search.condition(searches) : null };
  }

  function filtered(filter: UserFilter) {
    const { query, keyword } = filteredApart(filter);
    keyword?.throughIndex(query);
    return query;
  }

  return {
    async findActiveByUsername(username: string): Promise<User | null> {
      const row = await db<UserRow>('users').where({ username, status: 'ACTIVE' }).first();
      return row ? fromRow(row) : null;
    },

    /** Whether any account holds this username (withdrawn ones give theirs up at once; see withdrawals). */
    async usernameExists(username: string, trx: Knex = db): Promise<boolean> {
      return (await trx<UserRow>('users').where({ username }).first('id')) !== undefined;
    },

    /** Whether any account holds this username in any letter case (MySQL compares so; SQLite would not). */
    async usernameTakenInAnyCase(username: string): Promise<boolean> {
      return (await db<UserRow>('users').whereRaw('LOWER(username) = ?', [username.toLowerCase()]).first('id')) !== undefined;
    },

    async findActiveById(id: string): Promise<User | null> {
      const row = await db<UserRow>('users').where({ id, status: 'ACTIVE' }).first();
      return row ? fromRow(row) : null;
    },

    async findById(id: string): Promise<User | null> {
      const row = await db<UserRow>('users').where({ id }).first();
      return row ? fromRow(row) : null;
    },

    /** A member's account in any state; null for a staff account, as for an unknown id. */
    async findMemberById(id: string): Promise<User | null> {
      const row = await membersOnly(db<UserRow>('users').where({ id })).first();
      return row ? fromRow(row) : null;
    },

    /** The active member whose verified contact this is (phone digits or e-mail address). */
    async findActiveByContact(channel: 'SMS' | 'EMAIL', target: string, trx: Knex = db): Promise<User | null> {
      const column = channel === 'SMS' ? 'phone' : 'email';
      const row = await trx<UserRow>('users').where({ status: 'ACTIVE' }).whereRaw(`LOWER(${column}) = ?`, [target.toLowerCase()]).first();
      return row ? fromRow(row) : null;
    },

    async create(user: NewUser, trx: Knex = db, at: string = now()): Promise<User> {
      const row: UserRow = {
        id: user.id ?? newId(),
        username: user.username,
        password_hash: user.passwordHash,
        name: user.name,
        email: user.email ?? '',
        phone: user.phone ?? '',
        member_type: user.memberType,
        member_kind: user.memberKind,
        country: user.country ?? 'KR',
        locale: user.locale ?? 'ko',
        receive_sms: user.receiveConsent?.sms ? 1 : 0,
        receive_email: user.receiveConsent?.email ? 1 : 0,
        scopes: user.scopes.join(','),
        status: 'ACTIVE',
        sessions_valid_from: null,
        staff_role: user.staffRole ?? null,
        must_change_password: user.mustChangePassword ? 1 : 0,
        created_at: at,
        updated_at: at,
        withdrawn_at: null,
        level_id: user.levelId ?? null,
        memo: user.memo ?? '',
        suspended_reason: null,
        suspended_at: null,
      };
      await search.writing(trx, [row.id], (inner) => inner('users').insert(row));
      return fromRow(row);
    },

    async updateProfile(id: string, changes: ProfileChanges, trx: Knex = db, at: string = now()): Promise<void> {
      await search.writing(trx, [id], (inner) => inner('users')
        .where({ id, status: 'ACTIVE' })
        .update({
          name: changes.name,
          email: changes.email,
          phone: changes.phone,
          locale: changes.locale,
          receive_sms: changes.receiveConsent.sms ? 1 : 0,
          receive_email: changes.receiveConsent.email ? 1 : 0,
          updated_at: at,
        }));
    },

    /** A new password ends every session started before `at`, and is the member's own: no change is due any more. */
    async setPassword(id: string, passwordHash: string, at: string, trx: Knex = db): Promise<void> {
      await trx('users').where({ id, status: 'ACTIVE' }).update({ password_hash: passwordHash, sessions_valid_from: at, updated_at: at, must_change_password: 0 });
    },

    /**
     * Erases the person from the account row at once: no name, contact or password remain, and the
     * username is replaced (its reservation lives in `withdrawals` as a hash). The row stays so that
     * the consent ledger and other services' records keep a valid member id. Conditional on ACTIVE,
     * so two withdrawals at once erase once; true when this call did it.
     */
    async anonymise(id: string, at: string, trx: Knex = db): Promise<boolean> {
      // A suspended account may be closed too (by staff, at the member's request).
      const changed = await search.writing(trx, [id], (inner) => inner('users').where({ id }).whereIn('status', ['ACTIVE', 'SUSPENDED']).update({
        username: anonymousUsername(),
        password_hash: '',
        name: '',
        email: '',
        phone: '',
        receive_sms: 0,
        receive_email: 0,
        suspended_reason: null,
        // Staff notes may name the person too.
        memo: '',
        status: 'WITHDRAWN',
        sessions_valid_from: at,
        withdrawn_at: at,
        updated_at: at,
      }));
      return changed === 1;
    },

    async paginate(filter: UserFilter, page: Page, sort: { key: MemberSortKey; direction: 'asc' | 'desc' } = { key: 'createdAt', direction: 'desc' }): Promise<{ users: User[]; total: number }> {
      const column = { createdAt: 'created_at', name: 'name', username: 'username' }[sort.key];
      const list = filteredApart(filter);
      const order = [{ column, order: sort.direction }] as const;
      const { rows, total } = list.keyword ? await pageOfMatches<UserRow>(list.query, list.keyword, page, order) : await pageOfRows<UserRow>(list.query, page, order);
      return { users: rows.map(fromRow), total };
    },

    /** The list's rows for the CSV export, newest first, at most `limit`. */
    async exportRows(filter: UserFilter, limit: number): Promise<User[]> {
      const rows = await filtered(filter).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
      return rows.map(fromRow);
    },

    /** Staff's edit of a member not withdrawn; false when there is none. */
    async updateByStaff(id: string, changes: StaffChanges, trx: Knex = db, at: string = now()): Promise<boolean> {
      const changed = await search.writing(trx, [id], (inner) => membersOnly(inner('users').where({ id }))
        .whereIn('status', ['ACTIVE', 'SUSPENDED'])
        .update({
          name: changes.name,
          email: changes.email,
          phone: changes.phone,
          country: changes.country,
          locale: changes.locale,
          receive_sms: changes.receiveConsent.sms ? 1 : 0,
          receive_email: changes.receiveConsent.email ? 1 : 0,
          level_id: changes.levelId,
          memo: changes.memo,
          updated_at: at,
        }));
      return changed === 1;
    },

    /** ACTIVE → SUSPENDED; every session ends. False when the account was not an active member's. */
    async suspend(id: string, reason: string, at: string, trx: Knex = db): Promise<boolean> {
      const changed = await membersOnly(trx('users').where({ id, status: 'ACTIVE' }))
        .update({ status: 'SUSPENDED', suspended_reason: reason, suspended_at: at, sessions_valid_from: at, updated_at: at });
      return changed === 1;
    },

    /** SUSPENDED → ACTIVE. False when the account was not a suspended member's. */
    async reactivate(id: string, at: string, trx: Knex = db): Promise<boolean> {
      const changed = await membersOnly(trx('users').where({ id, status: 'SUSPENDED' }))
        .update({ status: 'ACTIVE', suspended_reason: null, suspended_at: null, updated_at: at });
      return changed === 1;
    },

    /** Active members matching every condition given, with where their messages go. */
    async recipients(filter: RecipientFilter, limit: number): Promise<User[]> {
      if (filter.memberIds && filter.memberIds.length === 0) return [];
      const query = membersOnly(db<UserRow>('users').where({ status: 'ACTIVE' }));
      if (filter.memberKind) query.where({ member_kind: filter.memberKind });
      if (filter.levelId) query.where({ level_id: filter.levelId });
      if (filter.locale) query.where({ locale: filter.locale });
      if (filter.memberIds) query.whereIn('id', filter.memberIds);
      const rows = await query.orderBy('id').limit(limit);
      return rows.map(fromRow);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
