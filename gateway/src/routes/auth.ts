import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  AccessTokenResponse,
  EndOtherSessionsResponse,
  ErrorResponse,
  RefreshTokenResponse,
  SESSIONS_PATHS,
  SessionListResponse,
  SessionParams,
  TWO_STEP_SIGN_IN_PATH,
  TwoStepChallenge,
  TwoStepSignInRequest,
  SIGN_IN_USERNAME_PATTERN,
  credentialsFromBasicHeader,
  normalisedUsername,
  type AccessTokenPayload,
  type Principal,
} from '@centre/contracts';
import { accessRefusal, clientAddressKey, Type, unauthorized, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { deviceFromUserAgent } from '../device.ts';
import { maskedUsername, type ThrottleVerdict } from '../sign-in-throttle.ts';


function refreshTokenFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * What is logged of security-relevant moments (ASVS V7): one `securityEvent` name to search by,
 * the client address, and never a password or token; usernames only masked.
 */
type SecurityEvent =
  | 'sign-in-succeeded'
  | 'sign-in-second-step-asked'
  | 'sign-in-second-step-failed'
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
  /**
   * Counts one sign-in attempt (a password or a second-step code) against the account and the
   * client address; answers 503 or 429 itself and returns null when the attempt may not go on.
   */
  async function admitAttempt(request: FastifyRequest, reply: FastifyReply, username: string): Promise<Extract<ThrottleVerdict, { allowed: true }> | null> {
    const user = maskedUsername(username);
    let verdict: ThrottleVerdict;
    try {
      verdict = await app.signInThrottle.attempt(username, clientAddressKey(request.ip));
    } catch (error) {
      // The shared store is away: without a throttle, sign-in would be open to guessing.
      request.log.error({ err: error }, 'sign-in throttle unavailable');
      await reply.code(503).header('retry-after', '5').send(accessRefusal('SIGN_IN_UNAVAILABLE').answer(request.locale));
      return null;
    }
    if (!verdict.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      logSecurityEvent(request.log, 'warn', 'sign-in-throttled', { user, ip: request.ip, throttle: verdict.scope, retryAfterSeconds });
      const refusal = accessRefusal('SIGN_IN_THROTTLED', { minutes: Math.ceil(retryAfterSeconds / 60) });
      await reply.code(429).header('retry-after', String(retryAfterSeconds)).send(refusal.answer(request.locale));
      return null;
    }
    return verdict;
  }

  /** The account is who it says: its throttle starts afresh and a session begins. */
  async function signedIn(request: FastifyRequest, username: string, principal: Principal, device: string) {
    await app.signInThrottle.succeeded(username).catch((error: unknown) => {
      // The sign-in itself stands; the stale count only expires on its own.
      request.log.warn({ err: error }, 'clearing the sign-in throttle failed');
    });
    const issued = await app.sessions.start(principal, device);
    logSecurityEvent(request.log, 'info', 'sign-in-succeeded', { user: maskedUsername(username), userId: principal._id, sessionId: issued.sessionId, ip: request.ip });
    return { data: { refreshToken: issued.refreshToken, expiresIn: issued.expiresIn } };
  }

  app.get(
    '/api/auth/refreshToken',
    {
      schema: {
        // Tokens, or (two-step sign-in) a challenge to answer with a code at /api/auth/twoStep.
        response: { 200: Type.Union([RefreshTokenResponse, Type.Object({ data: TwoStepChallenge }, { additionalProperties: false })]), 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const presented = await credentialsFromBasicHeader(request.headers.authorization);
      if (!presented) throw accessRefusal('SIGN_IN_MALFORMED');
      // One normalisation (contracts' identifiers) for the throttle key and the lookup alike.
      const credentials = { ...presented, username: normalisedUsername(presented.username) };
      const user = maskedUsername(credentials.username);

      // Counted before the users service hashes anything: a throttled guess costs us nothing.
      const verdict = await admitAttempt(request, reply, credentials.username);
      if (!verdict) return reply;

      // A username no account can have (`ádmin`, other scripts) is a wrong sign-in without any lookup.
      if (!new RegExp(SIGN_IN_USERNAME_PATTERN).test(credentials.username)) {
        logSecurityEvent(request.log, 'info', 'sign-in-failed', { user, ip: request.ip, reason: 'impossible username' });
        throw accessRefusal('SIGN_IN_WRONG');
      }

      // The users service answers an unknown user and a wrong password alike, in the same time.
      const principal = await app.usersService.verifyCredentials(credentials);
      if (!principal) {
        logSecurityEvent(request.log, 'info', 'sign-in-failed', { user, ip: request.ip });
        if (verdict.accountLocked) {
          logSecurityEvent(request.log, 'warn', 'account-locked', { user, ip: request.ip, lockSeconds: verdict.accountLocked.lockMs / 1000 });
        }
        throw accessRefusal('SIGN_IN_WRONG');
      }
      const device = deviceFromUserAgent(request.headers['user-agent']);
      if (principal.twoStep === 'TOTP') {
        // No token yet, and the throttle keeps counting: code guesses count as sign-in attempts.
        const opened = await app.twoStepChallenges.open({ userId: principal._id, username: credentials.username, device });
        logSecurityEvent(request.log, 'info', 'sign-in-second-step-asked', { user, userId: principal._id, ip: request.ip });
        return { data: { twoStep: opened } };
      }
      return signedIn(request, credentials.username, principal, device);
    },
  );

  app.post(
    TWO_STEP_SIGN_IN_PATH,
    { schema: { body: TwoStepSignInRequest, response: { 200: RefreshTokenResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse } } },
    async (request, reply) => {
      const pending = await app.twoStepChallenges.try(request.body.challenge);
      if (!pending) throw unauthorized('TWO_STEP_EXPIRED');
      const verdict = await admitAttempt(request, reply, pending.username);
      if (!verdict) return reply;
      const principal = await app.usersService.verifyTwoStep(pending.userId, request.body.code);
      if (!principal) {
        logSecurityEvent(request.log, 'info', 'sign-in-second-step-failed', { user: maskedUsername(pending.username), userId: pending.userId, ip: request.ip });
        if (verdict.accountLocked) {
          logSecurityEvent(request.log, 'warn', 'account-locked', { user: maskedUsername(pending.username), ip: request.ip, lockSeconds: verdict.accountLocked.lockMs / 1000 });
        }
        throw accessRefusal('TWO_STEP_CODE_WRONG');
      }
      if (!(await app.twoStepChallenges.spend(request.body.challenge))) throw unauthorized('TWO_STEP_EXPIRED');
      return signedIn(request, pending.username, principal, pending.device);
    },
  );

  app.get(
    '/api/auth/accessToken',
    { schema: { response: { 200: AccessTokenResponse, 401: ErrorResponse, 503: ErrorResponse } } },
    async (request) => {
      const presented = refreshTokenFrom(request.headers.authorization);
      if (!presented) throw unauthorized('REFRESH_TOKEN_REQUIRED');
      const outcome = await app.sessions.exchange(presented, (userId) => app.usersService.findPrincipal(userId));
      if (!outcome.ok) {
        const fields = { reason: outcome.reason, sessionId: outcome.familyId, userId: outcome.userId, ip: request.ip };
        if (outcome.reason === 'reused') logSecurityEvent(request.log, 'warn', 'refresh-token-reused', fields);
        else logSecurityEvent(request.log, 'info', 'refresh-refused', fields);
        throw unauthorized('SESSION_ENDED');
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
      if (!presented) throw unauthorized('REFRESH_TOKEN_REQUIRED');
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
    if (!principal) throw unauthorized('SESSION_ENDED');
    const sessions = await app.sessions.listLive(principal);
    if (claims.sid !== undefined && !sessions.some((session) => session.id === claims.sid)) throw unauthorized('SESSION_ENDED');
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
    async (request) => {
      const { claims } = await liveCaller(request);
      // Without sid the token cannot say which session to keep; ending them all is not what was asked.
      if (!claims.sid) throw accessRefusal('SESSION_UNNAMED');
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
      if (!(await app.sessions.endOwn(claims.sub, request.params.id))) throw accessRefusal('SESSION_NOT_FOUND');
      logSecurityEvent(request.log, 'info', 'session-ended', { how: 'ended-from-my-page', userId: claims.sub, sessionId: request.params.id, ip: request.ip });
      return reply.code(204).send(null);
    },
  );
};
