import {
  ErrorResponse,
  INTERNAL_MEMBER_PATHS,
  INTERNAL_PATHS,
  MemberContact,
  PrincipalResponse,
  VerifyCredentialsRequest,
  type Principal,
} from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { User } from '../repositories/users.ts';
import { decoyPasswordHash, passwordMatches } from '../passwords.ts';

function principalOf(user: User): Principal {
  return { _id: user.id, username: user.username, name: user.name, scope: user.scopes, sessionsValidFrom: user.sessionsValidFrom };
}

const WRONG_CREDENTIALS = 'The username or password is incorrect.';
const MemberIdParams = Type.Object({ id: Type.String({ maxLength: 36 }) });

/** Only the gateway signs people in: no other process may test passwords or read principals. */
const GATEWAY_ONLY = { internalCallers: ['gateway'] } as const;

/**
 * Routes for other processes alone: the gateway verifies sign-ins here and re-reads the principal
 * when it issues an access token; the admin outbox asks where a member's messages go. The URL
 * prefix makes server-kit demand the internal token.
 */
export const internalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    INTERNAL_PATHS.verifyCredentials,
    { config: GATEWAY_ONLY, schema: { body: VerifyCredentialsRequest, response: { 200: PrincipalResponse, 401: ErrorResponse } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await app.users.findActiveByUsername(username);
      // Unknown users are checked against a decoy hash so the answer takes the same time.
      const matches = await passwordMatches(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !matches) return reply.unauthorized(WRONG_CREDENTIALS);
      return { principal: principalOf(user) };
    },
  );

  app.get(INTERNAL_PATHS.principal(':id'), { config: GATEWAY_ONLY, schema: { params: MemberIdParams, response: { 200: PrincipalResponse, 404: ErrorResponse } } }, async (request, reply) => {
    const user = await app.users.findActiveById(request.params.id);
    if (!user) return reply.notFound('No active account with this id.');
    return { principal: principalOf(user) };
  });

  // Only the outbox asks where a member's messages go.
  app.get(INTERNAL_MEMBER_PATHS.contact(':id'), { config: { internalCallers: ['admin'] }, schema: { params: MemberIdParams, response: { 200: MemberContact, 404: ErrorResponse } } }, async (request, reply) => {
    const user = await app.users.findActiveById(request.params.id);
    if (!user) return reply.notFound('No active account with this id.');
    return { email: user.email, phone: user.phone, locale: user.locale, memberKind: user.memberKind, receiveConsent: user.receiveConsent };
  });
};
