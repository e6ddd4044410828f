// Taking part in a fair: a member applies as exhibitor or registers as buyer and reads their own
// fairs (/api/v1/me/fairs); staff read the applications and decide (/api/console/fairs/{id}/…).
import {
  BuyerDecision,
  BuyerRegistration,
  ConsoleBuyerList,
  ConsoleExhibitorList,
  ErrorResponse,
  ExhibitorApplication,
  ExhibitorDecision,
  ExhibitorSuggestions,
  FairParams,
  MyFairList,
  MyParticipation,
  ParticipantParams,
  ParticipantQuery,
  type MyFairEntry,
} from '@centre/contracts';
import { listAnswer, pageFrom, summaryOf, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { applyAsExhibitor, decideBuyer, decideExhibitor, publishedFair, registerAsBuyer } from '../participating.ts';
import { refusal } from '../refusals.ts';
import { suggestionsFor } from '../suggestions.ts';
import type { Buyer, Exhibitor } from '../repositories/participants.ts';

const REFUSALS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } as const;

const consoleExhibitor = (row: Exhibitor) => ({ _id: row.id, memberId: row.memberId, tradeName: row.tradeName, items: row.items, note: row.note, status: row.status, table: row.table, createdAt: row.createdAt });
const consoleBuyer = (row: Buyer) => ({
  _id: row.id,
  memberId: row.memberId,
  company: row.company,
  country: row.country,
  timeZone: row.timeZone,
  itemsWanted: row.itemsWanted,
  orderVolume: row.orderVolume,
  language: row.language,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  status: row.status,
  createdAt: row.createdAt,
});

export const myFairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/me/fairs', { schema: { querystring: ParticipantQuery, response: { 200: MyFairList, 401: ErrorResponse } } }, async (request) => {
    const page = pageFrom(request.query);
    const { exhibitors, buyers } = await app.fairParticipants.ofMember(request.user.sub);
    const fairs = await app.fairs.viewsOf([...new Set([...exhibitors, ...buyers].map((row) => row.fairId))], request.locale, app.clock.now());
    const entries: MyFairEntry[] = [
      ...exhibitors.map((row) => ({ _id: row.id, role: 'EXHIBITOR' as const, status: row.status, table: row.table, fair: fairs.get(row.fairId)! })),
      ...buyers.map((row) => ({ _id: row.id, role: 'BUYER' as const, status: row.status, table: null, fair: fairs.get(row.fairId)! })),
    ]
      .filter((entry) => !request.query.status || entry.status === request.query.status)
      .sort((a, b) => (a.fair.firstDay < b.fair.firstDay ? 1 : a.fair.firstDay > b.fair.firstDay ? -1 : 0));
    return { fairs: entries.slice(page.offset, page.offset + page.limit), summary: summaryOf(entries.length, page) };
  });

  // Exhibitors suggested to me as an approved buyer of this fair (suggestions.ts).
  app.get('/api/v1/me/fairs/:id/suggestions', { schema: { params: FairParams, response: { 200: ExhibitorSuggestions, ...REFUSALS } } }, async (request) => {
    const fair = await publishedFair(app, request.params.id);
    const buyer = await app.fairParticipants.buyerOfMember(fair.id, request.user.sub);
    if (buyer?.status !== 'APPROVED') throw refusal('BUYER_NOT_APPROVED');
    return { suggestions: await suggestionsFor(app, fair, buyer) };
  });

  app.post('/api/v1/me/fairs/:id/exhibitor', { schema: { params: FairParams, body: ExhibitorApplication, response: { 201: MyParticipation, ...REFUSALS } } }, async (request, reply) => {
    const id = await applyAsExhibitor(app, request.user.sub, request.params.id, request.body);
    return reply.code(201).send({ participation: { _id: id, role: 'EXHIBITOR', status: 'WAITING' } });
  });

  app.post('/api/v1/me/fairs/:id/buyer', { schema: { params: FairParams, body: BuyerRegistration, response: { 201: MyParticipation, ...REFUSALS } } }, async (request, reply) => {
    const id = await registerAsBuyer(app, request.user.sub, request.params.id, request.body);
    return reply.code(201).send({ participation: { _id: id, role: 'BUYER', status: 'WAITING' } });
  });
};

export const consoleParticipantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same suggestions for any buyer of the fair, approved or waiting (the matching board).
  app.get('/api/console/fairs/:id/buyers/:participantId/suggestions', { schema: { params: ParticipantParams, response: { 200: ExhibitorSuggestions, ...REFUSALS } } }, async (request) => {
    const fair = await app.fairs.rules(request.params.id);
    if (!fair) throw refusal('FAIR_NOT_FOUND');
    const buyer = await app.fairParticipants.buyer(fair.id, request.params.participantId);
    if (!buyer) throw refusal('PARTICIPANT_NOT_FOUND');
    return { suggestions: await suggestionsFor(app, fair, buyer) };
  });

  app.get('/api/console/fairs/:id/exhibitors', { schema: { params: FairParams, querystring: ParticipantQuery, response: { 200: ConsoleExhibitorList } } }, async (request) =>
    listAnswer('exhibitors', request.query, async (page) => {
      const found = await app.fairParticipants.listExhibitors(request.params.id, request.query, page);
      return { items: found.items.map(consoleExhibitor), total: found.total };
    }),
  );

  app.put('/api/console/fairs/:id/exhibitors/:participantId', { schema: { params: ParticipantParams, body: ExhibitorDecision, response: { 204: Type.Null(), ...REFUSALS } } }, async (request, reply) => {
    await decideExhibitor(app, request.params.id, request.params.participantId, request.body.status, request.body.table ?? null);
    return reply.code(204).send(null);
  });

  app.get('/api/console/fairs/:id/buyers', { schema: { params: FairParams, querystring: ParticipantQuery, response: { 200: ConsoleBuyerList } } }, async (request) =>
    listAnswer('buyers', request.query, async (page) => {
      const found = await app.fairParticipants.listBuyers(request.params.id, request.query, page);
      return { items: found.items.map(consoleBuyer), total: found.total };
    }),
  );

  app.put('/api/console/fairs/:id/buyers/:participantId', { schema: { params: ParticipantParams, body: BuyerDecision, response: { 204: Type.Null(), ...REFUSALS } } }, async (request, reply) => {
    await decideBuyer(app, request.params.id, request.params.participantId, request.body.status);
    return reply.code(204).send(null);
  });
};
