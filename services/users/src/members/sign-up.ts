// A maker joins: the form read from JSON or multipart, the kind's rules and files, the terms as
// published now (content service), the verified contact, then one transaction that spends the
// verification and writes the member, the ledger and the files. Every refusal names its field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_FILE_RULES, SIGN_UP_MULTIPART_FIELDS, SignUpRequest, type MemberFileKind } from '@centre/contracts';
import { signUpProblems } from '@centre/contracts';
import { agreementsToRecord } from '../agreements.ts';
import { asFormRefusal, refuse, refuseProblems, validated } from '../form-refusals.ts';
import { peekVerification, spendVerification } from '../identity.ts';
import { receiveFile, storeFile, type ReceivedFile } from '../member-uploads.ts';
import { hashPassword, refuseCommonPassword } from '../passwords.ts';
import type { NewMemberFile } from '../repositories/member-files.ts';
import type { User } from '../repositories/users.ts';
import { securityEvent } from '../security-events.ts';
import { createMember, memberEmail, newMemberRecord, receiveConsentAnswers, refuseContactInUse, storedPhone, verifiedContactOf } from './new-member.ts';
import { refuseUnavailableUsername } from './usernames.ts';

const FILE_FIELDS: Record<string, MemberFileKind> = {
  [SIGN_UP_MULTIPART_FIELDS.businessRegistration]: 'BUSINESS_REGISTRATION',
  [SIGN_UP_MULTIPART_FIELDS.employmentCertificate]: 'EMPLOYMENT_CERTIFICATE',
};

/** The sign-up's JSON and files, from a JSON body or a multipart form (`data` + files). */
async function signUpParts(request: FastifyRequest): Promise<{ input: unknown; files: ReceivedFile[] }> {
  if (!request.isMultipart()) return { input: request.body, files: [] };
  let input: unknown;
  const files: ReceivedFile[] = [];
  try {
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
  } catch (error) {
    throw asFormRefusal(request, error);
  }
  return { input, files };
}

/** Signs a maker up; answers the new member. */
export async function signUp(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  const { input, files } = await signUpParts(request);
  const kindHint = (input as { memberKind?: unknown } | undefined)?.memberKind;
  const body = validated(request, SignUpRequest, input, { memberType: kindHint === 'DOMESTIC_INSTITUTION' ? 'COMPANY' : 'PERSON', memberKind: typeof kindHint === 'string' ? kindHint : undefined });
  refuseProblems(request, signUpProblems(body));
  refuseCommonPassword(request, 'password', body.password);

  const rules = MEMBER_FILE_RULES[body.memberKind];
  for (const file of files) if (!rules.allowed.includes(file.kind)) refuse(request, 400, file.field, 'INVALID_VALUE');
  for (const kind of rules.required) {
    if (!files.some((file) => file.kind === kind)) refuse(request, 400, SIGN_UP_MULTIPART_FIELDS.businessRegistration, 'ATTACH_FILE');
  }

  const agreements = agreementsToRecord(request, body.agreements, await app.publishedTerms.current(body.locale));
  await refuseUnavailableUsername(app, request, body.username);

  const email = memberEmail(request, body.email);
  const contact = { phone: storedPhone(body), email };
  const { channel, target } = verifiedContactOf(body.memberKind, contact);
  const verified = await peekVerification(app, request, body.verificationToken, 'SIGN_UP');
  if (verified.channel !== channel || verified.target !== target) refuse(request, 400, 'verificationToken', 'VERIFICATION_INVALID');
  await refuseContactInUse(app, request, body.memberKind, contact);

  const record = newMemberRecord(body, email, await hashPassword(body.password));
  const stored: NewMemberFile[] = [];
  for (const file of files) stored.push(await storeFile(app, request, file));
  let member: User;
  try {
    member = await createMember(app, request, record, [...agreements, ...receiveConsentAnswers(body.receiveConsent)], {
      async before(trx) {
        await spendVerification(app, request, body.verificationToken, 'SIGN_UP', trx);
        // Asked again inside the write: another sign-up with this contact may have finished meanwhile.
        await refuseContactInUse(app, request, body.memberKind, contact, { trx });
      },
      async after(created, trx, at) {
        for (const file of stored) await app.memberFiles.put(created.id, file, at, trx);
      },
    });
  } catch (error) {
    // No account came of it: the files stored for it go again, unless another member's row holds the same bytes.
    for (const name of await app.memberFiles.unreferenced(stored.map((file) => file.storedName))) await app.fileStore.delete(name);
    throw error;
  }
  securityEvent(request, 'member.signed_up', { userId: member.id, username: member.username });
  return member;
}
