import type { VerificationChannel, VerificationPurpose } from '@centre/contracts';
import { transactionWithRetry, type Knex } from '@centre/server-kit';

interface VerificationRow {
  id: string;
  purpose: VerificationPurpose;
  channel: VerificationChannel;
  target: string;
  user_id: string | null;
  code_hash: string;
  expires_at: string;
  wrong_tries: number;
  confirmed_at: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  token_used_at: string | null;
  created_at: string;
}

export interface PendingCode {
  id: string;
  codeHash: string;
  expiresAt: string;
  wrongTries: number;
}

export interface VerifiedContact {
  purpose: VerificationPurpose;
  channel: VerificationChannel;
  target: string;
  /** Recovery codes go to an account's stored contact: the account they were sent for. */
  userId: string | null;
}

function contactOf(row: VerificationRow): VerifiedContact {
  return { purpose: row.purpose, channel: row.channel, target: row.target, userId: row.user_id ?? null };
}

/**
 * Codes sent for identity verification and the tokens that prove one was entered. Only keyed hashes
 * of codes and tokens are stored. Every change is a conditional update, so two instances (or two
 * requests at once) can never use one code or one token twice.
 */
export function createVerificationsRepository(db: Knex) {
  return {
    /** A new code for purpose + target; any earlier code still waiting there stops working. */
    async create(entry: VerifiedContact & { id: string; codeHash: string; expiresAt: string; at: string }): Promise<void> {
      const id = entry.id;
      await db.transaction(async (trx) => {
        await trx('verifications')
          .where({ purpose: entry.purpose, target: entry.target })
          .whereNull('confirmed_at')
          .where('expires_at', '>', entry.at)
          .update({ expires_at: entry.at });
        await trx('verifications').insert({
          id,
          purpose: entry.purpose,
          channel: entry.channel,
          target: entry.target,
          user_id: entry.userId,
          code_hash: entry.codeHash,
          expires_at: entry.expiresAt,
          wrong_tries: 0,
          created_at: entry.at,
        });
      });
    },

    /** Forgets a code that could not be delivered. */
    async remove(id: string): Promise<void> {
      await db('verifications').where({ id }).delete();
    },

    /** The newest code for purpose + target not yet entered correctly. */
    async latestPending(purpose: VerificationPurpose, target: string): Promise<PendingCode | null> {
      const row = await db<VerificationRow>('verifications')
        .where({ purpose, target })
        .whereNull('confirmed_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .first();
      return row ? { id: row.id, codeHash: row.code_hash, expiresAt: row.expires_at, wrongTries: row.wrong_tries } : null;
    },

    /**
     * Takes one of the code's tries BEFORE the code is compared (`wrong_tries` counts every try):
     * a conditional increment, so of any number of parallel guesses at most `maxTries` ever get
     * one, on every instance. The count after this try, or null when none was left (or the code
     * is spent or expired).
     */
    async takeTry(id: string, maxTries: number, at: string): Promise<number | null> {
      return transactionWithRetry(db, async (trx) => {
        const changed = await trx('verifications').where({ id }).whereNull('confirmed_at').where('wrong_tries', '<', maxTries).where('expires_at', '>', at).increment('wrong_tries', 1);
        if (changed !== 1) return null;
        const row = await trx<VerificationRow>('verifications').where({ id }).first('wrong_tries');
        return row ? Number(row.wrong_tries) : null;
      });
    },

    /** Marks the code entered (its try already taken) and attaches the token; false when it was spent or expired meanwhile. */
    async confirm(id: string, entry: { tokenHash: string; tokenExpiresAt: string; at: string }): Promise<boolean> {
      const changed = await db('verifications')
        .where({ id })
        .whereNull('confirmed_at')
        .where('expires_at', '>', entry.at)
        .update({ confirmed_at: entry.at, token_hash: entry.tokenHash, token_expires_at: entry.tokenExpiresAt });
      return changed === 1;
    },

    /** What a token proves, without spending it (to refuse a request before any work). */
    async peekToken(tokenHash: string, at: string): Promise<VerifiedContact | null> {
      const row = await db<VerificationRow>('verifications').where({ token_hash: tokenHash }).whereNull('token_used_at').where('token_expires_at', '>', at).first();
      return row ? contactOf(row) : null;
    },

    /**
     * Spends a token inside the caller's transaction: if the work it guards fails, the token is
     * not spent. Null when it is unknown, used, expired, or for another purpose.
     */
    async spendToken(tokenHash: string, purpose: VerificationPurpose, at: string, trx: Knex): Promise<VerifiedContact | null> {
      const row = await trx<VerificationRow>('verifications').where({ token_hash: tokenHash, purpose }).first();
      if (!row) return null;
      const changed = await trx('verifications')
        .where({ id: row.id })
        .whereNull('token_used_at')
        .where('token_expires_at', '>', at)
        .update({ token_used_at: at });
      return changed === 1 ? contactOf(row) : null;
    },

    /** Codes and tokens are kept a day at most (they hold phone numbers and addresses). */
    async purgeCreatedBefore(cutoff: string): Promise<void> {
      await db('verifications').where('created_at', '<', cutoff).delete();
    },
  };
}

export type VerificationsRepository = ReturnType<typeof createVerificationsRepository>;
