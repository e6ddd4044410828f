// Messages to bidders through the admin service's outbox: outbid and won. The outbox writes the
// template in the member's own language (sent by member id); the work's title goes in the language
// the member registered as a bidder in. Sent after the answer (a bid never waits on the outbox):
// a failure is logged as an error naming the template, work and member.
import { seoulDateTime, type Locale } from '@centre/contracts';
import { outboxClient, type Outbox } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { inLocale } from './localised-rows.ts';
import type { BiddersRepository } from './repositories/bidders.ts';
import type { LotRow, WorkRow } from './repositories/works.ts';

/** The outbox at the admin service; without an admin URL (hand-built test options) nothing is sent. */
export function auctionOutbox(adminUrl: string | undefined, internalToken: string): Outbox {
  return adminUrl ? outboxClient({ adminUrl, internalToken }) : { send: async () => {} };
}

const won = (amount: number) => `${amount.toLocaleString('en-US')}`;

export function auctionMessages(deps: { outbox: Outbox; bidders: BiddersRepository; log: FastifyBaseLogger }) {
  const pending = new Set<Promise<unknown>>();

  async function send(template: 'AUCTION_OUTBID' | 'AUCTION_WON' | 'AUCTION_OFFERED' | 'AUCTION_WIN_LAPSED', work: WorkRow, programId: string, memberId: string, params: (locale: Locale) => Record<string, string>): Promise<void> {
    try {
      const locale = (await deps.bidders.localesOf(programId, [memberId])).get(memberId) ?? 'ko';
      await deps.outbox.send({ channel: 'EMAIL', template, memberId, purpose: 'TRANSACTIONAL', params: { title: inLocale(work, 'title', locale), ...params(locale) } });
    } catch (error) {
      deps.log.error({ err: error, template, workId: work.id, memberId }, 'auction message not sent: the outbox did not take it');
    }
  }

  function later(sending: Promise<void>): void {
    const tracked = sending.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    /** The member who led was outbid (price: the price now, in won). */
    outbid(work: WorkRow, programId: string, memberId: string, price: number): void {
      later(send('AUCTION_OUTBID', work, programId, memberId, () => ({ price: won(price) })));
    },
    /** The member won the lot; they pay through the shop by the deadline. */
    won(work: WorkRow, programId: string, memberId: string, lot: Pick<LotRow, 'hammer_price' | 'payment_due_at'>): void {
      later(send('AUCTION_WON', work, programId, memberId, () => ({ price: won(Number(lot.hammer_price ?? 0)), deadline: lot.payment_due_at ? `${seoulDateTime(lot.payment_due_at)} (KST)` : '' })));
    },
    /** The winner did not pay by the deadline: the work went to the next bidder (or lapsed). */
    lapsed(work: WorkRow, programId: string, memberId: string): void {
      later(send('AUCTION_WIN_LAPSED', work, programId, memberId, () => ({})));
    },
    /** The next bidder is offered the work at their highest bid; they pay through the shop by the new deadline. */
    offered(work: WorkRow, programId: string, memberId: string, lot: Pick<LotRow, 'hammer_price' | 'payment_due_at'>): void {
      later(send('AUCTION_OFFERED', work, programId, memberId, () => ({ price: won(Number(lot.hammer_price ?? 0)), deadline: lot.payment_due_at ? `${seoulDateTime(lot.payment_due_at)} (KST)` : '' })));
    },
    /** Waits for messages under way (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type AuctionMessages = ReturnType<typeof auctionMessages>;
