// Each process keeps the result of checking an access token's signature (authorisation.ts), so a
// member's repeated requests skip the ES256 check. Kept results must never outlive the token, and
// one token's result must never answer for another.
import t from 'tap';
import { createServiceApp } from '../src/index.ts';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken } from '../src/testing.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

t.test('a kept token check ends with the token, and answers only for that token', async (t) => {
  const database = await freshDatabase('sqlite', 'token_cache');
  t.teardown(() => database.dispose());
  const app = await createServiceApp({ ...serviceOptionsForTest(database.config), service: 'token-cache', migrations: [] });
  t.teardown(() => app.close());
  app.get('/api/v1/me/whoami', async (request) => ({ sub: (request.user as { sub: string }).sub }));
  await app.ready();
  const ask = (token: string) => app.inject({ method: 'GET', url: '/api/v1/me/whoami', headers: bearer(token) });

  const first = signAccessToken({ sub: '0190a5a0-0000-7000-8000-000000000001', scope: ['member'] }, { expiresIn: 1_500 });
  const second = signAccessToken({ sub: '0190a5a0-0000-7000-8000-000000000002', scope: ['member'] }, { expiresIn: 60_000 });
  for (let i = 0; i < 3; i++) t.equal((await ask(first)).json().sub, '0190a5a0-0000-7000-8000-000000000001', `first token, request ${i + 1}`);
  t.equal((await ask(second)).json().sub, '0190a5a0-0000-7000-8000-000000000002', 'another token is its own member');
  // The same claims under a broken signature: not answered from the first token's kept result.
  const [header, payload, signature] = first.split('.');
  const forged = `${header}.${payload}.${signature!.slice(0, -4)}${signature!.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  t.equal((await ask(forged)).statusCode, 401, 'a changed signature is refused');
  await pause(1_700);
  t.equal((await ask(first)).statusCode, 401, 'once the token has expired, its kept check no longer lets it in');
  t.equal((await ask(second)).statusCode, 200, 'the other, still valid, is still let in');
});
