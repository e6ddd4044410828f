import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import sensible from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import { auditConsoleWrites, auditRecorderOver, type AuditRecorder } from './audit.ts';
import { systemClock, type Clock } from './clock.ts';
import { authorisation } from './authorisation.ts';
import { INTERNAL_CALLERS, internalTokenHash, type DatabaseConfig, type InternalCallerHashes, type TrustProxy } from './config.ts';
import { answerDatabaseOutagesWith503, connectDatabase } from './database.ts';
import { runMigrations, type Migration } from './migrations.ts';
import { installErrorHandlers } from './errors.ts';
import { decorateLocale } from './locale.ts';
import { API_SECURITY_HEADERS, securityHeaders } from './security-headers.ts';
import { registerHealthRoutes } from './health.ts';
import { installMetrics } from './metrics.ts';
import { OPENAPI_INTERNAL_PATH, registerOpenApi } from './openapi.ts';
import { protectFromOverload, type OverloadConfig } from './overload.ts';
import { withNullableTypes } from './serializer-schemas.ts';
import {
  REFUSED_PATH_CODE,
  REFUSED_PATH_ROUTE,
  hasEncodedUnreserved,
  isSuspiciousPath,
  noStoreForPrivateAnswers,
  refuseMalformedQuery,
  strictQueryString,
} from './request-input.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
    /** Every route this service serves, so tests can check each one's guard and schemas without a hand-kept list. */
    routeTable: RouteTableEntry[];
    /** The service's one clock (see clock.ts). */
    clock: Clock;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

export interface RouteTableEntry {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown };
  /** A body the handler checks itself, or an upload, as the OpenAPI document shows it (openapi.ts). */
  documentedBody?: unknown;
  documentedUpload?: { fields: readonly string[] };
  noBody?: boolean;
}

/** What the launcher, server.ts and tests hand every service's buildApp(). */
export interface ServiceOptions {
  database: DatabaseConfig;
  jwtPublicKey: string;
  /** This process's own internal token: the one it presents to others (e.g. to the admin's audit route). */
  internalToken: string;
  /**
   * The callers this service accepts on its /internal/* routes: the SHA-256 (hex) of each one's
   * token. Unset (hand-built test options): the service's own token stands for every caller, as
   * with the single shared token of old.
   */
  internalCallers?: InternalCallerHashes;
  logger?: FastifyServerOptions['logger'];
  /** The admin service, where console writes are reported; unset: not reported (tests). */
  adminUrl?: string;
  /** Where the service reads the time; the system clock unless a test passes its own. */
  clock?: Clock;
  /** Timeouts for slow clients and overload limits (overload.ts); defaults when unset. */
  overload?: OverloadConfig;
  /** The proxies believed about the client's address (SERVICE_TRUST_PROXY); unset: none, the peer is the client. */
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: the bearer /metrics asks for; unset: /metrics answers direct callers on this machine only (metrics.ts). */
  metricsToken?: string | null;
}

export interface BaseAppOptions extends ServiceOptions {
  service: string;
  migrations: readonly Migration[];
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
  /** Records console writes itself instead of calling the admin service (the admin service). */
  recordAudit?: AuditRecorder;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-internal-token"]'],
  };
}

/** Query strings and path parameters arrive as text: numbers and flags are read from it. */
const TEXT_PART_AJV = { coerceTypes: true, removeAdditional: true, useDefaults: true, allErrors: false } as const;
/**
 * Bodies are JSON and say what they mean: no coercion (null must not become "", 0 or false) and
 * no silent dropping — an unknown property is refused by the schema's additionalProperties: false.
 */
const BODY_AJV = { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } as const;

/** A compiled schema as Fastify calls it: a validator (with its last call's errors beside it) or a serializer. */
type Compiled = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * `SCHEMA_COMPILE=lazy`: a route's validators and serializers are compiled at its first request
 * instead of at start, by the same compilers with the same options. The test stacks and `npm test`
 * use it: a process compiles every route's schemas at start (about a third of its start-up CPU,
 * ~0.5 s), hundreds of times a run, for the few routes each test calls. Production stays `eager`
 * (the default), so a schema that cannot compile stops the start, not a request.
 */
