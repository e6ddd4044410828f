import { CONSENT_CODES, type ConsentCode, type ConsentRecord } from '@centre/contracts';
import { newId, toBoolean, type Knex } from '@centre/server-kit';

interface ConsentRow {
  id: string;
  user_id: string;
  code: ConsentCode;
  version: string;
  agreed: number | boolean;
  at: string;
}

export interface ConsentAnswer {
  code: ConsentCode;
  version: string;
  agreed: boolean;
}

/** The receive consents are recorded in the ledger too; they have no published text, so one version. */
export const RECEIVE_CONSENT_VERSION = '1';

/**
 * The consent ledger: answers are appended, never changed, so it proves which version of which
 * term a member agreed to (or refused) and when. The latest answer per code is the current one.
 */
export function createConsentsRepository(db: Knex) {
  return {
    async record(userId: string, answers: readonly ConsentAnswer[], at: string, trx: Knex = db): Promise<void> {
      if (answers.length === 0) return;
      await trx('member_consents').insert(
        answers.map((answer) => ({ id: newId(), user_id: userId, code: answer.code, version: answer.version, agreed: answer.agreed ? 1 : 0, at })),
      );
    },

    /** The latest answer per code, newest first. */
    async current(userId: string): Promise<ConsentRecord[]> {
      const rows = await db<ConsentRow>('member_consents').where({ user_id: userId }).orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]);
      const latest = new Map<string, ConsentRecord>();
      for (const row of rows) {
        if (!latest.has(row.code) && (CONSENT_CODES as readonly string[]).includes(row.code)) {
          latest.set(row.code, { code: row.code, version: row.version, agreed: toBoolean(row.agreed), at: row.at });
        }
      }
      return [...latest.values()];
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
