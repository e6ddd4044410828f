// Practice sessions on the centre's machines: who may take a seat and until when, a session's
// equipment checked at its site (content service), and completion recorded as the equipment's
// training (training_completions, the prerequisite applying checks), so a maker who practised on
// the CAM cutter may then book it.
import { PRACTICE_REFUSALS, seoulDate, type PracticeSessionInput } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { refusalFrom } from './booking/refusals.ts';
import { hasBegun } from './cancelling.ts';
import type { PracticeSessionRow } from './repositories/practices.ts';

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

/** The member takes a seat: in good standing, not suspended, the session open and not begun; the database decides the seat. */
export async function applyForPractice(app: FastifyInstance, memberId: string, sessionId: string): Promise<string> {
  const at = app.clock.now();
  const member = await app.memberDirectory.one(memberId);
  if (!member || !member.goodStanding) throw refuse('NOT_IN_GOOD_STANDING');
  if (await app.strikes.suspensionOf(memberId, at)) throw refuse('SUSPENDED');
  return app.practices.takeSeat(memberId, sessionId, at.toISOString(), (session) => {
    if (session.status !== 'OPEN') throw refuse('PRACTICE_NOT_OPEN');
    if (practiceBegun(session, at)) throw refuse('PRACTICE_STARTED');
  });
}

/** The member gives their seat up before the session begins; null when it is not theirs. */
export async function cancelOwnPractice(app: FastifyInstance, memberId: string, seatId: string) {
  const at = app.clock.now();
  return app.practices.cancelOwn(memberId, seatId, at.toISOString(), (session) => {
    if (practiceBegun(session, at)) throw refuse('NOT_CANCELLABLE');
  });
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
