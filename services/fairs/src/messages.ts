// Messages about meetings through the admin service's outbox, to a member by id: a buyer's request
// (to the exhibitor), the exhibitor's answer (to the buyer), staff placing, moving or cancelling a
// meeting (to both), and the reminders (scheduler.ts). Each side reads them in their language: the
// buyer in the language they registered with (their time zone's time beside Seoul's), the maker
// in their account's language (the outbox knows it); the fair's title goes in all four languages
// and the outbox writes the recipient's (`title`, `titleEn`, `titleCn`, `titleJp`). Sent after the
// answer: a meeting never waits on the outbox; a refusal is logged as an error naming the meeting.
import { MESSAGE_TEMPLATE_PARAMS, seoulDateTime, type InternalMessageRequest, type Locale, type MessageTemplate } from '@centre/contracts';
import type { Outbox } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { FairsRepository } from './repositories/fairs.ts';
import type { MeetingRow } from './repositories/meetings.ts';
import { wallClockIn } from './schedules.ts';

type MeetingTemplate = Extract<MessageTemplate, `MEETING_${string}`>;
export type MeetingSide = 'EXHIBITOR' | 'BUYER';

const TITLE_PARAMS: Record<Exclude<Locale, 'ko'>, string> = { en: 'titleEn', cn: 'titleCn', jp: 'titleJp' };

/** The fair's title as the parameters of a message: the Korean, and every other language given. */
export function titleParams(title: Record<Locale, string> | undefined): Record<string, string> {
  const params: Record<string, string> = { title: title?.ko ?? '' };
  for (const [locale, name] of Object.entries(TITLE_PARAMS) as Array<[Exclude<Locale, 'ko'>, string]>) if (title?.[locale]) params[name] = title[locale];
  return params;
}

/** A meeting's time for one side: Seoul time; for a buyer in another zone, their own beside it. */
export function meetingTimeFor(side: MeetingSide, row: Pick<MeetingRow, 'time_zone'>, startsAt: string): string {
  const seoul = `${seoulDateTime(startsAt)} (Asia/Seoul)`;
  return side === 'EXHIBITOR' || row.time_zone === 'Asia/Seoul' ? seoul : `${seoul} / ${wallClockIn(startsAt, row.time_zone)} (${row.time_zone})`;
}

/** Where the meeting takes place: the online link, else the exhibitor's table. */
export const meetingPlace = (row: Pick<MeetingRow, 'venue' | 'meeting_link' | 'table_no'>) =>
  row.venue === 'ONLINE' ? (row.meeting_link ?? '-') : row.table_no === null ? '-' : String(row.table_no);

/** One message of a meeting to one side, with the parameters every meeting message shares. */
export function meetingMessage(template: MeetingTemplate, side: MeetingSide, row: MeetingRow, title: Record<Locale, string> | undefined, extra: Record<string, string> = {}): InternalMessageRequest {
  const memberId = side === 'EXHIBITOR' ? row.exhibitor_member_id : row.buyer_member_id;
  const all: Record<string, string> = {
    ...titleParams(title),
    date: meetingTimeFor(side, row, row.starts_at),
    with: side === 'EXHIBITOR' ? `${row.company} (${row.country})` : row.trade_name,
    place: meetingPlace(row),
    context: row.context,
    ...extra,
  };
  const allowed = new Set<string>(MESSAGE_TEMPLATE_PARAMS[template].map((name) => name.replace('?', '')));
  const params = Object.fromEntries(Object.entries(all).filter(([name, value]) => allowed.has(name) && value !== ''));
  return { channel: 'EMAIL', template, memberId, purpose: 'TRANSACTIONAL', ...(side === 'BUYER' ? { locale: row.buyer_language } : {}), params };
}

export function meetingMessages(deps: { outbox: Outbox; fairs: FairsRepository; log: FastifyBaseLogger }) {
  const pending = new Set<Promise<unknown>>();

  async function send(template: MeetingTemplate, sides: MeetingSide[], row: MeetingRow, extra: (side: MeetingSide) => Record<string, string> = () => ({})): Promise<void> {
    const title = (await deps.fairs.rules(row.fair_id))?.title;
    for (const side of sides) {
      try {
        await deps.outbox.send(meetingMessage(template, side, row, title, extra(side)));
      } catch (error) {
        deps.log.error({ err: error, template, meeting: row.id, side }, 'meeting message not sent: the outbox did not take it');
      }
    }
  }

  function later(sending: Promise<void>): void {
    const tracked = sending.catch((error: unknown) => deps.log.error({ err: error }, 'meeting message not sent')).finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    /** A buyer asked for a meeting: the exhibitor is told, with the buyer's line of context. */
    requested(row: MeetingRow): void {
      later(send('MEETING_REQUESTED', ['EXHIBITOR'], row));
    },
    /** The exhibitor answered: the buyer is told. */
    answered(row: MeetingRow, accepted: boolean): void {
      later(send(accepted ? 'MEETING_ACCEPTED' : 'MEETING_DECLINED', ['BUYER'], row));
    },
    /** Staff placed a meeting for both sides. */
    placed(row: MeetingRow): void {
      later(send('MEETING_PLACED', ['EXHIBITOR', 'BUYER'], row));
    },
    /** Staff moved a meeting (`before`: its former start); both sides are told the new time and place. */
    moved(row: MeetingRow, before: string): void {
      later(send('MEETING_MOVED', ['EXHIBITOR', 'BUYER'], row, (side) => ({ before: meetingTimeFor(side, row, before) })));
    },
    /** Staff cancelled a meeting that held its slot: both sides are told. */
    cancelled(row: MeetingRow): void {
      later(send('MEETING_CANCELLED', ['EXHIBITOR', 'BUYER'], row));
    },
    /** Waits for messages under way (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type MeetingMessages = ReturnType<typeof meetingMessages>;
