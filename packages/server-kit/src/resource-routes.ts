import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { ErrorResponse, IdParams, ListOf, One, TrashList, type Locale, type ResourceDescription, type TrashedItem } from '@centre/contracts';
import { keyed, listAnswer, type Page, type PageOfItems } from './pagination.ts';
import { noteChange } from './audit.ts';

// Every content resource is "a public list (and detail), console CRUD and a trash". The routes are
// written here once and typed from the resource description in @centre/contracts: the body a
// handler receives is the description's input type, the answer its item type.

type Schemas<D extends ResourceDescription> = D['schemas'];
type Input<D extends ResourceDescription> = Static<Schemas<D>['input']>;
type ConsoleQuery<D extends ResourceDescription> = Static<Schemas<D>['consoleQuery']> & { limit?: number; offset?: number };

/** What the console routes need of a resource's repository. `at` is the service clock's ISO time. */
export interface ConsoleRepository<D extends ResourceDescription> {
  listForConsole(query: ConsoleQuery<D>, page: Page, at: string): Promise<PageOfItems<Static<Schemas<D>['consoleListItem']>>>;
  findForConsole(id: string, at: string): Promise<Static<Schemas<D>['consoleItem']> | null>;
  create(input: Input<D>, at: string): Promise<Static<Schemas<D>['consoleItem']>>;
  update(id: string, input: Input<D>, at: string): Promise<Static<Schemas<D>['consoleItem']> | null>;
  /** Moves the item to the trash when the resource has one, else deletes it. */
  remove(id: string, at: string): Promise<boolean>;
}

/** The trash of a resource: restorable for TRASH_RETENTION_DAYS, then purged. */
export interface TrashRepository {
  listTrash(page: Page, at: string): Promise<PageOfItems<TrashedItem>>;
  restore(id: string, at: string): Promise<boolean>;
  purge(id: string): Promise<boolean>;
}

/** What the public routes need: a list in the reader's locale and, with publicDetail, one answer. */
export interface PublicRepository<D extends ResourceDescription, ListItem, Detail> {
  listForReaders(query: PublicQueryOf<D>, locale: Locale, page: Page, at: string): Promise<PageOfItems<ListItem>>;
  detailForReaders?(id: string, locale: Locale, at: string): Promise<Detail | null>;
}

type PublicQueryOf<D extends ResourceDescription> = Static<NonNullable<Schemas<D>['publicQuery']>> & { limit?: number; offset?: number };

/**
 * A schema checked strictly (unknown fields refused, nothing coerced or dropped), whose check also
 * tells TypeScript what the value is: routes get their input types from the schema itself.
 */
export function strictSchema<T extends TSchema, V = Static<T>>(schema: T) {
  const validator = Compile(schema);
  return {
    accepts(value: unknown): value is V {
      return validator.Check(value);
    },
    /** The deepest problem, named by its field: "body/subject/ko must not have more than 200 characters". */
    problem(value: unknown, part: string): string {
      const [first] = [...validator.Errors(value)].sort((a, b) => b.instancePath.length - a.instancePath.length);
      if (!first) return `${part} is not valid`;
      return `${part}${first.instancePath} ${first.keyword === 'boolean' ? 'is not a known field' : first.message}`;
    },
  };
}

/** The one 400 answer of a refused input. */
function refuse(reply: FastifyReply, message: string) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message });
}

export interface ConsoleRouteOptions<D extends ResourceDescription> {
  repository: ConsoleRepository<D>;
  /** Only for resources with `trash: true`. */
  trash?: TrashRepository;
  /** Rules the schema cannot say (an end before a start, a reference to a record that exists); a message makes the write a 400. */
  check?(input: Input<D>): string | null | Promise<string | null>;
}

