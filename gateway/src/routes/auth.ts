import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  AccessTokenResponse,
  EndOtherSessionsResponse,
  ErrorResponse,
  RefreshTokenResponse,
  SESSIONS_PATHS,
  SessionListResponse,
  SessionParams,
  credentialsFromBasicHeader,
  type AccessTokenPayload,
} from '@centre/contracts';
import { unauthorized, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { deviceFromUserAgent } from '../device.ts';
import { maskedUsername, type ThrottleVerdict } from '../sign-in-throttle.ts';

const WRONG_CREDENTIALS = 'The username or password is incorrect.';
const MALFORMED_SIGN_IN = 'The sign-in header is missing or malformed: send Basic credentials.';
const SESSION_ENDED = 'The session has ended. Please sign in again.';
const NO_SUCH_SESSION = 'No such session among yours.';
const THROTTLE_UNAVAILABLE = 'Sign-in is unavailable for a moment. Please try again shortly.';

function refreshTokenFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * What is logged of security-relevant moments (ASVS V7): one `securityEvent` name to search by,
 * the client address, and never a password or token; usernames only masked.
 */
type SecurityEvent =
  | 'sign-in-succeeded'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'account-locked'
  | 'refresh-token-reused'
  | 'refresh-refused'
  | 'session-ended';

function logSecurityEvent(log: FastifyBaseLogger, level: 'info' | 'warn', securityEvent: SecurityEvent, fields: Record<string, unknown>) {
  log[level]({ securityEvent, ...fields }, `security: ${securityEvent}`);
}

/**
 * Token issuance (spec §4, §7): credentials → refresh token → access token; and the signed-in
 * member's sessions (my page). Every answer under /api/auth carries Cache-Control: no-store (set
 * in app.ts), so no cache between browser and gateway keeps a token.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/auth/refreshToken',
    { schema: { response: { 200: RefreshTokenResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse } } },
    async (request, reply) => {
      const credentials = await credentialsFromBasicHeader(request.headers.authorization);
      if (!credentials) return reply.badRequest(MALFORMED_SIGN_IN);
      const user = maskedUsername(credentials.username);

      // Counted before the users service hashes anything: a throttled guess costs us nothing.
      let verdict: ThrottleVerdict;
      try {
        verdict = await app.signInThrottle.attempt(credentials.username, request.ip);
      } catch (error) {
        // The shared store is away: without a throttle, sign-in would be open to guessing.
        request.log.error({ err: error }, 'sign-in throttle unavailable');
        return reply.serviceUnavailable(THROTTLE_UNAVAILABLE);
      }
      if (!verdict.allowed) {
        const retryAfterSeconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
        logSecurityEvent(request.log, 'warn', 'sign-in-throttled', { user, ip: request.ip, throttle: verdict.scope, retryAfterSeconds });
        return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: tooManyAttempts(retryAfterSeconds),
        });
      }

      // The users service answers an unknown user and a wrong password alike, in the same time.
      const principal = await app.usersService.verifyCredentials(credentials);
      if (!principal) {
        logSecurityEvent(request.log, 'info', 'sign-in-failed', { user, ip: request.ip });
        if (verdict.accountLocked) {
          logSecurityEvent(request.log, 'warn', 'account-locked', { user, ip: request.ip, lockSeconds: verdict.accountLocked.lockMs / 1000 });
        }
        return reply.unauthorized(WRONG_CREDENTIALS);
      }
      await app.signInThrottle.succeeded(credentials.username).catch((error: unknown) => {
        // The sign-in itself stands; the stale count only expires on its own.
        request.log.warn({ err: error }, 'clearing the sign-in throttle failed');
      });
      const issued = await app.sessions.start(principal, deviceFromUserAgent(request.headers['user-agent']));
      logSecurityEvent(request.log, 'info', 'sign-in-succeeded', { user, userId: principal._id, sessionId: issued.sessionId, ip: request.ip });
      return { data: { refreshToken: issued.refreshToken, expiresIn: issued.expiresIn } };
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
        const fields = { reason: outcome.reason, sessionId: outcome.familyId, userId: outcome.userId, ip: request.ip };
        if (outcome.reason === 'reused') logSecurityEvent(request.log, 'warn', 'refresh-token-reused', fields);
        else logSecurityEvent(request.log, 'info', 'refresh-refused', fields);
        throw unauthorized(SESSION_ENDED);
      }
      return {
        data: {
          accessToken: app.accessTokens.issueFor(outcome.principal, outcome.next.sessionId),
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
      const ended = await app.sessions.end(presented);
      if (ended) logSecurityEvent(request.log, 'info', 'session-ended', { how: 'sign-out', ...ended, ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  // --- The signed-in member's sessions (my page). The access token names the member (sub) and
  // the session it was issued in (sid); the member reaches their own sessions only.

  /** The caller's claims, once their session is known to be live (an ended session's access token, still unexpired, is refused here). */
  async function liveCaller(request: FastifyRequest): Promise<{ claims: AccessTokenPayload; sessions: Awaited<ReturnType<typeof app.sessions.listLive>> }> {
    const claims = request.user;
    const principal = await app.usersService.findPrincipal(claims.sub);
    if (!principal) throw unauthorized(SESSION_ENDED);
    const sessions = await app.sessions.listLive(principal);
    if (claims.sid !== undefined && !sessions.some((session) => session.id === claims.sid)) throw unauthorized(SESSION_ENDED);
    return { claims, sessions };
  }

  app.get(
    SESSIONS_PATHS.list,
    {
      onRequest: app.requireMember,
      schema: { response: { 200: SessionListResponse, 401: ErrorResponse, 503: ErrorResponse } },
    },
    async (request) => {
      const { claims, sessions } = await liveCaller(request);
      return {
        data: sessions.map((session) => ({
          _id: session.id,
          device: session.device,
          createdAt: session.createdAt,
          lastUsedAt: session.lastUsedAt,
          current: session.id === claims.sid,
        })),
      };
    },
  );

  app.post(
    SESSIONS_PATHS.endOthers,
    {
      onRequest: app.requireMember,
      schema: { response: { 200: EndOtherSessionsResponse, 400: ErrorResponse, 401: ErrorResponse, 503: ErrorResponse } },
    },
    async (request, reply) => {
      const { claims } = await liveCaller(request);
      // Without sid the token cannot say which session to keep; ending them all is not what was asked.
      if (!claims.sid) return reply.badRequest('This access token names no session: sign in again, then retry.');
      const ended = await app.sessions.endOthers(claims.sub, claims.sid);
      if (ended.length > 0) {
        logSecurityEvent(request.log, 'info', 'session-ended', { how: 'signed-out-elsewhere', userId: claims.sub, sessionIds: ended, ip: request.ip });
      }
      return { data: { ended: ended.length } };
    },
  );

  app.delete(
    SESSIONS_PATHS.one(':id'),
    {
      onRequest: app.requireMember,
      schema: { params: SessionParams, response: { 204: { type: 'null' }, 401: ErrorResponse, 404: ErrorResponse, 503: ErrorResponse } },
    },
    async (request, reply) => {
      const { claims } = await liveCaller(request);
      // Another member's session, an ended one and one that never was: the same 404.
      if (!(await app.sessions.endOwn(claims.sub, request.params.id))) return reply.notFound(NO_SUCH_SESSION);
      logSecurityEvent(request.log, 'info', 'session-ended', { how: 'ended-from-my-page', userId: claims.sub, sessionId: request.params.id, ip: request.ip });
      return reply.code(204).send(null);
    },
  );
};
