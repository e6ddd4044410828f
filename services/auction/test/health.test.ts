import t from 'tap';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { prepareAuctionDatabase } from '../src/seeds/index.ts';

await forEachDatabase(t, 'auction', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());

  t.test('the service answers its health and readiness checks', async (t) => {
    t.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
    const ready = await app.inject({ url: '/readyz' });
    t.equal(ready.statusCode, 200);
  });
});

await forEachDatabase(t, 'auction_demo', async (t, database) => {
  await prepareAuctionDatabase(database, { demo: true });
  await prepareAuctionDatabase(database, { demo: true });
  const app = await buildApp({ ...serviceOptionsForTest(database), clockTimer: false });
  t.teardown(() => app.close());

  t.test('demo content: two authors, one open program with a hall and its works, written once', async (t) => {
    const programs = (await app.inject({ url: '/api/v1/auction/programs' })).json().programs as Array<{ _id: string; status: string; halls: Array<{ _id: string }> }>;
    t.equal(programs.length, 1);
    t.equal(programs[0]!.status, 'IN_PROGRESS');
    const hall = (await app.inject({ url: `/api/v1/auction/halls/${programs[0]!.halls[0]!._id}`, headers: { 'accept-language': 'en' } })).json();
    t.equal(hall.works.length, 4);
    t.equal(hall.works[0].title, 'Winter wool coat');
    t.ok(hall.works.every((work: { lot: { open: boolean } }) => work.lot.open), 'bids are taken');
    t.equal(new Set(hall.works.map((work: { author: { _id: string } }) => work.author._id)).size, 2);
  });
});
