import t from 'tap';
import { forEachDatabase, serviceOptionsForTest, signAccessToken, bearer, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { INTERNAL_AUDIT_PATH, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { buildApp } from '../src/app.ts';

const entry = { actorId: '0190a5a0-0000-7000-8000-000000000001', actorName: '센터 관리자', service: 'content', action: 'create', resource: 'notifications/1', requestId: 'req-1' };

await forEachDatabase(t, 'admin', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());

  t.test('services record staff writes over the internal route only', async (t) => {
    const denied = await app.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, payload: entry });
    t.equal(denied.statusCode, 404);
    const recorded = await app.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: entry });
    t.equal(recorded.statusCode, 201);
    t.equal(recorded.json().resource, 'notifications/1');
    const incomplete = await app.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { actorId: 'x' } });
    t.equal(incomplete.statusCode, 400);
  });

  t.test('staff read the log, newest first, with search; members cannot', async (t) => {
    await app.audit.record({ ...entry, resource: 'users/42', service: 'users' });
    t.equal((await app.inject({ url: '/api/console/audit' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/audit', headers: bearer(signAccessToken({ scope: ['member'] })) })).statusCode, 403);
    const staff = bearer(signAccessToken({ scope: ['console'] }));
    const all = (await app.inject({ url: '/api/console/audit', headers: staff })).json();
    t.equal(all.summary.total, 2);
    t.equal(all.entries[0].resource, 'users/42');
    const found = (await app.inject({ url: '/api/console/audit?keyword=users', headers: staff })).json();
    t.equal(found.summary.total, 1);
  });
});
