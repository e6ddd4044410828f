// The users service as the content service asks it: which of these members have withdrawn (or are
// gone)? The withdrawal erasure (../withdrawn-erasure.ts) asks a page of members per clock tick.
import { INTERNAL_ELIGIBILITY_PATH, type MemberEligibilityAnswer } from '@centre/contracts';
import { internalClient } from '@centre/server-kit';

export interface WithdrawnMembers {
  /** Of `ids`, those who have withdrawn or no longer exist; null when the users service does not answer. */
  goneOf(ids: readonly string[]): Promise<string[] | null>;
}

export function withdrawnMembers(options: { baseUrl: string; internalToken: string }): WithdrawnMembers {
  const users = internalClient({ service: 'users', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 3_000 });
  return {
    async goneOf(ids) {
      const answer = await users.request<MemberEligibilityAnswer>('POST', INTERNAL_ELIGIBILITY_PATH, { body: { ids } }).catch(() => null);
      if (!answer || answer.status !== 200 || !answer.body) return null;
      const known = new Map(answer.body.members.map((member) => [member._id, member.status]));
      return ids.filter((id) => !known.has(id) || known.get(id) === 'WITHDRAWN');
    },
  };
}
