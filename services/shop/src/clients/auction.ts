// The auction as the shop asks it: a member's win (work, hammer price, deadline) and attaching the
// order that pays for it. The auction's refusals (not won, paid, overdue, taken) come back as the
// same DomainError in the member's language; the auction unreachable or answering otherwise is a
// 503 (SERVICE_UNAVAILABLE), never a guess.
import { AUCTION_REFUSALS, internalAuctionWinOrderPath, internalAuctionWinPath, type AuctionRefusal, type AuctionWin } from '@centre/contracts';
import { DomainError, internalClient, serviceUnavailable } from '@centre/server-kit';

export function auctionRefusal(code: AuctionRefusal): DomainError {
  const { status, ko, en, cn, jp } = AUCTION_REFUSALS[code];
  return new DomainError(status, code, en, { messages: { ko, en, cn, jp } });
}

function relayed(answer: { status: number; body: unknown }): DomainError {
  const code = (answer.body as { code?: string } | null)?.code;
  if ((answer.status === 404 || answer.status === 409) && code && code in AUCTION_REFUSALS) return auctionRefusal(code as AuctionRefusal);
  return serviceUnavailable('auction');
}

export function auctionClient(options: { baseUrl: string; internalToken: string }) {
  const auction = internalClient({ service: 'auction', baseUrl: options.baseUrl, internalToken: options.internalToken, timeoutMs: 3_000 });
  return {
    /** The member's win of the work, or the auction's refusal. */
    async win(workId: string, memberId: string): Promise<AuctionWin> {
      const answer = await auction.request<{ win: AuctionWin }>('GET', `${internalAuctionWinPath(workId)}?memberId=${encodeURIComponent(memberId)}`);
      if (answer.status !== 200 || !answer.body) throw relayed(answer);
      return answer.body.win;
    },
    /** This order pays for the win, taking over from `replaces` (a cancelled order) or none. */
    async attach(workId: string, memberId: string, orderId: string, replaces: string | null): Promise<AuctionWin> {
      const answer = await auction.request<{ win: AuctionWin }>('PUT', internalAuctionWinOrderPath(workId), { body: { memberId, orderId, replaces } });
      if (answer.status !== 200 || !answer.body) throw relayed(answer);
      return answer.body.win;
    },
  };
}
export type AuctionClient = ReturnType<typeof auctionClient>;
