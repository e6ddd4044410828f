import { createHash, randomBytes } from 'node:crypto';
import type { SharedState } from '@centre/server-kit';

/** How long a sign-in waits for its code after the password was right. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Codes one challenge may be answered with before the password is asked again. */
export const CHALLENGE_MAX_TRIES = 5;

export interface PendingSignIn {
  userId: string;
  username: string;
  device: string;
}

const keyOf = (challenge: string) => `two-step:${createHash('sha256').update(challenge).digest('hex').slice(0, 40)}`;

/**
 * The pending half of a two-step sign-in, in the shared state (every gateway instance sees it):
 * the password was right, no token is issued until a code is. The challenge is random, kept only
 * as a hash, good for a few tries and five minutes, and spent by the sign-in it completes.
 */
export function createTwoStepChallenges(state: SharedState) {
  return {
    async open(pending: PendingSignIn): Promise<{ challenge: string; expiresIn: number }> {
      const challenge = randomBytes(32).toString('base64url');
      await state.set(keyOf(challenge), JSON.stringify(pending), CHALLENGE_TTL_MS);
      return { challenge, expiresIn: CHALLENGE_TTL_MS / 1000 };
    },

    /** The pending sign-in, counting this try; null when unknown, expired or tried too often. */
    async try(challenge: string): Promise<PendingSignIn | null> {
      const key = keyOf(challenge);
      const raw = await state.get(key);
      if (!raw) return null;
      const { count } = await state.hit(`${key}:tries`, CHALLENGE_TTL_MS);
      if (count > CHALLENGE_MAX_TRIES) {
        await state.delete(key);
        return null;
      }
      return JSON.parse(raw) as PendingSignIn;
    },

    /** Spent: the same challenge cannot complete a second sign-in. True for the one caller that spent it. */
    async spend(challenge: string): Promise<boolean> {
      const key = keyOf(challenge);
      // setIfAbsent on a marker makes spending atomic across instances.
      const first = await state.setIfAbsent(`${key}:spent`, '1', CHALLENGE_TTL_MS);
      await state.delete(key);
      return first;
    },
  };
}

export type TwoStepChallenges = ReturnType<typeof createTwoStepChallenges>;
