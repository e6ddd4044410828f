import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCESS_ERROR_TEXTS, sealedBasicHeader } from '@centre/contracts';
import { freshDatabase, sharedStateKindsUnderTest, testRedisPrefix } from '@centre/server-kit/testing';
import type { Gateway } from '../src/app.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { closedPort } from './helpers/ports.ts';
import { MEMBER, STAFF, startUsersService } from './helpers/users-service.ts';

const WRONG = 'Wrong-pass-999!';

function signIn(app: Gateway, username: string, password: string, from: { remoteAddress?: string; forwardedFor?: string; language?: string } = {}) {
  return sealedBasicHeader(username, password).then((authorization) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization, ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}), ...(from.language ? { 'accept-language': from.language } : {}) },
      ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    }),
  );
}

async function statuses(app: Gateway, attempts: Array<[string, string]>, from?: Parameters<typeof signIn>[3]) {
  const codes: number[] = [];
  for (const [username, password] of attempts) codes.push((await signIn(app, username, password, from)).statusCode);
  return codes;
}

const users = await startUsersService(t);

// Small limits so the test runs in seconds: 3 attempts per account, then locks of 1 s doubling to 2 s.
const ACCOUNT_LIMITS = {
  SIGN_IN_ACCOUNT_ATTEMPTS: '3',
  SIGN_IN_LOCK_SECONDS: '1',
  SIGN_IN_LOCK_MAX_SECONDS: '2',
};

