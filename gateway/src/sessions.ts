import { createHash, randomBytes } from 'node:crypto';
import { newId } from '@centre/server-kit';
import type { Principal } from '@centre/contracts';
import type { RefreshTokenRepository } from './repositories/refresh-tokens.ts';

/** 32 random bytes: 256 bits, far beyond guessing; base64url so it travels in a header as is. */
const REFRESH_TOKEN_BYTES = 32;
const REFRESH_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43,128}$/;

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedRefreshToken {
  refreshToken: string;
  /** Seconds until it expires. */
  expiresIn: number;
}

/** Why an exchange was refused; logged, never told to the client (every refusal is one 401). */
export type RefusalReason = 'malformed' | 'unknown' | 'revoked' | 'reused' | 'expired' | 'account-gone';

export type ExchangeOutcome =
  | { ok: true; principal: Principal; next: IssuedRefreshToken }
  | { ok: false; reason: RefusalReason; familyId?: string; userId?: string };

/**
 * A session is one sign-in: a family of refresh tokens, each spent by its next exchange.
 * Presenting a spent token again means two parties hold the family (a stolen token, or a replay),
 * so the whole family is revoked and both must sign in again.
 */
export function createSessions(options: {
  repository: RefreshTokenRepository;
  refreshTokenTtlSeconds: number;
  clock?: () => Date;
}) {
  const { repository, refreshTokenTtlSeconds } = options;
  const clock = options.clock ?? (() => new Date());

  function newRecord(userId: string, familyId: string, issuedAt: Date) {
    const refreshToken = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(issuedAt.getTime() + refreshTokenTtlSeconds * 1000);
    return {
      refreshToken,
      record: {
        id: newId(),
        tokenHash: hashRefreshToken(refreshToken),
        familyId,
        userId,
        issuedAt: issuedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        usedAt: null,
        revokedAt: null,
      },
    };
  }

  return {
    /** A new family for a successful sign-in. */
    async start(userId: string): Promise<IssuedRefreshToken> {
      const { refreshToken, record } = newRecord(userId, newId(), clock());
      await repository.insert(record);
      return { refreshToken, expiresIn: refreshTokenTtlSeconds };
    },

    /**
     * Spends `presented` and issues its successor. `currentPrincipal` re-reads the account from
     * the users service before anything is spent, so an unreachable users service (it throws)
     * leaves the token usable for a retry; a withdrawn account (null) ends the session.
     */
    async exchange(presented: string, currentPrincipal: (userId: string) => Promise<Principal | null>): Promise<ExchangeOutcome> {
      if (!REFRESH_TOKEN_FORMAT.test(presented)) return { ok: false, reason: 'malformed' };
      const tokenHash = hashRefreshToken(presented);
      const stored = await repository.findByHash(tokenHash);
      if (!stored) return { ok: false, reason: 'unknown' };
      const refuse = (reason: RefusalReason): ExchangeOutcome => ({ ok: false, reason, familyId: stored.familyId, userId: stored.userId });

      if (stored.revokedAt) return refuse('revoked');
      if (stored.usedAt) {
        await repository.revokeFamily(stored.familyId, clock().toISOString());
        return refuse('reused');
      }
      if (stored.expiresAt <= clock().toISOString()) return refuse('expired');

      const principal = await currentPrincipal(stored.userId);
      if (!principal) {
        await repository.revokeFamily(stored.familyId, clock().toISOString());
        return refuse('account-gone');
      }

      const at = clock();
      const { refreshToken, record } = newRecord(stored.userId, stored.familyId, at);
      if (!(await repository.rotate(tokenHash, record, at.toISOString()))) {
        // Someone spent or revoked it between our read and our write: a concurrent replay.
        await repository.revokeFamily(stored.familyId, at.toISOString());
        return refuse('reused');
      }
      return { ok: true, principal, next: { refreshToken, expiresIn: refreshTokenTtlSeconds } };
    },

    /** Ends the session `presented` belongs to, whether that token is live, spent or expired. */
    async end(presented: string): Promise<boolean> {
      if (!REFRESH_TOKEN_FORMAT.test(presented)) return false;
      const stored = await repository.findByHash(hashRefreshToken(presented));
      if (!stored) return false;
      await repository.revokeFamily(stored.familyId, clock().toISOString());
      return true;
    },

    async forgetExpired(): Promise<number> {
      return repository.deleteExpiredBefore(clock().toISOString());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
