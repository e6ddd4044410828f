// The opening-hour rush: many makers at once, on SQLite and on MySQL, and on MySQL with two
// instances of the service on one database. Capacity, waitlists and quotas are decided by
// conditional UPDATEs in the database, so the counts below hold whatever the interleaving.
import t from 'tap';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { applyWorld, openWindow, STAFF, type Maker } from './apply-world.ts';

await forEachDatabase(t, 'apply_rush', async (t, database) => {
  // These tests are about the database deciding under contention, so every request is let in and
  // waits for its decision: the waiting room's places (202) are tested in waiting-room.test.ts.
  const letEveryoneIn = { maxInFlight: 1_000 };
  const world = await applyWorld(t, database, { applyAdmission: letEveryoneIn });
  const { app } = world;
  // A second instance on the same database (MySQL only: SQLite serves one process).
  const instances = [app];
  if (database.client === 'mysql') {
    const second = await buildApp({ ...serviceOptionsForTest(database, 'applications'), ...world.urls, clock: world.clock, applyAdmission: letEveryoneIn, waitingRoom: { answerWaitMs: 30_000 } });
    t.teardown(() => second.close());
    instances.push(second);
  }
  const on = (i: number) => instances[i % instances.length]!;
  const apply = (i: number, maker: Maker, unitIds: string[], extra: Record<string, unknown> = {}) =>
    on(i).inject({ method: 'POST', url: '/api/v1/apply/applications', headers: maker.headers, payload: world.body(unitIds, extra) });
  const makers = async (n: number) => Promise.all(Array.from({ length: n }, () => world.maker()));
  const codes = (answers: Array<{ statusCode: number; json(): { code?: string } }>) => answers.map((a) => (a.statusCode === 201 ? 'OK' : a.json().code ?? String(a.statusCode)));
  const count = (list: string[], value: string) => list.filter((item) => item === value).length;
  const unitRow = (id: string) => app.db('schedule_units').where({ id }).first();

  t.test('N makers at once for the last M places: exactly M holds, the rest told it is full', async (t) => {
    const { units } = await world.window(openWindow({ unitCapacity: 7 }));
    const unitId = units[0]!._id;
    const early = await makers(2);
    for (const maker of early) t.equal((await apply(0, maker, [unitId])).statusCode, 201);
    const rush = await makers(30);
    const answers = await Promise.all(rush.map((maker, i) => apply(i, maker, [unitId])));
    const outcome = codes(answers);
    t.equal(count(outcome, 'OK'), 5, 'the last five places went to five makers');
    t.equal(count(outcome, 'UNIT_FULL'), 25, 'everyone else was told the unit is full');
    t.match(await unitRow(unitId), { held: 7, capacity: 7 });
    const [{ holding }] = (await app.db('applications').where({ unit_id: unitId, holding: true }).count({ holding: '*' })) as [{ holding: number }];
    t.equal(Number(holding), 7);
  });

  t.test('a member\'s parallel applications never exceed the quota', async (t) => {
    const { windowId, units } = await world.window(openWindow({ memberQuota: 3, unitCapacity: 10 }));
    const [maker] = await makers(1);
    const answers = await Promise.all(units.slice(0, 5).map((unit, i) => apply(i, maker!, [unit._id])));
    const outcome = codes(answers);
    t.equal(count(outcome, 'OK'), 3);
    t.equal(count(outcome, 'OVER_QUOTA'), 2);
    const usage = await app.db('member_window_usage').where({ window_id: windowId, member_id: maker!.id }).first();
    t.equal(Number(usage.used), 3);
    // The same unit asked for twice at once: one application.
    const { units: more } = await world.window(openWindow({ useFrom: '2027-02-01', useTo: '2027-02-05', memberQuota: 5 }));
    const twice = codes(await Promise.all([0, 1, 2].map((i) => apply(i, maker!, [more[0]!._id]))));
    t.same(twice.sort(), ['ALREADY_APPLIED', 'ALREADY_APPLIED', 'OK']);
  });

  t.test('a waitlist fills to its size in arrival order, with distinct places', async (t) => {
    const { units } = await world.window(openWindow({ useFrom: '2027-03-01', useTo: '2027-03-05', unitCapacity: 1, waitlistSize: 4 }));
    const unitId = units[0]!._id;
    const [holder] = await makers(1);
    t.equal((await apply(0, holder!, [unitId])).statusCode, 201);
    const rush = await makers(10);
    const answers = await Promise.all(rush.map((maker, i) => apply(i, maker, [unitId], { joinWaitlist: true })));
    const outcome = codes(answers);
    t.equal(count(outcome, 'OK'), 4);
    t.equal(count(outcome, 'WAITLIST_FULL'), 6);
    const positions = answers.filter((a) => a.statusCode === 201).map((a) => a.json().applications[0].waitlistPosition as number);
    t.same(positions.sort(), [1, 2, 3, 4], 'each waiting maker has a place of their own');
    t.match(await unitRow(unitId), { held: 1, waitlisted: 4 });

    // Three places free at once (capacity raised while the holder cancels): the first three in line move up.
    const inLine = (await app.db('applications').where({ unit_id: unitId, status: 'WAITLISTED' }).orderBy('waitlist_seq')).map((row: { id: string }) => row.id);
    const holderApplication = (await app.inject({ url: '/api/v1/apply/applications', headers: holder!.headers })).json().applications[0]._id;
    await Promise.all([
      on(0).inject({ method: 'POST', url: `/api/v1/me/applications/${holderApplication}/cancel`, headers: holder!.headers }),
      on(1).inject({ method: 'PUT', url: `/api/console/schedule/${unitId}`, headers: STAFF(), payload: { capacity: 3 } }),
    ]);
    const promoted = (await app.db('applications').where({ unit_id: unitId, status: 'WAITING' })).map((row: { id: string }) => row.id);
    t.same(promoted.sort(), inLine.slice(0, 3).sort(), 'promoted in order');
    t.match(await unitRow(unitId), { held: 3, waitlisted: 1, capacity: 3 });
  });

  t.test('parallel approvals of lottery entries never exceed the capacity', async (t) => {
    const { units } = await world.window(openWindow({ useFrom: '2027-04-05', useTo: '2027-04-09', allocation: 'LOTTERY', unitCapacity: 2 }));
    const unitId = units[0]!._id;
    const entrants = await makers(8);
    const ids: string[] = [];
    for (const maker of entrants) ids.push((await apply(0, maker, [unitId])).json().applications[0]._id);
    const outcomes = await Promise.allSettled(ids.map((id, i) => on(i).applications.approve(id, null, world.clock.now())));
    t.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 2);
    t.ok(outcomes.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason.code === 'UNIT_FULL'));
    t.match(await unitRow(unitId), { held: 2 });
  });
});
