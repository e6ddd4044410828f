// Typed calls of the public auction pages: programs, halls, works (polled with ETag), bids and the
// member's registration. Every answer names the server's time; callers keep it to count down.
import {
  AUCTION_PATHS,
  AUCTION_REFUSALS,
  type AuctionRefusal,
  type Bid,
  type BidPlaced,
  type BidRequest,
  type Locale,
  type Lot,
  type MyBid,
  type ProgramStatus,
  type PublicHall,
  type PublicProgram,
  type PublicWork,
  type Registration,
} from '@centre/contracts';
import { api, errorMessage, errorResponseOf, statusOf } from '@centre/platform';

/** The server's clock header, on every answer of the auction (304s too). */
export const SERVER_TIME_HEADER = 'x-server-time';

export async function fetchPrograms(status: ProgramStatus, offset: number, limit: number, signal?: AbortSignal) {
  const { data } = await api.get<{ programs: PublicProgram[]; summary: { total: number }; serverTime: string }>(AUCTION_PATHS.programs, { params: { status, offset, limit }, signal });
  return data;
}

export async function fetchProgram(id: string, signal?: AbortSignal) {
  return (await api.get<{ program: PublicProgram; serverTime: string }>(`${AUCTION_PATHS.programs}/${id}`, { signal })).data;
}

export async function fetchHall(id: string, signal?: AbortSignal) {
  return (await api.get<{ hall: PublicHall; program: PublicProgram; works: PublicWork[]; serverTime: string }>(`${AUCTION_PATHS.halls}/${id}`, { signal })).data;
}

/** The work, or `null` when it has not changed since `etag` (304); the server's time either way. */
export async function pollWork(id: string, etag: string | null, signal?: AbortSignal): Promise<{ work: PublicWork | null; etag: string | null; serverTime: string }> {
  const response = await api.get<{ work: PublicWork; serverTime: string } | ''>(`${AUCTION_PATHS.works}/${id}`, {
    signal,
    headers: etag ? { 'If-None-Match': etag } : {},
    validateStatus: (status) => status === 200 || status === 304,
  });
  const serverTime = String(response.headers[SERVER_TIME_HEADER] ?? new Date().toISOString());
  if (response.status === 304 || !response.data) return { work: null, etag, serverTime };
  return { work: response.data.work, etag: (response.headers.etag as string | undefined) ?? null, serverTime: response.data.serverTime };
}

export const BID_HISTORY_SIZE = 50;

export async function fetchBids(workId: string, signal?: AbortSignal) {
  return (await api.get<{ bids: Bid[]; summary: { total: number }; lot: Lot; serverTime: string }>(AUCTION_PATHS.bids(workId), { params: { limit: BID_HISTORY_SIZE }, signal })).data;
}

/** The member's registration for a program, or null when they have not registered. */
export async function fetchRegistration(programId: string, signal?: AbortSignal): Promise<Registration | null> {
  return (await api.get<{ registration: Registration | null }>(AUCTION_PATHS.registration(programId), { signal })).data.registration;
}

export async function registerForProgram(programId: string): Promise<Registration> {
  return (await api.put<{ registration: Registration }>(AUCTION_PATHS.registration(programId), { acceptTerms: true })).data.registration;
}

export async function placeBid(workId: string, request: BidRequest): Promise<BidPlaced> {
  return (await api.post<BidPlaced>(AUCTION_PATHS.bids(workId), request)).data;
}

export async function raiseMaximum(workId: string, bidId: string, maximum: number): Promise<BidPlaced> {
  return (await api.put<BidPlaced>(`${AUCTION_PATHS.bids(workId)}/${bidId}`, { maximum })).data;
}

export async function retractBid(workId: string, bidId: string): Promise<void> {
  await api.delete(`${AUCTION_PATHS.bids(workId)}/${bidId}`);
}

/** My standing on the works I lead: where my secret maximum is read back after a reload. */
export async function fetchMyLeadingBids(signal?: AbortSignal): Promise<MyBid[]> {
  return (await api.get<{ bids: MyBid[] }>(AUCTION_PATHS.myBids, { params: { standing: 'LEADING', limit: 100 }, signal })).data.bids;
}

/** A refusal in the reader's language (contracts hold the words of every code), else the server's message. */
export function refusalText(error: unknown, locale: Locale): { code: string | null; text: string; nextAmount: number | null } {
  const body = errorResponseOf(error) as (ReturnType<typeof errorResponseOf> & { code?: string; nextAmount?: string }) | null;
  const code = body?.code ?? null;
  const known = code && code in AUCTION_REFUSALS ? AUCTION_REFUSALS[code as AuctionRefusal] : null;
  const nextAmount = body?.nextAmount ? Number(body.nextAmount) : null;
  return { code, text: known ? known[locale] : statusOf(error) === undefined ? errorMessage(error) : (body?.message ?? errorMessage(error)), nextAmount };
}
