import { Value } from 'typebox/value';
import {
  INTERNAL_PATHS,
  INTERNAL_TOKEN_HEADER,
  PrincipalResponse,
  type Credentials,
  type Principal,
} from '@centre/contracts';

/** How long the gateway waits for the users service before telling the client to retry. */
const USERS_TIMEOUT_MS = 5000;

export function usersUnavailable(cause?: unknown): Error & { statusCode: number } {
  return Object.assign(new Error('The sign-in service is unavailable. Please try again shortly.', { cause }), {
    statusCode: 503,
  });
}

/**
 * The gateway's two questions to the users service, over its internal routes: "are these the
 * right credentials?" and "who is this account now?". null means no (wrong credentials, or no
 * active account); a thrown 503 means the question could not be asked.
 */
export function createUsersClient(options: { baseUrl: string; internalToken: string }) {
  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${options.baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, [INTERNAL_TOKEN_HEADER]: options.internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(USERS_TIMEOUT_MS),
      });
    } catch (error) {
      throw usersUnavailable(error);
    }
  }

  async function principalFrom(response: Response): Promise<Principal> {
    const body: unknown = await response.json().catch(() => null);
    if (!Value.Check(PrincipalResponse, body)) throw usersUnavailable(new Error('malformed principal from users service'));
    return body.principal;
  }

  return {
    async verifyCredentials(credentials: Credentials): Promise<Principal | null> {
      const response = await call(INTERNAL_PATHS.verifyCredentials, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: credentials.username, password: credentials.password }),
      });
      if (response.status === 200) return principalFrom(response);
      await response.body?.cancel();
      // 400 is the users service refusing an over-long username or password: wrong credentials too.
      if (response.status === 401 || response.status === 400) return null;
      throw usersUnavailable(new Error(`users service answered ${response.status}`));
    },

    async findPrincipal(userId: string): Promise<Principal | null> {
      const response = await call(INTERNAL_PATHS.principal(encodeURIComponent(userId)), { method: 'GET' });
      if (response.status === 200) return principalFrom(response);
      await response.body?.cancel();
      if (response.status === 404) return null;
      throw usersUnavailable(new Error(`users service answered ${response.status}`));
    },
  };
}

export type UsersClient = ReturnType<typeof createUsersClient>;
