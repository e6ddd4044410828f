// Each member's private calendar feed: one token per member (rotating replaces it), stored only
// as its SHA-256, so the database never holds a working address.
import type { Locale } from '@centre/contracts';
import { newId, pickLocalised, type Knex } from '@centre/server-kit';
import { calendarTokenHash, newCalendarToken, type CalendarBooking } from '../calendar-feed.ts';

/** Site and room, as a calendar's location line names them (fixed words: the feed has no reader locale to trust). */
const ROOM_NAMES: Record<string, Record<Locale, string>> = {
  'DAPSIMNI:CUTTINGROOM': { ko: '답십리 공동재단실', en: 'Dapsimni shared cutting room', cn: '踏十里共享裁剪室', jp: '踏十里共同裁断室' },
  'DAPSIMNI:STUDIO': { ko: '답십리 공동작업장', en: 'Dapsimni shared studio', cn: '踏十里共享工作室', jp: '踏十里共同作業場' },
  'YONGSIN:CUTTINGROOM': { ko: '용신 공동재단실', en: 'Yongsin shared cutting room', cn: '龙新共享裁剪室', jp: '龍新共同裁断室' },
  'YONGSIN:STUDIO': { ko: '용신 공용장비실', en: 'Yongsin shared equipment rooms', cn: '龙新公用设备室', jp: '龍新共用設備室' },
};

export function createCalendarFeedsRepository(db: Knex) {
  return {
    /** A new token for the member (the old one stops working); the token itself is answered once. */
    async rotate(memberId: string, at: string): Promise<{ token: string; createdAt: string }> {
      const token = newCalendarToken();
      await db.transaction(async (trx) => {
        await trx('ical_tokens').where({ member_id: memberId }).delete();
        await trx('ical_tokens').insert({ id: newId(), member_id: memberId, token_hash: calendarTokenHash(token), created_at: at });
      });
      return { token, createdAt: at };
    },

    async status(memberId: string): Promise<{ active: boolean; createdAt: string | null }> {
      const row = (await db('ical_tokens').where({ member_id: memberId }).first()) as { created_at: string } | undefined;
      return { active: Boolean(row), createdAt: row?.created_at ?? null };
    },

    async revoke(memberId: string): Promise<boolean> {
      return (await db('ical_tokens').where({ member_id: memberId }).delete()) > 0;
    },

    /** The member whose feed this token opens; null for an unknown or revoked token. */
    async memberOf(token: string): Promise<string | null> {
      const row = (await db('ical_tokens').where({ token_hash: calendarTokenHash(token) }).first()) as { member_id: string } | undefined;
      return row?.member_id ?? null;
    },

    /** The member's APPROVED bookings from `since` on (Seoul days), soonest first. */
    async approvedBookings(memberId: string, since: string, locale: Locale): Promise<CalendarBooking[]> {
      const rows = (await db('applications as a')
        .join('application_windows as w', 'w.id', 'a.window_id')
        .select(['a.id', 'a.use_date', 'a.start_time', 'a.end_time', 'a.work', 'a.location', 'a.item', 'a.updated_at', 'w.title_ko', 'w.title_en', 'w.title_cn', 'w.title_jp'])
        .where({ 'a.member_id': memberId, 'a.status': 'APPROVED' })
        .andWhere('a.use_date', '>=', since)
        .orderBy([{ column: 'a.use_date' }, { column: 'a.start_time' }])
        .limit(500)) as Array<Record<string, string>>;
      return rows.map((row) => ({
        applicationId: row.id!,
        date: row.use_date!,
        startTime: row.start_time!,
        endTime: row.end_time!,
        summary: ROOM_NAMES[`${row.location}:${row.work}`]?.[locale] ?? `${row.location} ${row.work}`,
        location: pickLocalised(row, 'title', locale),
        description: row.item || undefined,
        updatedAt: row.updated_at!,
      }));
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
