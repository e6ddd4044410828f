// Who applied, as the users service knows them now (name, kind, language, contact), asked for in
// batches: the review queue shows a page of applications with one call, not one per row.
import { INTERNAL_ELIGIBILITY_PATH, type ApplicantSummary, type MemberEligibility, type MemberEligibilityAnswer } from '@centre/contracts';
import { internalClient } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';

const BATCH = 200;

export interface ApplicantDirectory {
  /** The members found; an unknown or withdrawn member, or a users service that did not answer, is absent. */
  lookUp(memberIds: readonly string[]): Promise<Map<string, MemberEligibility>>;
}

export function applicantDirectory(usersUrl: string | undefined, internalToken: string, log: FastifyBaseLogger): ApplicantDirectory {
  const users = usersUrl ? internalClient({ service: 'users', baseUrl: usersUrl, internalToken, timeoutMs: 3_000 }) : null;
  return {
    async lookUp(memberIds) {
      const found = new Map<string, MemberEligibility>();
      const ids = [...new Set(memberIds)];
      if (!users || ids.length === 0) return found;
      for (let i = 0; i < ids.length; i += BATCH) {
        try {
          const answer = await users.request<MemberEligibilityAnswer>('POST', INTERNAL_ELIGIBILITY_PATH, { body: { ids: ids.slice(i, i + BATCH) } });
          if (answer.status !== 200 || !answer.body) {
            log.warn({ status: answer.status }, 'the users service did not describe the applicants');
            continue;
          }
          for (const member of answer.body.members) found.set(member._id, member);
        } catch (error) {
          log.warn({ err: error }, 'the users service is unreachable: applicants are shown without their details');
        }
      }
      return found;
    },
  };
}

export function applicantSummary(member: MemberEligibility | undefined): ApplicantSummary | null {
  if (!member) return null;
  const { _id, username, name, memberKind, memberType, email, phone, locale } = member;
  return { _id, username, name, memberKind, memberType, email, phone, locale };
}
