import {
  ErrorResponse,
  GroupEmailRequest,
  GroupPreview,
  GroupPreviewRequest,
  GroupSendResult,
  GroupSmsRequest,
  type MessageChannel,
  type MessageGroup,
  type MessagePurpose,
} from '@centre/contracts';
import { noteChange, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { reachOf } from '../outbox/outbox.ts';
import { htmlAsText, sanitiseEmailHtml } from '../outbox/email-html.ts';

/**
 * Staff write to a group of members (by kind, level, language, approved for a day): first the
 * preview says how many it reaches, then the send — refused when the group changed since the
 * preview, so what staff confirmed is what goes out. Console scope required by server-kit.
 */
export const groupMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/console/messages/group/preview', { schema: { body: GroupPreviewRequest, response: { 200: GroupPreview } } }, async (request) => {
    const members = await app.memberGroups(request.body.group);
    return reachOf(request.body.channel, request.body.purpose ?? 'TRANSACTIONAL', members).preview;
  });

  async function sendToGroup(channel: MessageChannel, group: MessageGroup, purpose: MessagePurpose, expectedCount: number, params: Record<string, string>) {
    const members = await app.memberGroups(group);
    const { preview } = reachOf(channel, purpose, members);
    if (preview.reachable !== expectedCount) return { changed: preview } as const;
    return { sent: await app.outbox.sendToGroup({ channel, purpose, params, members }) } as const;
  }

  const changedMessage = 'The group changed since the preview: look at the new count and confirm again.';

  app.post('/api/console/messages/group/sms', { schema: { body: GroupSmsRequest, response: { 202: GroupSendResult, 409: ErrorResponse } } }, async (request, reply) => {
    const { group, purpose = 'TRANSACTIONAL', subject, message, expectedCount } = request.body;
    const outcome = await sendToGroup('SMS', group, purpose, expectedCount, { message, ...(subject ? { subject } : {}) });
    if ('changed' in outcome) return reply.conflict(changedMessage);
    noteChange(request, null, { channel: 'SMS', purpose, group, subject: subject ?? null, message, ...outcome.sent });
    return reply.code(202).send(outcome.sent);
  });

  app.post('/api/console/messages/group/email', { schema: { body: GroupEmailRequest, response: { 202: GroupSendResult, 409: ErrorResponse } } }, async (request, reply) => {
    const { group, purpose = 'TRANSACTIONAL', subject, html, expectedCount } = request.body;
    const safeHtml = sanitiseEmailHtml(html);
    const message = htmlAsText(safeHtml);
    if (!message) return reply.badRequest('The e-mail has no text once unsafe HTML is removed.');
    const outcome = await sendToGroup('EMAIL', group, purpose, expectedCount, { subject, message, html: safeHtml });
    if ('changed' in outcome) return reply.conflict(changedMessage);
    noteChange(request, null, { channel: 'EMAIL', purpose, group, subject, message, ...outcome.sent });
    return reply.code(202).send(outcome.sent);
  });
};
