// The content service as the applications service asks it: the equipment of each room, from its
// public list. Failure behaviour: the content service unreachable, timing out or answering
// anything but 200 is a 503 DomainError (SERVICE_UNAVAILABLE) for the request, never a guess.
import type { EquipmentList, Locale, Location, WorkType } from '@centre/contracts';
import { internalClient, serviceUnavailable } from '@centre/server-kit';
import { sharedLookups } from '../shared-lookups.ts';

export interface RoomEquipment {
  _id: string;
  title: string;
  quantity: number | null;
  thumb: string | null;
  requiredEducationId: string | null;
  /** Staff's cutting rate (ms per cm × ply); null when not set. */
  cutMsPerCmPly: number | null;
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
export function contentClient(options: { baseUrl: string; cacheMs?: number }) {
  const cacheMs = options.cacheMs ?? DEFAULT_EQUIPMENT_CACHE_MS;
  const content = internalClient({ service: 'content', baseUrl: options.baseUrl, timeoutMs: 3_000 });
  async function ofRoom(location: Location, work: WorkType, locale: Locale): Promise<RoomEquipment[]> {
    const answer = await content.request<EquipmentList>('GET', `/api/v1/equipment?location=${location}&code=${work}&limit=100`, { headers: { 'accept-language': locale } });
    if (answer.status !== 200 || !answer.body) throw serviceUnavailable('content');
    return answer.body.equipments
      .filter((item) => item.work === work && item.site === location)
      .map((item) => ({ _id: item._id, title: item.title, quantity: item.quantity ?? null, thumb: item.thumb, requiredEducationId: item.requiredEducationId ?? null, cutMsPerCmPly: item.cutMsPerCmPly ?? null }));
  }
  /** One piece of equipment of a site (any room), with its room; null when the site has none such. Always asks. */
  async function atSite(location: Location, id: string): Promise<(RoomEquipment & { work: WorkType }) | null> {
    const answer = await content.request<EquipmentList>('GET', `/api/v1/equipment?location=${location}&limit=100`, { headers: { 'accept-language': 'ko' } });
    if (answer.status !== 200 || !answer.body) throw serviceUnavailable('content');
    const item = answer.body.equipments.find((candidate) => candidate._id === id && candidate.site === location);
    if (!item || !item.work) return null;
    return { _id: item._id, title: item.title, quantity: item.quantity ?? null, thumb: item.thumb, requiredEducationId: item.requiredEducationId ?? null, cutMsPerCmPly: item.cutMsPerCmPly ?? null, work: item.work };
  }
  const forRules = sharedLookups(Math.max(0, cacheMs), 100, (key: string) => {
    const [location, work] = key.split(':') as [Location, WorkType];
    return ofRoom(location, work, 'ko');
  });
  return {
    ofRoom,
    atSite,
    forRules: (location: Location, work: WorkType): Promise<RoomEquipment[]> => forRules(`${location}:${work}`),
  };
}
export type ContentClient = ReturnType<typeof contentClient>;
