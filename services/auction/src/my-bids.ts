// `/api/v1/me/bids`: the works a member bid on and where they stand — leading, outbid (while the
// lot is open), won or lost (once it closed). Only the member's own bids are read.
import type { Locale, MyBid, MyBidQuery } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { pageFrom, summaryOf } from '@centre/server-kit';
import { workContext } from './catalogue.ts';
import { inLocale, parseJson } from './localised-rows.ts';
import { lotView } from './lot-rules.ts';
import { syncPaymentsQuietly } from './payments.ts';

type App = Pick<FastifyInstance, 'authors' | 'programs' | 'works' | 'bids' | 'clock'> & Parameters<typeof syncPaymentsQuietly>[0];

export async function myBids(app: App, memberId: string, query: MyBidQuery, locale: Locale) {
  // A payment the shop took since the last tick shows at once.
  await syncPaymentsQuietly(app, memberId);
  const now = app.clock.now();
  const page = pageFrom(query);
  const { rows, total } = await app.bids.mine(memberId, page, query.standing);
  const works = (await Promise.all(rows.map((row) => app.works.row(row.work_id)))).filter((row) => row !== null);
  const { lots, programs } = await workContext(app, works);
  const bids: MyBid[] = rows.flatMap((mine) => {
    const work = works.find((row) => row.id === mine.work_id);
    const lot = lots.get(mine.work_id);
    const program = work ? programs.get(work.program_id) : undefined;
    if (!work || !lot || !program) return [];
    const standing = lot.state === 'OPEN' ? (lot.leader_member_id === memberId ? 'LEADING' : 'OUTBID') : lot.winner_member_id === memberId ? 'WON' : 'LOST';
    return [{
      work: { _id: work.id, title: inLocale(work, 'title', locale), images: parseJson<string[]>(work.images, []), programId: work.program_id },
      standing,
      myHighest: mine.my_highest,
      myMaximum: standing === 'LEADING' ? Math.max(mine.my_maximum, Number(lot.leader_max ?? 0)) : mine.my_maximum,
      lot: lotView(work, lot, program, now),
      paymentDueAt: standing === 'WON' ? lot.payment_due_at : null,
      paymentState: standing === 'WON' ? ((lot.payment_state ?? null) as MyBid['paymentState']) : null,
      orderId: standing === 'WON' ? (lot.payment_order_id ?? null) : null,
    }];
  });
  return { bids, summary: summaryOf(total, page), serverTime: now.toISOString() };
}
