// The platform's API document at /api/docs: the OpenAPI 3 documents every service makes from its
// routes' TypeBox schemas (server-kit openapi.ts, served to the gateway alone at
// /internal/openapi.json), merged with the gateway's own /api/auth routes. JSON at
// /api/docs/openapi.json, a readable page (Swagger UI) at /api/docs.
//
// Who reads what: the public and member routes are documented for anyone (integrators; the front
// ends' own code already shows them); the console routes only for a staff access token with the
// console scope (they map the inside of the centre's administration).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { CONSOLE_SCOPE } from '@centre/contracts';
import { internalClient, OPENAPI_INTERNAL_PATH, SERVICE_NAMES, unauthorized, type Clock, type ServiceName } from '@centre/server-kit';

export const API_DOCS_PREFIX = '/api/docs';
export const API_DOCS_JSON_PATH = `${API_DOCS_PREFIX}/openapi.json`;
/** A merged document is kept this long; a document that misses a service (down) only briefly. */
const COMPLETE_TTL_MS = 5 * 60_000;
const INCOMPLETE_TTL_MS = 10_000;
const SERVICE_TIMEOUT_MS = 3000;

interface PathItem {
  [method: string]: { tags?: string[] } & Record<string, unknown>;
}
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface ApiDocsOptions {
  services: Record<ServiceName, string>;
  internalToken: string;
  clock: Clock;
}

/** Who asks: staff (a valid console token) see every route, anyone else the public and member ones. */
async function readerOf(request: FastifyRequest): Promise<'staff' | 'anyone'> {
  if (!request.headers.authorization) return 'anyone';
  let scope: unknown;
  try {
    scope = (await request.jwtVerify<{ scope?: unknown }>()).scope;
  } catch {
    // A token that does not verify is refused, not quietly read as "anyone": its holder would
    // otherwise wonder where the console routes went.
    throw unauthorized('TOKEN_INVALID');
  }
  return Array.isArray(scope) && scope.includes(CONSOLE_SCOPE) ? 'staff' : 'anyone';
}

/** The document without the console routes (for anyone who is not staff). */
export function withoutConsole(document: OpenApiDocument): OpenApiDocument {
  return {
    ...document,
    tags: (document.tags ?? []).filter((tag) => tag.name !== 'console'),
    paths: Object.fromEntries(Object.entries(document.paths).filter(([path]) => !(path === '/api/console' || path.startsWith('/api/console/')))),
  };
}

