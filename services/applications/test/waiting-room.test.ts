import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forEachDatabase, freshDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { applyWorld, openWindow, STAFF } from './apply-world.ts';

/**
 * A gate in front of the real users service: it holds the first `hold` requests until released and
 * passes the others, so the first place in the queue stays "being decided" for as long as the test
 * wants (no timing involved).
 */
async function gateTo(target: string, hold = 1) {
  const held: Array<() => void> = [];
  const asked: string[] = [];
  let open = false;
  let seen = 0;
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const forward = async () => {
        const answer = await fetch(`${target}${request.url}`, {
          method: request.method,
          headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)) as Array<[string, string]>),
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      };
      seen += 1;
      if (open || seen > hold) void forward();
      else held.push(() => void forward());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => held.length,
    /** Every request that came through, as "METHOD /path". */
    asked: () => [...asked],
    release() {
      open = true;
      for (const next of held.splice(0)) next();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (by polling, with no deadline asserted) until `ready()` holds. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 10));
}

// The waiting room (issue 21): while the first in line is being decided, every other application is
// answered at once with a numbered place (never a bare 503); a member holds at most their quota's
// worth of places; past the bound comes "the queue is full, try at …" with Retry-After; then the
// places are decided in arrival order, and each maker reads the result on my page and by message.
await forEachDatabase(t, 'waiting_room', async (t, database) => {
  const neighbours = await freshDatabase('sqlite', 'waiting-room-world');
  t.teardown(() => neighbours.dispose());
  const world = await applyWorld(t, neighbours.config);
  const gate = await gateTo(world.urls.usersUrl);
  t.teardown(() => gate.close());
  const app = await buildApp({
    ...serviceOptionsForTest(database, 'applications'),
    ...world.urls,
    usersUrl: gate.url,
    clock: world.clock,
    clockTimer: false,
    waitingRoom: { answerWaitMs: 0, queueMax: 7 },
  });
  t.teardown(async () => {
    gate.release();
    await app.close();
  });
  t.equal(app.waitingRoom.stats().store, process.env.REDIS_URL ? 'redis' : 'database', 'the queue lives in Redis when REDIS_URL is set, else in the database');

  const created = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: STAFF(), payload: openWindow({ unitCapacity: 2, memberQuota: 2, waitlistSize: 0 }) });
  t.equal(created.statusCode, 201);
  await app.inject({ method: 'POST', url: '/api/console/schedule/generate', headers: STAFF(), payload: { windowId: created.json()._id } });
  const units = (await app.inject({ url: `/api/v1/schedule?windowId=${created.json()._id}&limit=5` })).json().units.map((unit: { _id: string }) => unit._id) as string[];
  const makers = await Promise.all(Array.from({ length: 8 }, () => world.maker()));
  const apply = (i: number, unitIds = [units[0]!], locale = 'ko') =>
    app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: { ...makers[i]!.headers, 'accept-language': locale }, payload: world.body(unitIds) });

  // The first in line waits for its decision; its member check is held at the users service.
  const first = apply(0);
  await until(() => gate.held() === 1);
  const places = [];
  for (let i = 1; i <= 5; i++) places.push(await apply(i));
  t.same(places.map((answer) => answer.statusCode), [202, 202, 202, 202, 202], 'each is answered at once with a place, not a 503');
  const tickets = places.map((answer) => answer.json().ticket as { _id: string; number: number; position: number; etaSeconds: number; status: string });
  t.same(tickets.map((ticket) => ticket.number), [2, 3, 4, 5, 6], 'numbered in arrival order');
  t.same(tickets.map((ticket) => ticket.position), [2, 3, 4, 5, 6], 'the place counts the one being decided');
  t.ok(tickets.every((ticket) => ticket.status === 'QUEUED' && Number.isInteger(ticket.etaSeconds) && ticket.etaSeconds >= 1), 'with an estimate in seconds');
  t.equal(places[0]!.headers['cache-control'], 'no-store');
  t.equal((await app.db('applications')).length, 0, 'nothing is decided ahead of the first in line');

  // Maker 1 holds one unit in the queue; two more would pass the quota of 2. No level grants extra
  // quota, so the users service is asked that (once), not for maker 1.
  const askedBefore = gate.asked().length;
  const over = await apply(1, [units[1]!, units[2]!], 'en');
  t.equal(over.statusCode, 409);
  t.match(over.json(), { code: 'OVER_QUOTA' });
  t.same(gate.asked().slice(askedBefore), ['GET /internal/members/levels'], 'only whether any level grants extra quota was asked');
  // The seventh place is the last one; the eighth maker is told when to come back.
  t.equal((await apply(6)).json().ticket.number, 7);
  const full = await apply(7, [units[0]!], 'en');
  t.equal(full.statusCode, 503);
  t.ok(Number(full.headers['retry-after']) >= 1, 'with Retry-After');
  t.match(full.json(), { code: 'APPLY_QUEUE_FULL', message: /^The queue is full\. Please try again at \d\d:\d\d:\d\d; nothing was booked\.$/ });
  t.match((await apply(7, [units[0]!], 'ko')).json().message, /^대기열이 가득 찼습니다\. \d\d:\d\d:\d\d 이후에/);

  // A place is its member's alone.
  const own = (i: number, id: string) => app.inject({ url: `/api/v1/me/applications/queue/${id}`, headers: makers[i]!.headers });
  t.equal((await own(2, tickets[0]!._id)).statusCode, 404, 'another member’s place is not found');
  t.equal((await app.inject({ url: `/api/v1/me/applications/queue/${tickets[0]!._id}` })).statusCode, 401);
  t.match((await own(1, tickets[0]!._id)).json().ticket, { status: 'QUEUED', position: 2, number: 2 });

  gate.release();
  const answer = await first;
  t.equal(answer.statusCode, 201, 'the first in line is answered with its decision');
  await app.waitingRoom.settled();

  // FIRST_COME in arrival order: the two places went to the first two to arrive, the rest were refused.
  const holders = (await app.db('applications').where({ unit_id: units[0] })).map((row: { member_id: string }) => row.member_id).sort();
  t.same(holders, [makers[0]!.id, makers[1]!.id].sort(), 'the places went to the first two arrivals');
  const second = (await own(1, tickets[0]!._id)).json().ticket;
  t.match(second, { status: 'TAKEN', position: null, etaSeconds: null, refusal: null });
  t.equal(second.applications[0].unitId, units[0], 'the result names the application taken');
  for (const [i, ticket] of tickets.slice(1).entries()) {
    const read = (await own(i + 2, ticket._id)).json().ticket;
    t.match(read, { status: 'REFUSED', position: null, refusal: { code: 'UNIT_FULL', statusCode: 409 } }, `place ${ticket.number} was refused: the unit is full`);
    t.match(read.refusal.message, /[가-힣]/, 'in the member’s language');
  }
  const mine = (await app.inject({ url: '/api/v1/me/applications/queue', headers: makers[3]!.headers })).json().tickets;
  t.same(mine.map((ticket: { _id: string }) => ticket._id), [tickets[2]!._id], 'my page lists the member’s own places');
  t.equal((await app.inject({ url: '/api/v1/me/applications/queue' })).statusCode, 401);

  // The result comes by message too: a first-come place taken is held until staff approve, or refused.
  const messages = async (memberId: string) => {
    const history = await world.admin.inject({ url: `/api/console/messages?memberId=${memberId}&limit=100`, headers: STAFF() });
    return history.json().messages as Array<{ template: string; subject: string | null; body: string }>;
  };
  await app.applyMessages.settled();
  t.ok((await messages(makers[1]!.id)).some((message) => message.template === 'APPLICATION_HELD'), 'a first-come place taken is told as held');
  const refused = (await messages(makers[4]!.id)).find((message) => message.template === 'APPLICATION_REJECTED');
  t.ok(refused, 'a place refused is told with the reason');
  t.match(`${refused?.subject ?? ''} ${refused?.body ?? ''}`, '테스트 공동재단실', 'naming the window by its title in the member’s language');
});

