import { transactionWithRetry, type Knex } from '@centre/server-kit';

export interface RefreshTokenRecord {
  id: string;
  tokenHash: string;
  familyId: string;
  userId: string;
  issuedAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

export interface RefreshTokenRow {
  id: string;
  token_hash: string;
  family_id: string;
  user_id: string;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export const REFRESH_TOKENS_TABLE = 'refresh_tokens';
const TABLE = REFRESH_TOKENS_TABLE;

function fromRow(row: RefreshTokenRow): RefreshTokenRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    familyId: row.family_id,
    userId: row.user_id,
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    revokedAt: row.revoked_at,
  };
}

export function toRow(record: RefreshTokenRecord): RefreshTokenRow {
  return {
    id: record.id,
    token_hash: record.tokenHash,
    family_id: record.familyId,
    user_id: record.userId,
    issued_at: record.issuedAt,
    expires_at: record.expiresAt,
    used_at: record.usedAt,
    revoked_at: record.revokedAt,
  };
}

export function createRefreshTokenRepository(db: Knex) {
  return {
    async findByHash(tokenHash: string): Promise<RefreshTokenRecord | null> {
      const row = await db<RefreshTokenRow>(TABLE).where({ token_hash: tokenHash }).first();
      return row ? fromRow(row) : null;
    },

    /**
     * Spends `tokenHash` and stores its successor in one transaction. The conditional update is
     * the arbiter between concurrent exchanges (even on several gateway instances): only one
     * caller sees a row change; the others get false and treat it as reuse. On MySQL the two can
     * deadlock instead; the victim runs again and then finds the token spent.
     */
    async rotate(tokenHash: string, successor: RefreshTokenRecord, at: string): Promise<boolean> {
      return transactionWithRetry(db, async (trx) => {
        const spent = await trx<RefreshTokenRow>(TABLE)
          .where({ token_hash: tokenHash })
          .whereNull('used_at')
          .whereNull('revoked_at')
          .where('expires_at', '>', at)
          .update({ used_at: at });
        if (spent !== 1) return false;
        await trx<RefreshTokenRow>(TABLE).insert(toRow(successor));
        return true;
      });
    },

    /** Expired rows serve no purpose once reuse of them can no longer matter. */
    async deleteExpiredBefore(at: string): Promise<number> {
      return db<RefreshTokenRow>(TABLE).where('expires_at', '<', at).delete();
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
