import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import sensible from '@fastify/sensible';
import {
  REQUEST_ID_HEADER,
  authorisation,
  connectDatabase,
  createFastify,
  createSharedState,
  installErrorHandlers,
  installMetrics,
  registerOpenApi,
  securityHeaders,
  internalTokenHash,
  runMigrations,
  systemClock,
  PUBLIC_CACHE_NAMES,
  type Clock,
  type Knex,
  type ServiceName,
  type SharedState,
} from '@centre/server-kit';
import { SHOP_KEPT_PUBLIC_PATHS, keepsShopPublicAnswers } from '@centre/contracts';
import { createAccessTokenSigner, type AccessTokenSigner } from './access-tokens.ts';
import type { GatewayConfig } from './config.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { migrations } from './migrations/index.ts';
import { gatewayPublicAnswers } from './public-answers.ts';
import { guardGatewayLoad } from './overload.ts';
import { createRefreshTokenRepository } from './repositories/refresh-tokens.ts';
import { createSessionRepository } from './repositories/sessions.ts';
import { apiDocsRoutes } from './api-docs.ts';
import { authRoutes } from './routes/auth.ts';
import { frontEndRoutes } from './routes/front-end.ts';
import { healthRoutes } from './routes/health.ts';
import { proxyRoutes } from './routes/proxy.ts';
import { seoRoutes } from './routes/seo.ts';
import { createSessions, type Sessions } from './sessions.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';
import { ROUTES_TABLE } from './routes-table.ts';
import { usersClient, type UsersClient } from './clients/users.ts';
import { createTwoStepChallenges, type TwoStepChallenges } from './two-step-challenges.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
    sessions: Sessions;
    usersService: UsersClient;
    accessTokens: AccessTokenSigner;
    signInThrottle: SignInThrottle;
    twoStepChallenges: TwoStepChallenges;
    sharedState: SharedState;
    clock: Clock;
  }
}

export type GatewayOptions = Omit<GatewayConfig, 'host' | 'port' | 'dataDir' | 'logLevel'> & {
  logger?: FastifyServerOptions['logger'];
  /** Where sessions read the time; the system clock unless a test passes its own. */
  clock?: Clock;
};

/** A client's own request id is kept (so its logs and ours line up) only when it is harmless. */
const REQUEST_ID_FORMAT = /^[A-Za-z0-9._:-]{1,128}$/;

/** Forgotten expired refresh tokens are swept this often; several instances sweeping is harmless. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The gateway: the one origin browsers talk to. It issues tokens, serves the front ends, and
 * forwards /api/* to the service that owns each resource. Its state is its database of sessions
 * and refresh tokens and the shared state (sign-in throttles; Redis with REDIS_URL), so any number
 * of instances can run side by side when they share both.
 */