for (const kind of sharedStateKindsUnderTest()) {
  const redis: Record<string, string> = kind === 'redis' ? { REDIS_URL: process.env.REDIS_URL! } : {};

  t.test(`${kind}: per account — a lock after 3 failures, answered before the users service is asked`, async (t) => {
    const app = await startTestGateway(t, { services: { users: users.url }, env: { ...ACCOUNT_LIMITS, ...redis } });
    t.same(await statuses(app, [['sewing01', WRONG], ['sewing01', WRONG], ['sewing01', WRONG]]), [401, 401, 401]);
    const checksBefore = users.credentialChecks();
    const locked = await signIn(app, MEMBER.username, MEMBER.password);
    t.equal(locked.statusCode, 429, 'even the right password waits out the lock');
    t.equal(locked.headers['retry-after'], '1');
    t.equal(locked.headers['cache-control'], 'no-store');
    t.match(locked.json(), { statusCode: 429, error: 'Too Many Requests', code: 'SIGN_IN_THROTTLED', message: '로그인 시도가 너무 많습니다. 1분 후에 다시 시도해 주세요.' });
    t.equal(users.credentialChecks(), checksBefore, 'the throttled attempt never reached the password check');
    t.equal((await signIn(app, 'SEWING01 ', WRONG)).statusCode, 429, 'the same account however its name is typed');
    t.equal((await signIn(app, 'pattern22', WRONG)).statusCode, 401, 'another account is not affected');
  });

  t.test(`${kind}: per account — locks grow but stay capped, and the member's own password then works and clears them`, async (t) => {
    const app = await startTestGateway(t, { services: { users: users.url }, env: { ...ACCOUNT_LIMITS, ...redis } });
    const account = 'pattern22';
    await statuses(app, [[account, WRONG], [account, WRONG], [account, WRONG]]);
    await sleep(1100);
    t.equal((await signIn(app, account, WRONG)).statusCode, 401, 'one more guess once the first lock is over');
    t.equal((await signIn(app, account, WRONG)).headers['retry-after'], '2', 'the next lock is twice as long');
    await sleep(2100);
    t.equal((await signIn(app, account, WRONG)).statusCode, 401);
    t.equal((await signIn(app, account, WRONG)).headers['retry-after'], '2', 'capped at SIGN_IN_LOCK_MAX_SECONDS');
    await sleep(2100);
    t.equal((await signIn(app, account, MEMBER.password)).statusCode, 200, 'the member is never locked out beyond the cap');
    t.same(await statuses(app, [[account, WRONG], [account, WRONG]]), [401, 401], 'a success starts the count afresh');
  });

  t.test(`${kind}: per account — of a burst of parallel guesses, only the allowance reaches the password check`, async (t) => {
    const app = await startTestGateway(t, { services: { users: users.url }, env: { ...ACCOUNT_LIMITS, ...redis } });
    const before = users.credentialChecks();
    const codes = (await Promise.all(Array.from({ length: 12 }, () => signIn(app, 'seoul2025', WRONG)))).map((r) => r.statusCode);
    t.equal(codes.filter((code) => code === 401).length, 3);
    t.equal(codes.filter((code) => code === 429).length, 9);
    t.equal(users.credentialChecks() - before, 3);
  });

  t.test(`${kind}: look-alike usernames — case and width share one allowance; impossible names are refused without a lookup`, async (t) => {
    const app = await startTestGateway(t, { services: { users: users.url }, env: { ...ACCOUNT_LIMITS, ...redis } });
    // 'Ｓｅｗｉｎｇ01' (full-width) and 'Sewing01' are sewing01 under the one normalisation.
    t.same(await statuses(app, [['Sewing01', WRONG], ['Ｓｅｗｉｎｇ01', WRONG], ['sewing01 ', WRONG]]), [401, 401, 401]);
    t.equal((await signIn(app, 'SEWING01', MEMBER.password)).statusCode, 429, 'one lock for every spelling of the account');

    const before = users.credentialChecks();
    t.same(await statuses(app, [['ádmin', WRONG], ['ádmin', WRONG], ['ádmin', WRONG]]), [401, 401, 401], 'a name no account can have is a wrong sign-in');
    t.equal(users.credentialChecks(), before, 'and never reaches the users service');
    t.equal((await signIn(app, 'ádmin', WRONG)).statusCode, 429, 'counted by the throttle under its own normalised key');
    t.equal((await signIn(app, 'admin', STAFF.password)).statusCode, 200, 'the real admin is not locked by the look-alike');
  });

  t.test(`${kind}: per client address — a limit across usernames; other clients go on`, async (t) => {
    const app = await startTestGateway(t, { services: { users: users.url }, env: { SIGN_IN_IP_ATTEMPTS: '4', SIGN_IN_IP_WINDOW_SECONDS: '600', ...redis } });
    const from = { remoteAddress: '203.0.113.7' };
    t.same(await statuses(app, [['guess001', WRONG], ['guess002', WRONG], ['guess003', WRONG], ['guess004', WRONG]], from), [401, 401, 401, 401]);
    const before = users.credentialChecks();
    const limited = await signIn(app, MEMBER.username, MEMBER.password, { ...from, language: 'en-GB,en;q=0.9' });
    t.equal(limited.statusCode, 429);
    t.ok(Number(limited.headers['retry-after']) > 590 && Number(limited.headers['retry-after']) <= 600, `Retry-After ${limited.headers['retry-after']}`);
    t.match(limited.json().message, /Please try again in 10 minutes/, 'in the English the caller asked for');
    t.equal(users.credentialChecks(), before, 'not asked');
    t.equal((await signIn(app, MEMBER.username, MEMBER.password, { remoteAddress: '203.0.113.8' })).statusCode, 200);
  });

  t.test(`${kind}: per client address — an IPv6 client is its /64, however many addresses it picks`, async (t) => {
    const app = await startTestGateway(t, { services: { users: users.url }, env: { SIGN_IN_IP_ATTEMPTS: '3', SIGN_IN_IP_WINDOW_SECONDS: '600', ...redis } });
    const codes: number[] = [];
    for (const host of ['1', '2', '3', 'beef:1']) codes.push((await signIn(app, `roam${host.replace(':', '')}`, WRONG, { remoteAddress: `2001:db8:7:9::${host}` })).statusCode);
    t.same(codes, [401, 401, 401, 429], 'a fresh address in the same /64 is the same client');
    t.equal((await signIn(app, MEMBER.username, MEMBER.password, { remoteAddress: '2001:db8:7:a::1' })).statusCode, 200, 'the next /64 goes on');
  });

  t.test(`${kind}: an untrusted X-Forwarded-For does not move the throttle; a trusted proxy's does`, async (t) => {
    const limits = { SIGN_IN_IP_ATTEMPTS: '2', SIGN_IN_IP_WINDOW_SECONDS: '600', ...redis };
    const attempts: Array<[string, string]> = [['guess001', WRONG], ['guess002', WRONG], ['guess003', WRONG]];
    const spoofing = async (app: Gateway, remoteAddress: string) => {
      const codes: number[] = [];
      for (const [index, [username, password]] of attempts.entries()) {
        codes.push((await signIn(app, username, password, { remoteAddress, forwardedFor: `198.51.100.${index + 1}` })).statusCode);
      }
      return codes;
    };

    const direct = await startTestGateway(t, { services: { users: users.url }, env: limits });
    t.same(await spoofing(direct, '203.0.113.9'), [401, 401, 429], 'no TRUST_PROXY: a new X-Forwarded-For each time is still one client');

    const wrongProxy = await startTestGateway(t, { services: { users: users.url }, env: { ...limits, TRUST_PROXY: '10.0.0.5' } });
    t.same(await spoofing(wrongProxy, '203.0.113.9'), [401, 401, 429], 'a client that is not the named proxy cannot speak for others');

    const behindProxy = await startTestGateway(t, { services: { users: users.url }, env: { ...limits, TRUST_PROXY: '10.0.0.5' } });
    t.same(await spoofing(behindProxy, '10.0.0.5'), [401, 401, 401], 'the named proxy tells each client apart');

    const hops = await startTestGateway(t, { services: { users: users.url }, env: { ...limits, TRUST_PROXY: '1' } });
    // One hop: the proxy's own entry counts, whatever a client wrote to the left of it.
    const codes: number[] = [];
    for (const [index, [username, password]] of attempts.entries()) {
      const forwardedFor = `198.51.100.${index + 1}, 192.0.2.44`;
      codes.push((await signIn(hops, username, password, { remoteAddress: '10.0.0.5', forwardedFor })).statusCode);
    }
    t.same(codes, [401, 401, 429], 'TRUST_PROXY=1 takes the address the proxy saw, not what the client claimed');
    // And the proxy does tell its clients apart (Fastify 5.12 reads a bare hop count as "trust nobody").
    const apart: number[] = [];
    for (const [index, [, password]] of attempts.entries()) {
      apart.push((await signIn(hops, `apart${index}`, password, { remoteAddress: '10.0.0.5', forwardedFor: `192.0.2.${50 + index}` })).statusCode);
    }
    t.same(apart, [401, 401, 401], 'TRUST_PROXY=1: three clients the proxy saw at three addresses are three clients');
  });
}

