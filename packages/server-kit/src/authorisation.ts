import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  CONSOLE_SCOPE,
  INTERNAL_TOKEN_HEADER,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TWO_STEP_ENROL_PENDING,
  PASSWORD_CHANGE_ALLOWED_PATH,
  PASSWORD_CHANGE_REQUIRED,
  accessErrorWords,
  consolePermissionRuleFor,
  roleMayRequest,
  type AccessErrorKey,
  type AccessTokenPayload,
  type Scope,
} from '@centre/contracts';
import { DomainError } from './errors.ts';
import type { InternalCaller, InternalCallerHashes } from './config.ts';
import { requestPathOf } from './request-input.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid access token is required. */
    requireMember: onRequestAsyncHookHandler;
    /** onRequest hook: a valid access token whose scope list holds `scope`. */
    requireScope(scope: Scope): onRequestAsyncHookHandler;
    /** onRequest hook: the internal token of a caller this route accepts is required. */
    requireInternal: onRequestAsyncHookHandler;
    /** Every /api/console route this process registered (method and URL pattern): the permission test reads it. */
    consoleRoutes: Array<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** On internal routes: which process called (known by its token). */
    internalCaller?: InternalCaller;
  }
  interface FastifyContextConfig {
    /**
     * On an /internal/* route: the only callers it accepts (e.g. ['gateway'] for the credential
     * check). Unset: every process of the platform.
     */
    internalCallers?: readonly InternalCaller[];
  }
}

/** Verification rules for access tokens, shared by the gateway and every service. */
export const ACCESS_TOKEN_VERIFY_OPTIONS = {
  algorithms: ['ES256'],
  allowedIss: TOKEN_ISSUER,
  allowedAud: TOKEN_AUDIENCE,
  requiredClaims: ['exp', 'iat', 'sub', 'iss', 'aud'],
} as const;

/** Verified access tokens each process keeps (an ES256 check is the costliest step of a guarded request). */
const VERIFIED_TOKENS_KEPT = 10_000;

const ACCESS_STATUS: Record<AccessErrorKey, number> = {
  SIGN_IN_MALFORMED: 400,
  SIGN_IN_WRONG: 401,
  SIGN_IN_THROTTLED: 429,
  SIGN_IN_UNAVAILABLE: 503,
  TWO_STEP_CODE_WRONG: 401,
  TWO_STEP_EXPIRED: 401,
  REFRESH_TOKEN_REQUIRED: 401,
  SESSION_ENDED: 401,
  SESSION_NOT_FOUND: 404,
  SESSION_UNNAMED: 400,
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  ROLE_FORBIDDEN: 403,
  NO_STAFF_ROLE: 403,
  TWO_STEP_ENROL_REQUIRED: 403,
};

/**
 * A refusal of sign-in, of a session or of a guard, answered in the caller's language (contracts'
 * ACCESS_ERROR_TEXTS). `code` is what clients branch on; a few words share one (NO_STAFF_ROLE is a
 * ROLE_FORBIDDEN).
 */
export function accessRefusal(key: AccessErrorKey, params: Record<string, string | number> = {}, code: string = key): DomainError {
  const messages = accessErrorWords(key, params);
  return new DomainError(ACCESS_STATUS[key], code, messages.en, { messages });
}

export function unauthorized(key: Extract<AccessErrorKey, 'UNAUTHORIZED' | 'TOKEN_INVALID' | 'REFRESH_TOKEN_REQUIRED' | 'SESSION_ENDED' | 'TWO_STEP_EXPIRED'> = 'UNAUTHORIZED'): DomainError {
  return accessRefusal(key, {}, key === 'UNAUTHORIZED' ? 'UNAUTHORIZED' : key);
}

/**
 * The staff role's check (contracts' CONSOLE_PERMISSION_TABLE), after the console scope: by the
 * path's URL family, so every route of a family is covered the moment it exists. A token whose
 * holder must still enrol in two-step sign-in reaches the password family alone.
 */
export function checkStaffPermission(user: AccessTokenPayload, method: string, path: string): void {
  const rule = consolePermissionRuleFor(path);
  if (user.twoStep === TWO_STEP_ENROL_PENDING && rule?.prefix !== '/api/console/password') {
    throw accessRefusal('TWO_STEP_ENROL_REQUIRED');
  }
  if (!roleMayRequest(user.role, method, path)) {
    throw user.role ? accessRefusal('ROLE_FORBIDDEN', { role: user.role }) : accessRefusal('NO_STAFF_ROLE', {}, 'ROLE_FORBIDDEN');
  }
}

/**
 * A member still on a staff-set temporary password (claim `passwordChange`) reads, but writes
 * nothing — no profile change, no application, no post — until the password is their own.
 */
export function checkPasswordChange(user: AccessTokenPayload, method: string, url: string): void {
  if (!user.passwordChange) return;
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD' || upper === 'OPTIONS') return;
  if (url.split('?')[0] === PASSWORD_CHANGE_ALLOWED_PATH) return;
  throw Object.assign(new Error('Change the temporary password the centre gave you first (My page → Password).'), { statusCode: 403, code: PASSWORD_CHANGE_REQUIRED });
}

/**
 * The route a guarded request will run, as its pattern (`/api/console/users/:id/suspend`): what
 * the router matched, however the client wrote the path. A wildcard pattern (the gateway's proxy,
 * `/api/console/users/*`) names only the family, so there, as where nothing matched, the path as
 * the router decoded it.
 */
