import {
  AccessTokenResponse,
  ErrorResponse,
  RefreshTokenResponse,
  credentialsFromBasicHeader,
} from '@centre/contracts';
import { unauthorized, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

const WRONG_CREDENTIALS = 'The username or password is incorrect.';
const MALFORMED_SIGN_IN = 'The sign-in header is missing or malformed: send Basic credentials.';
const SESSION_ENDED = 'The session has ended. Please sign in again.';

function refreshTokenFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface AuthRoutesOptions {
  signInRateLimit: { max: number; timeWindowMs: number };
}

/**
 * Token issuance (spec §4, §7): credentials → refresh token → access token. Every answer carries
 * Cache-Control: no-store, so no cache between browser and gateway keeps a token.
 */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/auth/refreshToken',
    {
      config: { rateLimit: { max: options.signInRateLimit.max, timeWindow: options.signInRateLimit.timeWindowMs } },
      schema: { response: { 200: RefreshTokenResponse, 400: ErrorResponse, 401: ErrorResponse, 503: ErrorResponse } },
    },
    async (request, reply) => {
      const credentials = await credentialsFromBasicHeader(request.headers.authorization);
      if (!credentials) return reply.badRequest(MALFORMED_SIGN_IN);
      // The users service answers an unknown user and a wrong password alike, in the same time.
      const principal = await app.usersService.verifyCredentials(credentials);
      if (!principal) return reply.unauthorized(WRONG_CREDENTIALS);
      return { data: await app.sessions.start(principal._id) };
    },
  );

  app.get(
    '/api/auth/accessToken',
    { schema: { response: { 200: AccessTokenResponse, 401: ErrorResponse, 503: ErrorResponse } } },
    async (request) => {
      const presented = refreshTokenFrom(request.headers.authorization);
      if (!presented) throw unauthorized('A refresh token is required: send it as a Bearer token.');
      const outcome = await app.sessions.exchange(presented, (userId) => app.usersService.findPrincipal(userId));
      if (!outcome.ok) {
        const level = outcome.reason === 'reused' ? 'warn' : 'info';
        request.log[level]({ reason: outcome.reason, familyId: outcome.familyId, userId: outcome.userId }, 'refresh token refused');
        throw unauthorized(SESSION_ENDED);
      }
      return {
        data: {
          accessToken: app.accessTokens.issueFor(outcome.principal),
          refreshToken: outcome.next.refreshToken,
          expiresIn: app.accessTokens.ttlSeconds,
        },
      };
    },
  );

  // Any token-shaped value gets 204, known or not: logging out twice, or with a token that is
  // already spent or expired, is not an error, and the answer reveals nothing about the token.
  app.post(
    '/api/auth/logout',
    { schema: { response: { 204: { type: 'null' }, 401: ErrorResponse } } },
    async (request, reply) => {
      const presented = refreshTokenFrom(request.headers.authorization);
      if (!presented) throw unauthorized('A refresh token is required: send it as a Bearer token.');
      await app.sessions.end(presented);
      return reply.code(204).send(null);
    },
  );
};
