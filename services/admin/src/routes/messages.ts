import {
  IdParams,
  INTERNAL_MESSAGES_PATH,
  InternalMessageAccepted,
  InternalMessageRequest,
  MessageDetail,
  MessageList,
  MessageListQuery,
  StaffEmailRequest,
  StaffSendResult,
  StaffSmsRequest,
  type MessageChannel,
  type MessagePurpose,
} from '@centre/contracts';
import { pageFrom, summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { MessageRefused } from '../outbox/outbox.ts';
import { advertisingAllowedFrom } from '../outbox/quiet-hours.ts';
import { htmlAsText, sanitiseEmailHtml } from '../outbox/email-html.ts';

/** Other services ask for a message here (internal token required by server-kit); it is written, then delivered. */
export const internalMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(INTERNAL_MESSAGES_PATH, { schema: { body: InternalMessageRequest, response: { 202: InternalMessageAccepted } } }, async (request, reply) => {
    return reply.code(202).send(await app.outbox.send(request.body));
  });
};

const notFound = 'This message does not exist.';

/** Whom a staff send addresses: one address or number, one member, or several members. */
interface StaffSend {
  channel: MessageChannel;
  to?: string | undefined;
  memberId?: string | undefined;
  memberIds?: string[] | undefined;
  purpose?: MessagePurpose | undefined;
  params: Record<string, string>;
}

/** Staff read the history, retry failures and write to members (console scope required by server-kit). */
export const consoleMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get('/api/console/messages', { schema: { querystring: MessageListQuery, response: { 200: MessageList } } }, async (request) => {
    const page = pageFrom(request.query);
    const { limit: _limit, offset: _offset, ...filter } = request.query;
    const { messages, total } = await app.messages.paginate(filter, page);
    return { messages, summary: summaryOf(total, page) };
  });

  app.get('/api/console/messages/:id', { schema: { params: IdParams, response: { 200: MessageDetail } } }, async (request, reply) => {
    const message = await app.messages.findById(request.params.id);
    if (!message) return reply.notFound(notFound);
    return { message };
  });

  app.post('/api/console/messages/:id/retry', { schema: { params: IdParams, response: { 200: MessageDetail } } }, async (request, reply) => {
    const purpose = await app.messages.purposeOf(request.params.id);
    if (!purpose) return reply.notFound(notFound);
    const at = app.clock.now();
    if (!(await app.messages.retry(request.params.id, purpose === 'ADVERTISING' ? advertisingAllowedFrom(at) : at))) {
      return reply.conflict('Only a FAILED message can be retried.');
    }
    app.outboxWorker.wake();
    return { message: (await app.messages.findById(request.params.id))! };
  });

  async function staffSend(send: StaffSend) {
    const targets = [send.to, send.memberId, send.memberIds].filter((target) => target !== undefined).length;
    if (targets !== 1) throw new MessageRefused('Give exactly one of "to", "memberId" or "memberIds".', 400);
    const request = { channel: send.channel, template: 'STAFF_MESSAGE' as const, params: send.params, ...(send.purpose ? { purpose: send.purpose } : {}) };
    if (!send.memberIds) {
      const accepted = await app.outbox.send({ ...request, ...(send.to ? { to: send.to } : { memberId: send.memberId! }) });
      return { queued: [accepted], skipped: [] };
    }
    const result: StaffSendResult = { queued: [], skipped: [] };
    for (const memberId of send.memberIds) {
      try {
        result.queued.push(await app.outbox.send({ ...request, memberId }));
      } catch (error) {
        if (!(error instanceof MessageRefused) || !error.reason) throw error;
        result.skipped.push({ memberId, reason: error.reason });
      }
    }
    return result;
  }

  app.post('/api/console/messages/email', { schema: { body: StaffEmailRequest, response: { 202: StaffSendResult } } }, async (request, reply) => {
    const { subject, html, ...recipients } = request.body;
    const safeHtml = sanitiseEmailHtml(html);
    const message = htmlAsText(safeHtml);
    if (!message) return reply.badRequest('The e-mail has no text once unsafe HTML is removed.');
    return reply.code(202).send(await staffSend({ channel: 'EMAIL', ...recipients, params: { subject, message, html: safeHtml } }));
  });

  app.post('/api/console/messages/sms', { schema: { body: StaffSmsRequest, response: { 202: StaffSendResult } } }, async (request, reply) => {
    const { subject, message, ...recipients } = request.body;
    return reply.code(202).send(await staffSend({ channel: 'SMS', ...recipients, params: { message, ...(subject ? { subject } : {}) } }));
  });
};
