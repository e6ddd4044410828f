import {
  AUCTION_PATHS,
  ErrorResponse,
  IdParams,
  MyRegistration,
  ProgramListQuery,
  PublicHallDetail,
  PublicProgramDetail,
  PublicProgramList,
  PublicWorkDetail,
  PublicWorkList,
  RegistrationAnswer,
  RegistrationRequest,
  WorkListQuery,
} from '@centre/contracts';
import { entityTag, matchesIfNoneMatch, pageFrom, summaryOf, toBoolean, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { publicWorks } from '../catalogue.ts';
import { register, registrationFor } from '../bidding.ts';
import { refusal } from '../refusal.ts';
import { publicHallOf, publicProgramOf } from '../repositories/programs.ts';

/** Every answer names the server's time (ms), so a page syncs its countdown to it, 304s too. */
export const SERVER_TIME_HEADER = 'x-server-time';

/**
 * What anyone reads: published programs, their halls (works in program order) and works with
 * their lots; pictures by their generated names. A work answers with an ETag that follows its lot,
 * so a page polls it with If-None-Match and gets 304 until a bid or the clock changes it.
 */
export const publicAuctionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(SERVER_TIME_HEADER, app.clock.now().toISOString());
    // A 304 carries no body at all (a serialised "null" with its length would break the proxy's read).
    if (reply.statusCode === 304) {
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });

  app.get(AUCTION_PATHS.programs, { schema: { querystring: ProgramListQuery, response: { 200: PublicProgramList } } }, async (request) => {
    const now = app.clock.now();
    const page = pageFrom(request.query);
    const { rows, halls, total } = await app.programs.list(page, { keyword: request.query.keyword, status: request.query.status, publishedOnly: true }, now);
    return { programs: rows.map((row) => publicProgramOf(row, halls.get(row.id) ?? [], request.locale, now)), summary: summaryOf(total, page), serverTime: now.toISOString() };
  });

  app.get(`${AUCTION_PATHS.programs}/:id`, { schema: { params: IdParams, response: { 200: PublicProgramDetail, 404: ErrorResponse } } }, async (request) => {
    const now = app.clock.now();
    const row = await app.programs.row(request.params.id);
    if (!row || !toBoolean(row.published)) throw refusal('PROGRAM_NOT_FOUND');
    const halls = await app.programs.hallsOf([row.id]);
    return { program: publicProgramOf(row, halls.get(row.id) ?? [], request.locale, now), serverTime: now.toISOString() };
  });

  app.get(`${AUCTION_PATHS.halls}/:id`, { schema: { params: IdParams, response: { 200: PublicHallDetail, 404: ErrorResponse } } }, async (request) => {
    const now = app.clock.now();
    const hall = await app.programs.hall(request.params.id);
    const program = hall ? await app.programs.row(hall.program_id) : null;
    if (!hall || !program || !toBoolean(program.published)) throw refusal('HALL_NOT_FOUND');
    const halls = await app.programs.hallsOf([program.id]);
    const works = await publicWorks(app, await app.works.ofHall(hall.id, true), request.locale, now);
    return { hall: publicHallOf(hall, request.locale), program: publicProgramOf(program, halls.get(program.id) ?? [], request.locale, now), works, serverTime: now.toISOString() };
  });

  app.get(AUCTION_PATHS.works, { schema: { querystring: WorkListQuery, response: { 200: PublicWorkList } } }, async (request) => {
    const now = app.clock.now();
    const page = pageFrom(request.query);
    const { rows, total } = await app.works.list(page, { ...request.query, publishedOnly: true });
    return { works: await publicWorks(app, rows, request.locale, now), summary: summaryOf(total, page), serverTime: now.toISOString() };
  });

  app.get(`${AUCTION_PATHS.works}/:id`, { schema: { params: IdParams, response: { 200: PublicWorkDetail, 304: Type.Null(), 404: ErrorResponse } } }, async (request, reply) => {
    const now = app.clock.now();
    const row = await app.works.publishedRow(request.params.id);
    if (!row) throw refusal('NOT_FOUND');
    const [work] = await publicWorks(app, [row], request.locale, now);
    if (!work) throw refusal('NOT_FOUND');
    // The tag is the work as answered, but for the server's time: any bid, edit (of the work, its
    // author or program), language or turn of the clock that changes what the reader sees changes it.
    const tag = `W/${entityTag(JSON.stringify(work))}`;
    reply.header('etag', tag).header('cache-control', 'no-cache').header('vary', 'accept-language');
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send(null);
    return { work, serverTime: now.toISOString() };
  });

  app.get(`${AUCTION_PATHS.files}/:name`, { schema: { params: Type.Object({ name: Type.String({ maxLength: 64 }) }, { additionalProperties: false }) } }, async (request, reply) => {
    const file = await app.auctionFiles.get(request.params.name);
    if (!file) return reply.notFound('This file does not exist.');
    reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
    // Names are content hashes: the bytes behind a name never change.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(file.content);
  });

  // A member's registration as bidder of a program (accepting the auction terms).
  const registrationPath = AUCTION_PATHS.registration(':id');
  // Not registered yet is an answer (null), not a refusal: the page offers the terms.
  app.get(registrationPath, { onRequest: app.requireMember, schema: { params: IdParams, response: { 200: MyRegistration, 404: ErrorResponse } } }, async (request) => ({
    registration: (await registrationFor(app, request.params.id, request.user.sub)) ?? null,
  }));
  app.put(registrationPath, { onRequest: app.requireMember, schema: { params: IdParams, body: RegistrationRequest, response: { 200: RegistrationAnswer, 404: ErrorResponse } } }, async (request) => ({
    registration: await register(app, request.params.id, request.user, request.locale),
  }));
};
