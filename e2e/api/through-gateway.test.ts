// The whole product as a user's browser meets it: real processes started by the launcher's own
// code, every request through the gateway.
import t from 'tap';
import { basicToken, sealedBasicHeader } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { DEMO_NOTIFICATIONS } from '../../services/content/src/seeds/notifications.ts';
import { STAFF_PASSWORD, startTestStack } from './stack.ts';

const stack = await startTestStack(t, 'api');

const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);

async function signIn(username: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
  const refresh = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader(username, password) } });
  if (refresh.status !== 200) throw new Error(`sign-in failed: ${refresh.status}`);
  const { data } = await refresh.json();
  const access = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${data.refreshToken}` } });
  return (await access.json()).data;
}

t.test('the first start printed the staff account it made', async (t) => {
  t.equal(stack.staffUsername, 'admin');
  t.equal(stack.staffPassword, STAFF_PASSWORD);
});

t.test('home notices through the gateway, in each of the four languages', async (t) => {
  const pinned = DEMO_NOTIFICATIONS.filter((n) => n.isMain);
  for (const locale of ['ko', 'en', 'cn', 'jp'] as const) {
    const res = await api('/api/v1/center/notifications?isMain=true&limit=8', { headers: { 'accept-language': locale } });
    t.equal(res.status, 200, locale);
    t.ok(res.headers.get('x-request-id'), 'the gateway returns a request id');
    const body = await res.json();
    t.same(body.notifications.map((n: { subject: string }) => n.subject), pinned.map((n) => n.subject[locale]), locale);
  }
});

t.test('staff sign in with the sealed header and read the console notices', async (t) => {
  const { accessToken } = await signIn('admin', STAFF_PASSWORD);
  const res = await api('/api/console/center/notifications?limit=5', { headers: { authorization: `Bearer ${accessToken}` } });
  t.equal(res.status, 200);
  t.equal((await res.json()).summary.total, DEMO_NOTIFICATIONS.length);
});

t.test('a staff write is recorded in the audit log with who did what', async (t) => {
  const { accessToken } = await signIn('admin', STAFF_PASSWORD);
  const staff = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });
  const created = await api('/api/console/center/notifications', {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ subject: text('감사 기록 확인'), summary: text('요약'), content: text('<p>본문</p>'), isMain: false }),
  });
  t.equal(created.status, 201);
  const { notification } = await created.json();
  const removed = await api(`/api/console/center/notifications/${notification._id}`, { method: 'DELETE', headers: { authorization: staff.authorization } });
  t.equal(removed.status, 204);

  // Reporting happens just after each answer is sent.
  let entries: Array<{ action: string; resource: string; actorName: string; service: string }> = [];
  for (let attempt = 0; attempt < 20 && entries.length < 2; attempt++) {
    entries = (await (await api('/api/console/audit?limit=10', { headers: { authorization: staff.authorization } })).json()).entries;
    if (entries.length < 2) await new Promise((r) => setTimeout(r, 100));
  }
  t.same(
    entries.slice(0, 2).map((e) => [e.action, e.resource, e.actorName, e.service]),
    [
      ['delete', `/api/console/center/notifications/${notification._id}`, '센터 관리자', 'content'],
      ['create', '/api/console/center/notifications', '센터 관리자', 'content'],
    ],
  );
});

t.test('plain RFC 7617 Basic works for API clients; wrong and unknown users get the same 401', async (t) => {
  const ok = await api('/api/auth/refreshToken', { headers: { authorization: `Basic ${basicToken('admin', STAFF_PASSWORD)}` } });
  t.equal(ok.status, 200);
  const wrong = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader('admin', 'Wrong-pass-1!') } });
  const unknown = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader('ghost99', 'Wrong-pass-1!') } });
  t.equal(wrong.status, 401);
  t.equal(unknown.status, 401);
  t.equal((await wrong.json()).message, (await unknown.json()).message);
});

t.test('a member is refused every console family with 403; no token gives 401', async (t) => {
  const { accessToken } = await signIn('sewing01', DEMO_MEMBER_PASSWORD);
  for (const url of ['/api/console/center/notifications', '/api/console/users', '/api/console/apply/limitations', '/api/console/audit']) {
    t.equal((await api(url)).status, 401, `${url} anonymous`);
    t.equal((await api(url, { headers: { authorization: `Bearer ${accessToken}` } })).status, 403, `${url} member`);
  }
  const profile = await api('/api/v1/me/profile', { headers: { authorization: `Bearer ${accessToken}` } });
  t.equal(profile.status, 200);
  t.equal((await profile.json()).profile.username, 'sewing01');
});

t.test('demo pictures are stored under DATA_DIR and served through the gateway', async (t) => {
  const { spaces } = await (await api('/api/v1/space?limit=1&isMain=true')).json();
  t.type(spaces[0].thumb, 'string');
  const picture = await api(new URL(spaces[0].thumb, stack.url).pathname);
  t.equal(picture.status, 200);
  t.match(picture.headers.get('content-type'), /^image\//);
  t.equal(picture.headers.get('x-content-type-options'), 'nosniff');
});

t.test('internal routes are not reachable through the gateway', async (t) => {
  const res = await api('/internal/credentials/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: STAFF_PASSWORD }) });
  t.not(res.status, 200);
  t.not(res.status, 401);
});

t.test('a second start reuses the data: no new staff account, no duplicate notices', async (t) => {
  const { prepareData } = await import('../../infra/stack.ts');
  const again = await prepareData({ ...stack.env, ADMIN_PASSWORD: 'Another-pass-2!' }, stack.dataDir);
  t.equal(again.staffPassword, null);
  const all = await (await api('/api/v1/center/notifications?limit=100')).json();
  t.equal(all.summary.total, DEMO_NOTIFICATIONS.length);
  const stillOld = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader('admin', STAFF_PASSWORD) } });
  t.equal(stillOld.status, 200, 'the first password still works');
});