/** Every service's document and the gateway's own, as one: paths side by side, components joined. */
export function mergeDocuments(own: OpenApiDocument, parts: ReadonlyArray<{ service: ServiceName; document: OpenApiDocument | null }>): OpenApiDocument {
  const paths: Record<string, PathItem> = { ...own.paths };
  const components: Record<string, Record<string, unknown>> = structuredClone(own.components ?? {});
  for (const { document } of parts) {
    if (!document) continue;
    for (const [path, item] of Object.entries(document.paths ?? {})) paths[path] = { ...paths[path], ...item };
    for (const [kind, entries] of Object.entries(document.components ?? {})) components[kind] = { ...components[kind], ...entries };
  }
  const missing = parts.filter((part) => !part.document).map((part) => part.service);
  return {
    ...own,
    info: {
      title: 'Centre platform API',
      version: String(own.info.version ?? '1'),
      description:
        'The API of the district fashion & sewing support centre, as the gateway serves it under `/api/`. ' +
        'Sign in through `/api/auth`; send the access token as `Authorization: Bearer` on member (`/api/v1/me/…`) and console (`/api/console/…`) routes. ' +
        'Errors have one shape: `{ statusCode, error, code?, message, fields? }`. ' +
        'Console routes are listed only for a staff token: fetch `/api/docs/openapi.json` with it.',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components,
    ...(missing.length > 0 ? { 'x-unavailable-services': missing } : {}),
  };
}

export function apiDocuments(app: FastifyInstance, options: ApiDocsOptions) {
  const clients = SERVICE_NAMES.map((service) => ({
    service,
    client: internalClient({ service, baseUrl: options.services[service], internalToken: options.internalToken, timeoutMs: SERVICE_TIMEOUT_MS }),
  }));
  /** Both readers' documents, as objects (the page) and as the JSON text served (made once per merge). */
  interface Versions {
    staff: OpenApiDocument;
    anyone: OpenApiDocument;
    text: { staff: string; anyone: string };
  }
  let kept: { until: number; versions: Promise<Versions> } | null = null;

  async function load(): Promise<{ document: OpenApiDocument; complete: boolean }> {
    const parts = await Promise.all(
      clients.map(async ({ service, client }) => {
        try {
          const answer = await client.request<OpenApiDocument>('GET', OPENAPI_INTERNAL_PATH);
          return { service, document: answer.status === 200 && answer.body?.paths ? answer.body : null };
        } catch (error) {
          app.log.warn({ err: error, service }, 'a service did not give its OpenAPI document');
          return { service, document: null };
        }
      }),
    );
    const own = app.swagger() as unknown as OpenApiDocument;
    return { document: mergeDocuments(own, parts), complete: parts.every((part) => part.document) };
  }

  /** The merged documents (shared by concurrent callers, kept for a while). */
  function versions(): Promise<Versions> {
    const now = options.clock.now().getTime();
    if (kept && kept.until > now) return kept.versions;
    const entry: { until: number; versions: Promise<Versions> } = { until: now + INCOMPLETE_TTL_MS, versions: Promise.resolve(null as never) };
    entry.versions = load().then(({ document, complete }) => {
      if (complete) entry.until = options.clock.now().getTime() + COMPLETE_TTL_MS;
      const anyone = withoutConsole(document);
      return { staff: document, anyone, text: { staff: JSON.stringify(document), anyone: JSON.stringify(anyone) } };
    });
    // A failed merge is not kept: the next request tries again.
    entry.versions.catch(() => {
      if (kept === entry) kept = null;
    });
    kept = entry;
    return entry.versions;
  }

  return {
    async documentFor(request: FastifyRequest): Promise<OpenApiDocument> {
      const reader = await readerOf(request);
      return (await versions())[reader];
    },
    async textFor(request: FastifyRequest): Promise<string> {
      const reader = await readerOf(request);
      return (await versions()).text[reader];
    },
  };
}

const kDocument = Symbol('apiDocument');
type WithDocument = FastifyRequest & { [kDocument]?: OpenApiDocument };

/**
 * The readable page's own CSP: Swagger UI's scripts from this origin only (no inline script), and
 * inline styles as the site's own CSP allows them. The gateway's API headers (default-src 'none')
 * would show a blank page.
 */
const PAGE_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export const apiDocsRoutes: FastifyPluginAsync<ApiDocsOptions> = async (app, options) => {
  const documents = apiDocuments(app, options);

  app.get(API_DOCS_JSON_PATH, { schema: { hide: true } }, async (request, reply) => {
    const text = await documents.textFor(request);
    reply.header('vary', 'authorization');
    reply.header('cache-control', request.headers.authorization ? 'no-store' : 'public, max-age=300');
    return reply.type('application/json; charset=utf-8').send(text);
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: PAGE_CSP,
    uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
    // The page's own /json (and /yaml) answer the merged document, read as for the JSON route.
    uiHooks: {
      onRequest: async (request: FastifyRequest, _reply: FastifyReply) => {
        if (/\/(json|yaml)$/.test(request.url.split('?')[0] ?? '')) (request as WithDocument)[kDocument] = await documents.documentFor(request);
      },
    },
    transformSpecificationClone: false,
    transformSpecification: (specification, request) => (request as WithDocument)[kDocument] ?? specification,
  });
};
