// Results of a program for staff: each work's outcome (hammer price, reserve not met, unsold),
// the winner in full, the payment deadline and state; and the same as CSV for the office.
import type { AuctionResult } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { inLocale } from './localised-rows.ts';
import { reserveMet } from './lot-rules.ts';

type App = Pick<FastifyInstance, 'db' | 'authors' | 'programs' | 'works'>;

export async function programResults(app: App, programId: string): Promise<AuctionResult[]> {
  const works = (await app.db('auction_works').where({ program_id: programId }).orderBy(['hall_id', 'hall_order', 'created_at'])) as Array<Record<string, unknown> & { id: string; author_id: string; reserve_price: number | null }>;
  const lots = await app.works.lotsOf(works.map((work) => work.id));
  const authors = await app.authors.rows(works.map((work) => work.author_id));
  const winners = new Map<string, { username: string; name: string }>();
  for (const lot of lots.values()) {
    if (!lot.winner_member_id) continue;
    const row = (await app.db('auction_bids').where({ work_id: lot.work_id, member_id: lot.winner_member_id }).orderBy('sequence', 'desc').first('username', 'name')) as { username: string; name: string } | undefined;
    if (row) winners.set(lot.work_id, row);
  }
  return works.flatMap((work) => {
    const lot = lots.get(work.id);
    if (!lot) return [];
    const author = authors.get(work.author_id);
    const winner = winners.get(work.id) ?? null;
    const reserve = work.reserve_price === null ? null : Number(work.reserve_price);
    const price = lot.current_price === null ? null : Number(lot.current_price);
    return [{
      workId: work.id,
      title: inLocale(work, 'title', 'ko'),
      author: author ? inLocale(author, 'name', 'ko') : '',
      state: lot.state as AuctionResult['state'],
      hammerPrice: lot.hammer_price === null ? null : Number(lot.hammer_price),
      reservePrice: reserve,
      reserveMet: reserveMet(price, reserve),
      bidCount: Number(lot.bid_count),
      winnerId: lot.winner_member_id,
      winnerUsername: winner?.username ?? null,
      winnerName: winner?.name ?? null,
      closedAt: lot.closed_at,
      paymentDueAt: lot.payment_due_at,
      paymentState: (lot.payment_state as AuctionResult['paymentState']) ?? null,
      orderId: lot.payment_order_id ?? null,
    }];
  });
}

const COLUMNS: ReadonlyArray<{ key: keyof AuctionResult; header: string }> = [
  { key: 'title', header: '작품 (work)' },
  { key: 'author', header: '작가 (author)' },
  { key: 'state', header: '결과 (result)' },
  { key: 'hammerPrice', header: '낙찰가 (hammer price)' },
  { key: 'reservePrice', header: '최저 낙찰가 (reserve)' },
  { key: 'reserveMet', header: '최저가 충족 (reserve met)' },
  { key: 'bidCount', header: '입찰 수 (bids)' },
  { key: 'winnerName', header: '낙찰자 (winner)' },
  { key: 'winnerUsername', header: '아이디 (username)' },
  { key: 'closedAt', header: '마감 (closed at)' },
  { key: 'paymentDueAt', header: '결제 기한 (payment due)' },
  { key: 'paymentState', header: '결제 (payment)' },
  { key: 'workId', header: '작품 번호 (work id)' },
];

/** A cell that starts like a formula is read as text by spreadsheets (CSV injection); quotes doubled. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark, so Excel opens the Korean text as it is. */
export function resultsCsv(results: readonly AuctionResult[]): string {
  const lines = [COLUMNS.map(({ header }) => cell(header)).join(','), ...results.map((result) => COLUMNS.map(({ key }) => cell(result[key])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
