// Fairs (spec §7 fairs, §9 console fairs): published fairs and their approved exhibitors and
// buyers for everyone; creation, changes and publication for programme staff.
import {
  ConsoleFairAnswer,
  ConsoleFairList,
  ErrorResponse,
  FairAnswer,
  FairBuyerList,
  FairInput,
  FairList,
  FairListQuery,
  FairParams,
  FairPublication,
  FairSellerList,
  ListQuery,
} from '@centre/contracts';
import { listAnswer, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { createFair, updateFair } from '../fair-planning.ts';
import { publishedFair } from '../participating.ts';
import { refusal } from '../refusals.ts';

const PagingQuery = ListQuery;

export const publicFairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/fairs', { schema: { querystring: FairListQuery, response: { 200: FairList } } }, async (request, reply) => {
    reply.header('vary', 'Accept-Language');
    return listAnswer('fairs', request.query, (page) => app.fairs.listPublished(request.query, page, request.locale, app.clock.now()));
  });

  app.get('/api/v1/fairs/:id', { schema: { params: FairParams, response: { 200: FairAnswer, 404: ErrorResponse } } }, async (request, reply) => {
    const fair = await app.fairs.findPublished(request.params.id, request.locale, app.clock.now());
    if (!fair) throw refusal('FAIR_NOT_FOUND');
    reply.header('vary', 'Accept-Language');
    return { fair };
  });

  app.get('/api/v1/fairs/:id/sellers', { schema: { params: FairParams, querystring: PagingQuery, response: { 200: FairSellerList, 404: ErrorResponse } } }, async (request) => {
    await publishedFair(app, request.params.id);
    return listAnswer('sellers', request.query, (page) => app.fairParticipants.sellers(request.params.id, page));
  });

  app.get('/api/v1/fairs/:id/buyers', { schema: { params: FairParams, querystring: PagingQuery, response: { 200: FairBuyerList, 404: ErrorResponse } } }, async (request) => {
    await publishedFair(app, request.params.id);
    return listAnswer('buyers', request.query, (page) => app.fairParticipants.publicBuyers(request.params.id, page));
  });
};

export const consoleFairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answerFor = async (id: string) => {
    const fair = await app.fairs.forConsole(id, app.clock.now());
    if (!fair) throw refusal('FAIR_NOT_FOUND');
    return { fair };
  };

  app.get('/api/console/fairs', { schema: { querystring: FairListQuery, response: { 200: ConsoleFairList } } }, async (request) =>
    listAnswer('fairs', request.query, (page) => app.fairs.listForConsole(request.query, page, app.clock.now())),
  );

  app.get('/api/console/fairs/:id', { schema: { params: FairParams, response: { 200: ConsoleFairAnswer, 404: ErrorResponse } } }, async (request) => answerFor(request.params.id));

  app.post('/api/console/fairs', { schema: { body: FairInput, response: { 201: ConsoleFairAnswer, 400: ErrorResponse } } }, async (request, reply) =>
    reply.code(201).send(await answerFor(await createFair(app, request.body))),
  );

  app.put('/api/console/fairs/:id', { schema: { params: FairParams, body: FairInput, response: { 200: ConsoleFairAnswer, 400: ErrorResponse, 404: ErrorResponse } } }, async (request) => {
    await updateFair(app, request.params.id, request.body);
    return answerFor(request.params.id);
  });

  app.put(
    '/api/console/fairs/:id/publication',
    { schema: { params: FairParams, body: FairPublication, response: { 200: ConsoleFairAnswer, 404: ErrorResponse } } },
    async (request) => {
      if (!(await app.fairs.setPublished(request.params.id, request.body.published, app.clock.now().toISOString()))) throw refusal('FAIR_NOT_FOUND');
      return answerFor(request.params.id);
    },
  );
};
