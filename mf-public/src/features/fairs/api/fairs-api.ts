import {
  FAIR_PATHS,
  type FairDetail,
  type FairList,
  type FairProductList,
  type FairSeller,
  type FairSellerList,
  type FairStatus,
  type MakerItem,
  type Meeting,
  type MeetingRequest,
  type MyFairEntry,
  type MyFairList,
  type MySchedule,
} from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchFairs(query: { status?: FairStatus; limit: number; offset: number }, signal?: AbortSignal): Promise<FairList> {
  return (await api.get<FairList>(FAIR_PATHS.fairs, { params: query, signal })).data;
}

export async function fetchFair(id: string, signal?: AbortSignal): Promise<FairDetail> {
  return (await api.get<{ fair: FairDetail }>(FAIR_PATHS.fair(id), { signal })).data.fair;
}

export async function fetchSellers(fair: string, query: { limit: number; offset: number }, signal?: AbortSignal): Promise<FairSellerList> {
  return (await api.get<FairSellerList>(FAIR_PATHS.sellers(fair), { params: query, signal })).data;
}

/** One approved exhibitor of a fair: the public list has no single-exhibitor address, so its pages are read until found. */
export async function fetchSeller(fair: string, exhibitor: string, signal?: AbortSignal): Promise<FairSeller | null> {
  const limit = 100;
  for (let offset = 0; ; offset += limit) {
    const page = await fetchSellers(fair, { limit, offset }, signal);
    const found = page.sellers.find((seller) => seller._id === exhibitor);
    if (found) return found;
    if (offset + limit >= page.summary.total) return null;
  }
}

export async function fetchProducts(
  fair: string,
  query: { exhibitor?: string; item?: MakerItem; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<FairProductList> {
  return (await api.get<FairProductList>(FAIR_PATHS.products(fair), { params: query, signal })).data;
}

/** The signed-in member's part in this fair (exhibitor or buyer), if any: decides what the page offers. */
export async function fetchMyBuyerEntry(fair: string, signal?: AbortSignal): Promise<MyFairEntry | null> {
  const { data } = await api.get<MyFairList>(FAIR_PATHS.myFairs, { params: { limit: 100 }, signal });
  return data.fairs.find((entry) => entry.fair._id === fair && entry.role === 'BUYER') ?? null;
}

/** The slots this buyer already holds in the fair (their own requests and meetings), so they are not offered twice. */
export async function fetchMyHeldSlots(fair: string, signal?: AbortSignal): Promise<Set<string>> {
  const { data } = await api.get<MySchedule>(FAIR_PATHS.schedule(fair), { signal });
  return new Set(data.days.flatMap((day) => day.slots.filter((cell) => cell.meeting && (cell.meeting.status === 'REQUESTED' || cell.meeting.status === 'ACCEPTED')).map((cell) => cell.slot)));
}

export async function requestMeeting(request: MeetingRequest): Promise<Meeting> {
  return (await api.post<{ matching: Meeting }>(FAIR_PATHS.matchings, request)).data.matching;
}