export function lazySchemas(env: Record<string, string | undefined> = process.env): boolean {
  const setting = env.SCHEMA_COMPILE?.trim() || 'eager';
  if (setting !== 'eager' && setting !== 'lazy') throw new Error(`SCHEMA_COMPILE must be eager or lazy, not ${setting}`);
  return setting === 'lazy';
}

/** `compile(route)` deferred to the first call of what it returns (see lazySchemas). */
function onFirstCall<Route>(compile: (route: Route) => Compiled): (route: Route) => Compiled {
  return (route) => {
    let compiled: Compiled | undefined;
    const call: Compiled = (data) => {
      compiled ??= compile(route);
      const result = compiled(data);
      call.errors = compiled.errors;
      return result;
    };
    return call;
  };
}

/** One Ajv for bodies and one for the parts that arrive as text, chosen per part of the request. */
function buildValidator(lazy: boolean) {
  const fromPool = AjvCompiler();
  return (externalSchemas: unknown, serverOptions: unknown) => {
    const options = serverOptions as { customOptions?: object; plugins?: unknown[] } | undefined;
    const forBodies = fromPool(externalSchemas as never, { ...options, customOptions: { ...options?.customOptions, ...BODY_AJV } } as never);
    const forText = fromPool(externalSchemas as never, { ...options, customOptions: { ...options?.customOptions, ...TEXT_PART_AJV } } as never);
    const compile = (route: FastifyRouteSchemaDef<unknown>): Compiled => (route.httpPart === 'body' ? forBodies(route as never) : forText(route as never));
    return lazy ? onFirstCall(compile) : compile;
  };
}

/**
 * Fastify's own response serializers (fast-json-stringify), compiled at first use when lazy, each
 * from its schema with nullable fields as type lists (serializer-schemas.ts: no validator per answer).
 */
function buildSerializer(lazy: boolean) {
  const fromSelector = SerializerSelector();
  return (externalSchemas: unknown, serializerOptions: unknown) => {
    const fromSchema = fromSelector(externalSchemas as never, serializerOptions as never) as (route: { schema: unknown }) => Compiled;
    const compile = (route: { schema: unknown }) => fromSchema({ ...route, schema: withNullableTypes(route.schema) });
    return lazy ? onFirstCall(compile) : compile;
  };
}

export interface FastifyFrameOptions {
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body, in bytes. */
  bodyLimit?: number;
  /** Fastify also takes a hop count at run time, though its types leave numbers out. */
  trustProxy?: FastifyServerOptions['trustProxy'] | number;
  /** How a request id is chosen; default: server-kit's REQUEST_ID_HEADER from the gateway, else a new one. */
  genReqId?: FastifyServerOptions['genReqId'];
  requestIdHeader?: string | false;
  /**
   * Refuse, before routing, paths that another server could read differently (see
   * isSuspiciousPath). The gateway does, as the one door from outside; a service behind it keeps
   * answering such paths with its own 404. Escaped unreserved characters are refused everywhere.
   */
  refuseAmbiguousPaths?: boolean;
  /** Server options of the transport (HTTP/2 and TLS at the gateway). */
  transport?: Partial<FastifyServerOptions> & Record<string, unknown>;
  /** Compile route schemas at first use instead of at start; default: the SCHEMA_COMPILE setting (lazySchemas). */
  lazySchemas?: boolean;
}

/** The router's rewriteUrl: a path refused by the input rules goes to REFUSED_PATH_ROUTE instead. */
function refusingPaths(ambiguousToo: boolean) {
  return (request: { url?: string }): string => {
    const url = request.url ?? '/';
    return hasEncodedUnreserved(url) || (ambiguousToo && isSuspiciousPath(url)) ? REFUSED_PATH_ROUTE : url;
  };
}

/**
 * Fastify's trustProxy from the setting. A hop count becomes proxy-addr's own test "the first n
 * hops are proxies": since 5.12 Fastify reads a bare number as "trust nobody" (it cannot check the
 * peer), which silently made every client behind TRUST_PROXY=1 one address — one shared API and
 * sign-in allowance for the whole site. A hop count is the operator's statement that the process is
 * reachable only through those proxies (docs/configuration.md); addresses are the stricter choice.
 */
