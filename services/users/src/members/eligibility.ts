// What the applications service must know to take an application (good standing, kind, verified
// documents and how long they hold, the level's grants) and to show staff who applied. Reviewed
// documents only: a logo or photo decides nothing.
import type { FastifyInstance } from 'fastify';
import type { MemberEligibility } from '@centre/contracts';

/** The eligibility of each known member among `ids`. */
export async function eligibilityOf(app: FastifyInstance, ids: readonly string[]): Promise<MemberEligibility[]> {
  return (await app.eligibility.factsOf(ids)).map(({ member, files }) => ({
    _id: member.id,
    username: member.username,
    name: member.name,
    status: member.status,
    // Only an active account with the member scope may apply (staff accounts are not members).
    goodStanding: member.status === 'ACTIVE' && member.scopes.split(',').includes('member'),
    memberType: member.member_type,
    memberKind: member.member_kind,
    levelId: member.level_id ?? null,
    grants: { extraQuotaPerWindow: Number(member.extra_quota ?? 0), lotteryPriority: Boolean(Number(member.lottery_priority ?? 0)) },
    locale: member.locale,
    email: member.email,
    phone: member.phone,
    files,
  }));
}
