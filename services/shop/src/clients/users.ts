// The users service as the shop asks it: whether a member may sell (an approved business
// registration, still valid, and good standing), a member's level (points and issued coupons), and
// the centre's levels by name. Failure behaviour: the users service unreachable,
// timing out or answering anything but 200 is a 503 DomainError (SERVICE_UNAVAILABLE) for the
// request, never a guess.
import { INTERNAL_ELIGIBILITY_PATH, INTERNAL_LEVELS_PATH, seoulToday, type LevelName, type InternalLevelsAnswer, type MemberEligibility, type MemberEligibilityAnswer } from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

/** The users service at `baseUrl` (the caller resolves it with serviceUrlFrom). */
export function usersClient(options: { baseUrl: string; internalToken: string }) {
  const users = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 3_000 });
  async function some(ids: readonly string[]): Promise<MemberEligibility[]> {
    const answer = await users.request<MemberEligibilityAnswer>('POST', INTERNAL_ELIGIBILITY_PATH, { body: { ids } });
    if (answer.status !== 200 || !answer.body) throw serviceUnavailable('users');
    return answer.body.members;
  }
  return {
    async one(id: string): Promise<MemberEligibility | null> {
      return (await some([id])).find((member) => member._id === id) ?? null;
    },
    /** Up to 200 members at once; unknown ids are absent. */
    some,
    async levels(): Promise<LevelName[]> {
      const answer = await users.request<InternalLevelsAnswer>('GET', INTERNAL_LEVELS_PATH);
      if (answer.status !== 200 || !answer.body) throw serviceUnavailable('users');
      return answer.body.levels;
    },
  };
}
export type UsersClient = ReturnType<typeof usersClient>;

/** A seller is a member in good standing whose business registration staff approved, still valid today (Seoul). */
export function maySell(member: MemberEligibility | null, now: Date): boolean {
  if (!member?.goodStanding) return false;
  const today = seoulToday(now);
  return member.files.some((file) => file.kind === 'BUSINESS_REGISTRATION' && file.reviewState === 'APPROVED' && (file.validUntil === null || file.validUntil >= today));
}
