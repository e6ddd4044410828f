// Staff messages to a group: the real admin service on the database under test asks the REAL users
// service (over HTTP, with the admin's own internal token) for the group, and an applications
// stand-in for who is approved on a day. Checks exactly who gets a message and that consent holds.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { INTERNAL_APPROVED_MEMBERS_PATH, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { forEachDatabase, freshDatabase, serviceOptionsForTest, testInternalToken } from '@centre/server-kit/testing';
import { buildApp as buildUsers } from '../../users/src/app.ts';
import { adminForTest, member, staff } from './outbox-helpers.ts';

const APPROVED_DAY = '2026-11-27';

await forEachDatabase(t, 'group_messages', async (t, database) => {
  const usersDb = await freshDatabase('sqlite', 'group_users');
  t.teardown(() => usersDb.dispose());
  const users = await buildUsers(serviceOptionsForTest(usersDb.config));
  t.teardown(() => users.close());
  await users.listen({ host: '127.0.0.1', port: 0 });
  const usersUrl = `http://127.0.0.1:${(users.server.address() as AddressInfo).port}`;

  // Who the applications service says is approved on APPROVED_DAY (by site); filled below.
  const approved: Record<string, string[]> = {};
  const asked: string[] = [];
  const applications = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    asked.push(url.search);
    const ok = url.pathname === INTERNAL_APPROVED_MEMBERS_PATH && request.headers[INTERNAL_TOKEN_HEADER] === testInternalToken('admin');
    const ids = url.searchParams.get('date') === APPROVED_DAY ? (approved[url.searchParams.get('location') ?? 'any'] ?? []) : [];
    response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { memberIds: ids } : { statusCode: 404 }));
  });
  await new Promise<void>((resolve) => applications.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => applications.close(() => resolve())));
  const applicationsUrl = `http://127.0.0.1:${(applications.address() as AddressInfo).port}`;

  const { app } = await adminForTest(t, database, { ...serviceOptionsForTest(database, 'admin'), usersUrl, applicationsUrl });

  // Members, made the way staff make them.
  const desk = (path: string, payload: object) => users.inject({ method: 'POST', url: path, headers: staff(), payload });
  const gold = (await desk('/api/console/levels', { name: { ko: '골드', en: 'Gold', cn: '', jp: '' }, order: 1, grants: { extraQuotaPerWindow: 1, lotteryPriority: false } })).json().level._id as string;
  let n = 0;
  async function makeMember(options: { level?: string; sms: boolean; email?: boolean; overseas?: boolean; locale?: string }) {
    n += 1;
    const answer = await desk('/api/console/users', {
      memberKind: options.overseas ? 'OVERSEAS' : 'DOMESTIC_PRIVATE',
      username: `group${n}x${process.pid % 1000}`,
      temporaryPassword: 'Desk-temp-2026!',
      name: `회원${n}`,
      email: `group${n}@example.org`,
      ...(options.overseas ? { country: 'JP' } : { phone: `0101000${String(1000 + n)}` }),
      locale: options.locale ?? 'ko',
      receiveConsent: { sms: options.sms, email: options.email ?? false },
      ...(options.level ? { levelId: options.level } : {}),
    });
    if (answer.statusCode !== 201) throw new Error(answer.body);
    return answer.json().user._id as string;
  }
  const goldAgreed = await makeMember({ level: gold, sms: true, locale: 'en' });
  const goldRefused = await makeMember({ level: gold, sms: false });
  const goldOverseas = await makeMember({ level: gold, sms: true, overseas: true });
  const plain = await makeMember({ sms: true });
  const goldSuspended = await makeMember({ level: gold, sms: true });
  await users.inject({ method: 'POST', url: `/api/console/users/${goldSuspended}/suspend`, headers: staff(), payload: { reason: 'test' } });
  approved.any = [plain, goldRefused, goldSuspended];
  approved.DAPSIMNI = [plain];

  const post = (url: string, payload: object, headers: Record<string, string> = staff()) => app.inject({ method: 'POST', url, headers, payload });
  const recipientsOf = async (ids: string[]) => (await app.db('messages').whereIn('member_id', ids).select('member_id', 'recipient', 'body', 'locale', 'purpose')) as Array<{ member_id: string; recipient: string; body: string; locale: string; purpose: string }>;

  t.test('the preview counts the group and who it would reach', async (t) => {
    t.equal((await post('/api/console/messages/group/preview', { channel: 'SMS', group: {} }, {})).statusCode, 401);
    t.equal((await post('/api/console/messages/group/preview', { channel: 'SMS', group: {} }, member())).statusCode, 403);
    const level = (await post('/api/console/messages/group/preview', { channel: 'SMS', group: { levelId: gold } })).json();
    t.same(level, { members: 3, reachable: 2, noConsent: 0, noContact: 1 }, 'suspended left out; the overseas member has no mobile');
    const advert = (await post('/api/console/messages/group/preview', { channel: 'SMS', purpose: 'ADVERTISING', group: { levelId: gold } })).json();
    t.same(advert, { members: 3, reachable: 1, noConsent: 1, noContact: 1 }, 'advertising only with consent (and a mobile)');
    const day = (await post('/api/console/messages/group/preview', { channel: 'SMS', group: { approvedOn: { date: APPROVED_DAY } } })).json();
    t.same(day, { members: 2, reachable: 2, noConsent: 0, noContact: 0 }, 'approved that day, active');
    const dayGold = (await post('/api/console/messages/group/preview', { channel: 'SMS', group: { levelId: gold, approvedOn: { date: APPROVED_DAY } } })).json();
    t.equal(dayGold.members, 1, 'both conditions hold');
    const site = (await post('/api/console/messages/group/preview', { channel: 'SMS', group: { approvedOn: { date: APPROVED_DAY, location: 'DAPSIMNI', work: 'CUTTINGROOM' } } })).json();
    t.equal(site.members, 1);
    t.match(asked.at(-1), 'work=CUTTINGROOM');
    const none = (await post('/api/console/messages/group/preview', { channel: 'SMS', group: { approvedOn: { date: '2026-11-28' } } })).json();
    t.equal(none.members, 0, 'no one approved: no one, not everyone');
  });

  t.test('bad group requests are 400 and write nothing', async (t) => {
    const bad: Array<[string, object]> = [
      ['/api/console/messages/group/preview', { channel: 'FAX', group: {} }],
      ['/api/console/messages/group/preview', { channel: 'SMS', group: { levelId: 'gold' } }],
      ['/api/console/messages/group/preview', { channel: 'SMS', group: { approvedOn: { date: 'friday' } } }],
      ['/api/console/messages/group/preview', { channel: 'SMS', group: { everyone: true } }],
      ['/api/console/messages/group/sms', { group: {}, message: '', expectedCount: 0 }],
      ['/api/console/messages/group/sms', { group: {}, message: 'x'.repeat(2001), expectedCount: 0 }],
      ['/api/console/messages/group/sms', { group: {}, message: 'hi' }],
      ['/api/console/messages/group/email', { group: {}, subject: '', html: '<p>x</p>', expectedCount: 0 }],
      ['/api/console/messages/group/email', { group: {}, subject: 's', html: '<script>x</script>', expectedCount: 0 }],
    ];
    for (const [url, payload] of bad) t.equal((await post(url, payload)).statusCode, 400, JSON.stringify(payload));
    t.equal((await app.messages.paginate({}, { limit: 1, offset: 0 })).total, 0);
  });

  t.test('an SMS to "approved on a day" reaches exactly them, queued for the worker', async (t) => {
    const changed = await post('/api/console/messages/group/sms', { group: { approvedOn: { date: APPROVED_DAY } }, message: '금요일 재단실 이용 안내', expectedCount: 5 });
    t.equal(changed.statusCode, 409, 'the count staff confirmed must still hold');
    const sent = await post('/api/console/messages/group/sms', { group: { approvedOn: { date: APPROVED_DAY } }, message: '금요일 재단실 이용 안내', expectedCount: 2 });
    t.equal(sent.statusCode, 202, sent.body);
    t.same(sent.json(), { members: 2, reachable: 2, noConsent: 0, noContact: 0, queued: 2 });
    const rows = await recipientsOf([plain, goldRefused, goldSuspended, goldAgreed, goldOverseas]);
    t.same(rows.map((row) => row.member_id).sort(), [plain, goldRefused].sort(), 'exactly the approved, active members');
    t.ok(rows.every((row) => row.body === '금요일 재단실 이용 안내' && row.purpose === 'TRANSACTIONAL'));
    const pending = await app.db('messages').where({ status: 'PENDING' }).count({ n: '*' });
    t.equal(Number(pending[0]!.n), 2, 'written to the outbox, not sent during the request');
    await app.db('messages').delete();
  });

  t.test('advertising to a level: only who agreed, marked (광고) with the opt-out line, in their language', async (t) => {
    const sent = await post('/api/console/messages/group/sms', { group: { levelId: gold }, purpose: 'ADVERTISING', message: 'Winter workshop', expectedCount: 1 });
    t.equal(sent.statusCode, 202, sent.body);
    const rows = await recipientsOf([goldAgreed, goldRefused, goldOverseas, goldSuspended, plain]);
    t.same(rows.map((row) => row.member_id), [goldAgreed]);
    t.match(rows[0]!.body, '(광고)');
    t.equal(rows[0]!.locale, 'en');
    await app.db('messages').delete();
  });

  t.test('an e-mail to a group is sanitised and audited with what was sent to whom', async (t) => {
    const preview = (await post('/api/console/messages/group/preview', { channel: 'EMAIL', group: { memberKind: 'OVERSEAS' } })).json();
    t.equal(preview.reachable, 1);
    const sent = await post('/api/console/messages/group/email', { group: { memberKind: 'OVERSEAS' }, subject: 'Opening hours', html: '<p onclick="x()">Open 9–18</p>', expectedCount: 1 });
    t.equal(sent.statusCode, 202);
    const [row] = await app.db('messages').where({ member_id: goldOverseas });
    t.notMatch(row.html, 'onclick');
    let entries = (await app.audit.paginate({ resource: '/api/console/messages/group/email' }, { limit: 5, offset: 0 })).entries;
    // The audit entry is written once the answer is out.
    for (let tries = 0; entries.length === 0 && tries < 200; tries += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      entries = (await app.audit.paginate({ resource: '/api/console/messages/group/email' }, { limit: 5, offset: 0 })).entries;
    }
    t.equal(entries.length, 1);
    t.same((entries[0]!.after as { group: object }).group, { memberKind: 'OVERSEAS' });
    t.equal((entries[0]!.after as { queued: number }).queued, 1);
  });
});
