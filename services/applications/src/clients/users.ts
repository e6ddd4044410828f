// The users service as the applications service asks it: who a member is and whether they may
// apply, in batches. Failure behaviour: the users service unreachable, timing out or answering
// anything but 200 is a 503 DomainError (SERVICE_UNAVAILABLE) for the request, never a guess.
import {
  INTERNAL_ELIGIBILITY_PATH,
  INTERNAL_LEVELS_PATH,
  type ApplicantSummary,
  type InternalLevel,
  type InternalLevelsAnswer,
  type MemberEligibility,
  type MemberEligibilityAnswer,
} from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

/** At most this many ids per eligibility request (the users route's limit). */
const ELIGIBILITY_BATCH = 200;
/** How long a single member's lookup waits for others to share its request. */
const GATHER_MS = 5;

/** The users service at `baseUrl` (the caller resolves it with serviceUrlFrom). */
export function usersClient(options: { baseUrl: string; internalToken: string }) {
  const users = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 3_000 });
  const client = {
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

    /** The centre's levels with their grants. */
    async levels(): Promise<InternalLevel[]> {
      const answer = await users.request<InternalLevelsAnswer>('GET', INTERNAL_LEVELS_PATH);
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('users');
      return answer.body.levels;
    },

    /**
     * One member. Asked together with the other single lookups of the next few milliseconds, in one
     * request: in an opening rush every arrival over its quota asks for its member's level at once,
     * and a request each kept the users service busier than the arrivals themselves.
     */
    one(id: string): Promise<MemberEligibility | null> {
      return new Promise((resolve, reject) => {
        if (!gathering) {
          gathering = new Map();
          setTimeout(askGathered, GATHER_MS);
        }
        const waiting = gathering.get(id) ?? [];
        waiting.push({ resolve, reject });
        gathering.set(id, waiting);
      });
    },
  };
  type Waiting = { resolve: (member: MemberEligibility | null) => void; reject: (error: unknown) => void };
  let gathering: Map<string, Waiting[]> | null = null;
  function askGathered(): void {
    const asked = gathering!;
    gathering = null;
    client.eligibility([...asked.keys()]).then(
      (found) => asked.forEach((waiting, id) => waiting.forEach(({ resolve }) => resolve(found.get(id) ?? null))),
      (error: unknown) => asked.forEach((waiting) => waiting.forEach(({ reject }) => reject(error))),
    );
  }
  return client;
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

