import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeFrom } from '@centre/server-kit';
import { ApplyRefusalError } from '../refusal.ts';

/**
 * Runs a route's work and answers a refusal of the centre's rules with its status, code, unit and
 * words in the caller's language (other errors go to the common error handler).
 */
export async function answeringRefusals<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApplyRefusalError)) throw error;
    return reply.code(error.statusCode).send(error.answer(localeFrom(request.headers['accept-language'])));
  }
}
