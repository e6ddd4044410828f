import t from 'tap';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { credentialsFromBasicHeader, type Locale } from '@centre/contracts';
import { createApiClient, createAuthHttp } from '../src/api/api-client.ts';
import { createAuth } from '../src/api/auth.ts';
import { createSessionStore, memoryStorage } from '../src/session/session-store.ts';
import { statusOf } from '../src/api/errors.ts';
import { accessTokenFor } from './helpers.ts';

/** The HTTP status a call failed with; undefined when it succeeded. */
const failedStatus = (call: Promise<unknown>) => call.then(() => undefined, (error: unknown) => statusOf(error) ?? -1);

interface Seen {
  path: string;
  authorization: string | undefined;
  acceptLanguage: string | undefined;
}

/** A stand-in gateway with rotating refresh tokens, so the client is tested over real HTTP. */
async function startGateway(t: { teardown(fn: () => unknown): void }) {
  const seen: Seen[] = [];
  const liveRefresh = new Set<string>();
  const liveAccess = new Set<string>();
  let issued = 0;

  const issueAccess = () => {
    const token = accessTokenFor('admin', ['member', 'console'], { n: ++issued });
    liveAccess.add(token);
    return token;
  };
  const issueRefresh = () => {
    const token = `refresh-${++issued}`;
    liveRefresh.add(token);
    return token;
  };
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

  const server = createServer(async (req, res) => {
    const path = req.url ?? '';
    seen.push({ path, authorization: req.headers.authorization, acceptLanguage: req.headers['accept-language'] });
    if (path === '/api/auth/refreshToken') {
      const credentials = await credentialsFromBasicHeader(req.headers.authorization);
      if (credentials?.username === 'admin' && credentials.password === 'Secret-123') {
        return send(res, 200, { data: { refreshToken: issueRefresh(), expiresIn: 3600 } });
      }
      if (credentials?.username === 'staff2fa' && credentials.password === 'Secret-123') {
        return send(res, 200, { data: { twoStep: { challenge: 'challenge-1', expiresIn: 300 } } });
      }
      return send(res, 401, { statusCode: 401, error: 'Unauthorized', message: '아이디 또는 비밀번호가 올바르지 않습니다.' });
    }
    if (path === '/api/auth/accessToken') {
      const presented = bearer(req);
      await new Promise((resolve) => setTimeout(resolve, 30)); // keep concurrent failures overlapping
      if (!presented || !liveRefresh.delete(presented)) {
        return send(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'refresh token revoked' });
      }
      return send(res, 200, { data: { accessToken: issueAccess(), refreshToken: issueRefresh(), expiresIn: 600 } });
    }
    if (path === '/api/auth/twoStep') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const { challenge, code } = JSON.parse(raw) as { challenge: string; code: string };
      if (challenge === 'challenge-1' && code === '123456') return send(res, 200, { data: { refreshToken: issueRefresh(), expiresIn: 3600 } });
      return send(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'The code is not correct.', code: 'TWO_STEP_CODE_WRONG' });
    }
    if (path === '/api/auth/logout') {
      const presented = bearer(req);
      if (presented) liveRefresh.delete(presented);
      return send(res, 204);
    }
    if (path === '/api/forbidden') return send(res, 403, { statusCode: 403, error: 'Forbidden', message: '권한이 없습니다.' });
    if (path === '/api/role-forbidden') return send(res, 403, { statusCode: 403, error: 'Forbidden', code: 'ROLE_FORBIDDEN', message: '이 메뉴의 권한이 없습니다.' });
    if (path === '/api/refused') return send(res, 403, { statusCode: 403, error: 'Forbidden', code: 'TOO_MANY_EMPLOYEES', message: '소규모 사업장만 신청할 수 있습니다.' });
    if (path === '/api/bad') return send(res, 400, { statusCode: 400, error: 'Bad Request', message: 'keyword too long' });
    if (path.startsWith('/api/data')) {
      const token = bearer(req);
      if (!token || !liveAccess.has(token)) return send(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });
      return send(res, 200, { ok: true, token });
    }
    return send(res, 404, { statusCode: 404, error: 'Not Found', message: 'no route' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const session = createSessionStore(memoryStorage());
  let locale: Locale = 'ko';
  const forbidden: string[] = [];
  const auth = createAuth(createAuthHttp(baseURL, () => locale), session);
  const client = createApiClient({ baseURL, session, auth, getLocale: () => locale, notifyForbidden: (m) => forbidden.push(m) });
  return {
    seen,
    session,
    auth,
    client,
    forbidden,
    liveAccess,
    setLocale: (next: Locale) => (locale = next),
    calls: (path: string) => seen.filter((entry) => entry.path === path),
  };
}

t.test('login seals the credentials, exchanges the refresh token and stores the payload', async (t) => {
  const gw = await startGateway(t);
  await gw.auth.login('admin', 'Secret-123');
  const [refreshCall] = gw.calls('/api/auth/refreshToken');
  t.match(refreshCall?.authorization, /^Basic v1\./, 'sealed Basic header');
  t.same(await credentialsFromBasicHeader(refreshCall?.authorization), { username: 'admin', password: 'Secret-123' });
  t.equal(gw.calls('/api/auth/accessToken')[0]?.authorization, 'Bearer refresh-1');
  const current = gw.session.getSnapshot();
  t.equal(current.refreshToken, 'refresh-3', 'the rotated refresh token is kept');
  t.same(current.payload?.scope, ['member', 'console']);

  t.equal(await failedStatus(gw.auth.login('admin', 'wrong')), 401, 'wrong password surfaces the 401');
});

t.test('two-step sign-in: the password step answers a challenge, the code completes it', async (t) => {
  const gw = await startGateway(t);
  t.same(await gw.auth.login('staff2fa', 'Secret-123'), { done: false, challenge: 'challenge-1', expiresIn: 300 });
  t.equal(gw.session.getSnapshot().refreshToken, null, 'no token before the code');
  t.equal(gw.calls('/api/auth/accessToken').length, 0);
  t.equal(await failedStatus(gw.auth.completeTwoStep('challenge-1', '000000')), 401, 'a wrong code surfaces the 401');
  await gw.auth.completeTwoStep('challenge-1', '123456');
  t.ok(gw.session.getSnapshot().accessToken, 'signed in after the code');
  t.same(await gw.auth.login('admin', 'Secret-123'), { done: true }, 'an account without it signs in at once');
});

t.test('many requests failing with 401 share exactly one refresh, then retry with the new token', async (t) => {
  const gw = await startGateway(t);
  await gw.auth.login('admin', 'Secret-123');
  gw.liveAccess.clear(); // every access token has now expired on the server

  const results = await Promise.all([1, 2, 3, 4].map((n) => gw.client.get(`/api/data/${n}`)));
  t.equal(gw.calls('/api/auth/accessToken').length, 2, 'login exchange + exactly one refresh');
  const newToken = gw.session.getSnapshot().accessToken;
  for (const result of results) t.equal(result.data.token, newToken, 'each retry carried the new access token');

  // A request that was sent with the old token but fails after the refresh finished must not refresh again.
  gw.liveAccess.clear();
  await Promise.allSettled([gw.client.get('/api/data/a'), gw.client.get('/api/data/b')]);
  t.equal(gw.calls('/api/auth/accessToken').length, 3, 'a second wave refreshes once more, not twice');
});

t.test('when the refresh fails the session is logged out and the request retried without a token', async (t) => {
  const gw = await startGateway(t);
  await gw.auth.login('admin', 'Secret-123');
  gw.liveAccess.clear();
  gw.session.setTokens({ refreshToken: 'refresh-spent' }); // a token the server no longer honours

  t.equal(await failedStatus(gw.client.get('/api/data/x')), 401, 'the retried request still answers 401');
  const dataCalls = gw.calls('/api/data/x');
  t.equal(dataCalls.length, 2, 'sent once, retried once');
  t.equal(dataCalls[1]?.authorization, undefined, 'the retry carries no token');
  t.equal(gw.session.getSnapshot().refreshToken, null);
  t.equal(gw.session.getSnapshot().payload, null, 'payload (and scope) cleared');
});

t.test('without a refresh token a 401 passes straight through', async (t) => {
  const gw = await startGateway(t);
  t.equal(await failedStatus(gw.client.get('/api/data/y')), 401);
  t.equal(gw.calls('/api/auth/accessToken').length, 0);
  t.equal(gw.calls('/api/data/y').length, 1);
});

t.test('403 alerts the server message; 400 passes through silently', async (t) => {
  const gw = await startGateway(t);
  t.equal(await failedStatus(gw.client.get('/api/forbidden')), 403);
  t.same(gw.forbidden, ['권한이 없습니다.']);
  t.equal(await failedStatus(gw.client.get('/api/bad')), 400);
  t.equal(gw.forbidden.length, 1);
  t.equal(await failedStatus(gw.client.get('/api/role-forbidden')), 403);
  t.same(gw.forbidden, ['권한이 없습니다.', '이 메뉴의 권한이 없습니다.'], 'a guard\'s refusal is noticed too');
});

t.test('a domain refusal (its own code) is left to the screen that asked: no page notice', async (t) => {
  const gw = await startGateway(t);
  t.equal(await failedStatus(gw.client.get('/api/refused')), 403);
  t.same(gw.forbidden, []);
});

t.test('every request carries the current locale', async (t) => {
  const gw = await startGateway(t);
  await gw.client.get('/api/bad').catch(() => undefined);
  gw.setLocale('jp');
  await gw.client.get('/api/bad').catch(() => undefined);
  t.same(gw.calls('/api/bad').map((entry) => entry.acceptLanguage), ['ko', 'jp']);
});

t.test('logout revokes the refresh token and clears the session', async (t) => {
  const gw = await startGateway(t);
  await gw.auth.login('admin', 'Secret-123');
  const refreshToken = gw.session.getSnapshot().refreshToken;
  await gw.auth.logout();
  t.equal(gw.calls('/api/auth/logout')[0]?.authorization, `Bearer ${refreshToken}`);
  t.equal(gw.session.getSnapshot().accessToken, null);
  t.equal(gw.session.getSnapshot().refreshToken, null);
});
