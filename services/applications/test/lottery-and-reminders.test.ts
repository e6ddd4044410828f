import { createHash } from 'node:crypto';
import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { placeApplication, replayDraw, unitCounters, windowWithUnits } from './review-fixtures.ts';
import { applyWorld, STAFF, STAFF_ID } from './apply-world.ts';
import { DEMO_LOTTERY_SEED, seedDemoLottery } from '../src/seeds/demo-lottery.ts';

const staffId = STAFF_ID;
const staff = STAFF();

// The real users service (who members are, their language) and the real admin outbox beside the
// applications service: what members are told is read from the outbox's history.
await forEachDatabase(t, 'lottery_reminders', async (t, database) => {
  // Applications of the windows below close at the end of 2026-11-20 (Seoul).
  const clock = controllableClock('2026-11-20T05:00:00Z');
  const world = await applyWorld(t, database, { clock });
  const app = world.app;

  // First: a request-driven tick (if any) would not yet be throttled by an earlier request.
  t.test('reading a due lottery changes nothing: the clock and the POST draw, a GET never does', async (t) => {
    clock.set('2026-11-20T05:00:00Z');
    const { windowId, units } = await windowWithUnits(app, { allocation: 'LOTTERY', unitCapacity: 1, location: 'YONGSIN' });
    const entry = await placeApplication(app.db, units[0]!.id, { status: 'WAITING', holding: false, memberId: (await world.maker()).id });
    clock.set('2026-11-22T00:00:00Z');
    const read = await app.inject({ url: `/api/console/apply/limitations/${windowId}/lottery`, headers: staff });
    t.equal(read.statusCode, 404, 'not drawn yet');
    t.equal(await app.lottery.record(windowId), null);
    t.match(await app.db('applications').where({ id: entry }).first(), { status: 'WAITING' });
    // The clock has drawn it at its tick, with the seed committed to.
    t.equal(await app.scheduler.drawDueLotteries(), 1);
    const hash = (await app.inject({ url: `/api/console/apply/limitations/${windowId}`, headers: staff })).json().limitation.lotterySeedHash;
    const record = (await app.inject({ url: `/api/console/apply/limitations/${windowId}/lottery`, headers: staff })).json().lottery;
    t.equal(createHash('sha256').update(record.seed).digest('hex'), hash);
    t.same(replayDraw(record, 2).filter((o) => o.won).map((o) => o.applicationId), [entry], 'the revealed seed replays the draw');
  });

  t.test('the draw: refused while open, then once, recorded, replayable from its record', async (t) => {
    clock.set('2026-11-20T05:00:00Z');
    const { windowId, units } = await windowWithUnits(app, { allocation: 'LOTTERY', unitCapacity: 2, memberQuota: 1 });
    const [first, second] = [units[0]!, units[1]!];
    const members = await Promise.all(Array.from({ length: 6 }, async () => (await world.maker()).id));
    // A maker who was given a unit of this work type in recent months weighs less.
    const { units: earlier } = await windowWithUnits(app, { useFrom: '2026-09-01', useTo: '2026-09-04', applyFrom: '2026-08-01', applyTo: '2026-08-10' });
    await placeApplication(app.db, earlier[0]!.id, { status: 'APPROVED', memberId: members[0] });
    await placeApplication(app.db, earlier[1]!.id, { status: 'APPROVED', memberId: members[0] });
    const entries: string[] = [];
    for (const [i, memberId] of members.entries()) {
      entries.push(await placeApplication(app.db, (i % 2 === 0 ? first : second).id, { status: 'WAITING', holding: false, memberId }));
    }
    // The same member also asks for the other unit: the quota (1) lets them win at most one.
    entries.push(await placeApplication(app.db, second.id, { status: 'WAITING', holding: false, memberId: members[2] }));

    const path = `/api/console/apply/limitations/${windowId}/lottery`;
    const early = await app.inject({ method: 'POST', url: path, headers: staff, payload: {} });
    t.equal(early.statusCode, 409, 'not while applications are open');
    t.equal((await app.inject({ url: path, headers: staff })).statusCode, 404, 'no record yet');

    // The commitment is public while applications are open; the seed is not.
    const committed = (await app.inject({ url: `/api/v1/apply/limitations/${windowId}` })).json().limitation;
    t.match(committed.lotterySeedHash, /^[0-9a-f]{64}$/);
    t.notOk(JSON.stringify(committed).includes('"seed'), 'the seed itself is not published');

    clock.set('2026-11-21T00:00:00Z');
    // Two staff press "draw" at once (on MySQL, on two instances): one draws, the other is told it is drawn.
    const other = database.client === 'mysql' ? await buildApp({ ...serviceOptionsForTest(database, 'applications'), ...world.urls, clock, clockTimer: false }) : app;
    if (other !== app) t.teardown(() => other.close());
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: path, headers: staff, payload: {} }),
      other.inject({ method: 'POST', url: path, headers: staff, payload: {} }),
    ]);
    t.same([a.statusCode, b.statusCode].sort(), [200, 409]);
    const record = (a.statusCode === 200 ? a : b).json().lottery;
    t.match(record, { windowId, seedHash: committed.lotterySeedHash, drawnBy: staffId, algorithm: /efraimidis/ });
    t.equal(createHash('sha256').update(record.seed).digest('hex'), committed.lotterySeedHash, 'the revealed seed is the one committed to before the draw');
    t.same((await app.inject({ url: path, headers: staff })).json().lottery, record, 'the record reads back as drawn');
    t.equal((await app.inject({ url: `/api/console/apply/limitations/${windowId}/draw`, headers: staff })).statusCode, 404, 'the alias /draw is gone');

    const drawn = record.units.flatMap((unit: { drawn: string[] }) => unit.drawn);
    t.equal(drawn.length, 4, 'two places on each of two units');
    t.same(await unitCounters(app.db, first.id), { held: 2, waitlisted: 0, capacity: 2 });
    t.same(await unitCounters(app.db, second.id), { held: 2, waitlisted: 0, capacity: 2 });
    const rows = await app.db('applications').whereIn('id', entries);
    const approvedMembers = rows.filter((row) => row.status === 'APPROVED').map((row) => row.member_id);
    t.equal(new Set(approvedMembers).size, approvedMembers.length, 'nobody won more than the quota');
    t.ok(rows.every((row) => row.status === 'APPROVED' || (row.status === 'REJECTED' && row.reject_reason_code === 'LOTTERY_NOT_DRAWN')));
    t.match(record.entrants.find((e: { memberId: string }) => e.memberId === members[0]), { recentUnits: 2, weight: 1 / 3 });

    // Fairness shown: the record alone (seed, entrants, units) replays to the same result.
    const replay = replayDraw(record, 1);
    t.same(replay.filter((o) => o.won).map((o) => o.applicationId).sort(), [...drawn].sort());

    await app.applyMessages.settled();
    await other.applyMessages.settled();
    const told = await Promise.all(members.map((memberId) => world.templatesFor(memberId)));
    t.same(told.map((templates) => templates.filter((template) => template === 'LOTTERY_RESULT').length), [1, 1, 2, 1, 1, 1], 'every entry was told its result');
    const history = (await world.admin.inject({ url: `/api/console/messages?memberId=${members[1]}&limit=10`, headers: staff })).json().messages;
    t.match(history[0].body, /추첨 결과: 선정/, 'in the member\'s language');
  });

  t.test('staff cannot choose the seed: a supplied seed is refused and nothing is drawn', async (t) => {
    clock.set('2026-11-20T05:00:00Z');
    const { windowId, units } = await windowWithUnits(app, { allocation: 'LOTTERY', unitCapacity: 1, location: 'YONGSIN' });
    const entry = await placeApplication(app.db, units[0]!.id, { status: 'WAITING', holding: false, memberId: (await world.maker()).id });
    clock.set('2026-11-22T00:00:00Z');
    const path = `/api/console/apply/limitations/${windowId}/lottery`;
    for (const seed of ['a-seed-that-makes-my-maker-win', 42]) {
      const refused = await app.inject({ method: 'POST', url: path, headers: staff, payload: { seed } });
      t.equal(refused.statusCode, 400);
      t.match(refused.json(), { code: 'LOTTERY_SEED_REFUSED', message: /seed/ });
    }
    t.equal(await app.lottery.record(windowId), null, 'nothing drawn');
    t.match(await app.db('applications').where({ id: entry }).first(), { status: 'WAITING' });
    t.equal((await app.inject({ method: 'POST', url: path, headers: staff, payload: {} })).statusCode, 200, 'without a seed it draws');
  });

  t.test('the clock draws a closed lottery window by itself, once', async (t) => {
    clock.set('2026-11-20T05:00:00Z');
    const { windowId, units } = await windowWithUnits(app, { allocation: 'LOTTERY', unitCapacity: 1, location: 'YONGSIN' });
    await placeApplication(app.db, units[0]!.id, { status: 'WAITING', holding: false, memberId: (await world.maker()).id });
    await placeApplication(app.db, units[0]!.id, { status: 'WAITING', holding: false, memberId: (await world.maker()).id });
    t.equal(await app.scheduler.drawDueLotteries(), 0, 'still open');
    clock.set('2026-11-22T00:00:00Z');
    t.equal(await app.scheduler.drawDueLotteries(), 1);
    t.equal(await app.scheduler.drawDueLotteries(), 0, 'never twice');
    t.match((await app.lottery.record(windowId))!, { drawnBy: 'lottery' });
  });

  t.test('a reminder goes the day before, once per booking', async (t) => {
    const { units } = await windowWithUnits(app, { location: 'YONGSIN', work: 'STUDIO', useFrom: '2026-12-14', useTo: '2026-12-18' });
    const tomorrowUnit = units.find((unit) => unit.use_date === '2026-12-15')!;
    const maker = await world.maker();
    const booked = await placeApplication(app.db, tomorrowUnit.id, { status: 'APPROVED', memberId: maker.id });
    const waiting = await world.maker();
    await placeApplication(app.db, tomorrowUnit.id, { status: 'WAITING', memberId: waiting.id });
    clock.set('2026-12-14T00:30:00Z'); // 09:30 in Seoul, the day before
    t.equal(await app.scheduler.sendReminders(), 1, 'only the approved booking');
    t.equal(await app.scheduler.sendReminders(), 0, 'not twice');
    t.same(await world.templatesFor(maker.id), ['BOOKING_REMINDER']);
    t.same(await world.templatesFor(waiting.id), []);
    const [reminder] = (await world.admin.inject({ url: `/api/console/messages?memberId=${maker.id}&limit=10`, headers: staff })).json().messages;
    t.match(reminder.body, /2026-12-15 09:00–18:00/);
    t.equal((await app.db('application_messages_sent').where({ application_id: booked })).length, 1);
  });
});

await forEachDatabase(t, 'demo_lottery', async (t, database) => {
  const app = await buildApp({ ...serviceOptionsForTest(database, 'applications'), clockTimer: false });
  t.teardown(() => app.close());
  t.test('the demo seeds hold a finished lottery with its record', async (t) => {
    t.same(await seedDemoLottery(app.db, new Date('2026-11-24T02:00:00Z')), { drawn: true });
    t.same(await seedDemoLottery(app.db, new Date('2026-11-24T02:00:00Z')), { drawn: false }, 'once');
    const window = await app.db('application_windows').where({ allocation: 'LOTTERY' }).first();
    const record = (await app.inject({ url: `/api/console/apply/limitations/${window.id}/lottery`, headers: staff })).json().lottery;
    t.match(record, { seed: DEMO_LOTTERY_SEED, drawnBy: 'lottery' });
    t.equal(record.entrants.length, 4);
    t.same(record.units.map((unit: { drawn: string[] }) => unit.drawn.length), [1, 1, 1], 'one place per session, each taken');
    t.ok(record.units.every((unit: { drawn: string[]; notDrawn: string[] }) => unit.drawn.length + unit.notDrawn.length >= 2), 'every session was asked for by several makers');
  });
});
