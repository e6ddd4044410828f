import t from 'tap';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';

await forEachDatabase(t, 'auction', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());

  t.test('the service answers its health and readiness checks', async (t) => {
    t.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
    const ready = await app.inject({ url: '/readyz' });
    t.equal(ready.statusCode, 200);
  });
});
