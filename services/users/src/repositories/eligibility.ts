import {
  REVIEWED_MEMBER_FILE_KINDS,
  type ApprovalStatus,
  type Locale,
  type MemberEligibility,
  type MemberKind,
  type MemberStatus,
  type MemberType,
  type MemberFileKind,
} from '@centre/contracts';
import type { Knex } from '@centre/server-kit';

interface EligibilityRow {
  id: string;
  username: string;
  name: string;
  email: string;
  phone: string;
  member_type: MemberType;
  member_kind: MemberKind;
  locale: Locale;
  scopes: string;
  status: MemberStatus;
  level_id: string | null;
  extra_quota: number | null;
  lottery_priority: number | boolean | null;
}

/**
 * What the applications service must know to take an application (good standing, kind, verified
 * documents and how long they hold) and to show staff who applied, for up to 200 members at once.
 * Unknown ids are left out. Reviewed documents only: a logo or photo decides nothing.
 */
export async function eligibilityOf(db: Knex, ids: readonly string[]): Promise<MemberEligibility[]> {
  const [users, files] = await Promise.all([
    // The level's grants come with the member (one query): a level edited by staff counts at once.
    db('users as u')
      .leftJoin('member_levels as l', 'l.id', 'u.level_id')
      .select('u.id', 'u.username', 'u.name', 'u.email', 'u.phone', 'u.member_type', 'u.member_kind', 'u.locale', 'u.scopes', 'u.status', 'u.level_id', 'l.extra_quota', 'l.lottery_priority')
      .whereIn('u.id', ids) as Promise<EligibilityRow[]>,
    db('member_files')
      .select('user_id', 'kind', 'review_state', 'valid_until')
      .whereIn('user_id', ids)
      .whereIn('kind', REVIEWED_MEMBER_FILE_KINDS as MemberFileKind[]) as Promise<
      Array<{ user_id: string; kind: MemberFileKind; review_state: ApprovalStatus | null; valid_until: string | null }>
    >,
  ]);
  return users.map((user) => ({
    _id: user.id,
    username: user.username,
    name: user.name,
    status: user.status,
    goodStanding: user.status === 'ACTIVE' && user.scopes.split(',').includes('member'),
    memberType: user.member_type,
    memberKind: user.member_kind,
    // The member level (console /users/levels); its grants are read by the applications rules.
    levelId: user.level_id ?? null,
    grants: { extraQuotaPerWindow: Number(user.extra_quota ?? 0), lotteryPriority: Boolean(Number(user.lottery_priority ?? 0)) },
    locale: user.locale,
    email: user.email,
    phone: user.phone,
    files: files.filter((file) => file.user_id === user.id).map((file) => ({ kind: file.kind, reviewState: file.review_state, validUntil: file.valid_until })),
  }));
}
