import t from 'tap';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { controllableClock } from '@centre/server-kit';
import { buildApp } from '../src/app.ts';
import { prepareFairsDatabase } from '../src/seeds/index.ts';

await forEachDatabase(t, 'fairs', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());

  t.test('the service answers its health and readiness checks', async (t) => {
    t.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
    const ready = await app.inject({ url: '/readyz' });
    t.equal(ready.statusCode, 200);
  });
});

await forEachDatabase(t, 'fairs_demo', async (t, database) => {
  t.test('demo mode adds two published maker profiles and one planned fair, once', async (t) => {
    t.same(await prepareFairsDatabase(database, { demo: true }), { profiles: 2, fairs: 1 });
    t.same(await prepareFairsDatabase(database, { demo: true }), { profiles: 0, fairs: 0 }, 'a second start adds nothing');
    const app = await buildApp({ ...serviceOptionsForTest(database), clock: controllableClock('2026-11-27T00:00:00.000Z'), clockTimer: false });
    t.teardown(() => app.close());
    t.equal((await app.inject({ url: '/api/v1/makers' })).json().summary.total, 2);
    const fairs = (await app.inject({ url: '/api/v1/fairs', headers: { 'accept-language': 'en' } })).json();
    t.match(fairs.fairs, [{ title: 'Dongdaemun Sewing Order Fair, Spring 2027', status: 'PLANNED' }]);
    const detail = (await app.inject({ url: `/api/v1/fairs/${fairs.fairs[0]._id}` })).json().fair;
    t.equal(detail.slots.length, 24, '10:00–17:00 in half hours less the lunch hour, two days');
  });
});