/** Staff list, read, create, replace, delete (to the trash) and the trash itself. The console scope is enforced by URL family. */
export function consoleResourceRoutes<D extends ResourceDescription>(description: D, options: (app: Parameters<FastifyPluginAsyncTypebox>[0]) => ConsoleRouteOptions<D>): FastifyPluginAsyncTypebox {
  return async (service) => {
    const { keys, paths, schemas, notFound } = description;
    const app = service;
    const { repository, trash, check } = options(app);
    // Bodies are checked here rather than by Fastify's Ajv, which would drop unknown fields silently.
    const input = strictSchema<Schemas<D>['input'], Input<D>>(schemas.input);
    const query = strictSchema<Schemas<D>['consoleQuery'], ConsoleQuery<D>>(schemas.consoleQuery);
    const item = One(keys.item, schemas.consoleItem);
    const byId = `${paths.console}/:id`;
    const at = () => app.clock.now().toISOString();
    
    app.get(paths.console, { schema: { querystring: schemas.consoleQuery, response: { 200: ListOf(keys.list, schemas.consoleListItem), 400: ErrorResponse } } }, async (request, reply) => {
      const filter: unknown = request.query;
      if (!query.accepts(filter)) return refuse(reply, query.problem(filter, 'querystring'));
      return listAnswer(keys.list, filter, (page) => repository.listForConsole(filter, page, at()));
    });

    app.get(byId, { schema: { params: IdParams, response: { 200: item, 404: ErrorResponse } } }, async (request, reply) => {
      const found = await repository.findForConsole(request.params.id, at());
      return found ? keyed(keys.item, found) : reply.notFound(notFound);
    });

    /** The body as the description types it, or the message of its first problem. */
    const inputOf = async (body: unknown): Promise<{ ok: true; value: Input<D> } | { ok: false; message: string }> => {
      if (!input.accepts(body)) return { ok: false, message: input.problem(body, 'body') };
      const problem = await check?.(body);
      return problem ? { ok: false, message: problem } : { ok: true, value: body };
    };

    app.post(paths.console, { config: { documentedBody: schemas.input }, schema: { response: { 201: item, 400: ErrorResponse } } }, async (request, reply) => {
      const body = await inputOf(request.body);
      if (!body.ok) return refuse(reply, body.message);
      const created = await repository.create(body.value, at());
      noteChange(request, null, created);
      return reply.code(201).send(keyed(keys.item, created));
    });

    app.put(byId, { config: { documentedBody: schemas.input }, schema: { params: IdParams, response: { 200: item, 400: ErrorResponse, 404: ErrorResponse } } }, async (request, reply) => {
      const body = await inputOf(request.body);
      if (!body.ok) return refuse(reply, body.message);
      // Read first so the audit log shows what the edit changed (content holds no personal data).
      const before = await repository.findForConsole(request.params.id, at());
      const updated = before ? await repository.update(request.params.id, body.value, at()) : null;
      if (!updated) return reply.notFound(notFound);
      noteChange(request, before, updated);
      return keyed(keys.item, updated);
    });

    app.delete(byId, { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } }, async (request, reply) => {
      const before = await repository.findForConsole(request.params.id, at());
      if (!before || !(await repository.remove(request.params.id, at()))) return reply.notFound(notFound);
      noteChange(request, before, null);
      return reply.code(204).send(null);
    });

    if (!description.trash) return;
    if (!trash) throw new Error(`${description.name} has a trash but no trash repository`);
    const trashPath = `${paths.console}/trash`;
    const TrashQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) });

    app.get(trashPath, { schema: { querystring: TrashQuery, response: { 200: TrashList } } }, async (request) =>
      listAnswer('trash', request.query, (page) => trash.listTrash(page, at())),
    );

    app.post(`${trashPath}/:id/restore`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: item, 404: ErrorResponse } } }, async (request, reply) => {
      if (!(await trash.restore(request.params.id, at()))) return reply.notFound(notFound);
      const restored = await repository.findForConsole(request.params.id, at());
      return restored ? keyed(keys.item, restored) : reply.notFound(notFound);
    });

    app.delete(`${trashPath}/:id`, { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } }, async (request, reply) => {
      if (!(await trash.purge(request.params.id))) return reply.notFound(notFound);
      return reply.code(204).send(null);
    });
  };
}

/** Readers' list (and detail) in their language; only what is public at the clock's time. */
export function publicResourceRoutes<D extends ResourceDescription, ListItem, Detail>(
  description: D,
  repository: (app: Parameters<FastifyPluginAsyncTypebox>[0]) => PublicRepository<D, ListItem, Detail>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { keys, paths, schemas, notFound } = description;
    if (!paths.public || !schemas.publicQuery || !schemas.publicList) throw new Error(`${description.name} has no public routes`);
    const readers = repository(app);
    const query = strictSchema<TSchema, PublicQueryOf<D>>(schemas.publicQuery);
    const at = () => app.clock.now().toISOString();

    app.get(paths.public, { schema: { querystring: schemas.publicQuery, response: { 200: schemas.publicList, 400: ErrorResponse } } }, async (request, reply) => {
      const filter: unknown = request.query;
      if (!query.accepts(filter)) return refuse(reply, query.problem(filter, 'querystring'));
      return listAnswer(keys.list, filter, (page) => readers.listForReaders(filter, request.locale, page, at()));
    });

    const { detailForReaders } = readers;
    if (!description.publicDetail || !schemas.publicDetail || !detailForReaders) return;
    app.get(`${paths.public}/:id`, { schema: { params: IdParams, response: { 200: schemas.publicDetail, 404: ErrorResponse } } }, async (request, reply) => {
      const detail = await detailForReaders(request.params.id, request.locale, at());
      return detail ?? reply.notFound(notFound);
    });
  };
}
