// The users service as the applications service asks it: who a member is and whether they may
// apply, in batches. Failure behaviour: the users service unreachable, timing out or answering
// anything but 200 is a 503 DomainError (SERVICE_UNAVAILABLE) for the request, never a guess.
import {
  INTERNAL_ELIGIBILITY_PATH,
  type ApplicantSummary,
  type MemberEligibility,
  type MemberEligibilityAnswer,
} from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

/** At most this many ids per eligibility request (the users route's limit). */
const ELIGIBILITY_BATCH = 200;

/** The users service at `baseUrl` (the caller resolves it with serviceUrlFrom). */
export function usersClient(options: { baseUrl: string; internalToken: string }) {
  const users = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 3_000 });
  return {
    /** Members by id; unknown ids are absent. */
    async eligibility(ids: readonly string[]): Promise<Map<string, MemberEligibility>> {
      const found = new Map<string, MemberEligibility>();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += ELIGIBILITY_BATCH) {
        const answer = await users.request<MemberEligibilityAnswer>('POST', INTERNAL_ELIGIBILITY_PATH, { body: { ids: unique.slice(i, i + ELIGIBILITY_BATCH) } });
        if (answer.status !== 200 || !answer.body) throw serviceUnavailable('users');
        for (const member of answer.body.members) found.set(member._id, member);
      }
      return found;
    },

    async one(id: string): Promise<MemberEligibility | null> {
      return (await this.eligibility([id])).get(id) ?? null;
    },
  };
}
export type UsersClient = ReturnType<typeof usersClient>;

/**
 * Fills `member` of each item (an application or appeal in the console) from one users-service
 * request. A member whose account is gone stays null.
 */
export async function withApplicants<T extends { memberId: string; member: ApplicantSummary | null }>(directory: UsersClient, items: T[]): Promise<T[]> {
  if (items.length === 0) return items;
  const members = await directory.eligibility(items.map((item) => item.memberId));
  return items.map((item) => ({ ...item, member: summaryOfMember(members.get(item.memberId)) }));
}

/** Who a member is, as staff see it beside an application or an appeal; null when the account is gone. */
export function summaryOfMember(member: MemberEligibility | undefined): ApplicantSummary | null {
  if (!member) return null;
  return { _id: member._id, username: member.username, name: member.name, memberKind: member.memberKind, memberType: member.memberType, email: member.email, phone: member.phone, locale: member.locale };
}

