// When staff change a fair's grid (days, hours, slot length, breaks), the meetings booked on it
// follow (issue 23: "meeting changes with notices to both sides"). For each meeting that holds
// its slot and has not begun, in time order:
// - its slot is still on the grid: it stays (its end follows a new slot length), nobody is told;
// - its slot is gone: it moves to the first slot of the same day, at or after its old start, where
//   both its exhibitor and its buyer are free; else to the latest such slot before, not begun;
//   both sides are told the old and the new time (MEETING_MOVED);
// - no such slot that day: it is cancelled and both sides are told (MEETING_CANCELLED).
// Meetings that have begun are records and stay as they are. Each move is the same conditional
// update as staff's move, so a booking made at the same moment is never overwritten: the next
// free slot is tried.
import { isUniqueViolation } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { slotInstants, slotsOf } from './fair-grid.ts';
import type { FairRules } from './repositories/fairs.ts';

export interface GridChangeResult {
  moved: number;
  cancelled: number;
}

export async function rearrangeMeetings(app: FastifyInstance, fair: FairRules): Promise<GridChangeResult> {
  const now = app.clock.now();
  const at = now.toISOString();
  const slots = slotsOf(fair).map((slot) => ({ ...slot, ...slotInstants(slot) }));
  const bySlot = new Map(slots.map((slot) => [slot.slot, slot]));
  const meetings = await app.fairMeetings.holdingAtFair(fair.id);
  const held = new Set(meetings.flatMap((meeting) => [`E${meeting.exhibitor_id}/${meeting.slot}`, `B${meeting.buyer_id}/${meeting.slot}`]));
  const result: GridChangeResult = { moved: 0, cancelled: 0 };

  for (const meeting of meetings) {
    if (Date.parse(meeting.starts_at) <= now.getTime()) continue;
    const kept = bySlot.get(meeting.slot);
    if (kept) {
      if (kept.endsAt !== meeting.ends_at) await app.fairMeetings.retime(meeting.id, kept.endsAt, at);
      continue;
    }
    const day = meeting.slot.slice(0, 10);
    const free = (slot: (typeof slots)[number]) => !held.has(`E${meeting.exhibitor_id}/${slot.slot}`) && !held.has(`B${meeting.buyer_id}/${slot.slot}`);
    const sameDay = slots.filter((slot) => slot.day === day && Date.parse(slot.startsAt) > now.getTime());
    const candidates = [...sameDay.filter((slot) => slot.startsAt >= meeting.starts_at), ...sameDay.filter((slot) => slot.startsAt < meeting.starts_at).reverse()].filter(free);
    let movedTo: (typeof slots)[number] | null = null;
    for (const slot of candidates) {
      try {
        if (await app.fairMeetings.move(meeting, { slot: slot.slot, startsAt: slot.startsAt, endsAt: slot.endsAt }, at)) movedTo = slot;
        break;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Booked a moment ago by someone else: the next candidate.
      }
    }
    held.delete(`E${meeting.exhibitor_id}/${meeting.slot}`);
    held.delete(`B${meeting.buyer_id}/${meeting.slot}`);
    if (movedTo) {
      held.add(`E${meeting.exhibitor_id}/${movedTo.slot}`);
      held.add(`B${meeting.buyer_id}/${movedTo.slot}`);
      const row = await app.fairMeetings.find(meeting.id);
      if (row) app.meetingMessages.moved(row, meeting.starts_at);
      result.moved++;
    } else if (await app.fairMeetings.cancel(meeting.id, at)) {
      const row = await app.fairMeetings.find(meeting.id);
      if (row) app.meetingMessages.cancelled(row);
      result.cancelled++;
    }
  }
  return result;
}