// Arrival order across instances: applications spread over two instances (on MySQL; SQLite serves
// one process) at once are numbered in one sequence, and the places go to the lowest numbers.
await forEachDatabase(t, 'waiting_room_order', async (t, database) => {
  const world = await applyWorld(t, database, { waitingRoom: { answerWaitMs: 0 } });
  const { all, on } = await world.instances({ waitingRoom: { answerWaitMs: 0 } });
  const { units } = await world.window(openWindow({ unitCapacity: 3, memberQuota: 1, waitlistSize: 0 }));
  const makers = await Promise.all(Array.from({ length: 12 }, () => world.maker()));
  const answers = await Promise.all(
    makers.map((maker, i) => on(i).inject({ method: 'POST', url: '/api/v1/apply/applications', headers: maker.headers, payload: world.body([units[0]!._id]) })),
  );
  t.ok(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 202 || answer.statusCode === 409), `placed or decided: ${answers.map((answer) => answer.statusCode).join(',')}`);
  await Promise.all(all.map((app) => app.waitingRoom.settled()));
  const numbers = await Promise.all(
    makers.map(async (maker) => ((await world.app.inject({ url: '/api/v1/me/applications/queue', headers: maker.headers })).json().tickets as Array<{ number: number; status: string }>)[0]!),
  );
  t.same(
    numbers.map((ticket) => ticket.number).sort((a, b) => a - b),
    makers.map((_, i) => i + 1),
    'one numbering for the window across instances: 1…12, no number twice',
  );
  const taken = numbers.filter((ticket) => ticket.status === 'TAKEN').map((ticket) => ticket.number).sort((a, b) => a - b);
  t.same(taken, [1, 2, 3], 'the three places went to the first three arrivals (no inversion)');
  t.equal(Number((await world.app.db('schedule_units').where({ id: units[0]!._id }).first()).held), 3);
});

