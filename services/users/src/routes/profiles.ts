import {
  ConsentsRequest,
  ErrorResponse,
  FieldErrorResponse,
  PasswordChange,
  ProfileResponse,
  ProfileUpdate,
  WithdrawRequest,
  WithdrawResponse,
} from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { changeOwnPassword } from '../members/own-password.ts';
import { agreeToCurrentTerms, profileOf, signedInMember, updateOwnProfile } from '../members/profile.ts';
import { withdrawMember } from '../members/withdrawal.ts';

/** The member's own page. server-kit requires a verified access token for /api/v1/me/*; the token decides whose. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/me/profile', { schema: { response: { 200: ProfileResponse, 404: ErrorResponse } } }, async (request) => {
    return { profile: await profileOf(app, request, await signedInMember(app, request)) };
  });

  app.put(
    '/api/v1/me/profile',
    { schema: { body: ProfileUpdate, response: { 200: ProfileResponse, 400: FieldErrorResponse, 404: ErrorResponse, 409: FieldErrorResponse } } },
    async (request) => {
      await updateOwnProfile(app, request, request.body);
      return { profile: await profileOf(app, request, await signedInMember(app, request)) };
    },
  );

  app.put(
    '/api/v1/me/password',
    { schema: { body: PasswordChange, response: { 204: { type: 'null' }, 400: FieldErrorResponse, 404: ErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      await changeOwnPassword(app, request, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/me/withdraw',
    { schema: { body: WithdrawRequest, response: { 200: WithdrawResponse, 400: FieldErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: FieldErrorResponse } } },
    async (request) => withdrawMember(app, request, request.body),
  );

  app.post(
    '/api/v1/me/consents',
    { schema: { body: ConsentsRequest, response: { 200: ProfileResponse, 400: FieldErrorResponse, 404: ErrorResponse } } },
    async (request) => {
      const user = await signedInMember(app, request);
      await agreeToCurrentTerms(app, request, user, request.body.agreements);
      return { profile: await profileOf(app, request, user) };
    },
  );
};
