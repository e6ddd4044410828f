import {
  ErrorResponse,
  INTERNAL_MEMBER_PATHS,
  INTERNAL_PATHS,
  MemberContact,
  PrincipalResponse,
  VerifyCredentialsRequest,
  VerifyTwoStepRequest,
  INTERNAL_TWO_STEP_PATH,
  normalisedUsername,
  type Principal,
} from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { isStaff } from '../repositories/staff.ts';
import { securityEvent } from '../security-events.ts';
import { checkSecondFactor } from '../two-step.ts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { User } from '../repositories/users.ts';
import { decoyPasswordHash, passwordMatches } from '../passwords.ts';

/**
 * Who the account is for a token: staff carry their role, and how their sign-in goes on after the
 * password ('TOTP': a code first; 'ENROL': two-step sign-in is mandatory and not set up yet).
 */
async function principalOf(app: FastifyInstance, user: User): Promise<Principal> {
  const principal: Principal = {
    _id: user.id,
    username: user.username,
    name: user.name,
    scope: user.scopes,
    sessionsValidFrom: user.sessionsValidFrom,
    ...(user.mustChangePassword ? { passwordChange: true } : {}),
  };
  if (!isStaff(user)) return principal;
  // Administrators always need it (they can reset everyone else); other staff when the staff-wide setting says so.
  const enrolDue = (user.staffRole === 'ADMINISTRATOR' && app.adminTwoStepRequired) || (await app.staff.twoStepRequired());
  const twoStep = user.totpEnabledAt ? 'TOTP' : enrolDue ? 'ENROL' : null;
  // No role, no console: an account given the console scope without a role reaches nothing until an administrator sets one.
  return { ...principal, role: user.staffRole, twoStep };
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
      const { password } = request.body;
      // Compared exactly (binary on MySQL too) after the one normalisation the gateway also applies.
      const user = await app.users.findActiveByUsername(normalisedUsername(request.body.username));
      // Unknown users are checked against a decoy hash so the answer takes the same time.
      const matches = await passwordMatches(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !matches) return reply.unauthorized(WRONG_CREDENTIALS);
      return { principal: await principalOf(app, user) };
    },
  );

  app.get(INTERNAL_PATHS.principal(':id'), { config: GATEWAY_ONLY, schema: { params: MemberIdParams, response: { 200: PrincipalResponse, 404: ErrorResponse } } }, async (request, reply) => {
    const user = await app.users.findActiveById(request.params.id);
    if (!user) return reply.notFound('No active account with this id.');
    return { principal: await principalOf(app, user) };
  });

  // The sign-in's second step: the gateway asks after a challenge; each code (or recovery code) works once.
  app.post(INTERNAL_TWO_STEP_PATH, { config: GATEWAY_ONLY, schema: { body: VerifyTwoStepRequest, response: { 200: PrincipalResponse, 401: ErrorResponse } } }, async (request, reply) => {
    const user = await app.users.findActiveById(request.body.userId);
    const passed = user ? await checkSecondFactor(app, user.id, request.body.code) : null;
    if (!user || !passed) {
      securityEvent(request, 'staff.two_step_refused', { userId: request.body.userId });
      return reply.unauthorized('The code is not correct.');
    }
    securityEvent(request, passed === 'RECOVERY' ? 'staff.recovery_code_used' : 'staff.two_step_passed', { userId: user.id });
    return { principal: await principalOf(app, user) };
  });

  // Only the outbox asks where a member's messages go.
  app.get(INTERNAL_MEMBER_PATHS.contact(':id'), { config: { internalCallers: ['admin'] }, schema: { params: MemberIdParams, response: { 200: MemberContact, 404: ErrorResponse } } }, async (request, reply) => {
    const user = await app.users.findActiveById(request.params.id);
    if (!user) return reply.notFound('No active account with this id.');
    return { email: user.email, phone: user.phone, locale: user.locale, memberKind: user.memberKind, receiveConsent: user.receiveConsent };
  });
};
