// Meetings between a fair's buyers and exhibitors. No double booking is decided here, by the
// database: a meeting that holds its slot (REQUESTED or ACCEPTED) carries exhibitor_hold and
// buyer_hold, each under a unique key; releasing a meeting sets both to NULL in the same statement.
import type { Locale, Meeting, MeetingStatus } from '@centre/contracts';
import { isUniqueViolation, newId, pageOfRows, toBoolean, type Knex, type Page, type PageOfItems } from '@centre/server-kit';

/** A meeting row with what every view of it needs (both sides' names and contacts, the fair's link). */
export type MeetingRow = {
  id: string;
  fair_id: string;
  exhibitor_id: string;
  buyer_id: string;
  slot: string;
  starts_at: string;
  ends_at: string;
  status: MeetingStatus;
  context: string;
  placed_by_staff: unknown;
  created_at: string;
  exhibitor_member_id: string;
  table_no: number | null;
  trade_name: string;
  maker_contact: string;
  buyer_member_id: string;
  company: string;
  country: string;
  time_zone: string;
  contact_email: string;
  contact_phone: string | null;
  buyer_language: Locale;
  venue: string;
  meeting_link: string | null;
};

export interface NewMeeting {
  fairId: string;
  exhibitorId: string;
  buyerId: string;
  slot: string;
  startsAt: string;
  endsAt: string;
  context: string;
  status: 'REQUESTED' | 'ACCEPTED';
  placedByStaff: boolean;
}

const HOLDING: MeetingStatus[] = ['REQUESTED', 'ACCEPTED'];

/** Who reads a meeting: one of its sides (contacts of the other side once accepted) or staff. */
export type MeetingReader = { memberId: string } | 'STAFF';

export function meetingView(row: MeetingRow, reader: MeetingReader): Meeting {
  const role = reader === 'STAFF' ? undefined : reader.memberId === row.exhibitor_member_id ? ('EXHIBITOR' as const) : ('BUYER' as const);
  const accepted = row.status === 'ACCEPTED';
  let contact: Meeting['contact'] = null;
  if (accepted && role === 'BUYER') {
    const maker = JSON.parse(row.maker_contact) as { channel: string; email?: string; phone?: string };
    contact = { channel: maker.channel, email: maker.email ?? null, phone: maker.phone ?? null };
  } else if (accepted && role === 'EXHIBITOR') {
    contact = { channel: 'EMAIL', email: row.contact_email, phone: row.contact_phone };
  }
  return {
    _id: row.id,
    fair: row.fair_id,
    slot: row.slot,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    context: row.context,
    ...(role ? { role } : {}),
    exhibitor: { _id: row.exhibitor_id, tradeName: row.trade_name, table: row.table_no === null ? null : Number(row.table_no) },
    buyer: { _id: row.buyer_id, company: row.company, country: row.country, timeZone: row.time_zone },
    contact,
    meetingLink: accepted && row.venue === 'ONLINE' ? row.meeting_link : null,
    placedByStaff: toBoolean(row.placed_by_staff),
    createdAt: row.created_at,
  };
}

