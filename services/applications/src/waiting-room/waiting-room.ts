// The waiting room of an application window (issue 21). Every application gets at once a numbered
// place in its window's queue (queue-store.ts: Redis or the database, shared by every instance), and
// is decided in that order: one instance at a time holds the window's lease and decides its places
// one after another, at the pace the database sustains, so FIRST_COME places go in arrival order.
// The maker is answered with the decision when it comes within a moment (a quiet day: as before),
// else at once with the place ("you are N-th, about T seconds") to follow on my page.
import { LOCALES, type ApplyRequest, type Locale, type QueueTicket } from '@centre/contracts';
import { DomainError, integerFrom, newId, type Outbox } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { checkApplication, takeChecked, type CheckedApplication } from '../applying.ts';
import { applyRefusal } from '../refusal.ts';
import { sharedLookups } from '../shared-lookups.ts';
import { receivedTemplate } from '../messages.ts';
import type { WindowRules } from '../repositories/application-windows.ts';
import type { QueueOutcome, QueueStore, StoredTicket } from './queue-store.ts';

/** Places one window's queue holds (APPLY_QUEUE_MAX); one more is answered 503 APPLY_QUEUE_FULL with Retry-After. */
export const DEFAULT_APPLY_QUEUE_MAX = 5_000;
/** How long an application waits for its own decision before it is answered 202 with its place (APPLY_QUEUE_ANSWER_WAIT_MS). */
export const DEFAULT_APPLY_QUEUE_ANSWER_WAIT_MS = 100;

export interface WaitingRoomConfig {
  queueMax: number;
  answerWaitMs: number;
  /** Places checked together (member, documents, training) before the database decides them in order. */
  batch: number;
  /** How often each instance looks for queues nobody is deciding (an instance that stopped mid-queue). */
  sweepMs: number;
  /** How long the right to decide a window lasts without being renewed. */
  leaseMs: number;
  /** Places an instance takes within `arrivalWindowMs` from which it counts as a rush (arrivals first, below). */
  rushArrivals: number;
  arrivalWindowMs: number;
}

export function waitingRoomConfigFrom(env: Record<string, string | undefined> = process.env): WaitingRoomConfig {
  return {
    queueMax: Math.max(1, integerFrom(env, 'APPLY_QUEUE_MAX', DEFAULT_APPLY_QUEUE_MAX)),
    answerWaitMs: Math.max(0, integerFrom(env, 'APPLY_QUEUE_ANSWER_WAIT_MS', DEFAULT_APPLY_QUEUE_ANSWER_WAIT_MS)),
    batch: 16,
    sweepMs: 1_000,
    leaseMs: 10_000,
    rushArrivals: 20,
    arrivalWindowMs: 200,
  };
}

/** The pace assumed before any decision was measured. */
const FIRST_PACE_MS = 30;
const RULES_CACHE_MS = 5_000;
const POLL_MS = 40;
/** How long the first in line waits for its decision before being answered with its place. */
const FIRST_IN_LINE_WAIT_MS = 10_000;
/** How long "does any level grant extra quota?" is reused: a level staff have just given extra quota counts within this. */
const LEVELS_KEPT_MS = 3_000;
/** How long a window's measured pace is reused before Redis or the database is asked again. */
const PACE_KEPT_MS = 500;
/**
 * Arrivals come first: while this instance takes `rushArrivals` places or more within
 * `arrivalWindowMs` (20 in 200 ms), deciding waits (at most MAX_YIELD_MS before each batch, so
 * decisions never stop), because an arrival costs a millisecond and must be answered at once, while
 * a decision costs tens (the member, the database, a message) and its maker already holds a
 * numbered place.
 */
const MAX_YIELD_MS = 1_000;
const YIELD_STEP_MS = 25;

/** The window's queue holds queueMax places: come back when a tenth of it has been decided. */
export class QueueFull extends Error {
  constructor(readonly retryAfterSeconds: number, readonly at: Date) {
    super('the queue is full');
  }
}

/** "14:05:30": a time of day in Seoul, as the queue-full answer names it. */
export function seoulClock(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(11, 19);
}

/** The refusal a queued application came to, as the error a direct answer would have thrown. */
export function refusalErrorOf(outcome: Extract<QueueOutcome, { kind: 'REFUSED' }>): DomainError {
  return new DomainError(outcome.statusCode, outcome.code, outcome.messages.en ?? outcome.code, {
    messages: outcome.messages,
    ...(outcome.unitId ? { details: { unitId: outcome.unitId } } : {}),
  });
}

