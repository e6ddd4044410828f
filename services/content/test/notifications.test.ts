import t from 'tap';
import { forEachDatabase, serviceOptionsForTest, signAccessToken, bearer } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { DEMO_NOTIFICATIONS } from '../src/seeds/notifications.ts';
import { datedAt } from '../src/repositories/notice-boards.ts';

const staff = bearer(signAccessToken({ scope: ['member', 'console'] }));
const member = bearer(signAccessToken({ scope: ['member'] }));
const text = (ko: string, en = '') => ({ ko, en, cn: '', jp: '' });

await forEachDatabase(t, 'content', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());
  for (const { createdAt, ...notice } of DEMO_NOTIFICATIONS) await app.notifications.create(notice, new Date().toISOString(), datedAt(createdAt));
  const pinned = DEMO_NOTIFICATIONS.filter((n) => n.isMain);

  t.test('the home list: isMain notices only, newest first, in the reader\'s language', async (t) => {
    const res = await app.inject({ url: '/api/v1/center/notifications?isMain=true&limit=8', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    t.equal(res.statusCode, 200);
    const body = res.json();
    t.same(body.notifications.map((n: { subject: string }) => n.subject), pinned.map((n) => n.subject.en));
    t.same(body.summary, { total: pinned.length, limit: 8, offset: 0 });
    t.notOk('content' in body.notifications[0], 'lists leave the body out');
    t.match(res.headers.vary, /Accept-Language/);
  });

  t.test('Accept-Language picks ko, en, cn or jp, falling back to ko', async (t) => {
    const subjectFor = async (header?: string) => {
      const res = await app.inject({ url: '/api/v1/center/notifications?limit=1', headers: header ? { 'accept-language': header } : {} });
      return res.json().notifications[0].subject;
    };
    const first = pinned[0]!.subject;
    t.equal(await subjectFor(), first.ko);
    t.equal(await subjectFor('ja-JP,ja;q=0.9'), first.jp);
    t.equal(await subjectFor('zh-CN'), first.cn);
    t.equal(await subjectFor('cn'), first.cn);
    t.equal(await subjectFor('fr-FR,de;q=0.5'), first.ko);
  });

  t.test('a locale left empty falls back to Korean', async (t) => {
    const created = await app.notifications.create({ subject: text('한국어만 있는 공지'), summary: text('요약'), content: text('<p>본문</p>'), isMain: false }, new Date().toISOString(), datedAt('2020-01-01T00:00:00.000Z'));
    const res = await app.inject({ url: `/api/v1/center/notifications/${created._id}`, headers: { 'accept-language': 'en' } });
    t.equal(res.json().notification.subject, '한국어만 있는 공지');
    await app.notifications.remove(created._id, new Date().toISOString());
  });

  t.test('all notices: pinned first, then newest, paged', async (t) => {
    const res = await app.inject({ url: '/api/v1/center/notifications?limit=5&offset=0' });
    const { notifications, summary } = res.json();
    t.equal(summary.total, DEMO_NOTIFICATIONS.length);
    t.same(notifications.slice(0, pinned.length).map((n: { isMain: boolean }) => n.isMain), pinned.map(() => true));
    const next = (await app.inject({ url: '/api/v1/center/notifications?limit=5&offset=5' })).json();
    t.equal(next.notifications.length, DEMO_NOTIFICATIONS.length - 5);
    const ids = new Set([...notifications, ...next.notifications].map((n: { _id: string }) => n._id));
    t.equal(ids.size, DEMO_NOTIFICATIONS.length, 'no notice repeats across pages');
  });

  t.test('keyword search within the reader\'s language', async (t) => {
    const ko = (await app.inject({ url: `/api/v1/center/notifications?keyword=${encodeURIComponent('추석')}` })).json();
    t.equal(ko.summary.total, 1);
    const en = (await app.inject({ url: '/api/v1/center/notifications?keyword=chuseok', headers: { 'accept-language': 'en' } })).json();
    t.equal(en.summary.total, 1);
    t.equal(en.notifications[0].subject, 'Centre closed over the Chuseok holidays');
  });

  t.test('bad query values are 400 with a message', async (t) => {
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'isMain=maybe']) {
      const res = await app.inject({ url: `/api/v1/center/notifications?${query}` });
      t.equal(res.statusCode, 400, query);
      t.type(res.json().message, 'string');
    }
  });

  t.test('a notice in detail, with its neighbours in date order', async (t) => {
    const list = (await app.inject({ url: '/api/v1/center/notifications?isMain=false&limit=100' })).json().notifications;
    const middle = list[1];
    const res = await app.inject({ url: `/api/v1/center/notifications/${middle._id}`, headers: { 'accept-language': 'jp' } });
    t.equal(res.statusCode, 200);
    const { notification, previous, next } = res.json();
    t.match(notification.content, /<p>/);
    t.equal(next._id, list[0]._id, 'next is the newer notice');
    t.equal(previous._id, list[2]._id, 'previous is the older notice');
  });

  t.test('a malformed id is 400, an unknown one 404', async (t) => {
    t.equal((await app.inject({ url: '/api/v1/center/notifications/not-an-id' })).statusCode, 400);
    const missing = await app.inject({ url: '/api/v1/center/notifications/0190a5a0-0000-7000-8000-00000000dead' });
    t.equal(missing.statusCode, 404);
    t.equal(missing.json().error, 'Not Found');
  });

  t.test('console routes demand the console scope', async (t) => {
    t.equal((await app.inject({ url: '/api/console/center/notifications' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/center/notifications', headers: member })).statusCode, 403);
    t.equal((await app.inject({ url: '/api/console/center/notifications', headers: { authorization: 'Bearer garbage' } })).statusCode, 401);
    const expired = bearer(signAccessToken({ scope: ['console'] }, { expiresIn: -1000 }));
    t.equal((await app.inject({ url: '/api/console/center/notifications', headers: expired })).statusCode, 401);
    const list = await app.inject({ url: '/api/console/center/notifications?limit=3', headers: staff });
    t.equal(list.statusCode, 200);
    t.equal(list.json().notifications.length, 3);
    t.ok(list.json().notifications[0].subject.jp, 'staff see every locale');
  });

  t.test('staff write notices; scripts and handlers are stripped', async (t) => {
    const body = {
      subject: text('안전 점검', 'Safety check'),
      summary: text('요약'),
      content: { ko: '<p onclick="steal()">본문<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://example.org/a.png" onerror="x()"></p>', en: '', cn: '', jp: '' },
      isMain: true,
    };
    const created = await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: staff, payload: body });
    t.equal(created.statusCode, 201);
    const stored = created.json().notification;
    t.notMatch(stored.content.ko, /script|onclick|onerror|javascript:/);
    t.match(stored.content.ko, /<img src="https:\/\/example.org\/a.png"/);

    const updated = await app.inject({ method: 'PUT', url: `/api/console/center/notifications/${stored._id}`, headers: staff, payload: { ...body, isMain: false } });
    t.equal(updated.json().notification.isMain, false);

    const invalid = await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: staff, payload: { ...body, subject: text('') } });
    t.equal(invalid.statusCode, 400, 'a Korean subject is required');
    t.equal(await app.notifications.count(), DEMO_NOTIFICATIONS.length + 1, 'the bad request wrote nothing');

    t.equal((await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: member, payload: body })).statusCode, 403);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/center/notifications/${stored._id}`, headers: staff })).statusCode, 204);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/center/notifications/${stored._id}`, headers: staff })).statusCode, 404);
  });

  t.test('health and readiness', async (t) => {
    t.same((await app.inject({ url: '/healthz' })).json(), { status: 'ok', service: 'content' });
    t.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
  });
});
