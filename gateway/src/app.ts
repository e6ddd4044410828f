import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  REQUEST_ID_HEADER,
  authorisation,
  connectDatabase,
  installErrorHandlers,
  runMigrations,
  type Knex,
} from '@centre/server-kit';
import { createAccessTokenSigner, type AccessTokenSigner } from './access-tokens.ts';
import type { GatewayConfig } from './config.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { migrations } from './migrations/index.ts';
import { createRefreshTokenRepository } from './repositories/refresh-tokens.ts';
import { authRoutes } from './routes/auth.ts';
import { frontEndRoutes } from './routes/front-end.ts';
import { healthRoutes } from './routes/health.ts';
import { proxyRoutes } from './routes/proxy.ts';
import { seoRoutes } from './routes/seo.ts';
import { createSessions, type Sessions } from './sessions.ts';
import { createUsersClient, type UsersClient } from './users-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
    sessions: Sessions;
    usersService: UsersClient;
    accessTokens: AccessTokenSigner;
  }
}

export type GatewayOptions = Omit<GatewayConfig, 'host' | 'port' | 'dataDir' | 'logLevel'> & {
  logger?: FastifyServerOptions['logger'];
};

/** A client's own request id is kept (so its logs and ours line up) only when it is harmless. */
const REQUEST_ID_FORMAT = /^[A-Za-z0-9._:-]{1,128}$/;

/** Forgotten expired refresh tokens are swept this often; several instances sweeping is harmless. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The gateway: the one origin browsers talk to. It issues tokens, serves the front ends, and
 * forwards /api/* to the service that owns each resource. Its only state is its database of
 * refresh tokens, so any number of instances can run side by side.
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
  const app = Fastify({
    ...transport,
    logger: options.logger ?? false,
    requestIdHeader: false,
    genReqId: (request) => {
      const presented = request.headers[REQUEST_ID_HEADER];
      return typeof presented === 'string' && REQUEST_ID_FORMAT.test(presented) ? presented : randomUUID();
    },
    bodyLimit: options.bodyLimitBytes,
    trustProxy: options.trustProxy,
  } as FastifyServerOptions).withTypeProvider<TypeBoxTypeProvider>();

  const sessions = createSessions({
    repository: createRefreshTokenRepository(db),
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds,
  });
  app.decorate('db', db);
  app.decorate('sessions', sessions);
  app.decorate('usersService', createUsersClient({ baseUrl: options.services.users, internalToken: options.internalToken }));
  app.decorate('accessTokens', accessTokens);

  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      sessions.forgetExpired().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired refresh tokens failed'));
    }, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await db.destroy();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // External plugins.
  await app.register(sensible);
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(Object.values(options.remoteUrls)) });
  // @fastify/cors allows every origin by default; the front end is same-origin, so CORS stays
  // closed unless CORS_ORIGINS names the origins to allow.
  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });

  // The platform's own plugins: access-token verification (guards /api/console/* and
  // /api/v1/me/* by URL, before anything is proxied) and the one error shape.
  await app.register(authorisation, { jwtPublicKey: options.jwtPublicKey, internalToken: options.internalToken });
  installErrorHandlers(app);

  // Routes.
  await app.register(healthRoutes, { db, services: options.services });
  await app.register(authRoutes, { signInRateLimit: options.signInRateLimit });
  await app.register(proxyRoutes, {
    services: options.services,
    bodyLimitBytes: options.bodyLimitBytes,
    uploadBodyLimitBytes: options.uploadBodyLimitBytes,
  });
  await app.register(seoRoutes, { contentUrl: options.services.content });
  await app.register(frontEndRoutes, {
    shellDist: options.shellDist,
    remoteDists: options.remoteDists,
    remoteUrls: options.remoteUrls,
  });

  return app;
}

export type Gateway = Awaited<ReturnType<typeof buildGateway>>;
