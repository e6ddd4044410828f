import multipart from '@fastify/multipart';
import {
  AUCTION_PATHS,
  AuctionResultList,
  AuthorDetail,
  AuthorInput,
  AuthorList,
  BIDDER_STATUSES,
  BidderDecision,
  CONSOLE_AUCTION_PATHS,
  ConsoleBid,
  ConsoleBidder,
  ConsoleBidderList,
  One,
  ConsoleBidList,
  ConsoleBidQuery,
  ConsoleProgramDetail,
  ConsoleProgramList,
  ConsoleWorkDetail,
  ConsoleWorkList,
  ErrorResponse,
  IdParams,
  ListQuery,
  OneOf,
  ProgramInput,
  ProgramListQuery,
  RetractRequest,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UploadedFile,
  WorkInput,
  WorkListQuery,
} from '@centre/contracts';
import { listAnswer, noteChange, pageFrom, sniffUploadType, summaryOf, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { retractBid } from '../bidding.ts';
import { checkProgram, checkWork, consoleWorks, deleteAuthor, deleteProgram, deleteWork } from '../catalogue.ts';
import { refusal } from '../refusal.ts';
import { consoleBidOf } from '../repositories/bids.ts';
import { authorOf } from '../repositories/authors.ts';
import { consoleProgramOf } from '../repositories/programs.ts';
import { programResults, resultsCsv } from '../results.ts';

const NOT_FOUND = { 404: ErrorResponse };

/**
 * The console of exhibitions and the auction (PROGRAM_STAFF): authors, pictures, programs with
 * their halls, rules, bidders and results, works with their order in the hall, and bids with
 * full names (retraction with a reason). Every write is audited by the server kit's hook.
 */
export const consoleAuctionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { authors, files, programs, works, bids } = CONSOLE_AUCTION_PATHS;

  // ---- Authors
  app.get(authors, { schema: { querystring: ListQuery, response: { 200: AuthorList } } }, async (request) =>
    listAnswer('authors', request.query, (page) => app.authors.list(page, request.query.keyword)),
  );
  app.get(`${authors}/:id`, { schema: { params: IdParams, response: { 200: AuthorDetail, ...NOT_FOUND } } }, async (request) => {
    const row = await app.authors.row(request.params.id);
    if (!row) throw refusal('AUTHOR_NOT_FOUND');
    return { author: authorOf(row) };
  });
  app.post(authors, { schema: { body: AuthorInput, response: { 201: AuthorDetail } } }, async (request, reply) => {
    const author = await app.authors.create(request.body, app.clock.now().toISOString());
    noteChange(request, null, author);
    return reply.code(201).send({ author });
  });
  app.put(`${authors}/:id`, { schema: { params: IdParams, body: AuthorInput, response: { 200: AuthorDetail, ...NOT_FOUND } } }, async (request) => {
    const author = await app.authors.update(request.params.id, request.body, app.clock.now().toISOString());
    if (!author) throw refusal('AUTHOR_NOT_FOUND');
    noteChange(request, null, author);
    return { author };
  });
  app.delete(`${authors}/:id`, { schema: { params: IdParams, response: { 204: Type.Null(), 409: ErrorResponse, ...NOT_FOUND } } }, async (request, reply) => {
    if (!(await deleteAuthor(app, request.params.id))) throw refusal('AUTHOR_NOT_FOUND');
    return reply.code(204).send(null);
  });

  // ---- Pictures (multipart, field `file`): type read from the bytes, size capped while streaming.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    uploads.post(files, { config: { documentedUpload: { fields: ['file'] } }, schema: { response: { 201: UploadedFile, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse } } }, async (request, reply) => {
      if (!request.isMultipart()) return reply.unsupportedMediaType('Send the picture as multipart/form-data in the field "file".');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') return reply.badRequest('Send the picture in the field "file".');
      const content = await part.toBuffer();
      if (content.length === 0) return reply.badRequest('The file is empty.');
      const contentType = await sniffUploadType(content, UPLOAD_IMAGE_TYPES);
      if (!contentType) return reply.unsupportedMediaType('Only PNG, JPEG and WEBP pictures can be uploaded.');
      const name = await app.auctionFiles.put(content, contentType);
      return reply.code(201).send({ file: { url: `${AUCTION_PATHS.files}/${name}`, contentType, size: content.length } });
    });
  });

  // ---- Programs, their halls, bidders and results
  app.get(programs, { schema: { querystring: ProgramListQuery, response: { 200: ConsoleProgramList } } }, async (request) => {
    const now = app.clock.now();
    const page = pageFrom(request.query);
    const { rows, halls, total } = await app.programs.list(page, { keyword: request.query.keyword, status: request.query.status, publishedOnly: false }, now);
    return { programs: rows.map((row) => consoleProgramOf(row, halls.get(row.id) ?? [], now)), summary: summaryOf(total, page) };
  });
  const programDetail = async (id: string) => {
    const row = await app.programs.row(id);
    if (!row) throw refusal('PROGRAM_NOT_FOUND');
    return { program: consoleProgramOf(row, (await app.programs.hallsOf([id])).get(id) ?? [], app.clock.now()) };
  };
  app.get(`${programs}/:id`, { schema: { params: IdParams, response: { 200: ConsoleProgramDetail, ...NOT_FOUND } } }, async (request) => programDetail(request.params.id));
  app.post(programs, { schema: { body: ProgramInput, response: { 201: ConsoleProgramDetail, 400: ErrorResponse } } }, async (request, reply) => {
    checkProgram(request.body);
    const id = await app.programs.create(request.body, app.clock.now().toISOString());
    const answer = await programDetail(id);
    noteChange(request, null, answer.program);
    return reply.code(201).send(answer);
  });
  app.put(`${programs}/:id`, { schema: { params: IdParams, body: ProgramInput, response: { 200: ConsoleProgramDetail, 400: ErrorResponse, 409: ErrorResponse, ...NOT_FOUND } } }, async (request) => {
    checkProgram(request.body);
    const before = await programDetail(request.params.id);
    await app.programs.update(request.params.id, request.body, app.clock.now().toISOString());
    const answer = await programDetail(request.params.id);
    noteChange(request, before.program, answer.program);
    return answer;
  });
  app.delete(`${programs}/:id`, { schema: { params: IdParams, response: { 204: Type.Null(), 409: ErrorResponse, ...NOT_FOUND } } }, async (request, reply) => {
    if (!(await deleteProgram(app, request.params.id))) throw refusal('PROGRAM_NOT_FOUND');
    return reply.code(204).send(null);
  });
  app.get(`${programs}/:id/bidders`, { schema: { params: IdParams, querystring: Type.Intersect([ListQuery, Type.Object({ status: Type.Optional(OneOf(BIDDER_STATUSES)) })]), response: { 200: ConsoleBidderList } } }, async (request) =>
    listAnswer('bidders', request.query, (page) => app.bidders.list(request.params.id, page, request.query.status)),
  );
  app.put(`${programs}/:id/bidders/:bidder`, { schema: { params: Type.Object({ id: IdParams.properties.id, bidder: IdParams.properties.id }, { additionalProperties: false }), body: BidderDecision, response: { 200: One('bidder', ConsoleBidder), ...NOT_FOUND } } }, async (request) => {
    const bidder = await app.bidders.decide(request.params.id, request.params.bidder, request.body.status, request.user.sub, app.clock.now().toISOString());
    if (!bidder) throw refusal('BIDDER_NOT_FOUND');
    noteChange(request, null, bidder, ['name', 'username']);
    return { bidder };
  });
  app.get(`${programs}/:id/results`, { schema: { params: IdParams, response: { 200: AuctionResultList, ...NOT_FOUND } } }, async (request) => {
    await programDetail(request.params.id);
    return { results: await programResults(app, request.params.id) };
  });
  app.get(`${programs}/:id/results.csv`, { schema: { params: IdParams } }, async (request, reply) => {
    await programDetail(request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="auction-results-${request.params.id}.csv"`)
      .send(resultsCsv(await programResults(app, request.params.id)));
  });

  // ---- Works
  app.get(works, { schema: { querystring: WorkListQuery, response: { 200: ConsoleWorkList } } }, async (request) => {
    const page = pageFrom(request.query);
    const { rows, total } = await app.works.list(page, { ...request.query, publishedOnly: false });
    return { works: await consoleWorks(app, rows, app.clock.now()), summary: summaryOf(total, page) };
  });
  const workDetail = async (id: string) => {
    const row = await app.works.row(id);
    const [work] = row ? await consoleWorks(app, [row], app.clock.now()) : [];
    if (!work) throw refusal('NOT_FOUND');
    return { work };
  };
  app.get(`${works}/:id`, { schema: { params: IdParams, response: { 200: ConsoleWorkDetail, ...NOT_FOUND } } }, async (request) => workDetail(request.params.id));
  app.post(works, { schema: { body: WorkInput, response: { 201: ConsoleWorkDetail, 400: ErrorResponse, ...NOT_FOUND } } }, async (request, reply) => {
    await checkWork(app, request.body, null);
    const answer = await workDetail(await app.works.create(request.body, app.clock.now().toISOString()));
    noteChange(request, null, answer.work);
    return reply.code(201).send(answer);
  });
  app.put(`${works}/:id`, { schema: { params: IdParams, body: WorkInput, response: { 200: ConsoleWorkDetail, 400: ErrorResponse, 409: ErrorResponse, ...NOT_FOUND } } }, async (request) => {
    const row = await app.works.row(request.params.id);
    const lot = row ? (await app.works.lotsOf([row.id])).get(row.id) : undefined;
    if (!row || !lot) throw refusal('NOT_FOUND');
    await checkWork(app, request.body, { row, lot });
    const before = await workDetail(row.id);
    await app.works.update(row.id, request.body, app.clock.now().toISOString());
    const answer = await workDetail(row.id);
    noteChange(request, before.work, answer.work);
    return answer;
  });
  app.delete(`${works}/:id`, { schema: { params: IdParams, response: { 204: Type.Null(), 409: ErrorResponse, ...NOT_FOUND } } }, async (request, reply) => {
    if (!(await deleteWork(app, request.params.id))) throw refusal('NOT_FOUND');
    return reply.code(204).send(null);
  });

  // ---- Bids with full names; retraction with a reason
  app.get(bids, { schema: { querystring: ConsoleBidQuery, response: { 200: ConsoleBidList } } }, async (request) =>
    listAnswer('bids', request.query, async (page) => {
      const { rows, total } = await app.bids.list(page, { workId: request.query.workId, memberId: request.query.memberId });
      return { items: rows.map(consoleBidOf), total };
    }),
  );
  app.delete(`${bids}/:id`, { schema: { params: IdParams, body: RetractRequest, response: { 200: One('bid', ConsoleBid), 409: ErrorResponse, ...NOT_FOUND } } }, async (request) => {
    const bid = await app.bids.byId(request.params.id);
    if (!bid) throw refusal('BID_NOT_FOUND');
    await retractBid(app, bid.work_id, bid.id, { staffId: request.user.sub, reason: request.body.reason });
    const after = consoleBidOf((await app.bids.byId(bid.id))!);
    noteChange(request, consoleBidOf(bid), after, ['name', 'username']);
    return { bid: after };
  });
};
