// Every refusal of the auction is a DomainError with its code, status and words in four languages
// (contracts' AUCTION_REFUSALS, which the pages read too).
import { AUCTION_REFUSALS, type AuctionRefusal } from '@centre/contracts';
import { DomainError } from '@centre/server-kit';

export function refusal(code: AuctionRefusal, details: Record<string, string> = {}): DomainError {
  const { status, ko, en, cn, jp } = AUCTION_REFUSALS[code];
  return new DomainError(status, code, en, { messages: { ko, en, cn, jp }, details });
}
