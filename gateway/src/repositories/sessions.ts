import { transactionWithRetry, type Knex } from '@centre/server-kit';
import { REFRESH_TOKENS_TABLE, toRow, type RefreshTokenRecord, type RefreshTokenRow } from './refresh-tokens.ts';

export interface SessionRecord {
  /** The refresh-token family's id. */
  id: string;
  userId: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  endedAt: string | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  device: string;
  created_at: string;
  last_used_at: string;
  ended_at: string | null;
}

const TABLE = 'sessions';

function fromRow(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    device: row.device,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    endedAt: row.ended_at,
  };
}

/** Which sessions can still be refreshed at a given instant: neither idle nor old beyond their limits. */
export interface LiveBounds {
  /** Signed in after this (the absolute lifetime, and the account's sessionsValidFrom). */
  startedAfter: string;
  /** Used after this (the sliding refresh-token lifetime). */
  usedAfter: string;
}

/**
 * Sessions, one per sign-in. Ending a session revokes its refresh tokens in the same transaction,
 * so a session shown as ended never has a token that still works.
 */
export function createSessionRepository(db: Knex) {
  async function endWhere(where: (query: Knex.QueryBuilder) => Knex.QueryBuilder, at: string): Promise<string[]> {
    // With retry: on MySQL this can deadlock with a concurrent rotation of the same family.
    return transactionWithRetry(db, async (trx) => {
      const ids = (await where(trx<SessionRow>(TABLE).select('id').whereNull('ended_at'))).map((row: { id: string }) => row.id);
      if (ids.length === 0) return [];
      await trx<SessionRow>(TABLE).whereIn('id', ids).whereNull('ended_at').update({ ended_at: at });
      await trx<RefreshTokenRow>(REFRESH_TOKENS_TABLE).whereIn('family_id', ids).whereNull('revoked_at').update({ revoked_at: at });
      return ids;
    });
  }

  return {
    /** A new session and its first refresh token, together or not at all. */
    async start(session: Omit<SessionRecord, 'endedAt'>, firstToken: RefreshTokenRecord): Promise<void> {
      await db.transaction(async (trx) => {
        await trx<SessionRow>(TABLE).insert({
          id: session.id,
          user_id: session.userId,
          device: session.device,
          created_at: session.createdAt,
          last_used_at: session.lastUsedAt,
          ended_at: null,
        });
        await trx<RefreshTokenRow>(REFRESH_TOKENS_TABLE).insert(toRow(firstToken));
      });
    },

    async find(id: string): Promise<SessionRecord | null> {
      const row = await db<SessionRow>(TABLE).where({ id }).first();
      return row ? fromRow(row) : null;
    },

    async touch(id: string, at: string): Promise<void> {
      await db<SessionRow>(TABLE).where({ id }).update({ last_used_at: at });
    },

    /** The account's sessions that can still be refreshed, most recently used first. */
    async listLive(userId: string, bounds: LiveBounds): Promise<SessionRecord[]> {
      const rows = await db<SessionRow>(TABLE)
        .where({ user_id: userId })
        .whereNull('ended_at')
        .where('created_at', '>', bounds.startedAfter)
        .where('last_used_at', '>', bounds.usedAfter)
        .orderBy([{ column: 'last_used_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
      return rows.map(fromRow);
    },

    /** Ends one session (and revokes its tokens); false when it had already ended. */
    async end(id: string, at: string): Promise<boolean> {
      return (await endWhere((query) => query.where({ id }), at)).length === 1;
    },

    /** Ends every session of the account except `keep`; returns the ids ended. */
    async endAllOf(userId: string, at: string, keep?: string): Promise<string[]> {
      return endWhere((query) => (keep ? query.where({ user_id: userId }).whereNot({ id: keep }) : query.where({ user_id: userId })), at);
    },

    /** Ends the account's sessions signed in before `before` (its sessionsValidFrom). */
    async endStartedBefore(userId: string, before: string, at: string): Promise<string[]> {
      return endWhere((query) => query.where({ user_id: userId }).where('created_at', '<', before), at);
    },

    /** Sessions that can no longer be refreshed, whatever their state, serve no purpose. */
    async deleteDeadBefore(bounds: LiveBounds): Promise<number> {
      return db<SessionRow>(TABLE).where('created_at', '<=', bounds.startedAfter).orWhere('last_used_at', '<=', bounds.usedAfter).delete();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