export function waitingRoom(deps: { app: FastifyInstance; store: QueueStore; config: WaitingRoomConfig; outbox: Outbox }) {
  const { app, store, config } = deps;
  const holder = newId();
  const listeners = new Map<string, (ticket: StoredTicket) => void>();
  const draining = new Map<string, Promise<void>>();
  let paceMs = FIRST_PACE_MS;
  // Arrivals counted in two halves of the arrival window: the current half and the one before.
  let arrivalHalf = 0;
  let inHalf = 0;
  let inHalfBefore = 0;
  const half = (now: number) => Math.floor(now / (config.arrivalWindowMs / 2));
  function noteArrival(now: number): void {
    const current = half(now);
    if (current !== arrivalHalf) {
      inHalfBefore = current === arrivalHalf + 1 ? inHalf : 0;
      inHalf = 0;
      arrivalHalf = current;
    }
    inHalf += 1;
  }
  function arrivalsLately(now: number): number {
    const current = half(now);
    if (current === arrivalHalf) return inHalf + inHalfBefore;
    return current === arrivalHalf + 1 ? inHalf : 0;
  }
  /** Lets the arrivals streaming in now be answered before the next batch is decided (bounded). */
  async function yieldToArrivals(): Promise<void> {
    const until = Date.now() + MAX_YIELD_MS;
    while (!closed && Date.now() < until && arrivalsLately(Date.now()) >= config.rushArrivals) {
      await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
    }
  }
  let closed = false;
  let decidedCount = 0;
  const telling = new Set<Promise<void>>();
  const track = (message: Promise<void>) => {
    telling.add(message);
    void message.finally(() => telling.delete(message));
  };

  // A unit never moves to another window; a window's rules are kept a few seconds; its pace half a second.
  const windowOfUnit = sharedLookups(Infinity, 50_000, async (unitId: string) => (await app.schedule.unit(unitId))?.window_id ?? null);
  const rulesOf = sharedLookups(RULES_CACHE_MS, 1_000, (windowId: string) => app.applicationWindows.rules(windowId));
  // A window's title for the refusals told by message: an opening refuses hundreds of places of one window in a row.
  const titleOf = sharedLookups(RULES_CACHE_MS, 1_000, (windowId: string) => app.applicationWindows.title(windowId));
  /**
   * Whether any level grants more than a window's quota. In an opening rush every maker's last
   * request over their quota arrives at once; when no level grants extra (the usual case), each is
   * refused without asking the users service for its member.
   */
  const someLevelGrantsExtra = sharedLookups(LEVELS_KEPT_MS, 1, async () => (await app.memberDirectory.levels()).some((level) => level.grants.extraQuotaPerWindow > 0));
  /** Milliseconds one decision takes in the window lately (as the deciding instance measured it). */
  const currentPace = sharedLookups(PACE_KEPT_MS, 1_000, async (windowId: string) => (await store.pace(windowId).catch(() => null)) ?? paceMs);

  /** The window of the application (its first unit's), and its rules. */
  async function windowOf(unitIds: readonly string[]): Promise<WindowRules> {
    const unitId = unitIds[0]!;
    const windowId = await windowOfUnit(unitId);
    const rules = windowId ? await rulesOf(windowId) : null;
    if (!rules) throw applyRefusal('UNIT_NOT_FOUND', { unitId });
    return rules;
  }

  /** Takes a place in the queue of the application's window; throws QueueFull, or OVER_QUOTA when the member's places would exceed their quota. */
  async function join(memberId: string, request: ApplyRequest): Promise<{ ticket: StoredTicket; position: number }> {
    noteArrival(Date.now());
    const rules = await windowOf(request.unitIds);
    const createdAt = app.clock.now().toISOString();
    const ticket = { id: newId(), windowId: rules.id, memberId, request, createdAt };
    let result = await store.enqueue(ticket, { bound: config.queueMax, quota: rules.memberQuota });
    if (!result.ok && result.reason === 'OVER_QUOTA' && (await someLevelGrantsExtra('levels').catch(() => true))) {
      // The member's level may grant more than the window's quota: asked only when it matters. With
      // the users service slow or away the window's quota stands (a 409 the maker can act on, not a 503).
      const member = await app.memberDirectory.one(memberId).catch((error: unknown) => {
        app.log.warn({ err: error }, 'waiting room: the member level could not be read; the window quota stands');
        return null;
      });
      const extra = member?.grants.extraQuotaPerWindow ?? 0;
      if (extra > 0) result = await store.enqueue(ticket, { bound: config.queueMax, quota: rules.memberQuota + extra });
    }
    if (!result.ok) {
      if (result.reason === 'OVER_QUOTA') throw applyRefusal('OVER_QUOTA', { unitId: request.unitIds[0] });
      const pace = await currentPace(rules.id);
      const retryAfterSeconds = Math.min(3_600, Math.max(1, Math.ceil((Math.max(1, Math.ceil(config.queueMax / 10)) * pace) / 1000)));
      throw new QueueFull(retryAfterSeconds, new Date(Date.now() + retryAfterSeconds * 1000));
    }
    // This instance decides the window unless another already does.
    kick(rules.id);
    return { ticket: { ...ticket, number: result.number, unitIds: request.unitIds, status: 'QUEUED', outcome: null, decidedAt: null }, position: result.position };
  }

  /**
   * The decided ticket, if it is decided within the answer's wait (only waited for when the places
   * ahead can be decided in that time); null: answer with the place.
   */
  async function decision(ticket: StoredTicket, position: number): Promise<StoredTicket | null> {
    // While arrivals stream in, deciding waits for them (yieldToArrivals, up to MAX_YIELD_MS). When
    // the answer may wait less than that, no decision can be counted on within it: the place is the
    // answer at once, the first in line's too.
    if (config.answerWaitMs < MAX_YIELD_MS && arrivalsLately(Date.now()) >= config.rushArrivals) return null;
    const pace = await currentPace(ticket.windowId);
    // First in line (a quiet moment): the decision is being made now, so it is waited for as a direct answer was.
    const waitMs = position === 1 ? Math.max(config.answerWaitMs, FIRST_IN_LINE_WAIT_MS) : config.answerWaitMs;
    if (position > 1 && position * pace > config.answerWaitMs) return null;
    return new Promise((resolve) => {
      let done = false;
      const finish = (decided: StoredTicket | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        clearInterval(poll);
        listeners.delete(ticket.id);
        resolve(decided);
      };
      // Decided here: told at once; decided by another instance: seen by reading the store.
      listeners.set(ticket.id, finish);
      const timer = setTimeout(() => finish(null), waitMs);
      const poll = setInterval(() => {
        void store.ticket(ticket.id).then(
          (read) => read && read.status !== 'QUEUED' && finish(read),
          () => undefined,
        );
      }, POLL_MS);
    });
  }

  /** The place as the maker reads it: where it stands, or what it came to. */
  async function view(ticket: StoredTicket, locale: Locale, knownPosition?: number): Promise<QueueTicket> {
    const position = knownPosition ?? (await store.position(ticket));
    const pace = position === null ? paceMs : await currentPace(ticket.windowId);
    const outcome = ticket.outcome;
    return {
      _id: ticket.id,
      windowId: ticket.windowId,
      number: ticket.number,
      status: ticket.status,
      position: ticket.status === 'QUEUED' ? position : null,
      etaSeconds: ticket.status === 'QUEUED' && position !== null ? Math.ceil((position * pace) / 1000) : null,
      unitIds: ticket.unitIds,
      applications: outcome?.kind === 'TAKEN' ? await app.applications.viewsOf(outcome.applicationIds, locale, app.clock.now()) : [],
      refusal:
        outcome?.kind === 'REFUSED'
          ? { statusCode: outcome.statusCode, code: outcome.code, message: outcome.messages[locale] ?? outcome.messages.ko ?? outcome.code, ...(outcome.unitId ? { unitId: outcome.unitId } : {}) }
          : null,
      createdAt: ticket.createdAt,
      decidedAt: ticket.decidedAt,
    };
  }

  /** What a checked (or refused) place comes to; null when it cannot be decided now (a service away): it stays first in line. */
  async function decide(ticket: StoredTicket, checked: { ok: CheckedApplication } | { error: unknown }): Promise<QueueOutcome | null> {
    try {
      if ('error' in checked) throw checked.error;
      return { kind: 'TAKEN', applicationIds: await takeChecked(app, ticket.memberId, ticket.request, checked.ok) };
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) {
        const messages = Object.keys(error.messages).length > 0 ? error.messages : Object.fromEntries(LOCALES.map((locale) => [locale, error.message]));
        return { kind: 'REFUSED', statusCode: error.status, code: error.code, messages, ...(error.details.unitId ? { unitId: error.details.unitId } : {}) };
      }
      app.log.warn({ err: error, ticket: ticket.id }, 'waiting room: a place could not be decided now; it stays first in line');
      return null;
    }
  }

  /** A refusal the maker was not answered with at once goes to them by message, in their language, on their channel. */
  async function tellRefused(ticket: StoredTicket, outcome: Extract<QueueOutcome, { kind: 'REFUSED' }>): Promise<void> {
    try {
      const member = await app.memberDirectory.one(ticket.memberId);
      if (!member || !member.goodStanding) return;
      const title = await titleOf(ticket.windowId);
      await deps.outbox.send({
        channel: ticket.request.channel === 'EMAIL' ? 'EMAIL' : 'SMS',
        template: 'APPLICATION_REJECTED',
        locale: member.locale,
        memberId: member._id,
        purpose: 'TRANSACTIONAL',
        params: { title: title ? title[member.locale] || title.ko : '', name: member.name, reason: outcome.messages[member.locale] ?? outcome.messages.ko ?? outcome.code },
      });
    } catch (error) {
      app.log.error({ err: error, ticket: ticket.id }, 'waiting room: the refusal message was not sent');
    }
  }

  /** Decides the window's places in arrival order while this instance holds its lease. */
  async function drainWindow(windowId: string): Promise<void> {
    if (closed || !(await store.lease(windowId, holder, config.leaseMs, Date.now()))) return;
    let stuck = false;
    try {
      while (!closed) {
        await yieldToArrivals();
        const batch = await store.head(windowId, config.batch);
        if (batch.length === 0) break;
        const started = performance.now();
        // The rules about each member are checked together; the places are then decided one by one, in order.
        // The batch's members in one request to the users service (each alone, as before, if that fails).
        const members = await app.memberDirectory.eligibility(batch.map((ticket) => ticket.memberId)).catch(() => null);
        const checked = await Promise.all(
          batch.map((ticket) =>
            checkApplication(app, ticket.memberId, ticket.request, members ? { member: members.get(ticket.memberId) ?? null } : undefined).then(
              (ok) => ({ ok }),
              (error: unknown) => ({ error }),
            ),
          ),
        );
        let decided = 0;
        for (const [i, ticket] of batch.entries()) {
          const outcome = await decide(ticket, checked[i]!);
          if (!outcome) {
            stuck = true;
            break;
          }
          const at = app.clock.now().toISOString();
          if (!(await store.settle(ticket, outcome, at))) continue;
          decided += 1;
          decidedCount += 1;
          const settled: StoredTicket = { ...ticket, status: outcome.kind, outcome, decidedAt: at };
          const waiter = listeners.get(ticket.id);
          waiter?.(settled);
          if (outcome.kind === 'TAKEN') app.applyMessages.later((row) => receivedTemplate(row), outcome.applicationIds);
          // A refusal nobody here waits to answer with goes to the maker by message (they were given their place and may have left).
          else if (!waiter) track(tellRefused(ticket, outcome));
        }
        if (decided > 0) {
          const perDecision = (performance.now() - started) / decided;
          paceMs = paceMs * 0.7 + perDecision * 0.3;
          await store.setPace(windowId, paceMs);
        }
        if (stuck) break;
        if (!(await store.lease(windowId, holder, config.leaseMs, Date.now()))) return;
      }
    } finally {
      await store.unlease(windowId, holder).catch(() => undefined);
    }
    // A place filed while the lease was let go: look again (a stuck queue waits for the sweep).
    if (!stuck && !closed && (await store.queued(windowId)) > 0) kick(windowId);
  }

  function kick(windowId: string): void {
    if (closed || draining.has(windowId)) return;
    const run = drainWindow(windowId)
      .catch((error: unknown) => app.log.warn({ err: error, windowId }, 'waiting room: deciding the queue stopped; the sweep resumes it'))
      .finally(() => draining.delete(windowId));
    draining.set(windowId, run);
  }

  const sweep = setInterval(() => {
    void store.windowsWaiting().then(
      (windows) => windows.forEach(kick),
      () => undefined,
    );
  }, config.sweepMs);
  sweep.unref();

  return {
    config,
    join,
    decision,
    view,
    /** The member's own place, or null (another member's is never shown). */
    async own(memberId: string, id: string): Promise<StoredTicket | null> {
      const ticket = await store.ticket(id);
      return ticket && ticket.memberId === memberId ? ticket : null;
    },
    async mine(memberId: string): Promise<StoredTicket[]> {
      return store.mine(memberId, new Date(app.clock.now().getTime() - 24 * 3_600_000).toISOString());
    },
    /** Decides every window waiting now, until their queues are empty (tests; the sweep does it on its own). */
    async settled(): Promise<void> {
      for (const windowId of await store.windowsWaiting()) kick(windowId);
      while (draining.size > 0) await Promise.all([...draining.values()]);
      await Promise.all([...telling]);
    },
    stats: () => ({ decided: decidedCount, paceMs, store: store.kind }),
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweep);
      await Promise.all([...draining.values()]);
      await Promise.all([...telling]);
      await store.close();
    },
  };
}
export type WaitingRoom = ReturnType<typeof waitingRoom>;
