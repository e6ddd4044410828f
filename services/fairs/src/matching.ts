// Matching at a fair: an approved buyer asks an approved exhibitor for a free slot of the grid;
// the exhibitor accepts or declines; staff may place meetings for both sides. Whether the slot is
// free is decided by the database's unique keys (repositories/meetings.ts), so two instances and
// any number of parallel requests give one meeting per exhibitor and slot, and per buyer and slot.
import type { MeetingRequest } from '@centre/contracts';
import { isUniqueViolation } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { fairStatusAt, slotInstants, slotOf } from './fair-grid.ts';
import { publishedFair } from './participating.ts';
import type { NewMeeting } from './repositories/meetings.ts';
import type { Buyer, Exhibitor } from './repositories/participants.ts';
import { refusal } from './refusals.ts';

interface MeetingSides {
  fairId: string;
  slot: string;
  exhibitorId: string;
  /** The asking buyer's member id, or the buyer staff chose. */
  buyer: { memberId: string } | { buyerId: string };
}

/** Checks the fair, the slot and both sides; refusals before anything is written. */
async function checkedSides(app: FastifyInstance, sides: MeetingSides): Promise<{ exhibitor: Exhibitor; buyer: Buyer; startsAt: string; endsAt: string }> {
  const askedByBuyer = 'memberId' in sides.buyer;
  // A buyer meets at published fairs only; staff may arrange meetings before publishing.
  const fair = askedByBuyer ? await publishedFair(app, sides.fairId) : await app.fairs.rules(sides.fairId);
  if (!fair) throw refusal('FAIR_NOT_FOUND');
  const now = app.clock.now();
  if (fairStatusAt(fair, now) === 'CLOSED') throw refusal('FAIR_CLOSED');
  const slot = slotOf(fair, sides.slot);
  if (!slot) throw refusal('SLOT_OUTSIDE_GRID');
  const instants = slotInstants(slot);
  if (Date.parse(instants.startsAt) <= now.getTime()) throw refusal('SLOT_PAST');
  const exhibitor = await app.fairParticipants.exhibitor(sides.fairId, sides.exhibitorId);
  if (exhibitor?.status !== 'APPROVED') throw refusal('EXHIBITOR_NOT_FOUND');
  const buyer = 'memberId' in sides.buyer ? await app.fairParticipants.buyerOfMember(sides.fairId, sides.buyer.memberId) : await app.fairParticipants.buyer(sides.fairId, sides.buyer.buyerId);
  const buyerMemberId = 'memberId' in sides.buyer ? sides.buyer.memberId : buyer?.memberId;
  if (exhibitor.memberId === buyerMemberId) throw refusal('SELF_MEETING');
  if (buyer?.status !== 'APPROVED') throw refusal('BUYER_NOT_APPROVED');
  return { exhibitor, buyer, ...instants };
}

