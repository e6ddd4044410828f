import {
  REVIEWED_MEMBER_FILE_KINDS,
  type ApprovalStatus,
  type Locale,
  type MemberKind,
  type MemberStatus,
  type MemberType,
  type MemberFileKind,
} from '@centre/contracts';
import type { Knex } from '@centre/server-kit';

export interface EligibilityRow {
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

export interface EligibilityFacts {
  member: EligibilityRow;
  files: Array<{ kind: MemberFileKind; reviewState: ApprovalStatus | null; validUntil: string | null }>;
}

/**
 * The rows behind a member's eligibility (account, level grants, reviewed documents) for up to 200
 * members at once; unknown ids are left out. What they decide is members/eligibility.ts's.
 */
export function createEligibilityRepository(db: Knex) {
  return {
    async factsOf(ids: readonly string[]): Promise<EligibilityFacts[]> {
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
      return users.map((member) => ({
        member,
        files: files.filter((file) => file.user_id === member.id).map((file) => ({ kind: file.kind, reviewState: file.review_state, validUntil: file.valid_until })),
      }));
    },
  };
}

export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
