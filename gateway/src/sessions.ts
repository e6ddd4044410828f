import { createHash, randomBytes } from 'node:crypto';
import { newId, systemClock, type Clock } from '@centre/server-kit';
import type { Principal } from '@centre/contracts';
import type { RefreshTokenRepository } from './repositories/refresh-tokens.ts';
import type { LiveBounds, SessionRecord, SessionRepository } from './repositories/sessions.ts';

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
  /** The session (refresh-token family) it belongs to: the access token's `sid`. */
  sessionId: string;
}

/** Why an exchange was refused; logged, never told to the client (every refusal is one 401). */
export type RefusalReason =
  | 'malformed'
  | 'unknown'
  | 'revoked'
  | 'reused'
  | 'expired'
  | 'too-old'
  | 'signed-out-everywhere'
  | 'account-gone';

export type ExchangeOutcome =
  | { ok: true; principal: Principal; next: IssuedRefreshToken }
  | { ok: false; reason: RefusalReason; familyId?: string; userId?: string };

/**
 * A session is one sign-in: a family of refresh tokens, each spent by its next exchange.
 * Presenting a spent token again means two parties hold the family (a stolen token, or a replay),
 * so the whole family is revoked and both must sign in again.
 *
 * Two lifetimes bound a session: each refresh token lives `refreshTokenTtlSeconds` (sliding: an
 * idle session ends), and no token outlives `sessionMaxAgeSeconds` after the sign-in (absolute: a
 * stolen session cannot be kept alive forever). The account's `sessionsValidFrom` (set on a
 * password change, reset or withdrawal) ends every session signed in before it.
 */
