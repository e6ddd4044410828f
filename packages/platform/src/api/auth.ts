import type { AxiosInstance } from 'axios';
import { AUTH_PATHS, type AccessTokenResponse, type RefreshTokenResponse, type TwoStepChallenge } from '@centre/contracts';
import type { SessionStore } from '../session/session-store.ts';

/** Where a sign-in stands after the password: signed in, or a code is asked for (two-step sign-in). */
export type SignInStep = { done: true } | { done: false; challenge: string; expiresIn: number };

export interface Auth {
  /**
   * Username and password → refresh token → access token; both stored in the session. For an
   * account with two-step sign-in the answer is a challenge instead: `completeTwoStep` finishes it.
   */
  login(username: string, password: string): Promise<SignInStep>;
  /** The second step: the challenge and a code from the authenticator app (or a recovery code). */
  completeTwoStep(challenge: string, code: string): Promise<void>;
  /**
   * Exchanges the stored refresh token for a new access token (the refresh token rotates).
   * Concurrent callers share one exchange: presenting a spent refresh token revokes the session.
   */
  refreshAccessToken(): Promise<void>;
  /** Revokes the refresh token on the server (best effort) and clears the session. */
  logout(): Promise<void>;
}

/**
 * @param http an axios instance WITHOUT the API client's 401 handling, so auth calls never recurse.
 */
export function createAuth(http: AxiosInstance, session: SessionStore): Auth {
  let exchanging: Promise<void> | null = null;

  const exchange = async (refreshToken: string) => {
    const { data } = await http.get<AccessTokenResponse>(AUTH_PATHS.accessToken, {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    session.setTokens({ refreshToken: data.data.refreshToken, accessToken: data.data.accessToken });
  };

  return {
    async login(username, password) {
      // Loaded on sign-in only: the contracts' credential module pulls in TypeBox (≈ 15 KB gzip),
      // which no page needs before someone signs in.
      const { sealedBasicHeader } = await import('@centre/contracts');
      const { data } = await http.get<RefreshTokenResponse | { data: TwoStepChallenge }>(AUTH_PATHS.refreshToken, {
        headers: { Authorization: await sealedBasicHeader(username, password) },
      });
      if ('twoStep' in data.data) return { done: false, challenge: data.data.twoStep.challenge, expiresIn: data.data.twoStep.expiresIn };
      await exchange(data.data.refreshToken);
      return { done: true };
    },
    async completeTwoStep(challenge, code) {
      const { data } = await http.post<RefreshTokenResponse>(AUTH_PATHS.twoStep, { challenge, code });
      await exchange(data.data.refreshToken);
    },
    refreshAccessToken() {
      exchanging ??= (async () => {
        const refreshToken = session.getSnapshot().refreshToken;
        if (!refreshToken) throw new Error('No refresh token in the session');
        await exchange(refreshToken);
      })().finally(() => {
        exchanging = null;
      });
      return exchanging;
    },
    async logout() {
      const refreshToken = session.getSnapshot().refreshToken;
      try {
        if (refreshToken) {
          await http.post(AUTH_PATHS.logout, undefined, { headers: { Authorization: `Bearer ${refreshToken}` } });
        }
      } catch {
        // The local session ends regardless: a revoked or expired token is already logged out.
      } finally {
        session.clearAuth();
      }
    },
  };
}
