import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest, signAccessToken, bearer } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { DEMO_WINDOWS } from '../src/seeds/index.ts';

const staff = bearer(signAccessToken({ scope: ['member', 'console'] }));
const member = bearer(signAccessToken({ scope: ['member'] }));

await forEachDatabase(t, 'applications', async (t, database) => {
  const clock = controllableClock('2026-11-24T02:00:00Z');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock });
  t.teardown(() => app.close());
  for (const window of DEMO_WINDOWS) await app.applicationWindows.create(window);

  t.test('makers see windows filtered by work type, site and status, in their language', async (t) => {
    const res = await app.inject({ url: '/api/v1/apply/limitations?work=CUTTINGROOM&status=IN_PROGRESS', headers: { 'accept-language': 'en' } });
    t.equal(res.statusCode, 200);
    const { limitations, summary } = res.json();
    t.equal(summary.total, 2);
    t.ok(limitations.every((w: { work: string; status: string }) => w.work === 'CUTTINGROOM' && w.status === 'IN_PROGRESS'));
    t.match(limitations[0].title, /cutting room/);
    t.match(limitations[0], { openTime: '09:00', closeTime: '18:00', weekdays: [1, 2, 3, 4, 5], unitLayout: 'WHOLE_DAY', allocation: 'FIRST_COME', memberRemainingQuota: null });
    const yongsinStudio = (await app.inject({ url: '/api/v1/apply/limitations?work=STUDIO&location=YONGSIN' })).json();
    t.same(yongsinStudio.limitations.map((w: { status: string }) => w.status), ['PLANNED', 'IN_PROGRESS'], 'latest use period first; each state from the clock');
    t.same(yongsinStudio.limitations[1].sessions, [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }]);
    for (const status of ['PLANNED', 'IN_PROGRESS', 'CLOSED']) {
      const listed = (await app.inject({ url: `/api/v1/apply/limitations?status=${status}&limit=100` })).json().limitations;
      t.ok(listed.length > 0 && listed.every((w: { status: string }) => w.status === status), `the ${status} filter agrees with the computed status`);
    }
  });

  t.test('unknown enum values are 400', async (t) => {
    t.equal((await app.inject({ url: '/api/v1/apply/limitations?work=KITCHEN' })).statusCode, 400);
    t.equal((await app.inject({ url: '/api/v1/apply/limitations?location=BUSAN' })).statusCode, 400);
    t.equal((await app.inject({ url: '/api/v1/apply/limitations', headers: { authorization: 'Bearer nonsense' } })).statusCode, 401, 'a bad token is not silently anonymous');
  });

  t.test('console windows: 401 without a token, 403 for a member, all locales and counts for staff', async (t) => {
    t.equal((await app.inject({ url: '/api/console/apply/limitations' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/apply/limitations', headers: member })).statusCode, 403);
    const res = await app.inject({ url: '/api/console/apply/limitations?limit=100', headers: staff });
    t.equal(res.json().summary.total, DEMO_WINDOWS.length);
    t.ok(res.json().limitations[0].title.jp);
    t.match(res.json().limitations[0], { units: 0, lotteryDrawn: false, applications: { WAITING: 0, APPROVED: 0 } });
  });

  t.test('staff open, edit and close a window; unsound periods and sessions are refused and nothing is written', async (t) => {
    const body = { ...DEMO_WINDOWS[0]!, useFrom: '2027-07-01', useTo: '2027-12-31' };
    const created = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: staff, payload: body });
    t.equal(created.statusCode, 201);
    const before = await app.applicationWindows.count();
    const refused = [
      [{ ...body, useFrom: '2027-12-31', useTo: '2027-07-01' }, /end before it starts/],
      [{ ...body, openTime: '18:00', closeTime: '09:00' }, /open before it closes/],
      [{ ...body, unitLayout: 'SESSIONS', sessions: [] }, /at least one session/],
      [{ ...body, unitLayout: 'SESSIONS', sessions: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '18:00' }] }, /overlap/],
      [{ ...body, unitLayout: 'SESSIONS', sessions: [{ start: '08:00', end: '13:00' }] }, /within the opening hours/],
    ] as const;
    for (const [payload, message] of refused) {
      const res = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: staff, payload });
      t.equal(res.statusCode, 400);
      t.match(res.json().message, message);
    }
    for (const payload of [{ ...body, useFrom: '2027-13-45' }, { ...body, status: 'CLOSED' }, { ...body, weekdays: [0] }, { ...body, openTime: '9:00' }]) {
      t.equal((await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: staff, payload })).statusCode, 400);
    }
    t.equal(await app.applicationWindows.count(), before);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: member, payload: body })).statusCode, 403);

    const id = created.json()._id;
    const edited = await app.inject({ method: 'PUT', url: `/api/console/apply/limitations/${id}`, headers: staff, payload: { ...body, allocation: 'LOTTERY', unitCapacity: 2 } });
    t.match(edited.json().limitation, { allocation: 'LOTTERY', unitCapacity: 2, status: 'IN_PROGRESS' });
    const closed = await app.inject({ method: 'POST', url: `/api/console/apply/limitations/${id}/close`, headers: staff });
    t.equal(closed.json().limitation.status, 'CLOSED');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/apply/limitations/0190a5a0-0000-7000-8000-00000000ffff/close', headers: staff })).statusCode, 404);
  });

  t.test('the strike rule is a setting staff change', async (t) => {
    t.same((await app.inject({ url: '/api/console/apply/settings', headers: staff })).json().policy, { strikeLimit: 3, periodDays: 90, suspensionDays: 30 });
    const changed = await app.inject({ method: 'PUT', url: '/api/console/apply/settings', headers: staff, payload: { strikeLimit: 4, periodDays: 60, suspensionDays: 14 } });
    t.same(changed.json().policy, { strikeLimit: 4, periodDays: 60, suspensionDays: 14 });
    t.equal((await app.inject({ method: 'PUT', url: '/api/console/apply/settings', headers: staff, payload: { strikeLimit: 0, periodDays: 60, suspensionDays: 14 } })).statusCode, 400);
  });
});
