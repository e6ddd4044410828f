import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FieldErrorResponse,
  MEMBER_FILE_RULES,
  MEMBER_TYPE_OF_KIND,
  SIGN_UP_MULTIPART_FIELDS,
  SignUpRequest,
  SignUpResponse,
  UsernameAvailability,
  UsernameAvailabilityQuery,
  VERIFICATION_CHANNEL_OF_KIND,
  DOMESTIC_COUNTRY,
  fieldError,
  signUpProblems,
  type MemberFileKind,
} from '@centre/contracts';
import { localeFrom, transactionWithRetry, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { agreementsToRecord } from '../agreements.ts';
import { FieldProblem, refuse, validated } from '../field-errors.ts';
import { peekVerification, spendVerification } from '../identity.ts';
import { receiveFile, storeFile, type ReceivedFile } from '../member-uploads.ts';
import { hashPassword } from '../passwords.ts';
import { RECEIVE_CONSENT_VERSION } from '../repositories/consents.ts';
import type { NewMemberFile } from '../repositories/member-files.ts';
import { securityEvent } from '../security-events.ts';
import { throttle } from '../throttles.ts';

const SIGN_UPS_PER_CLIENT_PER_HOUR = 20;
const AVAILABILITY_CHECKS_PER_CLIENT_PER_HOUR = 600;

const FILE_FIELDS: Record<string, MemberFileKind> = {
  [SIGN_UP_MULTIPART_FIELDS.businessRegistration]: 'BUSINESS_REGISTRATION',
  [SIGN_UP_MULTIPART_FIELDS.employmentCertificate]: 'EMPLOYMENT_CERTIFICATE',
};

/** A username can be taken unless an account has it or a withdrawal reserves it (case ignored). */
export async function usernameFree(app: FastifyInstance, username: string): Promise<'FREE' | 'TAKEN' | 'RESERVED'> {
  if (await app.users.usernameTakenInAnyCase(username)) return 'TAKEN';
  if (await app.withdrawals.isUsernameReserved(app.secretHash(`username:${username.toLowerCase()}`), app.clock.now().toISOString())) return 'RESERVED';
  return 'FREE';
}

/** The sign-up's JSON and files, from a JSON body or a multipart form (`data` + files). */
async function signUpParts(request: FastifyRequest): Promise<{ input: unknown; files: ReceivedFile[] }> {
  if (!request.isMultipart()) return { input: request.body, files: [] };
  let input: unknown;
  const files: ReceivedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const kind = FILE_FIELDS[part.fieldname];
      if (!kind || files.some((file) => file.kind === kind)) {
        await part.toBuffer().catch(() => undefined);
        refuse(request, 400, part.fieldname, 'INVALID_VALUE');
      }
      files.push(await receiveFile(request, part, kind));
    } else if (part.fieldname === SIGN_UP_MULTIPART_FIELDS.data && typeof part.value === 'string') {
      try {
        input = JSON.parse(part.value);
      } catch {
        refuse(request, 400, '', 'INVALID_VALUE');
      }
    }
  }
  return { input, files };
}

