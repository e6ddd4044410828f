// Where the waiting room keeps its places: Redis when REDIS_URL is set (one Lua script numbers an
// arrival, checks the bound and the member's share, and files it, in one step), else the service's
// database (a counter row per window whose UPDATE serialises arrivals). Never process memory: every
// gateway and service instance must see one queue per window in one arrival order.
import type { ApplyRequest, Locale, QueueTicketStatus } from '@centre/contracts';
import { redisScript, transactionWithRetry, type Knex, type RedisConnection } from '@centre/server-kit';

/** What a decided place came to. */
export type QueueOutcome =
  | { kind: 'TAKEN'; applicationIds: string[] }
  | { kind: 'REFUSED'; statusCode: number; code: string; messages: Partial<Record<Locale, string>>; unitId?: string };

export interface StoredTicket {
  id: string;
  windowId: string;
  memberId: string;
  number: number;
  unitIds: string[];
  request: ApplyRequest;
  status: QueueTicketStatus;
  outcome: QueueOutcome | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface NewTicket {
  id: string;
  windowId: string;
  memberId: string;
  request: ApplyRequest;
  createdAt: string;
}

export type EnqueueResult = { ok: true; number: number; position: number } | { ok: false; reason: 'FULL'; queued: number } | { ok: false; reason: 'OVER_QUOTA'; held: number };

export interface QueueStore {
  readonly kind: 'redis' | 'database';
  /** Numbers the arrival and files it, unless the window's queue holds `bound` places or the member would hold more than `quota` units. */
  enqueue(ticket: NewTicket, limits: { bound: number; quota: number }): Promise<EnqueueResult>;
  ticket(id: string): Promise<StoredTicket | null>;
  /** 1 + the places still ahead; null once decided. */
  position(ticket: StoredTicket): Promise<number | null>;
  /** Places waiting in the window now. */
  queued(windowId: string): Promise<number>;
  /** The member's places: waiting ones, and those decided since `since`. */
  mine(memberId: string, since: string): Promise<StoredTicket[]>;
  /** The first `count` waiting places of the window, in arrival order. */
  head(windowId: string, count: number): Promise<StoredTicket[]>;
  /** Records the outcome once (a second settle of the same place changes nothing); answers whether this call did. */
  settle(ticket: StoredTicket, outcome: QueueOutcome, at: string): Promise<boolean>;
  /** Windows with places waiting. */
  windowsWaiting(): Promise<string[]>;
  /** Takes or renews the right to decide the window's queue for `ms`; false when another instance holds it. */
  lease(windowId: string, holder: string, ms: number, now: number): Promise<boolean>;
  unlease(windowId: string, holder: string): Promise<void>;
  /** Milliseconds one decision took lately (the deciding instance measures it), for the estimates. */
  pace(windowId: string): Promise<number | null>;
  setPace(windowId: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

/** Decided places are kept this long for my page, then forgotten. */
export const DECIDED_KEPT_MS = 7 * 24 * 3_600_000;

const unitsOf = (request: ApplyRequest) => request.unitIds.length;

interface TicketRow {
  id: string;
  window_id: string;
  number: number;
  member_id: string;
  units: number;
  request: string;
  status: QueueTicketStatus;
  outcome: string | null;
  created_at: string;
  decided_at: string | null;
}

function fromRow(row: TicketRow): StoredTicket {
  const request = JSON.parse(row.request) as ApplyRequest;
  return {
    id: row.id,
    windowId: row.window_id,
    memberId: row.member_id,
    number: Number(row.number),
    unitIds: request.unitIds,
    request,
    status: row.status,
    outcome: row.outcome ? (JSON.parse(row.outcome) as QueueOutcome) : null,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** Refused inside the enqueue transaction: rolls the number back. */
class NotFiled extends Error {
  constructor(readonly result: EnqueueResult) {
    super('not filed');
  }
}

export function databaseQueueStore(db: Knex): QueueStore {
  return {
    kind: 'database',
    async enqueue(ticket, { bound, quota }) {
      await db('apply_queue_windows').insert({ window_id: ticket.windowId, last_number: 0 }).onConflict('window_id').ignore();
      const units = unitsOf(ticket.request);
      try {
        return await transactionWithRetry(db, async (trx) => {
          // The UPDATE locks the window's row until commit: arrivals are numbered, and become visible, one after another.
          await trx('apply_queue_windows').where({ window_id: ticket.windowId }).update({ last_number: trx.raw('last_number + 1') });
          const queued = Number((await trx('apply_queue_tickets').where({ window_id: ticket.windowId, status: 'QUEUED' }).count({ n: '*' }).first())?.n ?? 0);
          if (queued >= bound) throw new NotFiled({ ok: false, reason: 'FULL', queued });
          const held = Number((await trx('apply_queue_tickets').where({ window_id: ticket.windowId, member_id: ticket.memberId, status: 'QUEUED' }).sum({ n: 'units' }).first())?.n ?? 0);
          if (held + units > quota) throw new NotFiled({ ok: false, reason: 'OVER_QUOTA', held });
          const number = Number((await trx('apply_queue_windows').select('last_number').where({ window_id: ticket.windowId }).first()).last_number);
          await trx('apply_queue_tickets').insert({
            id: ticket.id,
            window_id: ticket.windowId,
            number,
            member_id: ticket.memberId,
            units,
            request: JSON.stringify(ticket.request),
            status: 'QUEUED',
            outcome: null,
            created_at: ticket.createdAt,
            decided_at: null,
          });
          // Everyone waiting arrived before us (the row lock): our place is right behind them.
          return { ok: true as const, number, position: queued + 1 };
        });
      } catch (error) {
        if (error instanceof NotFiled) return error.result;
        throw error;
      }
    },
    async ticket(id) {
      const row = await db<TicketRow>('apply_queue_tickets').where({ id }).first();
      return row ? fromRow(row) : null;
    },
    async position(ticket) {
      if (ticket.status !== 'QUEUED') return null;
      const row = await db('apply_queue_tickets').where({ window_id: ticket.windowId, status: 'QUEUED' }).andWhere('number', '<=', ticket.number).count({ n: '*' }).first();
      const position = Number(row?.n ?? 0);
      return position > 0 ? position : null;
    },
    async queued(windowId) {
      return Number((await db('apply_queue_tickets').where({ window_id: windowId, status: 'QUEUED' }).count({ n: '*' }).first())?.n ?? 0);
    },
    async mine(memberId, since) {
      const rows = await db<TicketRow>('apply_queue_tickets')
        .where({ member_id: memberId })
        .andWhere((query) => void query.where({ status: 'QUEUED' }).orWhere('decided_at', '>=', since))
        .orderBy('created_at', 'desc')
        .limit(20);
      return rows.map(fromRow);
    },
    async head(windowId, count) {
      const rows = await db<TicketRow>('apply_queue_tickets').where({ window_id: windowId, status: 'QUEUED' }).orderBy('number', 'asc').limit(count);
      return rows.map(fromRow);
    },
    async settle(ticket, outcome, at) {
      const changed = await db('apply_queue_tickets')
        .where({ id: ticket.id, status: 'QUEUED' })
        .update({ status: outcome.kind, outcome: JSON.stringify(outcome), decided_at: at });
      // Old decided places are forgotten as new ones are decided (my page shows the last day).
      if (changed > 0 && ticket.number % 500 === 0) {
        await db('apply_queue_tickets').whereNot({ status: 'QUEUED' }).andWhere('decided_at', '<', new Date(Date.parse(at) - DECIDED_KEPT_MS).toISOString()).delete();
      }
      return changed > 0;
    },
    async windowsWaiting() {
      return (await db('apply_queue_tickets').distinct('window_id').where({ status: 'QUEUED' })).map((row: { window_id: string }) => row.window_id);
    },
    async lease(windowId, holder, ms, now) {
      const changed = await db('apply_queue_windows')
        .where({ window_id: windowId })
        .andWhere((query) => void query.whereNull('lease_holder').orWhere('lease_holder', holder).orWhere('lease_until', '<', new Date(now).toISOString()))
        .update({ lease_holder: holder, lease_until: new Date(now + ms).toISOString() });
      return changed > 0;
    },
    async unlease(windowId, holder) {
      await db('apply_queue_windows').where({ window_id: windowId, lease_holder: holder }).update({ lease_holder: null, lease_until: null });
    },
    async pace(windowId) {
      const row = await db('apply_queue_windows').select('pace_ms').where({ window_id: windowId }).first();
      return row?.pace_ms === null || row?.pace_ms === undefined ? null : Number(row.pace_ms);
    },
    async setPace(windowId, ms) {
      await db('apply_queue_windows').where({ window_id: windowId }).update({ pace_ms: Math.max(1, Math.round(ms)) });
    },
    async close() {},
  };
}

// Numbers the arrival, checks the bound and the member's share, and files the place: one atomic step.
// KEYS: seq, queue (zset by number), member's units, windows waiting, ticket, member's places
// ARGV: bound, quota, units, id, windowId, data (JSON), createdAt (ms), kept (ms), memberId
const ENQUEUE = `
local queued = redis.call('ZCARD', KEYS[2])
if queued >= tonumber(ARGV[1]) then return {-1, queued} end
local held = tonumber(redis.call('GET', KEYS[3]) or '0')
if held + tonumber(ARGV[3]) > tonumber(ARGV[2]) then return {-2, held} end
local n = redis.call('INCR', KEYS[1])
redis.call('HSET', KEYS[5], 'data', ARGV[6], 'number', n, 'status', 'QUEUED')
redis.call('PEXPIRE', KEYS[5], ARGV[8])
redis.call('ZADD', KEYS[2], n, ARGV[4])
redis.call('INCRBY', KEYS[3], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[8])
redis.call('SADD', KEYS[4], ARGV[5])
redis.call('ZADD', KEYS[6], ARGV[7], ARGV[4])
redis.call('PEXPIRE', KEYS[6], ARGV[8])
return {n, redis.call('ZRANK', KEYS[2], ARGV[4]) + 1}`;

// KEYS: ticket, queue, member's units, windows waiting. ARGV: id, status, outcome, decidedAt, units, kept, windowId
const SETTLE = `
if redis.call('HGET', KEYS[1], 'status') ~= 'QUEUED' then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[2], 'outcome', ARGV[3], 'decidedAt', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('ZREM', KEYS[2], ARGV[1])
if redis.call('DECRBY', KEYS[3], ARGV[5]) <= 0 then redis.call('DEL', KEYS[3]) end
if redis.call('ZCARD', KEYS[2]) == 0 then redis.call('SREM', KEYS[4], ARGV[7]) end
return 1`;

const LEASE = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;

const UNLEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end return 1`;

// Run by their SHA-1: an arrival's script text would otherwise be written to Redis each time.
const enqueueScript = redisScript(ENQUEUE);
const settleScript = redisScript(SETTLE);
const leaseScript = redisScript(LEASE);
const unleaseScript = redisScript(UNLEASE);

export function redisQueueStore(redis: RedisConnection, prefix: string): QueueStore {
  const key = {
    seq: (windowId: string) => `${prefix}apply-queue:${windowId}:seq`,
    queue: (windowId: string) => `${prefix}apply-queue:${windowId}:waiting`,
    held: (windowId: string, memberId: string) => `${prefix}apply-queue:${windowId}:member:${memberId}`,
    windows: `${prefix}apply-queue:windows`,
    ticket: (id: string) => `${prefix}apply-queue:ticket:${id}`,
    mine: (memberId: string) => `${prefix}apply-queue:mine:${memberId}`,
    lease: (windowId: string) => `${prefix}apply-queue:${windowId}:lease`,
    pace: (windowId: string) => `${prefix}apply-queue:${windowId}:pace`,
  };
  interface TicketData {
    id: string;
    windowId: string;
    memberId: string;
    request: ApplyRequest;
    createdAt: string;
  }
  function fromHash(hash: Record<string, string>): StoredTicket | null {
    if (!hash.data) return null;
    const data = JSON.parse(hash.data) as TicketData;
    return {
      ...data,
      number: Number(hash.number),
      unitIds: data.request.unitIds,
      status: hash.status as QueueTicketStatus,
      outcome: hash.outcome ? (JSON.parse(hash.outcome) as QueueOutcome) : null,
      decidedAt: hash.decidedAt ?? null,
    };
  }
  async function many(ids: string[]): Promise<StoredTicket[]> {
    if (ids.length === 0) return [];
    const pipeline = redis.pipeline();
    for (const id of ids) pipeline.hgetall(key.ticket(id));
    const answers = (await pipeline.exec()) ?? [];
    return answers.map(([, hash]) => fromHash((hash ?? {}) as Record<string, string>)).filter((ticket): ticket is StoredTicket => ticket !== null);
  }
  return {
    kind: 'redis',
    async enqueue(ticket, { bound, quota }) {
      const units = unitsOf(ticket.request);
      const data: TicketData = { id: ticket.id, windowId: ticket.windowId, memberId: ticket.memberId, request: ticket.request, createdAt: ticket.createdAt };
      const [first, second] = (await enqueueScript(
        redis,
        [key.seq(ticket.windowId), key.queue(ticket.windowId), key.held(ticket.windowId, ticket.memberId), key.windows, key.ticket(ticket.id), key.mine(ticket.memberId)],
        [
          String(bound),
          String(quota),
          String(units),
          ticket.id,
          ticket.windowId,
          JSON.stringify(data),
          String(Date.parse(ticket.createdAt)),
          String(DECIDED_KEPT_MS),
        ],
      )) as [number, number];
      if (first === -1) return { ok: false, reason: 'FULL', queued: Number(second) };
      if (first === -2) return { ok: false, reason: 'OVER_QUOTA', held: Number(second) };
      return { ok: true, number: Number(first), position: Number(second) };
    },
    async ticket(id) {
      return fromHash(await redis.hgetall(key.ticket(id)));
    },
    async position(ticket) {
      if (ticket.status !== 'QUEUED') return null;
      const rank = await redis.zrank(key.queue(ticket.windowId), ticket.id);
      return rank === null ? null : rank + 1;
    },
    async queued(windowId) {
      return redis.zcard(key.queue(windowId));
    },
    async mine(memberId, since) {
      const ids = await redis.zrevrange(key.mine(memberId), 0, 19);
      return (await many(ids)).filter((ticket) => ticket.status === 'QUEUED' || (ticket.decidedAt !== null && ticket.decidedAt >= since));
    },
    async head(windowId, count) {
      return many(await redis.zrange(key.queue(windowId), '0', String(count - 1)));
    },
    async settle(ticket, outcome, at) {
      const done = await settleScript(
        redis,
        [key.ticket(ticket.id), key.queue(ticket.windowId), key.held(ticket.windowId, ticket.memberId), key.windows],
        [
          ticket.id,
          outcome.kind,
          JSON.stringify(outcome),
          at,
          String(unitsOf(ticket.request)),
          String(DECIDED_KEPT_MS),
          ticket.windowId,
        ],
      );
      return Number(done) === 1;
    },
    async windowsWaiting() {
      return redis.smembers(key.windows);
    },
    async lease(windowId, holder, ms) {
      return Number(await leaseScript(redis, [key.lease(windowId)], [holder, String(ms)])) === 1;
    },
    async unlease(windowId, holder) {
      await unleaseScript(redis, [key.lease(windowId)], [holder]);
    },
    async pace(windowId) {
      const value = await redis.get(key.pace(windowId));
      return value === null ? null : Number(value);
    },
    async setPace(windowId, ms) {
      await redis.set(key.pace(windowId), String(Math.max(1, Math.round(ms))), 'PX', DECIDED_KEPT_MS);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
