// The users service as the gateway asks it: sign-in checks and the current principal. Failure
// behaviour: unreachable, timing out or answering an unexpected status is a 503 DomainError
// (SIGN_IN_UNAVAILABLE); the address is the gateway's config, resolved with serviceUrlFrom.
import { Value } from 'typebox/value';
import { INTERNAL_PATHS, INTERNAL_TWO_STEP_PATH, PrincipalResponse, accessErrorWords, type Credentials, type Principal } from '@centre/contracts';
import { DomainError, internalClient, type InternalAnswer } from '@centre/server-kit';

/** How long the gateway waits for the users service before telling the client to retry. */
const USERS_TIMEOUT_MS = 5000;

export function usersUnavailable(cause?: unknown): DomainError {
  const messages = accessErrorWords('SIGN_IN_UNAVAILABLE');
  return new DomainError(503, 'SIGN_IN_UNAVAILABLE', messages.en, { messages, cause });
}

/**
 * The gateway's two questions to the users service, over its internal routes: "are these the
 * right credentials?" and "who is this account now?". null means no (wrong credentials, or no
 * active account); a thrown 503 means the question could not be asked.
 */
export function usersClient(options: { baseUrl: string; internalToken: string }) {
  const users = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: USERS_TIMEOUT_MS });

  async function ask(method: 'GET' | 'POST', path: string, body?: unknown): Promise<InternalAnswer<unknown>> {
    try {
      return await users.request(method, path, body === undefined ? {} : { body });
    } catch (error) {
      throw usersUnavailable(error);
    }
  }

  function principalFrom(body: unknown): Principal {
    if (!Value.Check(PrincipalResponse, body)) throw usersUnavailable(new Error('malformed principal from users service'));
    return body.principal;
  }

  return {
    async verifyCredentials(credentials: Credentials): Promise<Principal | null> {
      const { status, body } = await ask('POST', INTERNAL_PATHS.verifyCredentials, { username: credentials.username, password: credentials.password });
      if (status === 200) return principalFrom(body);
      // 400 is the users service refusing an over-long username or password: wrong credentials too.
      if (status === 401 || status === 400) return null;
      throw usersUnavailable(new Error(`users service answered ${status}`));
    },

    /** The second step: this account's current code or an unused recovery code (each works once). */
    async verifyTwoStep(userId: string, code: string): Promise<Principal | null> {
      const { status, body } = await ask('POST', INTERNAL_TWO_STEP_PATH, { userId, code });
      if (status === 200) return principalFrom(body);
      if (status === 401 || status === 400) return null;
      throw usersUnavailable(new Error(`users service answered ${status}`));
    },

    async findPrincipal(userId: string): Promise<Principal | null> {
      const { status, body } = await ask('GET', INTERNAL_PATHS.principal(encodeURIComponent(userId)));
      if (status === 200) return principalFrom(body);
      if (status === 404) return null;
      throw usersUnavailable(new Error(`users service answered ${status}`));
    },
  };
}

export type UsersClient = ReturnType<typeof usersClient>;
