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

  t.test('before and after of an edit are kept and searchable by who, what, which record and when', async (t) => {
    const staff = bearer(signAccessToken({ scope: ['console'] }));
    const internalHeaders = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };
    const edit = { ...entry, actorName: '편집 담당', action: 'update', resource: '/api/console/notifications/0190a5a0-0000-7000-8000-0000000000b1', before: { subject: { ko: '휴관 안내' } }, after: { subject: { ko: '임시 휴관 안내' } } };
    t.equal((await app.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, headers: internalHeaders, payload: edit })).statusCode, 201);
    const tooMany = { ...edit, after: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, i])) };
    t.equal((await app.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, headers: internalHeaders, payload: tooMany })).statusCode, 400);
    const search = async (query: string) => (await app.inject({ url: `/api/console/audit?${query}`, headers: staff })).json();
    const byRecord = await search('resource=0000000000b1');
    t.equal(byRecord.summary.total, 1);
    t.same(byRecord.entries[0].before, { subject: { ko: '휴관 안내' } });
    t.same(byRecord.entries[0].after, { subject: { ko: '임시 휴관 안내' } });
    t.equal((await search(`actor=${encodeURIComponent('편집')}`)).summary.total, 1);
    t.equal((await search('action=update')).summary.total, 1);
    t.equal((await search('changed=true')).summary.total, 1);
    t.equal((await search('changed=false')).summary.total, 2);
    t.equal((await search('service=users')).summary.total, 1);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    t.equal((await search(`from=${today}&until=${today}`)).summary.total, 3);
    t.equal((await search('until=2000-01-01')).summary.total, 0);
    t.equal((await app.inject({ url: '/api/console/audit?from=yesterday', headers: staff })).statusCode, 400);
  });
});