t.test('two gateway instances sharing one Redis see one throttle', { skip: !process.env.REDIS_URL && 'REDIS_URL is not set' }, async (t) => {
  const sharedStatePrefix = testRedisPrefix('gateway-pair', t);
  const database = await freshDatabase('sqlite', 'gateway');
  t.teardown(() => database.dispose());
  const setup = {
    database: database.config,
    services: { users: users.url },
    env: { ...ACCOUNT_LIMITS, SIGN_IN_IP_ATTEMPTS: '5', REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: sharedStatePrefix },
  };
  const first = await startTestGateway(t, setup);
  const second = await startTestGateway(t, setup);
  t.same(
    [(await signIn(first, 'sewing01', WRONG)).statusCode, (await signIn(second, 'sewing01', WRONG)).statusCode, (await signIn(first, 'sewing01', WRONG)).statusCode],
    [401, 401, 401],
  );
  t.equal((await signIn(second, 'sewing01', MEMBER.password)).statusCode, 429, 'the lock set through one instance holds on the other');
  const from = { remoteAddress: '203.0.113.20' };
  for (const app of [first, second, first, second, first]) await signIn(app, 'guess009', WRONG, from);
  t.equal((await signIn(second, 'pattern22', MEMBER.password, from)).statusCode, 429, 'the per-address count is shared too');
});

t.test('an unreachable shared store makes sign-in a 503, never an unthrottled check', async (t) => {
  const app = await startTestGateway(t, { services: { users: users.url }, env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
  const before = users.credentialChecks();
  const response = await signIn(app, MEMBER.username, MEMBER.password);
  t.equal(response.statusCode, 503);
  t.match(response.json(), { statusCode: 503, code: 'SIGN_IN_UNAVAILABLE', message: ACCESS_ERROR_TEXTS.SIGN_IN_UNAVAILABLE.ko });
  t.equal(users.credentialChecks(), before);
});
