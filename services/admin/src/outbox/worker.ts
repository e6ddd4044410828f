import { newId, type Clock } from '@centre/server-kit';
import type { MessageRepository, Outgoing } from '../repositories/messages.ts';
import { DeliveryError, type DeliveryAdapters } from './adapters.ts';
import type { MemberContacts } from '../clients/users.ts';
import { advertisingAllowedFrom } from './quiet-hours.ts';

export interface WorkerSettings {
  /** How often the worker looks for due messages; 0 runs it only when asked (tests call runOnce). */
  intervalMs: number;
  /** Attempts before a message is FAILED. */
  maxAttempts: number;
  /** Wait after the first failure; doubles after each following one. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Messages claimed per run. */
  batchSize: number;
  /** A message SENDING for longer than this was abandoned by a stopped worker. */
  abandonAfterMs: number;
}

export const DEFAULT_WORKER_SETTINGS: WorkerSettings = {
  intervalMs: 2_000,
  maxAttempts: 5,
  backoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  batchSize: 20,
  abandonAfterMs: 10 * 60_000,
};

/** Exponential back-off: 30 s, 1 min, 2 min, 4 min… capped. */
export function backoffAfter(attempts: number, settings: Pick<WorkerSettings, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(settings.backoffMs * 2 ** Math.max(0, attempts - 1), settings.maxBackoffMs);
}

interface WorkerParts {
  messages: MessageRepository;
  adapters: DeliveryAdapters;
  /** Asked again at delivery: consent and membership may have changed since the message was queued. */
  contacts: MemberContacts;
  clock: Clock;
  settings: WorkerSettings;
  log: { error(entry: Record<string, unknown>, text: string): void };
  /** Told of every failed delivery attempt (the outbox metrics): to be retried, or failed for good. */
  onFailure?: (channel: Outgoing['channel'], outcome: 'retrying' | 'failed') => void;
}

/**
 * Delivers the outbox. Every admin instance runs one; they share the work through the database:
 * a message is delivered by whoever claims it (a conditional update only one can win).
 */
/**
 * Why a message to a member must not go now, or null when it may. Advertising needs an active
 * member who still consents on the channel; any other message an active member — except the
 * notice of withdrawal itself, which is about the member leaving.
 */
async function dropReasonOf(message: Outgoing, contacts: MemberContacts): Promise<string | null> {
  if (!message.memberId || message.template === 'WITHDRAWN') return null;
  const contact = await contacts(message.memberId);
  if (!contact) return 'Dropped at delivery: the recipient is no longer an active member (withdrawn, suspended or gone).';
  if (message.purpose === 'ADVERTISING' && !contact.consent[message.channel === 'SMS' ? 'sms' : 'email']) {
    return `Dropped at delivery: the member no longer consents to advertising by ${message.channel === 'SMS' ? 'SMS' : 'e-mail'}.`;
  }
  return null;
}

export function createOutboxWorker({ messages, adapters, contacts, clock, settings, log, onFailure }: WorkerParts) {
  const workerId = newId();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliverOne(id: string): Promise<boolean> {
    const message = await messages.claim(id, workerId);
    if (!message) return false;
    if (message.purpose === 'ADVERTISING') {
      const allowed = advertisingAllowedFrom(clock.now());
      if (allowed > clock.now()) {
        await messages.release(id, workerId, allowed);
        return false;
      }
    }
    let dropReason: string | null;
    try {
      dropReason = await dropReasonOf(message, contacts);
    } catch (error) {
      // The users service cannot say now: the message waits (no attempt counted), never goes unchecked.
      log.error({ err: error, messageId: id }, 'could not re-check the recipient; the message waits');
      await messages.release(id, workerId, new Date(clock.now().getTime() + settings.backoffMs));
      return false;
    }
    if (dropReason) {
      await messages.markUndelivered(id, workerId, dropReason, null);
      return true;
    }
    const adapter = adapters[message.channel];
    try {
      await adapter.deliver(message);
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const retryAt = permanent || message.attempts >= settings.maxAttempts ? null : new Date(clock.now().getTime() + backoffAfter(message.attempts, settings));
      await messages.markUndelivered(id, workerId, (error as Error).message, retryAt && message.purpose === 'ADVERTISING' ? advertisingAllowedFrom(retryAt) : retryAt);
      onFailure?.(message.channel, retryAt ? 'retrying' : 'failed');
      return true;
    }
    await messages.markSent(id, workerId, adapter.name);
    return true;
  }

  /** One pass: abandoned deliveries become FAILED, then every due message is claimed and tried once. */
  async function pass(): Promise<number> {
    await messages.failAbandoned(new Date(clock.now().getTime() - settings.abandonAfterMs));
    let tried = 0;
    for (;;) {
      const due = await messages.dueIds(settings.batchSize);
      if (!due.length) return tried;
      let progressed = false;
      for (const id of due) {
        if (await deliverOne(id)) {
          tried += 1;
          progressed = true;
        }
      }
      // Everything due was taken by another worker or put back until morning: nothing more to do now.
      if (!progressed || due.length < settings.batchSize) return tried;
    }
  }

  /** Runs a pass, or joins the one already running (never two at once in one process). */
  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped || settings.intervalMs <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'))
        .finally(() => schedule(settings.intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    workerId,
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    /** A message was just written: look now rather than at the next tick. */
    wake() {
      if (!running) schedule(0);
    },
    /** Stops the loop and waits for the pass in progress, so no message is left SENDING by a clean shutdown. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
