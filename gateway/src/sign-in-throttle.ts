import { createHash } from 'node:crypto';
import { usernameKey } from '@centre/contracts';
import type { SharedState } from '@centre/server-kit';
import type { SignInThrottleConfig } from './config.ts';

/** Why an attempt is held back, and for how long (the Retry-After the client gets). */
export type ThrottleVerdict =
  | { allowed: true; accountLocked?: { lockMs: number } }
  | { allowed: false; scope: 'account' | 'ip'; retryAfterMs: number };

/**
 * The throttle key of an account: the one username normalisation (NFKC, trimmed) without case, so
 * `Admin`, `ADMIN` and full-width `Ａｄｍｉｎ` spend one allowance.
 */
function accountKey(username: string): string {
  return createHash('sha256').update(usernameKey(username)).digest('hex').slice(0, 32);
}

/**
 * Sign-in throttles, checked before the credentials go to the users service (so guessing costs
 * the attacker a 429, and us no password hashing). Counters live in the shared state, so every
 * gateway instance sees one throttle.
 *
 * Per client address: at most `ipMaxAttempts` attempts per window, whatever the usernames
 * (credential stuffing from one host).
 *
 * Per account: attempts count until a success clears them. The attempt that reaches
 * `accountMaxAttempts` still goes through but sets a lock of `lockMs`; each attempt after a lock
 * sets the next, twice as long, up to `lockMaxMs`. An attacker so gets about ten guesses per
 * window, and the member they target waits at most `lockMaxMs` before their own (right) password
 * works again and clears everything. The lock is taken with setIfAbsent: of a burst of parallel
 * attempts, one goes through and the others find the lock.
 */
export function createSignInThrottle(state: SharedState, config: SignInThrottleConfig) {
  const keys = (username: string, ip: string) => {
    const account = accountKey(username);
    return { ip: `sign-in:ip:${ip}`, attempts: `sign-in:account:${account}`, lock: `sign-in:lock:${account}` };
  };

  async function lockRemainingMs(lockKey: string): Promise<number> {
    const until = Number(await state.get(lockKey));
    return Number.isFinite(until) ? Math.max(0, until - Date.now()) : 0;
  }

  return {
    /** Counts this attempt and says whether it may go on to the users service. */
    async attempt(username: string, ip: string): Promise<ThrottleVerdict> {
      const key = keys(username, ip);
      const byIp = await state.hit(key.ip, config.ipWindowMs);
      if (byIp.count > config.ipMaxAttempts) return { allowed: false, scope: 'ip', retryAfterMs: byIp.resetInMs };

      // A lock is checked before it is counted: waiting out a lock costs nothing, retrying during it
      // gains nothing.
      const locked = await lockRemainingMs(key.lock);
      if (locked > 0) return { allowed: false, scope: 'account', retryAfterMs: locked };

      const { count } = await state.hit(key.attempts, config.accountWindowMs);
      if (count < config.accountMaxAttempts) return { allowed: true };
      const lockMs = Math.min(config.lockMs * 2 ** (count - config.accountMaxAttempts), config.lockMaxMs);
      if (!(await state.setIfAbsent(key.lock, String(Date.now() + lockMs), lockMs))) {
        return { allowed: false, scope: 'account', retryAfterMs: Math.max(1000, await lockRemainingMs(key.lock)) };
      }
      return { allowed: true, accountLocked: { lockMs } };
    },

    /** The right password: the account starts afresh (the address's count stays: it is a rate). */
    async succeeded(username: string): Promise<void> {
      const key = keys(username, '');
      await Promise.all([state.delete(key.attempts), state.delete(key.lock)]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * How a username appears in logs: enough to follow one account through the events, not enough to
 * read it back (first two characters and a hash prefix).
 */
export function maskedUsername(username: string): string {
  const normalised = usernameKey(username);
  return `${normalised.slice(0, 2)}…${createHash('sha256').update(normalised).digest('hex').slice(0, 10)}`;
}
