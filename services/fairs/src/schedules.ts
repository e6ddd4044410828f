// A member's meetings at one fair as a day grid: every slot of the fair in Seoul time, the same
// start in the buyer's own time zone beside it, and the meeting (requested or accepted) held
// there. The iCal export carries the accepted meetings only.
import { SEOUL_TIME_ZONE, seoulDateTime, type Locale, type MySchedule } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { ICalCalendar } from 'ical-generator';
import { slotInstants, slotsOf } from './fair-grid.ts';
import { publishedFair } from './participating.ts';
import { meetingView } from './repositories/meetings.ts';

/** "YYYY-MM-DD HH:MM" of an instant in a time zone (the runtime's zone database). */
export function wallClockIn(instant: string, timeZone: string): string {
  if (timeZone === SEOUL_TIME_ZONE) return seoulDateTime(instant);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export async function scheduleOf(app: FastifyInstance, memberId: string, fairId: string, locale: Locale): Promise<MySchedule> {
  const fair = await publishedFair(app, fairId);
  const now = app.clock.now();
  const [view, buyer, meetings] = await Promise.all([app.fairs.viewsOf([fairId], locale, now), app.fairParticipants.buyerOfMember(fairId, memberId), app.fairMeetings.heldAtFair(fairId, memberId)]);
  const timeZone = buyer?.timeZone ?? SEOUL_TIME_ZONE;
  const bySlot = new Map(meetings.map((row) => [row.slot, meetingView(row, { memberId })]));
  const days: MySchedule['days'] = [];
  for (const slot of slotsOf(fair)) {
    let day = days.at(-1);
    if (day?.day !== slot.day) days.push((day = { day: slot.day, slots: [] }));
    day.slots.push({ slot: slot.slot, start: slot.start, end: slot.end, localStart: wallClockIn(slotInstants(slot).startsAt, timeZone), meeting: bySlot.get(slot.slot) ?? null });
  }
  return { fair: view.get(fairId)!, timeZone, days };
}

/** The member's accepted meetings at the fair as an iCal file (UTC instants; calendars show them in the reader's zone). */
export async function scheduleCalendar(app: FastifyInstance, memberId: string, fairId: string, locale: Locale, host: string): Promise<string> {
  const schedule = await scheduleOf(app, memberId, fairId, locale);
  const calendar = new ICalCalendar({ name: schedule.fair.title, prodId: { company: 'centre', product: 'fairs', language: locale.toUpperCase() } });
  for (const cell of schedule.days.flatMap((day) => day.slots)) {
    const meeting = cell.meeting;
    if (meeting?.status !== 'ACCEPTED') continue;
    const other = meeting.role === 'BUYER' ? meeting.exhibitor.tradeName : meeting.buyer.company;
    calendar.createEvent({
      id: `${meeting._id}@${host}`,
      start: new Date(meeting.startsAt),
      end: new Date(meeting.endsAt),
      summary: `${schedule.fair.title}: ${other}`,
      location: meeting.meetingLink ?? (meeting.exhibitor.table === null ? schedule.fair.venue : `${schedule.fair.venue} #${meeting.exhibitor.table}`),
      description: meeting.context || null,
    });
  }
  return calendar.toString();
}
