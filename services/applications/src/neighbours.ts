// The other processes the applications service asks: the users service (who a member is, their
// verified documents) and the content service (the equipment of each room). A neighbour that does
// not answer makes the request a 503, never a guess.
import {
  INTERNAL_ELIGIBILITY_PATH,
  type ApplicantSummary,
  type EquipmentList,
  type Locale,
  type Location,
  type MemberEligibility,
  type MemberEligibilityAnswer,
  type WorkType,
} from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';

/** At most this many ids per eligibility request (the users route's limit). */
const ELIGIBILITY_BATCH = 200;

export function memberDirectory(usersUrl: string, internalToken: string) {
  const users = internalClient({ service: 'users', baseUrl: usersUrl, internalToken, timeoutMs: 3_000 });
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
export type MemberDirectory = ReturnType<typeof memberDirectory>;

/**
 * Fills `member` of each item (an application or appeal in the console) from one users-service
 * request. A member whose account is gone stays null.
 */
export async function withApplicants<T extends { memberId: string; member: ApplicantSummary | null }>(directory: MemberDirectory, items: T[]): Promise<T[]> {
  if (items.length === 0) return items;
  const members = await directory.eligibility(items.map((item) => item.memberId));
  return items.map((item) => ({ ...item, member: summaryOfMember(members.get(item.memberId)) }));
}

/** Who a member is, as staff see it beside an application or an appeal; null when the account is gone. */
export function summaryOfMember(member: MemberEligibility | undefined): ApplicantSummary | null {
  if (!member) return null;
  return { _id: member._id, username: member.username, name: member.name, memberKind: member.memberKind, memberType: member.memberType, email: member.email, phone: member.phone, locale: member.locale };
}

export interface RoomEquipment {
  _id: string;
  title: string;
  quantity: number | null;
  thumb: string | null;
  requiredEducationId: string | null;
}

/** How long applying reuses a room's equipment list (EQUIPMENT_CACHE_SECONDS; 0: ask every time). */
export const DEFAULT_EQUIPMENT_CACHE_MS = 20_000;

/**
 * The equipment of a site's room, from the content service's public list (what makers see).
 * `ofRoom` always asks (the form's list). `forRules` is what applying checks against (ids and the
 * training each needs): in the opening rush thousands of applications ask for the same two or
 * three rooms, so the list is kept `cacheMs` and concurrent askers share one request. A staff edit
 * (new equipment, a new prerequisite) counts for applying within that time; the training a member
 * completed is never cached (read from this service's database).
 */
export function equipmentCatalogue(contentUrl: string, cacheMs = DEFAULT_EQUIPMENT_CACHE_MS) {
  const content = internalClient({ service: 'content', baseUrl: contentUrl, timeoutMs: 3_000 });
  async function ofRoom(location: Location, work: WorkType, locale: Locale): Promise<RoomEquipment[]> {
    const answer = await content.request<EquipmentList>('GET', `/api/v1/equipment?location=${location}&code=${work}&limit=100`, { headers: { 'accept-language': locale } });
    if (answer.status !== 200 || !answer.body) throw serviceUnavailable('content');
    return answer.body.equipments
      .filter((item) => item.work === work && item.site === location)
      .map((item) => ({ _id: item._id, title: item.title, quantity: item.quantity ?? null, thumb: item.thumb, requiredEducationId: item.requiredEducationId ?? null }));
  }
  const kept = new Map<string, { until: number; list: Promise<RoomEquipment[]> }>();
  return {
    ofRoom,
    async forRules(location: Location, work: WorkType): Promise<RoomEquipment[]> {
      if (cacheMs <= 0) return ofRoom(location, work, 'ko');
      const key = `${location}:${work}`;
      const now = performance.now();
      const hit = kept.get(key);
      if (hit && hit.until > now) return hit.list;
      const list = ofRoom(location, work, 'ko');
      kept.set(key, { until: now + cacheMs, list });
      // A failed answer is not kept: the next application asks again.
      list.catch(() => {
        if (kept.get(key)?.list === list) kept.delete(key);
      });
      return list;
    },
  };
}
export type EquipmentCatalogue = ReturnType<typeof equipmentCatalogue>;
