import {
  INTERNAL_ELIGIBILITY_PATH,
  MemberEligibilityAnswer,
  MemberEligibilityRequest,
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
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';

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
}

/**
 * What the applications service must know to take an application (good standing, kind, verified
 * documents and how long they hold) and to show staff who applied, for up to 200 members at once.
 * Unknown ids are left out. Reviewed documents only: a logo or photo decides nothing.
 */
export async function eligibilityOf(db: Knex, ids: readonly string[]): Promise<MemberEligibility[]> {
  const [users, files] = await Promise.all([
    db<EligibilityRow>('users').select('id', 'username', 'name', 'email', 'phone', 'member_type', 'member_kind', 'locale', 'scopes', 'status').whereIn('id', ids),
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
    // The centre gives no membership levels yet; the field is there for when it does.
    levelId: null,
    locale: user.locale,
    email: user.email,
    phone: user.phone,
    files: files.filter((file) => file.user_id === user.id).map((file) => ({ kind: file.kind, reviewState: file.review_state, validUntil: file.valid_until })),
  }));
}

/** Only the applications service asks (its own token). */
export const internalEligibilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    INTERNAL_ELIGIBILITY_PATH,
    { config: { internalCallers: ['applications'] }, schema: { body: MemberEligibilityRequest, response: { 200: MemberEligibilityAnswer } } },
    async (request) => ({ members: await eligibilityOf(app.db, request.body.ids) }),
  );
};