async function hold(app: FastifyInstance, meeting: NewMeeting): Promise<string> {
  try {
    return await app.fairMeetings.insert(meeting, app.clock.now().toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('SLOT_TAKEN');
    throw error;
  }
}

/** The meeting as it stands after a change, for the messages about it. */
async function changed(app: FastifyInstance, id: string) {
  const meeting = await app.fairMeetings.find(id);
  if (!meeting) throw refusal('MEETING_NOT_FOUND');
  return meeting;
}

export async function requestMeeting(app: FastifyInstance, memberId: string, request: MeetingRequest): Promise<string> {
  const { exhibitor, buyer, startsAt, endsAt } = await checkedSides(app, { fairId: request.fair, slot: request.slot, exhibitorId: request.exhibitor, buyer: { memberId } });
  const id = await hold(app, { fairId: request.fair, exhibitorId: exhibitor.id, buyerId: buyer.id, slot: request.slot, startsAt, endsAt, context: request.context, status: 'REQUESTED', placedByStaff: false });
  app.meetingMessages.requested(await changed(app, id));
  return id;
}

export async function placeMeeting(app: FastifyInstance, placement: { fair: string; exhibitor: string; buyer: string; slot: string; context: string }): Promise<string> {
  const { exhibitor, buyer, startsAt, endsAt } = await checkedSides(app, { fairId: placement.fair, slot: placement.slot, exhibitorId: placement.exhibitor, buyer: { buyerId: placement.buyer } });
  const id = await hold(app, { fairId: placement.fair, exhibitorId: exhibitor.id, buyerId: buyer.id, slot: placement.slot, startsAt, endsAt, context: placement.context, status: 'ACCEPTED', placedByStaff: true });
  app.meetingMessages.placed(await changed(app, id));
  return id;
}

/**
 * Staff move a meeting that holds its slot to another free slot of the same exhibitor, in one
 * step: one conditional update of the slot and both holds, so the unique keys decide (SLOT_TAKEN
 * when the exhibitor or the buyer already holds the new slot) and nothing is freed before the
 * new slot is held. Both sides are told. A meeting that has begun stays where it is.
 */
export async function moveMeetingAsStaff(app: FastifyInstance, id: string, slotKey: string): Promise<void> {
  const meeting = await app.fairMeetings.find(id);
  if (!meeting) throw refusal('MEETING_NOT_FOUND');
  if (meeting.status !== 'REQUESTED' && meeting.status !== 'ACCEPTED') throw refusal('MEETING_NOT_PENDING');
  const fair = await app.fairs.rules(meeting.fair_id);
  if (!fair) throw refusal('FAIR_NOT_FOUND');
  const now = app.clock.now();
  if (fairStatusAt(fair, now) === 'CLOSED') throw refusal('FAIR_CLOSED');
  if (Date.parse(meeting.starts_at) <= now.getTime()) throw refusal('MEETING_BEGUN');
  const slot = slotOf(fair, slotKey);
  if (!slot) throw refusal('SLOT_OUTSIDE_GRID');
  const instants = slotInstants(slot);
  if (Date.parse(instants.startsAt) <= now.getTime()) throw refusal('SLOT_PAST');
  if (slotKey === meeting.slot) return;
  let moved: boolean;
  try {
    moved = await app.fairMeetings.move(meeting, { slot: slotKey, ...instants }, now.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('SLOT_TAKEN');
    throw error;
  }
  if (!moved) throw refusal('MEETING_NOT_PENDING');
  app.meetingMessages.moved(await changed(app, id), meeting.starts_at);
}

/** The meeting if this member is one of its sides; otherwise it does not exist for them. */
export async function ownMeeting(app: FastifyInstance, memberId: string, id: string) {
  const meeting = await app.fairMeetings.find(id);
  if (!meeting || (meeting.exhibitor_member_id !== memberId && meeting.buyer_member_id !== memberId)) throw refusal('MEETING_NOT_FOUND');
  return meeting;
}

export async function answerMeeting(app: FastifyInstance, memberId: string, id: string, accept: boolean): Promise<void> {
  const meeting = await ownMeeting(app, memberId, id);
  if (meeting.exhibitor_member_id !== memberId) throw refusal('NOT_YOUR_TO_ANSWER');
  if (!(await app.fairMeetings.answer(id, accept, app.clock.now().toISOString()))) throw refusal('MEETING_NOT_PENDING');
  app.meetingMessages.answered(await changed(app, id), accept);
}

export async function cancelOwnMeeting(app: FastifyInstance, memberId: string, id: string): Promise<void> {
  await ownMeeting(app, memberId, id);
  if (!(await app.fairMeetings.cancel(id, app.clock.now().toISOString()))) throw refusal('MEETING_NOT_PENDING');
}

export async function cancelMeetingAsStaff(app: FastifyInstance, id: string): Promise<void> {
  if (!(await app.fairMeetings.find(id))) throw refusal('MEETING_NOT_FOUND');
  if (!(await app.fairMeetings.cancel(id, app.clock.now().toISOString()))) throw refusal('MEETING_NOT_PENDING');
  app.meetingMessages.cancelled(await changed(app, id));
}
