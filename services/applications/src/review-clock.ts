// What happens because time passes: lotteries are drawn when their window closes, and makers are
// reminded the day before their booking. Each instance ticks on a light timer and when staff ask
// about windows; the database makes every piece of work happen once however many instances tick
// (a lottery's record is unique per window; a reminder's sent-marker is unique per application).
import { LOTTERY_RESULT_WORDS } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { DecisionNotice, DecisionNotifier } from './decision-messages.ts';
import type { ApplicationRow } from './repositories/application-review.ts';
import { LOTTERY_CLOCK, type DrawOutcome, type LotteryRepository } from './repositories/lottery.ts';
import { addDays, seoulDate } from './seoul-time.ts';

/** How often the timer ticks, and the least time between two ticks asked for by requests. */
export const REVIEW_CLOCK_INTERVAL_MS = 60_000;
const REQUEST_TICK_MIN_MS = 15_000;

const REMINDER = 'BOOKING_REMINDER';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The LOTTERY_RESULT messages of a draw: each entry's outcome, in the member's language. */
export function lotteryNotices(outcome: DrawOutcome): DecisionNotice[] {
  return [
    ...outcome.winners.map((row): DecisionNotice => ({ row, template: 'LOTTERY_RESULT', params: (locale) => ({ result: `${LOTTERY_RESULT_WORDS.DRAWN[locale]} (${row.use_date} ${row.start_time}–${row.end_time})` }) })),
    ...outcome.losers.map((row): DecisionNotice => ({ row, template: 'LOTTERY_RESULT', params: (locale) => ({ result: `${LOTTERY_RESULT_WORDS.NOT_DRAWN[locale]} (${row.use_date} ${row.start_time}–${row.end_time})` }) })),
  ];
}

export interface ReviewClockParts {
  db: Knex;
  lottery: LotteryRepository;
  tellDecisions: DecisionNotifier;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function reviewClock(parts: ReviewClockParts) {
  const { db, lottery, tellDecisions, now, log } = parts;
  let running: Promise<void> | null = null;
  let lastRequestTick = 0;

  async function drawDueLotteries(): Promise<number> {
    let drawn = 0;
    for (const windowId of await lottery.due(now())) {
      const outcome = await lottery.draw(windowId, { by: LOTTERY_CLOCK, now: now() });
      if (typeof outcome === 'string') continue; // another instance drew it first
      drawn++;
      await tellDecisions(lotteryNotices(outcome));
    }
    return drawn;
  }

  /** APPROVED bookings of tomorrow (Seoul) not yet reminded: the marker first, then the message. */
  async function sendReminders(): Promise<number> {
    const at = now();
    const tomorrow = addDays(seoulDate(at), 1);
    const due = (await db('applications as a')
      .join('application_windows as w', 'w.id', 'a.window_id')
      .leftJoin('application_messages_sent as m', (join) => join.on('m.application_id', '=', 'a.id').andOnVal('m.template', '=', REMINDER))
      .select(['a.*', 'w.allocation', 'w.cancel_deadline_days'])
      .where({ 'a.status': 'APPROVED', 'a.use_date': tomorrow })
      .whereNull('m.application_id')
      .limit(500)) as ApplicationRow[];
    let sent = 0;
    for (const row of due) {
      try {
        await db('application_messages_sent').insert({ application_id: row.id, template: REMINDER, sent_at: at.toISOString() });
      } catch (error) {
        if (isUniqueViolation(error)) continue; // another instance has it
        throw error;
      }
      const told = await tellDecisions([{ row, template: REMINDER }]);
      // Not taken by the outbox: take the marker back so a later tick tries again.
      if (told === 0) await db('application_messages_sent').where({ application_id: row.id, template: REMINDER }).delete();
      else sent++;
    }
    return sent;
  }

  async function work(): Promise<void> {
    try {
      await drawDueLotteries();
      await sendReminders();
    } catch (error) {
      log.error({ err: error }, 'the applications clock (lottery draws, reminders) failed; it tries again at the next tick');
    }
  }

  return {
    drawDueLotteries,
    sendReminders,
    /** One tick; concurrent calls in this instance share it. */
    tick(): Promise<void> {
      running ??= work().finally(() => (running = null));
      return running;
    },
    /** A tick asked for by a request, at most every few seconds per instance. */
    async tickForRequest(): Promise<void> {
      if (Date.now() - lastRequestTick < REQUEST_TICK_MIN_MS) return running ?? undefined;
      lastRequestTick = Date.now();
      await this.tick();
    },
  };
}

export type ReviewClock = ReturnType<typeof reviewClock>;

/** Starts the timer; stopped when the app closes. The timer never keeps the process alive. */
export function startReviewClock(clock: ReviewClock, onClose: (stop: () => void) => void): void {
  const timer = setInterval(() => void clock.tick(), REVIEW_CLOCK_INTERVAL_MS);
  timer.unref();
  onClose(() => clearInterval(timer));
}

