// What happens because time passes: lotteries are drawn when their window closes, and makers are
// reminded the day before their booking. Each instance ticks on a light timer (requests never tick:
// a read changes nothing); the database makes every piece of work happen once however many instances tick
// (a lottery's record is unique per window; a reminder's sent-marker is unique per application).
import { LOTTERY_RESULT_WORDS } from '@centre/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { clockTick } from '@centre/server-kit';
import type { ApplyMessages } from './messages.ts';
import type { AdviceClock } from './advice.ts';
import type { MemberMessages } from './member-messages.ts';
import { sendPracticeReminders } from './practices.ts';
import type { PracticesRepository } from './repositories/practices.ts';
import { LOTTERY_CLOCK, type DrawOutcome, type LotteryRepository } from './repositories/lottery.ts';
import type { MessagesSentRepository } from './repositories/messages-sent.ts';
import { addDays, seoulDate } from '@centre/contracts';

/** How often the timer ticks. */
export const SCHEDULER_INTERVAL_MS = 60_000;

const REMINDER = 'BOOKING_REMINDER' as const;

/**
 * Tells every entry of a draw its result (LOTTERY_RESULT) in the member's language, in the
 * background (messages.settled() waits for it): the record is final whether or not the outbox answers.
 */
export function tellLotteryResults(messages: ApplyMessages, outcome: DrawOutcome): void {
  messages.later('LOTTERY_RESULT', outcome.winners.map((row) => row.id), (locale) => ({ result: LOTTERY_RESULT_WORDS.DRAWN[locale] }));
  messages.later('LOTTERY_RESULT', outcome.losers.map((row) => row.id), (locale) => ({ result: LOTTERY_RESULT_WORDS.NOT_DRAWN[locale] }));
}

export interface SchedulerParts {
  messagesSent: MessagesSentRepository;
  lottery: LotteryRepository;
  messages: ApplyMessages;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Advice reminders and erasing withdrawn members' text (issue 27). */
  advice?: AdviceClock;
  /** Practice seats' reminders the day before (issue 27). */
  practices?: PracticesRepository;
  memberMessages?: MemberMessages;
}

export function scheduler(parts: SchedulerParts) {
  const { messagesSent, lottery, messages, now, log } = parts;

  async function drawDueLotteries(): Promise<number> {
    let drawn = 0;
    for (const windowId of await lottery.due(now())) {
      const outcome = await lottery.draw(windowId, { by: LOTTERY_CLOCK, now: now() });
      if (typeof outcome === 'string') continue; // another instance drew it first
      drawn++;
      tellLotteryResults(messages, outcome);
    }
    return drawn;
  }

  /** APPROVED bookings of tomorrow (Seoul) not yet reminded: the marker first, then the message. */
  async function sendReminders(): Promise<number> {
    const at = now();
    const tomorrow = addDays(seoulDate(at), 1);
    let sent = 0;
    for (const id of await messagesSent.approvedWithout(REMINDER, tomorrow, 500)) {
      if (!(await messages.claimOnce(id, REMINDER))) continue; // another instance has it
      const told = await messages.about(REMINDER, [id]);
      // Not taken by the outbox: take the marker back so a later tick tries again.
      if (told === 0) await messagesSent.release(id, REMINDER);
      else sent++;
    }
    return sent;
  }

  async function work(): Promise<void> {
    await drawDueLotteries();
    await sendReminders();
    if (parts.advice) {
      await parts.advice.sendReminders();
      await parts.advice.eraseWithdrawn();
    }
    if (parts.practices && parts.memberMessages) await sendPracticeReminders({ practices: parts.practices, messages: parts.memberMessages, now, log });
  }

  return {
    drawDueLotteries,
    sendReminders,
    /** One tick; concurrent calls in this instance share it. */
    tick: clockTick(work, (error) => log.error({ err: error }, 'the applications clock (lottery draws, reminders) failed; it tries again at the next tick')),
  };
}

export type Scheduler = ReturnType<typeof scheduler>;


