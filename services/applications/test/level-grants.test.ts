import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { drawLottery } from '../src/lottery-draw.ts';
import { applyWorld, openWindow, STAFF, type Maker } from './apply-world.ts';
import { replayDraw } from './review-fixtures.ts';

// Member levels (console /users/levels) grant extra applications per window and lottery priority.
// The real users service answers the grants with the member; the applications rules use them.
await forEachDatabase(t, 'level_grants', async (t, database) => {
  const world = await applyWorld(t, database);
  const app = world.app;
  const text = (ko: string) => ({ ko, en: ko, cn: ko, jp: ko });
  const gold = await world.users.memberLevels.create({ name: text('골드'), order: 1, grants: { extraQuotaPerWindow: 2, lotteryPriority: true } }, world.clock.now().toISOString());
  async function goldMaker(): Promise<Maker> {
    const maker = await world.maker();
    await world.users.db('users').where({ id: maker.id }).update({ level_id: gold._id });
    return maker;
  }
  const apply = (maker: Maker, unitIds: string[]) => app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: maker.headers, payload: world.body(unitIds) });

  t.test("a level's extra quota: window quota + extra, decided in the database under parallel requests", async (t) => {
    const { windowId, units } = await world.window(openWindow({ memberQuota: 1, unitCapacity: 5 }));
    const [member, plain] = [await goldMaker(), await world.maker()];
    const remaining = async (maker: Maker) => (await app.inject({ url: `/api/v1/apply/limitations/${windowId}`, headers: maker.headers })).json().limitation.memberRemainingQuota;
    t.equal(await remaining(member), 3, 'the form shows 1 + 2');
    t.equal(await remaining(plain), 1);

    // Five parallel requests of the gold member for five days: exactly three are taken.
    const answers = await Promise.all(units.slice(0, 5).map((unit) => apply(member, [unit._id])));
    t.equal(answers.filter((res) => res.statusCode === 201).length, 3, 'quota 1 + extra 2');
    t.ok(answers.filter((res) => res.statusCode !== 201).every((res) => res.statusCode === 409 && res.json().code === 'OVER_QUOTA'));
    t.equal(await remaining(member), 0);
    t.same((await app.db('member_window_usage').where({ window_id: windowId, member_id: member.id }).first()).used, 3);

    const plainFirst = await apply(plain, [units[0]!._id]);
    t.equal(plainFirst.statusCode, 201, plainFirst.body);
    t.equal((await apply(plain, [units[1]!._id])).json().code, 'OVER_QUOTA', 'no level: the window quota alone');

    // Staff take the level away: it counts at the next application (the grants are read afresh).
    const later = await goldMaker();
    await world.users.db('users').where({ id: later.id }).update({ level_id: null });
    t.equal((await apply(later, [units[2]!._id])).statusCode, 201);
    t.equal((await apply(later, [units[3]!._id])).json().code, 'OVER_QUOTA');
  });

  t.test('lottery priority: priority entrants are drawn first, the grants are recorded and the draw replays', async (t) => {
    world.clock.set('2026-11-24T02:00:00.000Z');
    const { windowId, units } = await world.window(openWindow({ allocation: 'LOTTERY', memberQuota: 1, unitCapacity: 1, useFrom: '2027-02-01', useTo: '2027-02-02' }));
    const [first, second] = [units[0]!._id, units[1]!._id];
    const priority = await goldMaker();
    const others = await Promise.all(Array.from({ length: 5 }, () => world.maker()));
    // The gold member may enter both days (quota 1 + 2) and win both; five others ask for the first day.
    t.equal((await apply(priority, [first, second])).statusCode, 201);
    for (const maker of others) t.equal((await apply(maker, [first])).statusCode, 201);
    // A change of level after applying does not change the draw: the grants were taken with the application.
    await world.users.db('users').where({ id: priority.id }).update({ level_id: null });

    world.clock.set('2026-12-12T03:00:00.000Z');
    const drawn = await app.inject({ method: 'POST', url: `/api/console/apply/limitations/${windowId}/lottery`, headers: STAFF(), payload: {} });
    t.equal(drawn.statusCode, 200, drawn.body);
    const record = drawn.json().lottery;
    t.match(record.algorithm, /hmac-sha256\/v2$/);
    t.match(record.entrants.find((e: { memberId: string }) => e.memberId === priority.id), { lotteryPriority: true, extraQuota: 2 });
    t.match(record.entrants.find((e: { memberId: string }) => e.memberId === others[0]!.id), { lotteryPriority: false, extraQuota: 0 });
    const won = await app.db('applications').where({ window_id: windowId, member_id: priority.id, status: 'APPROVED' });
    t.equal(won.length, 2, 'the priority member wins both days over five others (quota raised by the level)');

    // Replay from the record alone: the same winners.
    const replay = replayDraw(record, 1);
    t.same(replay.filter((o) => o.won).map((o) => o.applicationId).sort(), record.units.flatMap((u: { drawn: string[] }) => u.drawn).sort());
    await app.applyMessages.settled();
  });
});

t.test('the draw function: a priority tier comes first under every seed; extra quota lets a member win more', async (t) => {
  const entries = [
    { applicationId: 'a1', memberId: 'gold', unitId: 'u1', recentGrants: 5, priority: true, extraQuota: 1 },
    { applicationId: 'a2', memberId: 'gold', unitId: 'u2', recentGrants: 5, priority: true, extraQuota: 1 },
    ...Array.from({ length: 8 }, (_, i) => ({ applicationId: `b${i}`, memberId: `m${i}`, unitId: i % 2 ? 'u1' : 'u2', recentGrants: 0 })),
  ];
  for (let seed = 0; seed < 200; seed += 1) {
    const outcome = drawLottery({ seed: `seed-${seed}`, places: { u1: 1, u2: 1 }, memberQuota: 1, entries });
    if (!outcome.slice(0, 2).every((o) => o.priority && o.won)) return t.fail(`seed ${seed}: priority not first`);
  }
  const withoutExtra = drawLottery({ seed: 'x', places: { u1: 1, u2: 1 }, memberQuota: 1, entries: entries.map((e) => ({ ...e, extraQuota: 0 })) });
  t.equal(withoutExtra.filter((o) => o.memberId === 'gold' && o.won).length, 1, 'without the extra quota: one win');
  t.pass('priority entrants served first under 200 seeds, even with five recent units');
});