export async function buildGateway(options: GatewayOptions) {
  const accessTokens = createAccessTokenSigner({
    privateKey: options.jwtPrivateKey,
    publicKey: options.jwtPublicKey,
    ttlSeconds: options.accessTokenTtlSeconds,
  });

  const db = await connectDatabase(options.database);
  try {
    await runMigrations(db, migrations);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // With a certificate, HTTP/2 over TLS: a page's many scripts and API calls share one connection
  // instead of opening up to six, each with its own handshakes (HTTP/1.1 clients are still
  // answered). Fastify types an HTTP/2 server apart; the gateway's routes use nothing that differs
  // (the HTTP/2 tests go through every kind of route), so one instance type serves both.
  // Closing ends HTTP/2 sessions too (GOAWAY: streams in flight finish): browsers keep them open,
  // and before Node 24 the server would wait for them, so a stop would stall until killed.
  const transport = options.tls
    ? { http2: true, https: { allowHTTP1: true, cert: options.tls.cert, key: options.tls.key }, forceCloseConnections: true }
    : {};
  // The same frame as every service (strict input, no-store on private answers, request ids),
  // plus the refusal of ambiguous paths: the gateway is the one door from outside.
  const app = createFastify({
    transport,
    logger: options.logger,
    requestIdHeader: false,
    genReqId: (request) => {
      const presented = request.headers[REQUEST_ID_HEADER];
      return typeof presented === 'string' && REQUEST_ID_FORMAT.test(presented) ? presented : randomUUID();
    },
    bodyLimit: options.bodyLimitBytes,
    trustProxy: options.trustProxy,
    refuseAmbiguousPaths: true,
  });

  // First, so its hooks count every request (the ones the overload guard turns away too).
  installMetrics(app, { service: 'gateway', db, token: options.metricsToken });
  // Before any route: the gateway's own /api/auth routes go into the API document (api-docs.ts).
  await registerOpenApi(app, {
    title: 'Centre platform: gateway',
    description: 'Sign-in and sessions.',
    include: (url) => url === '/api/auth' || url.startsWith('/api/auth/'),
  });

  const clock = options.clock ?? systemClock;
  const sessions = createSessions({
    tokens: createRefreshTokenRepository(db),
    sessions: createSessionRepository(db),
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds,
    sessionMaxAgeSeconds: options.sessionMaxAgeSeconds,
    clock,
  });
  // Redis when REDIS_URL is set: every gateway instance then counts sign-in attempts together.
  const sharedState = createSharedState({
    redisUrl: options.redisUrl ?? undefined,
    prefix: options.redisPrefix,
  });
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('sharedState', sharedState);
  app.decorate('signInThrottle', createSignInThrottle(sharedState, options.signInThrottle));
  app.decorate('twoStepChallenges', createTwoStepChallenges(sharedState));
  app.decorate('sessions', sessions);
  app.decorate('usersService', usersClient({ baseUrl: options.services.users, internalToken: options.internalToken }));
  app.decorate('accessTokens', accessTokens);

  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      sessions.forgetExpired().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired refresh tokens failed'));
    }, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await Promise.all([db.destroy(), sharedState.close()]);
  });

  await guardGatewayLoad(app, options);

  // External plugins.
  await app.register(sensible);
  // Pages get the full set with the site's CSP; /api/ answers are data and get the API set.
  await app.register(securityHeaders, { contentSecurityPolicy: contentSecurityPolicy(Object.values(options.remoteUrls)), apiPrefix: '/api/' });
  // @fastify/cors allows every origin by default; the front end is same-origin, so CORS stays
  // closed unless CORS_ORIGINS names the origins to allow. Closed, the plugin is not registered at
  // all: it would only run on every request to add nothing.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept-language', REQUEST_ID_HEADER],
      exposedHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
    });
  }

  // The platform's own plugins: access-token verification (guards /api/console/* and
  // /api/v1/me/* by URL, before anything is proxied) and the one error shape.
  // The gateway serves no internal route (and never proxies /internal/*). The one internal answer
  // it gives is /readyz's detail, to whoever holds the gateway's own token (the operator's monitor).
  await app.register(authorisation, { jwtPublicKey: options.jwtPublicKey, internalCallers: { gateway: internalTokenHash(options.internalToken) } });
  installErrorHandlers(app);

  // Routes.
  await app.register(healthRoutes, { db, services: options.services });
  await app.register(authRoutes);
  // Public answers of content and the shop kept here too (public-answers.ts): what every visitor
  // reads skips a hop. Each under its service's generation, so neither's writes empty the other's.
  const prefixesOf = (service: ServiceName) => ROUTES_TABLE.filter((entry) => entry.service === service).map((entry) => entry.prefix);
  const publicAnswers = {
    content: gatewayPublicAnswers({ name: PUBLIC_CACHE_NAMES.content, state: sharedState, clock, prefixes: prefixesOf('content'), bounds: options.publicCache }),
    shop: gatewayPublicAnswers({
      name: PUBLIC_CACHE_NAMES.shop,
      state: sharedState,
      clock,
      prefixes: prefixesOf('shop'),
      keptPrefixes: SHOP_KEPT_PUBLIC_PATHS,
      keepsAnswers: keepsShopPublicAnswers,
      bounds: options.shopPublicCache,
    }),
  };
  app.addHook('onClose', async () => {
    await Promise.all([publicAnswers.content.cache.close(), publicAnswers.shop.cache.close()]);
  });
  await app.register(proxyRoutes, {
    services: options.services,
    bodyLimitBytes: options.bodyLimitBytes,
    uploadBodyLimitBytes: options.uploadBodyLimitBytes,
    upstreamConnections: options.upstreamConnections,
    publicAnswers,
  });
  await app.register(apiDocsRoutes, { services: options.services, internalToken: options.internalToken, clock });
  await app.register(seoRoutes, { contentUrl: options.services.content, publicOrigin: options.publicOrigin });
  await app.register(frontEndRoutes, {
    shellDist: options.shellDist,
    remoteDists: options.remoteDists,
    remoteUrls: options.remoteUrls,
  });

  return app;
}

export type Gateway = Awaited<ReturnType<typeof buildGateway>>;
