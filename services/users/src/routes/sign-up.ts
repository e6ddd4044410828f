import { FieldErrorResponse, SignUpResponse, UsernameAvailability, UsernameAvailabilityQuery } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { signUp } from '../members/sign-up.ts';
import { usernameFree } from '../members/usernames.ts';
import { throttleClient } from '../throttles.ts';

const SIGN_UPS_PER_CLIENT_PER_HOUR = 20;
const AVAILABILITY_CHECKS_PER_CLIENT_PER_HOUR = 600;

/** Sign-up for the three member kinds, and the debounced username check of the form. */
export const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/users/availability',
    { schema: { querystring: UsernameAvailabilityQuery, response: { 200: UsernameAvailability, 400: FieldErrorResponse, 429: FieldErrorResponse } } },
    async (request) => {
      await throttleClient(app.sharedState, request, 'availability-ip', AVAILABILITY_CHECKS_PER_CLIENT_PER_HOUR, undefined, 'username');
      return { available: (await usernameFree(app, request.query.username)) === 'FREE' };
    },
  );

  // No body schema here: a multipart sign-up has no parsed body; both forms are checked in signUp() with the same schema.
  app.post(
    '/api/v1/users',
    { schema: { response: { 201: SignUpResponse, 400: FieldErrorResponse, 409: FieldErrorResponse, 413: FieldErrorResponse, 415: FieldErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      await throttleClient(app.sharedState, request, 'sign-up-ip', SIGN_UPS_PER_CLIENT_PER_HOUR);
      const member = await signUp(app, request);
      return reply.code(201).send({ user: { _id: member.id, username: member.username, memberKind: member.memberKind, createdAt: member.createdAt } });
    },
  );
};
