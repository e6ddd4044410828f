// Staff's administration of members: levels, walk-in members, edits, suspension, the CSV export
// and the recipient groups of staff messages — through the real users app on the database under
// test, with the real admin service beside it (its audit log must show each edit's before/after).
import t from 'tap';
import { INTERNAL_ELIGIBILITY_PATH, INTERNAL_PATHS, INTERNAL_RECIPIENTS_PATH, INTERNAL_TOKEN_HEADER, REQUIRED_TERMS_CODES } from '@centre/contracts';
import { bearer, forEachDatabase, signAccessToken, TEST_INTERNAL_TOKEN, testInternalToken } from '@centre/server-kit/testing';
import { freshEmail, freshPhone, freshUsername, memberWorld, STAFF } from './member-world.ts';

const MEMBER = () => bearer(signAccessToken({ scope: ['member'] }));
const level = (ko: string, order: number, extra = 0) => ({ name: { ko, en: `${ko} (en)`, cn: '', jp: '' }, order, grants: { extraQuotaPerWindow: extra, lotteryPriority: extra > 0 } });

await forEachDatabase(t, 'member_admin', async (t, database) => {
  const world = await memberWorld(t, database);
  const { app, admin } = world;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = STAFF()) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** The audit entries the users service reported for `resource`, once they arrived (reported after the answer). */
  async function auditOf(resource: string, count = 1) {
    for (let tries = 0; tries < 200; tries += 1) {
      const entries = (await admin.audit.paginate({ resource }, { limit: 50, offset: 0 })).entries;
      if (entries.length >= count) return entries;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return (await admin.audit.paginate({ resource }, { limit: 50, offset: 0 })).entries;
  }

  const walkIn = (overrides: object = {}) => ({
    memberKind: 'DOMESTIC_PRIVATE',
    username: freshUsername(),
    temporaryPassword: 'Desk-temp-2026!',
    name: '박미싱',
    email: freshEmail(),
    phone: freshPhone(),
    locale: 'ko',
    receiveConsent: { sms: true, email: false },
    ...overrides,
  });

  t.test('levels: staff create, read, update and delete; members and strangers cannot', async (t) => {
    t.equal((await send('GET', '/api/console/levels', undefined, {})).statusCode, 401);
    t.equal((await send('GET', '/api/console/levels', undefined, MEMBER())).statusCode, 403);
    t.equal((await send('POST', '/api/console/levels', level('우수', 1), MEMBER())).statusCode, 403);
    const created = await send('POST', '/api/console/levels', level('우수', 2, 1));
    t.equal(created.statusCode, 201);
    const id = created.json().level._id as string;
    t.same(created.json().level.grants, { extraQuotaPerWindow: 1, lotteryPriority: true });
    await send('POST', '/api/console/levels', level('일반', 1));
    const list = (await send('GET', '/api/console/levels')).json().levels as Array<{ name: { ko: string } }>;
    t.same(list.map((l) => l.name.ko), ['일반', '우수'], 'by order');
    const updated = await send('PUT', `/api/console/levels/${id}`, level('최우수', 3, 2));
    t.equal(updated.statusCode, 200);
    t.equal(updated.json().level.name.ko, '최우수');
    t.equal((await send('GET', `/api/console/levels/${id}`)).json().level.grants.extraQuotaPerWindow, 2);
    const [entry] = await auditOf(`/api/console/levels/${id}`);
    t.equal(entry?.action, 'update');
    t.equal((entry?.before as { name: { ko: string } }).name.ko, '우수', 'before recorded');
    t.equal((entry?.after as { name: { ko: string } }).name.ko, '최우수', 'after recorded');
    t.equal((await send('DELETE', `/api/console/levels/${id}`)).statusCode, 204);
    t.equal((await send('GET', `/api/console/levels/${id}`)).statusCode, 404);
    t.equal((await send('PUT', `/api/console/levels/${id}`, level('x', 1))).statusCode, 404);
    t.equal((await send('DELETE', `/api/console/levels/${id}`)).statusCode, 404);
  });

  t.test('levels: bad input is a 400 with the field, never stored', async (t) => {
    const before = (await send('GET', '/api/console/levels')).json().levels.length;
    const bad = [
      { ...level('x', 1), name: { ko: '', en: '', cn: '', jp: '' } },
      { ...level('x'.repeat(41), 1) },
      { ...level('x', 1), grants: { extraQuotaPerWindow: 6, lotteryPriority: false } },
      { ...level('x', -1) },
      { ...level('x', 1), colour: 'gold' },
      { name: { ko: 'x', en: '', cn: '', jp: '' }, order: 1 },
    ];
    for (const body of bad) t.equal((await send('POST', '/api/console/levels', body)).statusCode, 400, JSON.stringify(body).slice(0, 80));
    t.equal((await send('GET', '/api/console/levels')).json().levels.length, before);
  });

  t.test('a walk-in member is created by staff, signs in with the temporary password, and is audited masked', async (t) => {
    const gold = (await send('POST', '/api/console/levels', level('골드', 5, 1))).json().level._id as string;
    const body = walkIn({ levelId: gold, memo: '방문 접수', notifyBy: 'SMS' });
    t.equal((await send('POST', '/api/console/users', body, {})).statusCode, 401);
    t.equal((await send('POST', '/api/console/users', body, MEMBER())).statusCode, 403);
    const created = await send('POST', '/api/console/users', body);
    t.equal(created.statusCode, 201, created.body);
    const id = created.json().user._id as string;
    const detail = (await send('GET', `/api/console/users/${id}`)).json().user;
    t.equal(detail.levelId, gold);
    t.equal(detail.memo, '방문 접수');
    t.equal(detail.status, 'ACTIVE');
    t.same(detail.receiveConsent, { sms: true, email: false });
    const signIn = await app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { username: body.username, password: body.temporaryPassword } });
    t.equal(signIn.statusCode, 200, 'the maker signs in');
    t.ok((await world.templatesSentTo(body.phone)).includes('WELCOME'), 'welcome SMS through the outbox');
    const [entry] = await auditOf(`/api/console/users`);
    const after = entry?.after as Record<string, unknown>;
    t.equal(after.name, '박*싱', 'name masked');
    t.notMatch(String(after.phone), body.phone, 'phone masked');
    t.notOk('passwordHash' in after);
    t.equal(entry?.before, null);
    const byLevel = (await send('GET', `/api/console/users?levelId=${gold}`)).json();
    t.same(byLevel.users.map((u: { _id: string }) => u._id), [id], 'search by level');
    t.equal((await send('GET', '/api/console/levels')).json().levels.find((l: { _id: string }) => l._id === gold).memberCount, 1);
    t.equal((await send('DELETE', `/api/console/levels/${gold}`)).statusCode, 409, 'a level in use stays');
  });

  t.test('walk-in creation follows the sign-up rules', async (t) => {
    const taken = walkIn();
    t.equal((await send('POST', '/api/console/users', taken)).statusCode, 201);
    const cases: Array<[object, number, string]> = [
      [walkIn({ username: taken.username }), 409, 'username'],
      [walkIn({ phone: taken.phone }), 409, 'phone'],
      [walkIn({ phone: undefined }), 400, 'phone'],
      [walkIn({ phone: '1234' }), 400, 'phone'],
      [walkIn({ temporaryPassword: 'short' }), 400, 'temporaryPassword'],
      [walkIn({ name: 'x'.repeat(101) }), 400, 'name'],
      [walkIn({ memberKind: 'OVERSEAS', country: 'KR' }), 400, 'country'],
      [walkIn({ levelId: '0190a5a0-0000-7000-8000-00000000dead' }), 400, 'levelId'],
      [walkIn({ memo: 'x'.repeat(1001) }), 400, 'memo'],
      [walkIn({ scopes: ['console'] }), 400, ''],
    ];
    for (const [body, status, field] of cases) {
      const answer = await send('POST', '/api/console/users', body);
      t.equal(answer.statusCode, status, `${field} ${answer.body.slice(0, 120)}`);
      if (field) t.ok(answer.json().fields.some((f: { field: string }) => f.field === field), `names ${field}`);
    }
  });

  t.test('staff edit a member: kind rules apply, consent changes reach the ledger, before/after audited', async (t) => {
    const body = walkIn();
    const id = (await send('POST', '/api/console/users', body)).json().user._id as string;
    const edit = { name: '박미싱', email: body.email, phone: body.phone, locale: 'en', receiveConsent: { sms: false, email: true }, levelId: null, memo: '재방문' };
    t.equal((await send('PUT', `/api/console/users/${id}`, edit, MEMBER())).statusCode, 403);
    t.equal((await send('PUT', `/api/console/users/${id}`, { ...edit, phone: 'abc' })).statusCode, 400);
    t.equal((await send('PUT', `/api/console/users/${id}`, { ...edit, status: 'ACTIVE' })).statusCode, 400);
    t.equal((await send('PUT', '/api/console/users/0190a5a0-0000-7000-8000-00000000dead', edit)).statusCode, 404);
    const answer = await send('PUT', `/api/console/users/${id}`, { ...edit, name: '박재봉' });
    t.equal(answer.statusCode, 204, answer.body);
    const detail = (await send('GET', `/api/console/users/${id}`)).json().user;
    t.equal(detail.name, '박재봉');
    t.equal(detail.locale, 'en');
    t.equal(detail.memo, '재방문');
    t.same(detail.receiveConsent, { sms: false, email: true });
    t.ok(detail.consents.some((c: { code: string; agreed: boolean }) => c.code === 'RECEIVE_EMAIL' && c.agreed), 'ledger has the new answer');
    const [entry] = await auditOf(`/api/console/users/${id}`);
    t.equal(entry?.action, 'update');
    t.equal((entry?.before as { name: string }).name, '박*싱');
    t.equal((entry?.after as { name: string }).name, '박*봉');
    t.equal((entry?.after as { memo: string }).memo, '재방문');
  });

  t.test('desk work: facility staff create and edit walk-in members; levels and suspension stay with administrators', async (t) => {
    const desk = () => bearer(signAccessToken({ scope: ['console'], role: 'FACILITY_STAFF' }));
    const editor = () => bearer(signAccessToken({ scope: ['console'], role: 'CONTENT_EDITOR' }));
    const gold = (await send('POST', '/api/console/levels', level('데스크 시험', 7))).json().level._id as string;
    t.equal((await send('POST', '/api/console/users', walkIn(), editor())).statusCode, 403, 'an editor may not create members');
    const levelled = await send('POST', '/api/console/users', walkIn({ levelId: gold }), desk());
    t.equal(levelled.statusCode, 403, 'desk staff may not set a level');
    t.equal(levelled.json().code, 'ROLE_FORBIDDEN');
    const body = walkIn();
    const created = await send('POST', '/api/console/users', body, desk());
    t.equal(created.statusCode, 201, created.body);
    const id = created.json().user._id as string;
    const edit = { name: '김데스크', email: body.email, phone: body.phone, locale: 'ko', receiveConsent: { sms: true, email: true }, levelId: null, memo: '데스크 접수' };
    t.equal((await send('PUT', `/api/console/users/${id}`, edit, desk())).statusCode, 204, 'desk staff correct contact details');
    t.equal((await send('PUT', `/api/console/users/${id}`, { ...edit, levelId: gold }, desk())).statusCode, 403, 'but not the level');
    t.equal((await send('PUT', `/api/console/users/${id}`, { ...edit, levelId: gold })).statusCode, 204, 'an administrator sets the level');
    t.equal((await send('PUT', `/api/console/users/${id}`, { ...edit, levelId: gold, name: '김재봉' }, desk())).statusCode, 204, 'an unchanged level does not stop desk staff');
    t.equal((await send('GET', `/api/console/users/${id}`)).json().user.levelId, gold);
    t.equal((await send('POST', `/api/console/users/${id}/suspend`, { reason: '시험' }, desk())).statusCode, 403, 'desk staff may not suspend');
    t.equal((await send('POST', `/api/console/users/${id}/reactivate`, undefined, desk())).statusCode, 403, 'nor reactivate');
    t.equal((await send('POST', '/api/console/levels', level('금지', 8), desk())).statusCode, 403, 'nor create levels');
  });

  t.test('suspension ends sign-in and sessions; reactivation gives the account back', async (t) => {
    const body = walkIn();
    const id = (await send('POST', '/api/console/users', body)).json().user._id as string;
    const credentials = () => app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { username: body.username, password: body.temporaryPassword } });
    t.equal((await send('POST', `/api/console/users/${id}/suspend`, { reason: '무단 불참 반복' }, MEMBER())).statusCode, 403);
    t.equal((await send('POST', `/api/console/users/${id}/suspend`, { reason: '' })).statusCode, 400);
    t.equal((await send('POST', `/api/console/users/${id}/suspend`, { reason: 'x'.repeat(501) })).statusCode, 400);
    world.clock.advance(1000);
    t.equal((await send('POST', `/api/console/users/${id}/suspend`, { reason: '무단 불참 반복' })).statusCode, 204);
    t.equal((await send('POST', `/api/console/users/${id}/suspend`, { reason: 'again' })).statusCode, 409);
    t.equal((await credentials()).statusCode, 401, 'cannot sign in');
    t.equal((await app.inject({ url: INTERNAL_PATHS.principal(id), headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN } })).statusCode, 404, 'sessions cannot be renewed');
    const detail = (await send('GET', `/api/console/users/${id}`)).json().user;
    t.equal(detail.status, 'SUSPENDED');
    t.equal(detail.suspension.reason, '무단 불참 반복');
    t.ok((await app.users.findById(id))?.sessionsValidFrom, 'sessions before now are over');
    const suspended = (await send('GET', '/api/console/users?status=SUSPENDED')).json();
    t.ok(suspended.users.some((u: { _id: string }) => u._id === id), 'listed under suspended');
    const [entry] = await auditOf(`/api/console/users/${id}/suspend`);
    t.equal((entry?.after as { status: string }).status, 'SUSPENDED');
    t.equal((await send('POST', `/api/console/users/${id}/reactivate`)).statusCode, 204);
    t.equal((await send('POST', `/api/console/users/${id}/reactivate`)).statusCode, 409);
    t.equal((await credentials()).statusCode, 200, 'signs in again');
    t.equal((await send('POST', '/api/console/users/0190a5a0-0000-7000-8000-00000000dead/suspend', { reason: 'x' })).statusCode, 404);
  });

  t.test('terms signed on paper at the desk are recorded in their current versions; without it the member agrees at first sign-in', async (t) => {
    const consentsOf = async (id: string) => (await app.db('member_consents').where({ user_id: id }).select('code', 'version', 'agreed')) as Array<{ code: string; version: number; agreed: number | boolean }>;
    const onPaper = (await send('POST', '/api/console/users', walkIn({ termsSignedOnPaper: true }))).json().user._id as string;
    const online = (await send('POST', '/api/console/users', walkIn())).json().user._id as string;
    const current = await app.publishedTerms.current('ko');
    const required = current.filter((terms) => (REQUIRED_TERMS_CODES as readonly string[]).includes(terms.code));
    t.ok(required.length > 0, 'published required terms exist');
    const signed = await consentsOf(onPaper);
    for (const terms of required) {
      t.ok(signed.some((row) => row.code === terms.code && Number(row.version) === Number(terms.version) && Boolean(row.agreed)), `${terms.code} v${terms.version} recorded as agreed`);
    }
    const unsigned = await consentsOf(online);
    t.notOk(unsigned.some((row) => (REQUIRED_TERMS_CODES as readonly string[]).includes(row.code)), 'no terms agreement recorded when not signed on paper');
    t.equal((await send('POST', '/api/console/users', walkIn({ termsSignedOnPaper: 'yes' }))).statusCode, 400, 'a boolean only');
  });

  t.test('staff remove an account at the member\'s request: administrators only, a reason, the same erasure as withdrawal, audited', async (t) => {
    const body = walkIn();
    const id = (await send('POST', '/api/console/users', body)).json().user._id as string;
    const desk = () => bearer(signAccessToken({ scope: ['console'], role: 'FACILITY_STAFF' }));
    const credentials = () => app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { username: body.username, password: body.temporaryPassword } });
    t.equal((await send('DELETE', `/api/console/users/${id}`, { reason: '본인 요청' }, MEMBER())).statusCode, 403, 'a member may not');
    const byDesk = await send('DELETE', `/api/console/users/${id}`, { reason: '본인 요청' }, desk());
    t.equal(byDesk.statusCode, 403, 'desk staff may edit contact details, never erase');
    t.equal(byDesk.json().code, 'ROLE_FORBIDDEN');
    t.equal((await send('DELETE', `/api/console/users/${id}`, { reason: ' ' })).statusCode, 400, 'a blank reason is refused');
    t.equal((await send('DELETE', `/api/console/users/${id}`, { reason: 'x'.repeat(481) })).statusCode, 400, 'a reason over 480 characters is refused');
    t.equal((await send('DELETE', `/api/console/users/${id}`, { reason: 'ok', extra: 1 })).statusCode, 400, 'an unknown key is refused');
    t.equal((await credentials()).statusCode, 200, 'refusals changed nothing');

    const removed = await send('DELETE', `/api/console/users/${id}`, { reason: '전화로 탈퇴 요청 (2026-11-27)' });
    t.equal(removed.statusCode, 200, removed.body);
    t.ok(removed.json().usernameReservedUntil, 'the username is reserved as after a withdrawal');
    t.equal((await credentials()).statusCode, 401, 'the account cannot sign in');
    const row = await app.db('users').where({ id }).first();
    t.same([row.name, row.email, row.phone, row.password_hash, row.status], ['', '', '', '', 'WITHDRAWN'], 'personal data erased at once');
    t.equal((await world.templatesSentTo(body.phone))[0] !== undefined, true, 'a last note goes to the erased contact');
    const withdrawal = await app.db('withdrawals').where({ id }).first();
    t.equal(withdrawal.reason, '[staff] 전화로 탈퇴 요청 (2026-11-27)', 'the reason is kept, marked as the staff\'s');
    const [entry] = await auditOf(`/api/console/users/${id}`);
    t.equal(entry?.action, 'delete');
    t.equal((entry?.after as { status: string }).status, 'WITHDRAWN');
    t.equal((await send('DELETE', `/api/console/users/${id}`, { reason: 'again' })).statusCode, 404, 'removing twice erases once');
    t.equal((await send('DELETE', '/api/console/users/0190a5a0-0000-7000-8000-00000000dead', { reason: 'x' })).statusCode, 404);
  });

  t.test('the members list sorts as asked: oldest first, by name, newest first by default', async (t) => {
    for (const name of ['가나다', '하바사']) t.equal((await send('POST', '/api/console/users', walkIn({ name }))).statusCode, 201);
    const listed = async (query: string) => ((await send('GET', `/api/console/users?limit=100${query}`)).json() as { users: Array<{ createdAt: string; name: string }> }).users;
    const createdAt = (users: Array<{ createdAt: string }>) => users.map((user) => user.createdAt);
    const newest = await listed('');
    t.ok(newest.length >= 2, `${newest.length} members`);
    t.same(createdAt(newest), [...createdAt(newest)].sort().reverse(), 'newest first without a sort');
    const oldest = await listed('&sort=createdAt:asc');
    t.same(createdAt(oldest), [...createdAt(oldest)].sort(), 'sort=createdAt:asc: oldest first');
    t.not(oldest[0]!.createdAt, newest[0]!.createdAt, 'a different first row');
    const byName = (await listed('&sort=name:desc')).map((user) => user.name);
    t.ok(byName.indexOf('하바사') < byName.indexOf('가나다'), 'sort=name:desc');
    t.equal((await send('GET', '/api/console/users?sort=password:asc')).statusCode, 400, 'an unknown sort key is refused');
  });

  t.test('the CSV export follows the filters, has a BOM and no contact details', async (t) => {
    const body = walkIn({ name: '=HYPERLINK("x")' });
    await send('POST', '/api/console/users', body);
    t.equal((await send('GET', '/api/console/users/export.csv', undefined, MEMBER())).statusCode, 403);
    const answer = await send('GET', `/api/console/users/export.csv?username=${body.username}`);
    t.equal(answer.statusCode, 200);
    t.match(answer.headers['content-type'], 'text/csv');
    t.match(answer.headers['content-disposition'], 'attachment');
    t.equal(answer.body.charCodeAt(0), 0xfeff, 'UTF-8 BOM for spreadsheets');
    const lines = answer.body.slice(1).trim().split(/\r?\n/);
    t.equal(lines.length, 2, 'header and the one member');
    t.match(lines[0], '아이디');
    t.match(lines[1], body.username);
    t.match(lines[1], `'=HYPERLINK`, 'no formula runs in a spreadsheet');
    t.notMatch(answer.body, body.phone);
    t.notMatch(answer.body, body.email);
    t.equal((await send('GET', '/api/console/users/export.csv?memberKind=NOPE')).statusCode, 400);
  });

  t.test('recipient groups: only for the admin process, active members matching every condition', async (t) => {
    const silver = (await send('POST', '/api/console/levels', level('실버', 7))).json().level._id as string;
    const inLevel = walkIn({ levelId: silver });
    const overseas = walkIn({ levelId: silver, memberKind: 'OVERSEAS', country: 'JP', phone: undefined, locale: 'en' });
    const suspended = walkIn({ levelId: silver });
    const ids: string[] = [];
    for (const body of [inLevel, overseas, suspended]) ids.push((await send('POST', '/api/console/users', body)).json().user._id);
    await send('POST', `/api/console/users/${ids[2]}/suspend`, { reason: 'test' });
    const ask = (payload: object, token = testInternalToken('admin')) => app.inject({ method: 'POST', url: INTERNAL_RECIPIENTS_PATH, headers: { [INTERNAL_TOKEN_HEADER]: token }, payload });
    t.equal((await ask({ levelId: silver }, TEST_INTERNAL_TOKEN)).statusCode, 404, 'the gateway cannot ask');
    t.equal((await app.inject({ method: 'POST', url: INTERNAL_RECIPIENTS_PATH, payload: { levelId: silver } })).statusCode, 404);
    const all = (await ask({ levelId: silver })).json().recipients as Array<{ memberId: string; phone: string; receiveConsent: { sms: boolean } }>;
    t.same(all.map((r) => r.memberId).sort(), [ids[0], ids[1]].sort(), 'suspended left out');
    t.same((await ask({ levelId: silver, memberKind: 'OVERSEAS' })).json().recipients.map((r: { memberId: string }) => r.memberId), [ids[1]]);
    t.same((await ask({ levelId: silver, memberIds: [ids[0], ids[2]] })).json().recipients.map((r: { memberId: string }) => r.memberId), [ids[0]]);
    t.same((await ask({ memberIds: [] })).json().recipients, []);
    t.equal((await ask({ levelId: silver, extra: 1 })).statusCode, 400);
  });

  t.test('the applications service reads the member level and the suspension in eligibility', async (t) => {
    const bronze = (await send('POST', '/api/console/levels', level('브론즈', 9, 1))).json().level._id as string;
    const id = (await send('POST', '/api/console/users', walkIn({ levelId: bronze }))).json().user._id as string;
    const ask = async () =>
      (await app.inject({ method: 'POST', url: INTERNAL_ELIGIBILITY_PATH, headers: { [INTERNAL_TOKEN_HEADER]: testInternalToken('applications') }, payload: { ids: [id] } })).json().members[0];
    const active = await ask();
    t.equal(active.levelId, bronze);
    t.equal(active.goodStanding, true);
    await send('POST', `/api/console/users/${id}/suspend`, { reason: 'test' });
    const suspended = await ask();
    t.equal(suspended.status, 'SUSPENDED');
    t.equal(suspended.goodStanding, false, 'a suspended member cannot apply');
  });
});
