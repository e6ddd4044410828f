// What happens because time passes: both sides of an accepted meeting are reminded the day before
// and 30 minutes before, through the admin outbox. Each instance ticks on a light timer; a
// reminder's claim (meeting, kind, member) is a primary key, so however many instances tick, each
// reminder is sent once. A claim the outbox did not take is given back for the next tick.
import type { InternalMessageRequest } from '@centre/contracts';
import { clockTick, type Outbox } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { FairsRepository } from './repositories/fairs.ts';
import type { MeetingRow, MeetingsRepository } from './repositories/meetings.ts';
import { meetingMessage } from './messages.ts';

export const SCHEDULER_INTERVAL_MS = 60_000;

/** How long before a meeting each reminder goes; the later one wins when both are due (a late acceptance). */
export const REMINDERS = [
  { kind: 'SOON', beforeMs: 30 * 60_000 },
  { kind: 'DAY_BEFORE', beforeMs: 24 * 60 * 60_000 },
] as const;

const BATCH = 500;

export interface SchedulerParts {
  meetings: MeetingsRepository;
  fairs: FairsRepository;
  outbox: Outbox;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function scheduler(parts: SchedulerParts) {
  const { meetings, fairs, outbox, now, log } = parts;

  /** The two messages of one meeting, each side in its language (messages.ts). */
  async function messagesOf(row: MeetingRow): Promise<Array<{ memberId: string; message: InternalMessageRequest }>> {
    const title = (await fairs.rules(row.fair_id))?.title;
    return [
      { memberId: row.exhibitor_member_id, message: meetingMessage('MEETING_REMINDER', 'EXHIBITOR', row, title) },
      { memberId: row.buyer_member_id, message: meetingMessage('MEETING_REMINDER', 'BUYER', row, title) },
    ];
  }

  /** Sends every due reminder not yet claimed; answers how many were handed to the outbox. */
  async function sendReminders(): Promise<number> {
    const at = now();
    let sent = 0;
    const done = new Set<string>();
    for (const reminder of REMINDERS) {
      const due = await meetings.acceptedStartingBetween(at.toISOString(), new Date(at.getTime() + reminder.beforeMs).toISOString(), BATCH);
      for (const row of due) {
        // A meeting reminded "soon" in this tick is not also reminded "the day before".
        if (done.has(row.id)) continue;
        done.add(row.id);
        for (const { memberId, message } of await messagesOf(row)) {
          if (!(await meetings.claimReminder(row.id, reminder.kind, memberId, at.toISOString()))) continue;
          try {
            await outbox.send(message);
            sent++;
          } catch (error) {
            await meetings.releaseReminder(row.id, reminder.kind, memberId);
            log.error({ err: error, meeting: row.id, memberId, kind: reminder.kind }, 'a meeting reminder was not taken by the outbox; the next tick tries again');
          }
        }
      }
    }
    return sent;
  }

  return {
    sendReminders,
    /** One tick; concurrent calls in this instance share it. */
    tick: clockTick(
      async () => {
        await sendReminders();
      },
      (error) => log.error({ err: error }, 'the fairs clock (meeting reminders) failed; it tries again at the next tick'),
    ),
  };
}

export type Scheduler = ReturnType<typeof scheduler>;

