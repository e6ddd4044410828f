// OpenAPI 3 documents made from the routes' own TypeBox schemas (@fastify/swagger): every service
// serves its document at OPENAPI_INTERNAL_PATH to the gateway, which merges them with its own and
// publishes the result at /api/docs (gateway/src/api-docs.ts). Only public (/api/*), member
// (/api/v1/me/*) and console (/api/console/*) routes are documented; /internal/*, health and
// /metrics never are.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { guardFor } from './authorisation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body a route reads but checks in its handler (strictSchema in resource-routes.ts, for
     * messages that name the field): put in the OpenAPI document as the request body, never used
     * by Fastify's validation.
     */
    documentedBody?: unknown;
    /** What a route takes that is not JSON (a multipart upload): its document's request body. */
    documentedUpload?: { fields: readonly string[] };
    /** A POST that reads no body (an action on the resource its URL names): nothing to document. */
    noBody?: boolean;
  }
}

export const OPENAPI_INTERNAL_PATH = '/internal/openapi.json';
export type ApiFamily = 'public' | 'member' | 'console';

/** Which family of the API a route belongs to; null for what is not documented. */
export function apiFamilyOf(url: string): ApiFamily | null {
  const guard = guardFor(url);
  if (guard === 'console') return 'console';
  if (guard === 'member') return 'member';
  if (guard === null && url.startsWith('/api/')) return 'public';
  return null;
}

/** What a family's routes ask of the caller, as the document says it. */
export const API_FAMILY_DESCRIPTIONS: Record<ApiFamily, string> = {
  public: 'Anyone; a few routes also read a member token when one is sent.',
  member: 'A member access token (Authorization: Bearer), from the gateway’s /api/auth routes.',
  console: 'A staff access token with the console scope; each role reaches the routes its row of the permission table names.',
};

interface DocumentedSchema {
  body?: unknown;
  [key: string]: unknown;
}

/**
 * Registers @fastify/swagger on `app`, before its routes: every route registered afterwards is in
 * the document, tagged by family, with the bearer scheme where one is needed. `include` narrows
 * the documented URLs further (the gateway documents only its /api/auth routes).
 */
export async function registerOpenApi(app: FastifyInstance, options: { title: string; description: string; include?: (url: string) => boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: options.title, description: options.description, version: '1' },
      tags: (Object.keys(API_FAMILY_DESCRIPTIONS) as ApiFamily[]).map((name) => ({ name, description: API_FAMILY_DESCRIPTIONS[name] })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url, route }) => {
      const family = apiFamilyOf(url);
      const given = (schema ?? {}) as DocumentedSchema;
      if (!family || route.method === 'HEAD' || (options.include && !options.include(url))) return { schema: { ...given, hide: true } as never, url };
      const config = route.config as { documentedBody?: unknown; documentedUpload?: { fields: readonly string[] } } | undefined;
      const body = given.body ?? config?.documentedBody;
      const upload = config?.documentedUpload;
      const documented: DocumentedSchema = {
        ...given,
        ...(body ? { body } : {}),
        ...(upload
          ? {
              consumes: ['multipart/form-data'],
              body: { type: 'object', properties: Object.fromEntries(upload.fields.map((field) => [field, { type: 'string', format: 'binary' }])) },
            }
          : {}),
        tags: [family],
        ...(family === 'public' ? {} : { security: [{ bearer: [] }] }),
      };
      return { schema: documented as never, url };
    },
  });
}