// An opening rush: while arrivals stream in, deciding waits for them, so the first in line too is
// answered with its place at once rather than waiting for a decision held back. Counted as a rush
// here from two arrivals at one instance within a minute (a slow host cannot stretch them apart):
// two makers apply at once, each first in line of their own window; whichever comes second (at
// least) is answered with its place.
await forEachDatabase(t, 'waiting_room_rush', async (t, database) => {
  const world = await applyWorld(t, database, { waitingRoom: { answerWaitMs: 100, rushArrivals: 2, arrivalWindowMs: 60_000 } });
  const windows = [await world.window(openWindow({ unitCapacity: 5 })), await world.window(openWindow({ unitCapacity: 5, useFrom: '2027-02-01', useTo: '2027-02-05' }))];
  const makers = [await world.maker(), await world.maker()];
  const answers = await Promise.all(
    makers.map((maker, i) => world.app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: maker.headers, payload: world.body([windows[i]!.units[0]!._id]) })),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  t.ok(statuses.every((status) => status === 201 || status === 202), `decided or placed: ${statuses.join(',')}`);
  t.ok(statuses.includes(202), `a first in line arriving in the rush is answered with its place, not held for its decision (${statuses.join(',')})`);
  for (const answer of answers.filter((answer) => answer.statusCode === 202)) t.match(answer.json().ticket, { status: 'QUEUED', position: 1, number: 1 });
  await world.app.waitingRoom.settled();
  const tickets = await Promise.all(
    makers.map(async (maker) => ((await world.app.inject({ url: '/api/v1/me/applications/queue', headers: maker.headers })).json().tickets as Array<{ status: string }>)[0]!.status),
  );
  t.same(tickets, ['TAKEN', 'TAKEN'], 'then both places are decided');
});
