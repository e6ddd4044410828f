import { ErrorResponse, IdParams, MyQueueTickets, QueueTicket } from '@centre/contracts';
import { Type } from '@centre/server-kit';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';

/**
 * The member's places in the waiting rooms (my page, and the apply form following its place):
 * /api/v1/me/* requires the member's token and answers no-store (server kit). Only the token's
 * subject is used: another member's place answers 404.
 */
export const waitingRoomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/me/applications/queue', { schema: { response: { 200: MyQueueTickets, 401: ErrorResponse } } }, async (request) => {
    const tickets = await app.waitingRoom.mine(request.user.sub);
    return { tickets: await Promise.all(tickets.map((ticket) => app.waitingRoom.view(ticket, request.locale))) };
  });

  app.get(
    '/api/v1/me/applications/queue/:id',
    { schema: { params: IdParams, response: { 200: Type.Object({ ticket: QueueTicket }), 401: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const ticket = await app.waitingRoom.own(request.user.sub, request.params.id);
      if (!ticket) return reply.notFound('This place in the queue does not exist.');
      return { ticket: await app.waitingRoom.view(ticket, request.locale) };
    },
  );
};
