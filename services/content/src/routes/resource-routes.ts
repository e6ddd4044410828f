import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorResponse, IdParams, ListSummary, type Locale } from '@centre/contracts';
import { localeFrom, pageFrom, summaryOf, Type, type Page } from '@centre/server-kit';
import type { Filter } from '../repositories/localised-table.ts';

/** What these routes need of a repository (createLocalisedTable gives all of it). */
export interface RoutedRepository {
  paginate(filter: Filter, locale: Locale, page: Page): Promise<{ items: unknown[]; total: number }>;
  findById(id: string, locale: Locale, scope?: Filter): Promise<unknown>;
  paginateForConsole(filter: Filter, page: Page): Promise<{ items: unknown[]; total: number }>;
  findForConsole(id: string, scope?: Filter): Promise<unknown>;
  create(input: unknown, fixed?: Record<string, unknown>): Promise<unknown>;
  update(id: string, input: unknown, scope?: Filter): Promise<unknown>;
  remove(id: string, scope?: Filter): Promise<boolean>;
  columnValues(scope?: Filter): Record<string, unknown>;
}

// Spaces, equipment, courses, pictures, notices… are all "a localised table with a public list,
// a public detail and console CRUD". One description per resource; the routes are written here once.

export interface ResourceRoutes {
  /** Keys of the answers: { [list]: [...], summary } and { [item]: {...} }. */
  names: { list: string; item: string };
  /** e.g. /api/v1/space; no public routes when absent. */
  publicPath?: string;
  /** e.g. /api/console/space */
  consolePath: string;
  /** Whether readers may fetch one item (GET publicPath/:id). */
  publicDetail: boolean;
  notFound: string;
  repository(app: FastifyInstance): RoutedRepository;
  /** A filter every route of this resource applies, e.g. a facility's kind. */
  scope?: Filter;
  schemas: { query: TSchema; list?: TSchema; detail?: TSchema; consoleItem: TSchema; input: TSchema };
  /** A public detail answer richer than { [item] } (notices add previous/next). */
  detail?(app: FastifyInstance, id: string, locale: Locale): Promise<Record<string, unknown> | null>;
  /** Cross-field rules of the input; a message makes the write a 400. */
  check?(input: never): string | null;
}

/** Query strings carry isMain as 'true'/'false'; the other filters pass as they are. */
export function filterFrom(query: Record<string, unknown>, scope: Filter = {}): Filter {
  const { limit: _limit, offset: _offset, isMain, ...rest } = query;
  return { ...(rest as Filter), ...(isMain === undefined ? {} : { isMain: isMain === true || isMain === 'true' }), ...scope };
}

export function publicResourceRoutes(resource: ResourceRoutes): FastifyPluginAsync {
  return async (app) => {
    const { names, publicPath, schemas, scope } = resource;
    if (!publicPath || !schemas.list) throw new Error(`${names.list} has no public routes`);
    const repository = resource.repository(app);

    app.get(publicPath, { schema: { querystring: schemas.query, response: { 200: schemas.list } } }, async (request) => {
      const query = request.query as Record<string, unknown>;
      const page = pageFrom(query);
      const { items, total } = await repository.paginate(filterFrom(query, scope), localeFrom(request.headers['accept-language']), page);
      return { [names.list]: items, summary: summaryOf(total, page) };
    });

    if (!resource.publicDetail) return;
    app.get(
      `${publicPath}/:id`,
      { schema: { params: IdParams, response: { 200: schemas.detail ?? Type.Object({ [names.item]: Type.Unknown() }), 404: ErrorResponse } } },
      async (request, reply) => {
        const { id } = request.params as IdParams;
        const locale = localeFrom(request.headers['accept-language']);
        const answer = resource.detail
          ? await resource.detail(app, id, locale)
          : await repository.findById(id, locale, scope).then((item) => item && { [names.item]: item });
        return answer ?? reply.notFound(resource.notFound);
      },
    );
  };
}

/** Staff list, read, create, update and delete. The console scope is enforced by server-kit. */
export function consoleResourceRoutes(resource: ResourceRoutes): FastifyPluginAsync {
  return async (app) => {
    const { names, consolePath, schemas, scope } = resource;
    const repository = resource.repository(app);
    const one = Type.Object({ [names.item]: schemas.consoleItem });
    const byId = `${consolePath}/:id`;
    const invalid = (input: unknown) => resource.check?.(input as never) ?? null;

    app.get(
      consolePath,
      { schema: { querystring: schemas.query, response: { 200: Type.Object({ [names.list]: Type.Array(schemas.consoleItem), summary: ListSummary }) } } },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const page = pageFrom(query);
        const { items, total } = await repository.paginateForConsole(filterFrom(query, scope), page);
        return { [names.list]: items, summary: summaryOf(total, page) };
      },
    );

    app.get(byId, { schema: { params: IdParams, response: { 200: one, 404: ErrorResponse } } }, async (request, reply) => {
      const item = await repository.findForConsole((request.params as IdParams).id, scope);
      return item ? { [names.item]: item } : reply.notFound(resource.notFound);
    });

    app.post(consolePath, { schema: { body: schemas.input, response: { 201: one, 400: ErrorResponse } } }, async (request, reply) => {
      const problem = invalid(request.body);
      if (problem) return reply.badRequest(problem);
      const item = await repository.create(request.body, repository.columnValues(scope));
      return reply.code(201).send({ [names.item]: item });
    });

    app.put(byId, { schema: { params: IdParams, body: schemas.input, response: { 200: one, 400: ErrorResponse, 404: ErrorResponse } } }, async (request, reply) => {
      const problem = invalid(request.body);
      if (problem) return reply.badRequest(problem);
      const item = await repository.update((request.params as IdParams).id, request.body, scope);
      return item ? { [names.item]: item } : reply.notFound(resource.notFound);
    });

    app.delete(byId, { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } }, async (request, reply) => {
      if (!(await repository.remove((request.params as IdParams).id, scope))) return reply.notFound(resource.notFound);
      return reply.code(204).send(null);
    });
  };
}