/** Sign-up for the three member kinds, and the debounced username check of the form. */
export const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/users/availability',
    { schema: { querystring: UsernameAvailabilityQuery, response: { 200: UsernameAvailability, 400: FieldErrorResponse, 429: FieldErrorResponse } } },
    async (request) => {
      await throttle(app.sharedState, request, 'availability-ip', request.ip, AVAILABILITY_CHECKS_PER_CLIENT_PER_HOUR, undefined, 'username');
      return { available: (await usernameFree(app, request.query.username)) === 'FREE' };
    },
  );

  // No body schema here: a multipart sign-up has no parsed body; both forms are checked below with the same schema.
  app.post(
    '/api/v1/users',
    { schema: { response: { 201: SignUpResponse, 400: FieldErrorResponse, 409: FieldErrorResponse, 413: FieldErrorResponse, 415: FieldErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      await throttle(app.sharedState, request, 'sign-up-ip', request.ip, SIGN_UPS_PER_CLIENT_PER_HOUR);
      const { input, files } = await signUpParts(request);
      const kindHint = (input as { memberKind?: unknown } | undefined)?.memberKind;
      const body = validated(request, SignUpRequest, input, { memberType: kindHint === 'DOMESTIC_INSTITUTION' ? 'COMPANY' : 'PERSON' });
      const locale = localeFrom(request.headers['accept-language']);
      const problems = signUpProblems(body);
      if (problems.length > 0) throw new FieldProblem(400, problems.map((problem) => fieldError(problem.field, problem.rule, locale)), 'VALIDATION');

      const rules = MEMBER_FILE_RULES[body.memberKind];
      for (const file of files) if (!rules.allowed.includes(file.kind)) refuse(request, 400, file.field, 'INVALID_VALUE');
      for (const kind of rules.required) {
        if (!files.some((file) => file.kind === kind)) refuse(request, 400, SIGN_UP_MULTIPART_FIELDS.businessRegistration, 'ATTACH_FILE');
      }

      const agreements = agreementsToRecord(request, body.agreements, await app.publishedTerms.current(body.locale));
      const free = await usernameFree(app, body.username);
      if (free !== 'FREE') refuse(request, 409, 'username', free === 'TAKEN' ? 'USERNAME_TAKEN' : 'USERNAME_RESERVED');

      // The verified contact: the phone for domestic members, the e-mail address for overseas ones.
      const channel = VERIFICATION_CHANNEL_OF_KIND[body.memberKind];
      const contact = channel === 'SMS' ? (body.phone ?? '') : body.email.toLowerCase();
      const verified = await peekVerification(app, request, body.verificationToken, 'SIGN_UP');
      if (verified.channel !== channel || verified.target !== contact) refuse(request, 400, 'verificationToken', 'VERIFICATION_INVALID');
      if (await app.users.findActiveByContact(channel, contact)) refuse(request, 409, channel === 'SMS' ? 'phone' : 'email', channel === 'SMS' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');

      const passwordHash = await hashPassword(body.password);
      const stored: NewMemberFile[] = [];
      for (const file of files) stored.push(await storeFile(app, request, file));
      const at = app.clock.now().toISOString();
      let user;
      try {
        user = await transactionWithRetry(app.db, async (trx) => {
          await spendVerification(app, request, body.verificationToken, 'SIGN_UP', trx);
          // Asked again inside the write: another sign-up with this contact may have finished meanwhile.
          if (await app.users.findActiveByContact(channel, contact, trx)) refuse(request, 409, channel === 'SMS' ? 'phone' : 'email', channel === 'SMS' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
          const created = await app.users.create(
            {
              username: body.username,
              passwordHash,
              name: body.name.trim(),
              email: body.email.toLowerCase(),
              phone: body.phone ?? '',
              memberType: MEMBER_TYPE_OF_KIND[body.memberKind],
              memberKind: body.memberKind,
              country: body.memberKind === 'OVERSEAS' ? (body.country ?? '') : DOMESTIC_COUNTRY,
              locale: body.locale,
              receiveConsent: body.receiveConsent,
              scopes: ['member'],
            },
            trx,
            at,
          );
          await app.consents.record(
            created.id,
            [
              ...agreements,
              { code: 'RECEIVE_SMS', version: RECEIVE_CONSENT_VERSION, agreed: body.receiveConsent.sms },
              { code: 'RECEIVE_EMAIL', version: RECEIVE_CONSENT_VERSION, agreed: body.receiveConsent.email },
            ],
            at,
            trx,
          );
          for (const file of stored) await app.memberFiles.put(created.id, file, at, trx);
          return created;
        });
      } catch (error) {
        // No account came of it: the files stored for it go again, unless another member's row holds the same bytes.
        for (const name of await app.memberFiles.unreferenced(stored.map((file) => file.storedName))) await app.fileStore.delete(name);
        // Two sign-ups with one username at once: the unique index decides, the loser gets a 409.
        if (!(error instanceof FieldProblem) && /unique|duplicate/i.test((error as Error).message ?? '')) refuse(request, 409, 'username', 'USERNAME_TAKEN');
        throw error;
      }
      securityEvent(request, 'member.signed_up', { userId: user.id, username: user.username });
      return reply.code(201).send({ user: { _id: user.id, username: user.username, memberKind: user.memberKind, createdAt: user.createdAt } });
    },
  );
};
