import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_CONTACT_MESSAGES_PATH,
  CONTACT_MESSAGE_PATH,
  ConsoleContactAnswerInput,
  ConsoleContactMessageDetail,
  ConsoleContactMessageList,
  ConsoleContactMessageListQuery,
  ContactMessageInput,
  ContactAnswerInput,
  ContactMessageSent,
  ErrorResponse,
  IdParams,
  ListQuery,
  MakerContactMessageDetail,
  MakerContactMessageList,
  MY_CONTACT_MESSAGES_PATH,
} from '@centre/contracts';
import { clientAddressKey, DomainError, listAnswer, type FastifyPluginAsyncTypebox, type Outbox } from '@centre/server-kit';
import type { MakerDirectory } from '../clients/fairs.ts';
import { answerAsMaker, answerContactMessage, refuse, sendContactMessage, type ContactDeps } from '../contact.ts';

export interface ContactRoutesOptions {
  /** The admin service's outbox; null: makers cannot be reached and staff cannot answer by e-mail. */
  outbox: Outbox | null;
  /** The maker directory (fairs service): a message to a maker needs the maker listed there. */
  directory: MakerDirectory;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse };

/** POST /api/v1/message: visitors and members write to the centre or to a maker. */
export const publicContactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (app, options) => {
  const deps = (request: FastifyRequest): ContactDeps => ({ messages: app.contactMessages, outbox: options.outbox, sharedState: app.sharedState, directory: options.directory, log: request.log });
  // A bearer token is optional here, but one that is sent must be valid: a bad token is a 401, never a visitor.
  const optionalMember = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (request.headers.authorization !== undefined) await app.requireMember.call(app, request, reply);
  };
  app.post(
    CONTACT_MESSAGE_PATH,
    { onRequest: optionalMember, schema: { body: ContactMessageInput, response: { 201: ContactMessageSent, ...errors } } },
    async (request, reply) => {
      const member = request.headers.authorization !== undefined ? request.user : null;
      try {
        const message = await sendContactMessage(deps(request), request.body, {
          memberId: member?.sub ?? null,
          clientKey: clientAddressKey(request.ip),
          locale: request.locale,
        });
        return reply.code(201).send({ message });
      } catch (error) {
        if (error instanceof DomainError && error.details.retryAfterSeconds) reply.header('retry-after', error.details.retryAfterSeconds);
        throw error;
      }
    },
  );
};

/** A maker reads the messages sent to them and answers on the platform (/api/v1/me/*: the member's token; only its subject is used). */
export const myContactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (app, options) => {
  const deps = (request: FastifyRequest): ContactDeps => ({ messages: app.contactMessages, outbox: options.outbox, sharedState: app.sharedState, directory: options.directory, log: request.log });

  app.get(MY_CONTACT_MESSAGES_PATH, { schema: { querystring: ListQuery, response: { 200: MakerContactMessageList } } }, async (request) =>
    listAnswer('messages', request.query, (page) => app.contactMessages.paginateForMaker(request.user.sub, page)),
  );

  app.get(`${MY_CONTACT_MESSAGES_PATH}/:id`, { schema: { params: IdParams, response: { 200: MakerContactMessageDetail, 404: ErrorResponse } } }, async (request) => {
    const message = await app.contactMessages.findForMaker(request.user.sub, request.params.id);
    if (!message) throw refuse('CONTACT_NOT_FOUND');
    return { message };
  });

  app.post(
    `${MY_CONTACT_MESSAGES_PATH}/:id/answer`,
    { schema: { params: IdParams, body: ContactAnswerInput, response: { 200: MakerContactMessageDetail, ...errors } } },
    async (request) => {
      const answer = request.body.answer.trim();
      if (!answer) throw refuse('CONTACT_EMPTY');
      return { message: await answerAsMaker(deps(request), request.params.id, answer, { id: request.user.sub, name: request.user.name || request.user.username }) };
    },
  );
};

/** Staff read the centre's messages (and see that makers' were delivered), answer by e-mail, close them. */
export const consoleContactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (app, options) => {
  const deps = (request: FastifyRequest): ContactDeps => ({ messages: app.contactMessages, outbox: options.outbox, sharedState: app.sharedState, directory: options.directory, log: request.log });

  app.get(CONSOLE_CONTACT_MESSAGES_PATH, { schema: { querystring: ConsoleContactMessageListQuery, response: { 200: ConsoleContactMessageList } } }, async (request) => {
    const { limit: _limit, offset: _offset, ...filter } = request.query;
    return listAnswer('messages', request.query, (page) => app.contactMessages.paginate(filter, page));
  });

  app.get(`${CONSOLE_CONTACT_MESSAGES_PATH}/:id`, { schema: { params: IdParams, response: { 200: ConsoleContactMessageDetail, 404: ErrorResponse } } }, async (request) => {
    const message = await app.contactMessages.findById(request.params.id);
    if (!message) throw refuse('CONTACT_NOT_FOUND');
    return { message };
  });

  app.post(
    `${CONSOLE_CONTACT_MESSAGES_PATH}/:id/answer`,
    { schema: { params: IdParams, body: ConsoleContactAnswerInput, response: { 200: ConsoleContactMessageDetail, ...errors } } },
    async (request) => {
      const answer = request.body.answer.trim();
      if (!answer) throw refuse('CONTACT_EMPTY');
      return { message: await answerContactMessage(deps(request), request.params.id, answer, { id: request.user.sub, name: request.user.name || request.user.username }) };
    },
  );

  app.put(`${CONSOLE_CONTACT_MESSAGES_PATH}/:id/done`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: ConsoleContactMessageDetail, 404: ErrorResponse } } }, async (request) => {
    const message = await app.contactMessages.markDone(request.params.id);
    if (!message) throw refuse('CONTACT_NOT_FOUND');
    return { message };
  });
};
