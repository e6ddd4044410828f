import { CertifyCodeSent, CertifyConfirmed, CertifyRequest, FieldErrorResponse } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { normalisedTarget } from '../identity.ts';
import { confirmCode, requestCode } from '../verification-codes.ts';

/** POST /api/v1/users/certify: send a 6-digit code, or check one and hand out a verification token. */
export const certifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/users/certify',
    { schema: { body: CertifyRequest, response: { 200: CertifyConfirmed, 202: CertifyCodeSent, 400: FieldErrorResponse, 409: FieldErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      const body = request.body;
      const target = normalisedTarget(request, body.channel, body.target);
      if (body.code === undefined) return reply.code(202).send(await requestCode(app, request, body, target));
      return reply.code(200).send(await confirmCode(app, request, { ...body, code: body.code }, target));
    },
  );
};
