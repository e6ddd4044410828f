import type { AxiosInstance } from 'axios';
import type { AccessTokenResponse, RefreshTokenResponse } from '@centre/contracts';
import type { SessionStore } from '../session/session-store.ts';

export const AUTH_PATHS = {
  refreshToken: '/api/auth/refreshToken',
  accessToken: '/api/auth/accessToken',
  logout: '/api/auth/logout',
} as const;

export interface Auth {
  /** Username and password → refresh token → access token; both stored in the session. */
  login(username: string, password: string): Promise<void>;
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
      const { data } = await http.get<RefreshTokenResponse>(AUTH_PATHS.refreshToken, {
        headers: { Authorization: await sealedBasicHeader(username, password) },
      });
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
