// Free advice for small makers: who may ask (good standing, not suspended, the yearly limit and
// the company size staff set), until when a session may be booked or given up, and the advice
// clock: reminders the day before through the outbox, and erasing the personal text of members who
// withdrew. The database decides every session and every use of the yearly limit
// (repositories/advice.ts, booking/places.ts).
import { ADVICE_PLACE_WORDS, ADVICE_REFUSALS, ADVICE_SPECIALITY_WORDS, seoulDate, type ConsultationRequest, type Locale } from '@centre/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { refusalFrom } from './booking/refusals.ts';
import { hasBegun } from './cancelling.ts';
import type { UsersClient } from './clients/users.ts';
import type { MemberMessages } from './member-messages.ts';
import type { AdviceRepository, AdviceSessionRow, ConsultationView } from './repositories/advice.ts';
import type { ConsultationAttachmentsRepository } from './repositories/consultation-attachments.ts';
import type { FileStore } from '@centre/server-kit';
import { addDays } from '@centre/contracts';

const refuse = (code: keyof typeof ADVICE_REFUSALS) => refusalFrom(ADVICE_REFUSALS, code);

/** A session may be booked (or moved to) until it begins (Seoul). */
export function judgeSession(at: Date): (session: AdviceSessionRow) => void {
  return (session) => {
    if (hasBegun(session, at)) throw refuse('SESSION_PASSED');
  };
}

/** What a message about a consultation names, in the member's language: the advisor and speciality, when, and how (site, phone, video). */
export function consultationParams(row: ConsultationView) {
  return (locale: Locale) => ({
    title: `${row.advisor_name ?? ''} (${ADVICE_SPECIALITY_WORDS[row.speciality][locale]})`,
    date: row.use_date ? `${row.use_date} ${row.start_time}–${row.end_time}` : '',
    place: row.mode ? ADVICE_PLACE_WORDS[row.mode === 'VISIT' && row.site ? row.site : row.mode][locale] : '',
  });
}

/** Staff confirmed a consultation: the member is told when and how, in their language (best effort). */
export async function tellConfirmed(app: FastifyInstance, id: string): Promise<number> {
  const row = await app.advice.viewOf(id);
  if (!row || row.status !== 'CONFIRMED') return 0;
  return app.memberMessages.tell('CONSULTATION_CONFIRMED', [row.member_id], consultationParams(row));
}

/** The member asks for a consultation; answers its id. */
export async function requestConsultation(app: FastifyInstance, memberId: string, input: ConsultationRequest): Promise<string> {
  const at = app.clock.now();
  const member = await app.memberDirectory.one(memberId);
  if (!member || !member.goodStanding) throw refuse('NOT_IN_GOOD_STANDING');
  if (await app.strikes.suspensionOf(memberId, at)) throw refuse('SUSPENDED');
  const settings = await app.advice.settings();
  if (settings.employeesBelow !== null) {
    if (input.employees === undefined) throw refuse('EMPLOYEES_NOT_DECLARED');
    if (input.employees >= settings.employeesBelow) throw refuse('TOO_MANY_EMPLOYEES');
  }
  return app.advice.request(memberId, input, { year: seoulDate(at).slice(0, 4), yearlyLimit: settings.yearlyLimit, judge: judgeSession(at) }, at.toISOString());
}

/** The member gives their consultation up before its session begins; null when it is not theirs. */
export async function cancelOwnConsultation(app: FastifyInstance, memberId: string, id: string) {
  const at = app.clock.now();
  return app.advice.cancel(id, { memberId }, at.toISOString(), (row) => {
    if (row.use_date && row.start_time && hasBegun({ use_date: row.use_date, start_time: row.start_time }, at)) throw refuse('NOT_CANCELLABLE');
  });
}

/** Members asked about per tick. */
const ERASE_BATCH = 200;

export interface AdviceClockParts {
  advice: AdviceRepository;
  members: UsersClient;
  messages: MemberMessages;
  /** Members' attachments to consultations and their private store: erased with the text. */
  attachments: ConsultationAttachmentsRepository;
  attachmentFiles: FileStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What happens to advice as time passes; every piece of work happens once however many instances tick. */
export function adviceClock(parts: AdviceClockParts) {
  const { advice, members, messages, attachments, attachmentFiles, now, log } = parts;
  let cursor = '';

  return {
    /** Confirmed consultations of tomorrow (Seoul): the claim first (conditional UPDATE), then the message in the member's language. */
    async sendReminders(): Promise<number> {
      const at = now();
      const due = await advice.dueReminders(addDays(seoulDate(at), 1), 200);
      if (due.length === 0) return 0;
      const who = await members.eligibility(due.map((row) => row.member_id));
      let sent = 0;
      for (const row of due) {
        const member = who.get(row.member_id);
        if (!member || !member.goodStanding) continue;
        if (!(await advice.claimReminder(row.id, at.toISOString()))) continue; // another instance has it
        if (await messages.toMember('CONSULTATION_REMINDER', member, consultationParams(row))) {
          sent++;
        } else {
          // Not taken by the outbox: give the claim back so a later tick tries again.
          await advice.releaseReminder(row.id);
          log.warn({ consultationId: row.id }, 'consultation reminder not sent; a later tick tries again');
        }
      }
      return sent;
    },

    /**
     * Withdrawal happens in the users service and is not told here (as for the iCal feed): the
     * clock asks who of the members with personal text here has left, and erases it.
     */
    async eraseWithdrawn(): Promise<number> {
      // A page of members per tick, in id order, round and round: every member is asked in turn.
      const ids = await advice.membersWithPrivateText(cursor, ERASE_BATCH);
      cursor = ids.length < ERASE_BATCH ? '' : ids[ids.length - 1]!;
      if (ids.length === 0) return 0;
      const who = await members.eligibility(ids);
      const gone = ids.filter((id) => {
        const member = who.get(id);
        return !member || member.status === 'WITHDRAWN';
      });
      const erased = await advice.eraseMembers(gone, now().toISOString());
      // Their attachments go with the text: rows first, then each file no other row refers to.
      for (const name of await attachments.eraseMembers(gone)) await attachmentFiles.delete(name);
      return erased;
    },
  };
}

export type AdviceClock = ReturnType<typeof adviceClock>;
