import t from 'tap';
import { forEachDatabase, serviceOptionsForTest, signAccessToken, bearer, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { INTERNAL_PATHS, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { buildApp } from '../src/app.ts';
import { ensureStaffAccount } from '../src/seeds/staff.ts';
import { seedDemoMembers, DEMO_MEMBER_PASSWORD } from '../src/seeds/demo-members.ts';

const internal = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };

await forEachDatabase(t, 'users', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());
  await ensureStaffAccount(app.db, { username: 'admin', password: 'Staff-pass-123!' });
  await seedDemoMembers(app.db);

  const verify = (payload: unknown, headers: Record<string, string> = internal) =>
    app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers, payload: payload as object });

  t.test('verifies a staff sign-in and returns the principal with the console scope', async (t) => {
    const res = await verify({ username: 'admin', password: 'Staff-pass-123!' });
    t.equal(res.statusCode, 200);
    const { principal } = res.json();
    t.equal(principal.username, 'admin');
    t.same(principal.scope, ['member', 'console']);
    t.notOk('passwordHash' in principal, 'no hash leaves the service');
  });

  t.test('a wrong password and an unknown user get the same 401', async (t) => {
    const wrong = await verify({ username: 'admin', password: 'nope-nope-1!' });
    const unknown = await verify({ username: 'nobody99', password: 'nope-nope-1!' });
    t.equal(wrong.statusCode, 401);
    t.equal(unknown.statusCode, 401);
    t.equal(wrong.json().message, unknown.json().message);
  });

  t.test('internal routes are invisible without the internal token', async (t) => {
    t.equal((await verify({ username: 'admin', password: 'Staff-pass-123!' }, {})).statusCode, 404);
    t.equal((await verify({ username: 'admin', password: 'Staff-pass-123!' }, { [INTERNAL_TOKEN_HEADER]: 'guess' })).statusCode, 404);
  });

  t.test('bad credential bodies are 400, not 500', async (t) => {
    t.equal((await verify({ username: '' , password: 'x' })).statusCode, 400);
    t.equal((await verify({ username: 'admin' })).statusCode, 400);
  });

  t.test('the principal lookup finds active accounts only', async (t) => {
    const member = await app.users.findActiveByUsername('sewing01');
    t.ok(member);
    const found = await app.inject({ url: INTERNAL_PATHS.principal(member!.id), headers: internal });
    t.equal(found.statusCode, 200);
    t.same(found.json().principal.scope, ['member']);
    const missing = await app.inject({ url: INTERNAL_PATHS.principal('0190a5a0-0000-7000-8000-00000000dead'), headers: internal });
    t.equal(missing.statusCode, 404);
  });

  t.test('a member reads their own profile; the token decides whose', async (t) => {
    const member = await app.users.findActiveByUsername('sewing01');
    t.equal((await app.inject({ url: '/api/v1/me/profile' })).statusCode, 401);
    const res = await app.inject({ url: '/api/v1/me/profile', headers: bearer(signAccessToken({ sub: member!.id })) });
    t.equal(res.statusCode, 200);
    t.equal(res.json().profile.username, 'sewing01');
    t.equal(res.json().profile.phone, '01012345678');
    const ghost = await app.inject({ url: '/api/v1/me/profile', headers: bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-00000000dead' })) });
    t.equal(ghost.statusCode, 404);
  });

  t.test('demo members can sign in with the documented password', async (t) => {
    t.equal((await verify({ username: 'pattern22', password: DEMO_MEMBER_PASSWORD })).statusCode, 200);
  });

  t.test('staff list accounts with search and paging; members cannot', async (t) => {
    t.equal((await app.inject({ url: '/api/console/users' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/users', headers: bearer(signAccessToken({ scope: ['member'] })) })).statusCode, 403);
    const staff = bearer(signAccessToken({ scope: ['member', 'console'] }));
    const all = await app.inject({ url: '/api/console/users?limit=2', headers: staff });
    t.equal(all.statusCode, 200);
    t.equal(all.json().users.length, 2);
    t.equal(all.json().summary.total, 4, 'the four demo makers; the staff account is not a member');
    const found = await app.inject({ url: '/api/console/users?keyword=pattern', headers: staff });
    t.same(found.json().users.map((u: { username: string }) => u.username), ['pattern22']);
    const wildcard = await app.inject({ url: '/api/console/users?keyword=%25', headers: staff });
    t.equal(wildcard.json().summary.total, 0, 'a % in the keyword is matched literally, not as a wildcard');
    t.equal((await app.inject({ url: '/api/console/users?limit=0', headers: staff })).statusCode, 400);
    t.equal((await app.inject({ url: '/api/console/users?limit=abc', headers: staff })).statusCode, 400);
  });

  t.test('seeding twice creates nothing new', async (t) => {
    t.same(await ensureStaffAccount(app.db, { username: 'admin', password: 'other-Pass-1!' }), { created: false });
    t.same(await seedDemoMembers(app.db), { created: 0 });
  });
});