export function createMeetingsRepository(db: Knex) {
  const joined = () =>
    db('meetings as m')
      .join('fair_exhibitors as e', 'e.id', 'm.exhibitor_id')
      .join('introductions as i', 'i.id', 'e.introduction_id')
      .join('fair_buyers as b', 'b.id', 'm.buyer_id')
      .join('fairs as f', 'f.id', 'm.fair_id')
      .select(
        'm.*',
        'e.member_id as exhibitor_member_id',
        'e.table_no',
        'i.trade_name',
        'i.contact as maker_contact',
        'b.member_id as buyer_member_id',
        'b.company',
        'b.country',
        'b.time_zone',
        'b.contact_email',
        'b.contact_phone',
        'b.language as buyer_language',
        'f.venue',
        'f.meeting_link',
      );

  return {
    /** Writes the meeting holding its slot; throws a unique violation when the exhibitor or the buyer already holds it. */
    async insert(meeting: NewMeeting, at: string): Promise<string> {
      const id = newId();
      await db('meetings').insert({
        id,
        fair_id: meeting.fairId,
        exhibitor_id: meeting.exhibitorId,
        buyer_id: meeting.buyerId,
        slot: meeting.slot,
        starts_at: meeting.startsAt,
        ends_at: meeting.endsAt,
        status: meeting.status,
        context: meeting.context,
        placed_by_staff: meeting.placedByStaff,
        exhibitor_hold: `${meeting.exhibitorId}/${meeting.slot}`,
        buyer_hold: `${meeting.buyerId}/${meeting.slot}`,
        created_at: at,
        updated_at: at,
      });
      return id;
    },

    async find(id: string): Promise<MeetingRow | null> {
      return ((await joined().where({ 'm.id': id }).first()) as MeetingRow | undefined) ?? null;
    },

    /** REQUESTED → ACCEPTED or DECLINED, only while still requested (the condition is in the statement). */
    async answer(id: string, accept: boolean, at: string): Promise<boolean> {
      const change = accept ? { status: 'ACCEPTED', updated_at: at } : { status: 'DECLINED', exhibitor_hold: null, buyer_hold: null, updated_at: at };
      return (await db('meetings').where({ id, status: 'REQUESTED' }).update(change)) > 0;
    },

    /** Cancels a meeting that still holds its slot, freeing the slot. */
    async cancel(id: string, at: string): Promise<boolean> {
      return (await db('meetings').where({ id }).whereIn('status', HOLDING).update({ status: 'CANCELLED', exhibitor_hold: null, buyer_hold: null, updated_at: at })) > 0;
    },

    /**
     * Moves a meeting that still holds its slot to another slot, holds and all, in one statement:
     * throws a unique violation when the exhibitor or the buyer already holds the new slot.
     */
    async move(meeting: Pick<MeetingRow, 'id' | 'exhibitor_id' | 'buyer_id' | 'slot'>, to: { slot: string; startsAt: string; endsAt: string }, at: string): Promise<boolean> {
      return (
        (await db('meetings')
          .where({ id: meeting.id, slot: meeting.slot })
          .whereIn('status', HOLDING)
          .update({ slot: to.slot, starts_at: to.startsAt, ends_at: to.endsAt, exhibitor_hold: `${meeting.exhibitor_id}/${to.slot}`, buyer_hold: `${meeting.buyer_id}/${to.slot}`, updated_at: at })) > 0 &&
        // The reminders sent for the old time are due again for the new one.
        ((await db('meeting_reminders').where({ meeting_id: meeting.id }).delete()), true)
      );
    },

    /** Meetings where this member is the exhibitor or the buyer. */
    async listOfMember(memberId: string, filter: { fair?: string | undefined; status?: MeetingStatus | undefined }, page: Page): Promise<PageOfItems<MeetingRow>> {
      const rows = joined().where((side) => side.where('e.member_id', memberId).orWhere('b.member_id', memberId));
      if (filter.fair) rows.where('m.fair_id', filter.fair);
      if (filter.status) rows.where('m.status', filter.status);
      const found = await pageOfRows<MeetingRow>(rows, page, [{ column: 'm.starts_at', order: 'asc' }, { column: 'm.id', order: 'asc' }]);
      return { items: found.rows, total: found.total };
    },

    async listForConsole(filter: { fair?: string | undefined; status?: MeetingStatus | undefined }, page: Page): Promise<PageOfItems<MeetingRow>> {
      const rows = joined();
      if (filter.fair) rows.where('m.fair_id', filter.fair);
      if (filter.status) rows.where('m.status', filter.status);
      const found = await pageOfRows<MeetingRow>(rows, page, [{ column: 'm.starts_at', order: 'asc' }, { column: 'm.id', order: 'asc' }]);
      return { items: found.rows, total: found.total };
    },

    /** This member's meetings at one fair that hold their slot (their schedule). */
    async heldAtFair(fairId: string, memberId: string): Promise<MeetingRow[]> {
      return (await joined()
        .where('m.fair_id', fairId)
        .whereIn('m.status', HOLDING)
        .where((side) => side.where('e.member_id', memberId).orWhere('b.member_id', memberId))
        .orderBy('m.starts_at')) as MeetingRow[];
    },

    /** A fair's meetings that hold their slot, in time order (a grid change rearranges them). */
    async holdingAtFair(fairId: string): Promise<MeetingRow[]> {
      return (await joined().where('m.fair_id', fairId).whereIn('m.status', HOLDING).orderBy([{ column: 'm.starts_at', order: 'asc' }, { column: 'm.id', order: 'asc' }])) as MeetingRow[];
    },

    /** A new end for a meeting whose slot stays (the grid's slot length changed). */
    async retime(id: string, endsAt: string, at: string): Promise<void> {
      await db('meetings').where({ id }).update({ ends_at: endsAt, updated_at: at });
    },

    /** Who holds which slot at a fair (meetings requested or accepted). */
    async holdsAtFair(fairId: string): Promise<Array<{ exhibitorId: string; buyerId: string; slot: string }>> {
      const rows = (await db('meetings').where({ fair_id: fairId }).whereIn('status', HOLDING).select('exhibitor_id', 'buyer_id', 'slot')) as Array<{ exhibitor_id: string; buyer_id: string; slot: string }>;
      return rows.map((row) => ({ exhibitorId: row.exhibitor_id, buyerId: row.buyer_id, slot: row.slot }));
    },

    /** Accepted meetings starting within (from, until], for the reminders. */
    async acceptedStartingBetween(from: string, until: string, limit: number): Promise<MeetingRow[]> {
      return (await joined().where('m.status', 'ACCEPTED').where('m.starts_at', '>', from).where('m.starts_at', '<=', until).orderBy('m.starts_at').limit(limit)) as MeetingRow[];
    },

    /** Claims one reminder (meeting, kind, member) for this instance; false when another already did. */
    async claimReminder(meetingId: string, kind: string, memberId: string, at: string): Promise<boolean> {
      try {
        await db('meeting_reminders').insert({ meeting_id: meetingId, kind, member_id: memberId, created_at: at });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Gives a claim back (the outbox did not take the message), so a later tick tries again. */
    async releaseReminder(meetingId: string, kind: string, memberId: string): Promise<void> {
      await db('meeting_reminders').where({ meeting_id: meetingId, kind, member_id: memberId }).delete();
    },
  };
}

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
