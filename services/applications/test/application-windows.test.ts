import t from 'tap';
import { forEachDatabase, serviceOptionsForTest, signAccessToken, bearer } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { DEMO_WINDOWS } from '../src/seeds/index.ts';

const staff = bearer(signAccessToken({ scope: ['member', 'console'] }));
const member = bearer(signAccessToken({ scope: ['member'] }));

await forEachDatabase(t, 'applications', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());
  for (const window of DEMO_WINDOWS) await app.applicationWindows.create(window);

  t.test('makers see windows filtered by work type, site and status, in their language', async (t) => {
    const res = await app.inject({ url: '/api/v1/apply/limitations?work=CUTTINGROOM&status=IN_PROGRESS', headers: { 'accept-language': 'en' } });
    t.equal(res.statusCode, 200);
    const { limitations, summary } = res.json();
    t.equal(summary.total, 2);
    t.ok(limitations.every((w: { work: string; status: string }) => w.work === 'CUTTINGROOM' && w.status === 'IN_PROGRESS'));
    t.match(limitations[0].title, /cutting room/);
    const yongsinStudio = (await app.inject({ url: '/api/v1/apply/limitations?work=STUDIO&location=YONGSIN' })).json();
    t.same(yongsinStudio.limitations.map((w: { title: string }) => w.title), ['2027년 1분기 용신 공용장비실(5~6층)', '2026년 하반기 용신 공용장비실(5~6층)'], 'latest use period first');
  });

  t.test('unknown enum values are 400', async (t) => {
    t.equal((await app.inject({ url: '/api/v1/apply/limitations?work=KITCHEN' })).statusCode, 400);
    t.equal((await app.inject({ url: '/api/v1/apply/limitations?location=BUSAN' })).statusCode, 400);
  });

  t.test('console windows: 401 without a token, 403 for a member, all locales for staff', async (t) => {
    t.equal((await app.inject({ url: '/api/console/apply/limitations' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/apply/limitations', headers: member })).statusCode, 403);
    const res = await app.inject({ url: '/api/console/apply/limitations', headers: staff });
    t.equal(res.json().summary.total, DEMO_WINDOWS.length);
    t.ok(res.json().limitations[0].title.jp);
  });

  t.test('staff open a window; a period ending before it starts is refused and nothing is written', async (t) => {
    const body = { ...DEMO_WINDOWS[0]!, useFrom: '2027-07-01', useTo: '2027-12-31' };
    const created = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: staff, payload: body });
    t.equal(created.statusCode, 201);
    const before = await app.applicationWindows.count();
    const backwards = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: staff, payload: { ...body, useFrom: '2027-12-31', useTo: '2027-07-01' } });
    t.equal(backwards.statusCode, 400);
    t.match(backwards.json().message, /end before it starts/);
    const badDate = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: staff, payload: { ...body, useFrom: '2027-13-45' } });
    t.equal(badDate.statusCode, 400);
    t.equal(await app.applicationWindows.count(), before);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: member, payload: body })).statusCode, 403);
  });
});
