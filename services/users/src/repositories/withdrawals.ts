import type { MemberKind, Withdrawal } from '@centre/contracts';
import { pageOfRows, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

interface WithdrawalRow {
  id: string;
  username_hash: string;
  masked_username: string;
  member_kind: MemberKind;
  withdrawn_at: string;
  username_reserved_until: string;
  consents_kept_until: string;
  reason: string | null;
}

export interface NewWithdrawal {
  userId: string;
  usernameHash: string;
  maskedUsername: string;
  memberKind: MemberKind;
  withdrawnAt: string;
  usernameReservedUntil: string;
  consentsKeptUntil: string;
  reason: string | null;
}

/** What the privacy policy says is kept after withdrawal, and for how long. */
export const KEPT_AFTER_WITHDRAWAL = {
  consentLedger: 'Consent ledger (term codes, versions, dates)',
  username: 'Username, as a one-way hash, so it cannot be taken again',
} as const;

function fromRow(row: WithdrawalRow): Withdrawal {
  return {
    _id: row.id,
    maskedUsername: row.masked_username,
    memberKind: row.member_kind,
    withdrawnAt: row.withdrawn_at,
    usernameReservedUntil: row.username_reserved_until,
    kept: [
      { what: KEPT_AFTER_WITHDRAWAL.consentLedger, until: row.consents_kept_until },
      { what: KEPT_AFTER_WITHDRAWAL.username, until: row.username_reserved_until },
    ],
  };
}

/** Who left and when, for staff; and the usernames that cannot be taken again yet. */
export function createWithdrawalsRepository(db: Knex) {
  return {
    async record(entry: NewWithdrawal, trx: Knex = db): Promise<void> {
      await trx('withdrawals').insert({
        id: entry.userId,
        username_hash: entry.usernameHash,
        masked_username: entry.maskedUsername,
        member_kind: entry.memberKind,
        withdrawn_at: entry.withdrawnAt,
        username_reserved_until: entry.usernameReservedUntil,
        consents_kept_until: entry.consentsKeptUntil,
        reason: entry.reason,
      });
    },

    async isUsernameReserved(usernameHash: string, at: string, trx: Knex = db): Promise<boolean> {
      const row = await trx<WithdrawalRow>('withdrawals').where({ username_hash: usernameHash }).where('username_reserved_until', '>', at).first('id');
      return row !== undefined;
    },

    async paginate(page: Page): Promise<PageOfItems<Withdrawal>> {
      const { rows, total } = await pageOfRows<WithdrawalRow>(db<WithdrawalRow>('withdrawals'), page, [{ column: 'withdrawn_at', order: 'desc' }]);
      return { items: rows.map(fromRow), total };
    },
  };
}

export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