export function createSessions(options: {
  tokens: RefreshTokenRepository;
  sessions: SessionRepository;
  refreshTokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  clock?: Clock;
}) {
  const { tokens, sessions, refreshTokenTtlSeconds, sessionMaxAgeSeconds } = options;
  const clock = options.clock ?? systemClock;

  function newToken(userId: string, familyId: string, issuedAt: Date, sessionStartedAt: string) {
    const refreshToken = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    const expiresAtMs = Math.min(issuedAt.getTime() + refreshTokenTtlSeconds * 1000, Date.parse(sessionStartedAt) + sessionMaxAgeSeconds * 1000);
    return {
      issued: { refreshToken, expiresIn: Math.max(0, Math.floor((expiresAtMs - issuedAt.getTime()) / 1000)), sessionId: familyId },
      record: {
        id: newId(),
        tokenHash: hashRefreshToken(refreshToken),
        familyId,
        userId,
        issuedAt: issuedAt.toISOString(),
        expiresAt: new Date(expiresAtMs).toISOString(),
        usedAt: null,
        revokedAt: null,
      },
    };
  }

  function liveBounds(at: Date, validFrom?: string | null): LiveBounds {
    const oldest = new Date(at.getTime() - sessionMaxAgeSeconds * 1000).toISOString();
    // "after validFrom" includes validFrom itself: a sign-in stamped with it (see start) is live.
    const justBeforeValidFrom = validFrom ? new Date(Date.parse(validFrom) - 1).toISOString() : null;
    return {
      startedAfter: justBeforeValidFrom && justBeforeValidFrom > oldest ? justBeforeValidFrom : oldest,
      usedAfter: new Date(at.getTime() - refreshTokenTtlSeconds * 1000).toISOString(),
    };
  }

  function startedBeforeValidFrom(session: SessionRecord, principal: Principal): boolean {
    return principal.sessionsValidFrom !== null && session.createdAt < principal.sessionsValidFrom;
  }

  return {
    /** A new session for a successful sign-in on `device`. */
    async start(principal: Principal, device: string): Promise<IssuedRefreshToken> {
      const now = clock.now();
      // A sign-in that just passed the password check is valid after sessionsValidFrom by
      // definition: should this clock run behind the users service's, the session is stamped no
      // earlier than it, so its first refresh is not refused.
      const startedAt =
        principal.sessionsValidFrom && principal.sessionsValidFrom > now.toISOString() ? principal.sessionsValidFrom : now.toISOString();
      const sessionId = newId();
      const { issued, record } = newToken(principal._id, sessionId, now, startedAt);
      await sessions.start({ id: sessionId, userId: principal._id, device, createdAt: startedAt, lastUsedAt: now.toISOString() }, record);
      return issued;
    },

    /**
     * Spends `presented` and issues its successor. `currentPrincipal` re-reads the account from
     * the users service before anything is spent, so an unreachable users service (it throws)
     * leaves the token usable for a retry; a withdrawn account (null) ends the session.
     */
    async exchange(presented: string, currentPrincipal: (userId: string) => Promise<Principal | null>): Promise<ExchangeOutcome> {
      if (!REFRESH_TOKEN_FORMAT.test(presented)) return { ok: false, reason: 'malformed' };
      const tokenHash = hashRefreshToken(presented);
      const stored = await tokens.findByHash(tokenHash);
      if (!stored) return { ok: false, reason: 'unknown' };
      const refuse = (reason: RefusalReason): ExchangeOutcome => ({ ok: false, reason, familyId: stored.familyId, userId: stored.userId });
      const endAndRefuse = async (reason: RefusalReason): Promise<ExchangeOutcome> => {
        await sessions.end(stored.familyId, clock.now().toISOString());
        return refuse(reason);
      };

      const session = await sessions.find(stored.familyId);
      if (!session) return refuse('expired');
      if (stored.revokedAt || session.endedAt) return refuse('revoked');
      if (stored.usedAt) return endAndRefuse('reused');
      const now = clock.now();
      if (stored.expiresAt <= now.toISOString()) return refuse('expired');
      if (Date.parse(session.createdAt) + sessionMaxAgeSeconds * 1000 <= now.getTime()) return endAndRefuse('too-old');

      const principal = await currentPrincipal(stored.userId);
      if (!principal) return endAndRefuse('account-gone');
      if (startedBeforeValidFrom(session, principal)) return endAndRefuse('signed-out-everywhere');

      const at = clock.now();
      const { issued, record } = newToken(stored.userId, stored.familyId, at, session.createdAt);
      if (!(await tokens.rotate(tokenHash, record, at.toISOString()))) {
        // Someone spent or revoked it between our read and our write: a concurrent replay.
        return endAndRefuse('reused');
      }
      await sessions.touch(session.id, at.toISOString());
      return { ok: true, principal, next: issued };
    },

    /** Ends the session `presented` belongs to, whether that token is live, spent or expired. */
    async end(presented: string): Promise<{ sessionId: string; userId: string } | null> {
      if (!REFRESH_TOKEN_FORMAT.test(presented)) return null;
      const stored = await tokens.findByHash(hashRefreshToken(presented));
      if (!stored) return null;
      await sessions.end(stored.familyId, clock.now().toISOString());
      return { sessionId: stored.familyId, userId: stored.userId };
    },

    /**
     * The member's sessions that can still be refreshed. Those signed in before the account's
     * sessionsValidFrom are ended on the way (they would be at their next refresh anyway).
     */
    async listLive(principal: Principal): Promise<SessionRecord[]> {
      const now = clock.now();
      if (principal.sessionsValidFrom) await sessions.endStartedBefore(principal._id, principal.sessionsValidFrom, now.toISOString());
      return sessions.listLive(principal._id, liveBounds(now, principal.sessionsValidFrom));
    },

    /** Ends one session of `userId`; false when it is not theirs or not live (the caller answers 404 alike). */
    async endOwn(userId: string, sessionId: string): Promise<boolean> {
      const session = await sessions.find(sessionId);
      if (!session || session.userId !== userId || session.endedAt) return false;
      return sessions.end(sessionId, clock.now().toISOString());
    },

    /** "Sign out elsewhere": ends every session of `userId` but `keep`; returns the ids ended. */
    async endOthers(userId: string, keep: string): Promise<string[]> {
      return sessions.endAllOf(userId, clock.now().toISOString(), keep);
    },

    async forgetExpired(): Promise<{ tokens: number; sessions: number }> {
      const now = clock.now();
      return { tokens: await tokens.deleteExpiredBefore(now.toISOString()), sessions: await sessions.deleteDeadBefore(liveBounds(now)) };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
