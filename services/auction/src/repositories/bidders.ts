// Members registered to bid in a program (they accepted the auction terms): all SQL of auction_bidders.
import type { BidderStatus, ConsoleBidder, Locale, Registration } from '@centre/contracts';
import { isUniqueViolation, newId, pageOfRows, type Knex, type Page } from '@centre/server-kit';

export interface BidderRow {
  id: string;
  program_id: string;
  member_id: string;
  username: string;
  name: string;
  locale: Locale;
  status: BidderStatus;
  accepted_terms_at: string;
  decided_at: string | null;
}

export const registrationOf = (row: BidderRow): Registration => ({ _id: row.id, programId: row.program_id, status: row.status, acceptedTermsAt: row.accepted_terms_at });
export const consoleBidderOf = (row: BidderRow): ConsoleBidder => ({
  _id: row.id,
  programId: row.program_id,
  memberId: row.member_id,
  username: row.username,
  name: row.name,
  status: row.status,
  acceptedTermsAt: row.accepted_terms_at,
  decidedAt: row.decided_at,
});

export function createBiddersRepository(db: Knex) {
  return {
    async find(programId: string, memberId: string, trx: Knex = db): Promise<BidderRow | null> {
      return ((await trx('auction_bidders').where({ program_id: programId, member_id: memberId }).first()) as BidderRow | undefined) ?? null;
    },
    /** Registers the member once; a second registration (or two at once) answers the first. */
    async register(entry: { programId: string; memberId: string; username: string; name: string; locale: Locale; status: BidderStatus }, at: string): Promise<BidderRow> {
      try {
        await db('auction_bidders').insert({ id: newId(), program_id: entry.programId, member_id: entry.memberId, username: entry.username, name: entry.name, locale: entry.locale, status: entry.status, accepted_terms_at: at });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      return (await this.find(entry.programId, entry.memberId))!;
    },
    async list(programId: string, page: Page, status: BidderStatus | undefined): Promise<{ items: ConsoleBidder[]; total: number }> {
      let query = db('auction_bidders').select('*').where({ program_id: programId });
      if (status) query = query.where({ status });
      const { rows, total } = await pageOfRows<BidderRow>(query, page, [{ column: 'accepted_terms_at', order: 'desc' }]);
      return { items: rows.map(consoleBidderOf), total };
    },
    async decide(programId: string, id: string, status: BidderStatus, by: string, at: string): Promise<ConsoleBidder | null> {
      const changed = await db('auction_bidders').where({ id, program_id: programId }).update({ status, decided_at: at, decided_by: by });
      if (changed === 0) return null;
      return consoleBidderOf((await db('auction_bidders').where({ id }).first()) as BidderRow);
    },
    /** The language each member registered in, for their messages. */
    async localesOf(programId: string, memberIds: readonly string[]): Promise<Map<string, Locale>> {
      if (memberIds.length === 0) return new Map();
      const rows = (await db('auction_bidders').where({ program_id: programId }).whereIn('member_id', [...memberIds]).select('member_id', 'locale')) as Array<{ member_id: string; locale: Locale }>;
      return new Map(rows.map((row) => [row.member_id, row.locale]));
    },
  };
}
export type BiddersRepository = ReturnType<typeof createBiddersRepository>;
