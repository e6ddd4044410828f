// Practice sessions on the centre's machines: who may take a seat and until when, a session's
// equipment checked at its site (content service), and completion recorded as the equipment's
// training (training_completions, the prerequisite applying checks), so a maker who practised on
// the CAM cutter may then book it.
import { PRACTICE_REFUSALS, PRACTICE_SITE_WORDS, addDays, seoulDate, type Locale, type PracticeSessionInput } from '@centre/contracts';
import { pickLocalised } from '@centre/server-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { refusalFrom } from './booking/refusals.ts';
import { hasBegun } from './cancelling.ts';
import type { MemberMessages, SupportTemplate } from './member-messages.ts';
import type { PracticesRepository, PracticeSessionRow, SeatOfSession } from './repositories/practices.ts';

const refuse = (code: keyof typeof PRACTICE_REFUSALS) => refusalFrom(PRACTICE_REFUSALS, code);

/** Whether the session has begun (Seoul) at `at`. */
export function practiceBegun(session: Pick<PracticeSessionRow, 'use_date' | 'start_time'>, at: Date): boolean {
  return hasBegun(session, at);
}

/** What is wrong with staff's input, in staff's words (null: sound); the equipment is checked at its site. */
export async function practiceInputProblem(app: FastifyInstance, input: PracticeSessionInput): Promise<string | null> {
  if (input.startTime >= input.endTime) return 'A session must start before it ends.';
  if (!(await app.roomEquipment.atSite(input.site, input.equipmentId))) throw refuse('EQUIPMENT_UNKNOWN');
  return null;
}

/** What every message about a seat names: the session's title in the member's language, when and where. */
export function sessionParams(session: PracticeSessionRow) {
  return (locale: Locale) => ({
    title: pickLocalised(session, 'title', locale),
    date: `${session.use_date} ${session.start_time}–${session.end_time}`,
    place: PRACTICE_SITE_WORDS[session.site][locale],
  });
}

/** Tells each seat's member (in their language) about their session. */
export async function tellSeats(messages: MemberMessages, template: SupportTemplate, seats: readonly SeatOfSession[], extra: (locale: Locale) => Record<string, string> = () => ({})): Promise<number> {
  let told = 0;
  for (const seat of seats) told += await messages.tell(template, [seat.memberId], (locale) => ({ ...sessionParams(seat.session)(locale), ...extra(locale) }));
  return told;
}

/** The member takes a seat (or, full and asked for, a place on the waitlist): in good standing, not suspended, the session open and not begun; the database decides the seat. */
export async function applyForPractice(app: FastifyInstance, memberId: string, sessionId: string, waitlist = false): Promise<string> {
  const at = app.clock.now();
  const member = await app.memberDirectory.one(memberId);
  if (!member || !member.goodStanding) throw refuse('NOT_IN_GOOD_STANDING');
  if (await app.strikes.suspensionOf(memberId, at)) throw refuse('SUSPENDED');
  return app.practices.takeSeat(memberId, sessionId, at.toISOString(), (session) => {
    if (session.status !== 'OPEN') throw refuse('PRACTICE_NOT_OPEN');
    if (practiceBegun(session, at)) throw refuse('PRACTICE_STARTED');
  }, waitlist);
}

/** The member gives their seat up before the session begins; null when it is not theirs. */
export async function cancelOwnPractice(app: FastifyInstance, memberId: string, seatId: string) {
  const at = app.clock.now();
  const outcome = await app.practices.cancelOwn(memberId, seatId, at.toISOString(), (session) => {
    if (practiceBegun(session, at)) throw refuse('NOT_CANCELLABLE');
  });
  // The seat given back went to the first on the waitlist: they are told.
  if (outcome) await tellSeats(app.memberMessages, 'PRACTICE_PROMOTED', outcome.promoted);
  return outcome;
}

/** Staff confirm (the member is told) or refuse a seat (a seat given back moves the waitlist up, and those moved are told). */
export async function decideSeat(app: FastifyInstance, seatId: string, decision: 'CONFIRM' | 'REFUSE', staffId: string) {
  const outcome = await app.practices.decide(seatId, decision, staffId, app.clock.now().toISOString());
  if (!outcome) return null;
  if (decision === 'CONFIRM') await tellSeats(app.memberMessages, 'PRACTICE_CONFIRMED', [{ seatId, memberId: outcome.seat.memberId, session: outcome.session }]);
  await tellSeats(app.memberMessages, 'PRACTICE_PROMOTED', outcome.promoted);
  return outcome.seat;
}

/** Staff's edit; more seats move the waitlist up, and those moved are told. */
export async function updatePractice(app: FastifyInstance, id: string, input: PracticeSessionInput) {
  const outcome = await app.practices.update(id, input, app.clock.now().toISOString());
  if (typeof outcome === 'string') return outcome;
  await tellSeats(app.memberMessages, 'PRACTICE_PROMOTED', outcome);
  return 'OK' as const;
}

/** The centre cancels a whole session: every seat (asked, confirmed, waitlisted) is cancelled and its member told, with staff's reason. */
export async function cancelPractice(app: FastifyInstance, id: string, reason: string | undefined): Promise<number | null> {
  const seats = await app.practices.cancelSession(id, app.clock.now().toISOString());
  if (!seats) return null;
  return tellSeats(app.memberMessages, 'PRACTICE_CANCELLED', seats, (): Record<string, string> => (reason?.trim() ? { reason: reason.trim() } : {}));
}

/**
 * The reminder the day before a confirmed seat (Seoul), by the service clock: the claim first
 * (conditional UPDATE, so however many instances tick, one sends), given back when the outbox
 * does not take the message, for a later tick.
 */
export async function sendPracticeReminders(parts: { practices: PracticesRepository; messages: MemberMessages; now: () => Date; log: FastifyBaseLogger }): Promise<number> {
  const at = parts.now();
  let sent = 0;
  for (const seat of await parts.practices.dueReminders(addDays(seoulDate(at), 1), 200)) {
    if (!(await parts.practices.claimReminder(seat.seatId, at.toISOString()))) continue; // another instance has it
    if ((await tellSeats(parts.messages, 'PRACTICE_REMINDER', [seat])) === 1) sent++;
    else await parts.practices.releaseReminder(seat.seatId);
  }
  return sent;
}

/**
 * Staff mark who completed: those seats become COMPLETED, and each maker is recorded as having
 * completed the course the equipment requires (the same record staff enter for an education
 * course). Recording again answers the existing record, so a repeated completion is harmless.
 */
export async function completePractice(app: FastifyInstance, sessionId: string, seatIds: readonly string[], staffId: string): Promise<{ completed: string[]; trainingEducationId: string | null } | null> {
  const session = await app.practices.row(sessionId);
  if (!session) return null;
  if (session.status === 'CANCELLED') throw refuse('NOT_DECIDABLE');
  const equipment = await app.roomEquipment.atSite(session.site, session.equipment_id);
  const educationId = equipment?.requiredEducationId ?? null;
  const at = app.clock.now().toISOString();
  const { seatIds: completed, memberIds } = await app.practices.complete(sessionId, seatIds, educationId, at);
  if (educationId) {
    for (const memberId of memberIds) await app.trainings.record({ memberId, educationId, completedOn: session.use_date <= seoulDate(app.clock.now()) ? session.use_date : seoulDate(app.clock.now()) }, staffId, at);
  }
  return { completed, trainingEducationId: educationId };
}
