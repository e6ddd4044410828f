import {
  ErrorResponse,
  INTERNAL_PATHS,
  PrincipalResponse,
  VerifyCredentialsRequest,
  type Principal,
} from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { User } from '../repositories/users.ts';
import { decoyPasswordHash, passwordMatches } from '../passwords.ts';

function principalOf(user: User): Principal {
  return { _id: user.id, username: user.username, name: user.name, scope: user.scopes };
}

const WRONG_CREDENTIALS = 'The username or password is incorrect.';

/**
 * Routes for the gateway alone: it verifies sign-ins here and re-reads the principal when it
 * issues an access token. The URL prefix makes server-kit demand the internal token.
 */
export const internalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    INTERNAL_PATHS.verifyCredentials,
    { schema: { body: VerifyCredentialsRequest, response: { 200: PrincipalResponse, 401: ErrorResponse } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await app.users.findActiveByUsername(username);
      // Unknown users are checked against a decoy hash so the answer takes the same time.
      const matches = await passwordMatches(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !matches) return reply.unauthorized(WRONG_CREDENTIALS);
      return { principal: principalOf(user) };
    },
  );

  app.get(
    INTERNAL_PATHS.principal(':id'),
    { schema: { params: Type.Object({ id: Type.String({ maxLength: 36 }) }), response: { 200: PrincipalResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const user = await app.users.findActiveById(request.params.id);
      if (!user) return reply.notFound('No active account with this id.');
      return { principal: principalOf(user) };
    },
  );
};