export function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern && !pattern.includes('*') ? pattern : requestPathOf(request.url);
}

export function forbidden(): DomainError {
  return accessRefusal('FORBIDDEN');
}

async function verifyAccessToken(request: FastifyRequest): Promise<AccessTokenPayload> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer [A-Za-z0-9._-]+$/.test(header)) throw unauthorized();
  try {
    // @fastify/jwt answers 500 for some bad tokens (future nbf, HS256 signed with the public key):
    // every verification failure is the caller's problem, so every one becomes 401.
    return await request.jwtVerify<AccessTokenPayload>();
  } catch {
    throw unauthorized('TOKEN_INVALID');
  }
}

/**
 * The callers whose token this is, comparing hashes in constant time: none for an unknown token;
 * several only where one token is shared (hand-built test options).
 */
function callersOf(presented: string, callers: InternalCallerHashes): InternalCaller[] {
  const presentedHash = createHash('sha256').update(presented).digest();
  const found: InternalCaller[] = [];
  for (const [name, hashes] of Object.entries(callers) as Array<[InternalCaller, string | readonly string[]]>) {
    // Every hash is compared (no early exit): the time does not tell which one matched.
    let matched = false;
    for (const hash of typeof hashes === 'string' ? [hashes] : hashes) {
      const expected = Buffer.from(hash, 'hex');
      if (expected.length === presentedHash.length && timingSafeEqual(presentedHash, expected)) matched = true;
    }
    if (matched) found.push(name);
  }
  return found;
}

export interface AuthorisationOptions {
  jwtPublicKey: string;
  /** SHA-256 (hex) of each accepted caller's internal token (two during a rotation); the process never holds the tokens themselves. */
  internalCallers: InternalCallerHashes;
}

/**
 * Services verify every access token themselves (defence in depth) and never trust identity
 * headers. Routes are guarded by their URL, so a new route cannot forget its check:
 * /api/console/* needs the console scope, /api/v1/me/* a signed-in member, /internal/* the
 * internal token of a process the route accepts (each process has its own; see keys.ts).
 */
export const authorisation = fp<AuthorisationOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyJwt, {
      secret: { public: options.jwtPublicKey },
      // A member's pages send the same token many times in its life (15 minutes by default): its signature is checked
      // once and the result kept (never past the token's own expiry; the least recently used go first).
      verify: { ...ACCESS_TOKEN_VERIFY_OPTIONS, cache: VERIFIED_TOKENS_KEPT } as never,
    });

    // Whatever a guard lets through is one person's or staff data, or talk between processes: no
    // cache may keep it, so the guard family says so (before its check, so refusals carry it too).
    const requireMember: onRequestAsyncHookHandler = async (request, reply) => {
      reply.header('cache-control', 'no-store');
      request.user = await verifyAccessToken(request);
      checkPasswordChange(request.user, request.method, routeOf(request));
    };
    const requireScope = (scope: Scope): onRequestAsyncHookHandler =>
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = await verifyAccessToken(request);
        request.user = user;
        if (!Array.isArray(user.scope) || !user.scope.includes(scope)) throw forbidden();
        // By the route that will run (the rules name families and ids as `*`, which match its `:id`); a route no rule covers is refused to all but administrators.
        if (scope === CONSOLE_SCOPE) checkStaffPermission(user, request.method, routeOf(request));
      };
    // An internal route answers 404 to anyone it does not accept, so its existence is not revealed.
    const requireInternal: onRequestAsyncHookHandler = async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const presented = request.headers[INTERNAL_TOKEN_HEADER];
      const known = typeof presented === 'string' && presented.length <= 512 ? callersOf(presented, options.internalCallers) : [];
      const accepted = request.routeOptions.config.internalCallers;
      const caller = known.find((name) => !accepted || accepted.includes(name));
      if (!caller) {
        if (known.length > 0) request.log.warn({ callers: known, route: request.routeOptions.url }, 'internal route refused a caller it does not accept');
        throw Object.assign(new Error('Not found'), { statusCode: 404 });
      }
      request.internalCaller = caller;
    };

    app.decorate('requireMember', requireMember);
    app.decorate('requireScope', requireScope);
    app.decorate('requireInternal', requireInternal);
    app.decorate('consoleRoutes', []);

    app.addHook('onRoute', (route) => {
      const guard = guardFor(route.url);
      if (!guard) return;
      if (guard === 'console') for (const method of ([] as string[]).concat(route.method)) app.consoleRoutes.push({ method, url: route.url });
      const handler = guard === 'console' ? requireScope(CONSOLE_SCOPE) : guard === 'member' ? requireMember : requireInternal;
      // onRequest runs before the body is parsed and validated: an anonymous caller gets 401,
      // never a 400 that would reveal the route's schema.
      const existing = route.onRequest ? ([] as unknown[]).concat(route.onRequest) : [];
      route.onRequest = [handler, ...existing] as never;
    });
  },
  { name: 'authorisation' },
);

export function guardFor(url: string): 'console' | 'member' | 'internal' | null {
  if (url === '/api/console' || url.startsWith('/api/console/')) return 'console';
  if (url === '/api/v1/me' || url.startsWith('/api/v1/me/')) return 'member';
  if (url.startsWith('/internal/')) return 'internal';
  return null;
}