function trustedProxies(setting: FastifyFrameOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return setting ?? false;
}

/**
 * The Fastify instance every process of the platform starts from (the gateway too), so the input
 * rules hold everywhere: strict bodies, one string per query parameter, paths that cannot be read
 * two ways refused before routing, no-store on private answers, request ids on every answer.
 */
export function createFastify(options: FastifyFrameOptions) {
  const lazy = options.lazySchemas ?? lazySchemas();
  const app = Fastify({
    ...options.transport,
    logger: options.logger ?? false,
    requestIdHeader: options.requestIdHeader ?? REQUEST_ID_HEADER,
    genReqId: options.genReqId ?? (() => randomUUID()),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: trustedProxies(options.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, querystringParser: strictQueryString },
    // A path that could be read two ways never reaches the router's real routes (nor a proxy).
    rewriteUrl: refusingPaths(options.refuseAmbiguousPaths ?? false) as FastifyServerOptions['rewriteUrl'],
    schemaController: { compilersFactory: { buildValidator: buildValidator(lazy), buildSerializer: buildSerializer(lazy) } },
    ajv: { customOptions: TEXT_PART_AJV },
  } as FastifyServerOptions).withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: REFUSED_PATH_ROUTE,
    // Kept by no cache: the refusal is about how this request spelled its path, not about a resource.
    handler: async (_request, reply) =>
      reply.code(400).header('cache-control', 'no-store').send({
        statusCode: 400,
        error: 'Bad Request',
        code: REFUSED_PATH_CODE,
        message: options.refuseAmbiguousPaths
          ? 'The path contains an escaped letter, digit or dot, an encoded slash, a backslash, or a dot segment.'
          : 'The path contains an escaped letter, digit or punctuation mark that needs no escaping.',
      }),
  });
  decorateLocale(app);
  app.addHook('preValidation', refuseMalformedQuery);
  app.addHook('onSend', noStoreForPrivateAnswers);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  return app;
}

export type ServiceApp = ReturnType<typeof createFastify>;

export async function createServiceApp(options: BaseAppOptions): Promise<ServiceApp> {
  const db = await connectDatabase(options.database);
  try {
    await runMigrations(db, options.migrations);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const app = createFastify(options);
  // First, so its hooks count every request (the ones overload turns away too).
  installMetrics(app, { service: options.service, db, token: options.metricsToken });
  // Before any route, so every route is in the service's OpenAPI document.
  await registerOpenApi(app, { title: `Centre platform: ${options.service} service`, description: `The ${options.service} service's routes, as the gateway forwards them.` });
  await protectFromOverload(app, options.overload);
  answerDatabaseOutagesWith503(app);
  app.decorate('db', db);
  app.decorate('clock', options.clock ?? systemClock);
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') {
        routeTable.push({
          method,
          url: route.url,
          schema: route.schema as RouteTableEntry['schema'],
          ...(route.config?.documentedBody ? { documentedBody: route.config.documentedBody } : {}),
          ...(route.config?.documentedUpload ? { documentedUpload: route.config.documentedUpload } : {}),
          ...(route.config?.noBody ? { noBody: true } : {}),
        });
      }
    }
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  await app.register(sensible);
  // A service answers data only (the browser reaches it through the gateway's /api/).
  await app.register(securityHeaders, API_SECURITY_HEADERS);
  const internalCallers =
    options.internalCallers ?? Object.fromEntries(INTERNAL_CALLERS.map((name) => [name, internalTokenHash(options.internalToken)]));
  await app.register(authorisation, { jwtPublicKey: options.jwtPublicKey, internalCallers });
  installErrorHandlers(app);
  registerHealthRoutes(app, options.service, db);
  // The service's OpenAPI document, for the gateway to merge and publish at /api/docs.
  app.get(OPENAPI_INTERNAL_PATH, { config: { internalCallers: ['gateway'] }, logLevel: 'warn', schema: { hide: true } }, async () => app.swagger());
  const recordAudit = options.recordAudit ?? (options.adminUrl ? auditRecorderOver(options.adminUrl, options.internalToken) : null);
  if (recordAudit) auditConsoleWrites(app, options.service, recordAudit);
  return app;
}
