// Staff roles as the console meets them, through the gateway: each role against a route of each
// family (allowed, or 403 with a clear message), staff accounts (administrators only), a role
// change that ends the account's sessions at once, and a staff member changing their own password.
import t from 'tap';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { STAFF_PASSWORD } from './stack.ts';
import { client, forEachStack } from './staff-helpers.ts';

const NEW_PASSWORD = 'Changed-pass-42!';

await forEachStack(t, 'staff-roles', {}, async (t, stack) => {
  const { api, firstStep, signIn } = client(stack);
  const admin = await signIn('admin', STAFF_PASSWORD);
  const editor = await signIn('editor01', DEMO_STAFF_PASSWORD);
  const facility = await signIn('facility01', DEMO_STAFF_PASSWORD);

  await t.test('the access token carries the role', async (t) => {
    t.equal(admin.claims.role, 'ADMINISTRATOR');
    t.equal(editor.claims.role, 'CONTENT_EDITOR');
    t.equal(facility.claims.role, 'FACILITY_STAFF');
    const member = await signIn('sewing01', 'maker-demo-2026!');
    t.notOk('role' in member.claims, 'a member has no role');
  });

  await t.test('each role against a route of each family', async (t) => {
    const families: Array<[string, Record<'admin' | 'editor' | 'facility', boolean>]> = [
      ['/api/console/center/notifications', { admin: true, editor: true, facility: false }],
      ['/api/console/center/faqs', { admin: true, editor: true, facility: false }],
      ['/api/console/banners', { admin: true, editor: true, facility: false }],
      ['/api/console/terms', { admin: true, editor: true, facility: false }],
      ['/api/console/equipment', { admin: true, editor: false, facility: true }],
      ['/api/console/space', { admin: true, editor: false, facility: true }],
      ['/api/console/apply/limitations', { admin: true, editor: false, facility: true }],
      ['/api/console/users', { admin: true, editor: false, facility: true }],
      ['/api/console/messages', { admin: true, editor: false, facility: true }],
      ['/api/console/setting', { admin: true, editor: false, facility: false }],
      ['/api/console/audit', { admin: true, editor: false, facility: false }],
      ['/api/console/staff', { admin: true, editor: false, facility: false }],
      ['/api/console/password/two-step', { admin: true, editor: true, facility: true }],
    ];
    const who = { admin, editor, facility };
    for (const [url, allowed] of families) {
      for (const [name, session] of Object.entries(who) as Array<[keyof typeof who, typeof admin]>) {
        const response = await api(url, { headers: session.auth });
        if (allowed[name]) t.equal(response.status, 200, `${name} reads ${url}`);
        else {
          t.equal(response.status, 403, `${name} is refused ${url}`);
          t.match(await response.json(), { statusCode: 403, code: 'ROLE_FORBIDDEN', message: /담당 역할\([A-Z_]+\)로는 콘솔의 이 메뉴를 사용할 수 없습니다/ });
        }
      }
    }
  });

  await t.test('writes follow the table too', async (t) => {
    const notice = { subject: { ko: '역할 시험', en: '', cn: '', jp: '' }, summary: { ko: '요약', en: '', cn: '', jp: '' }, content: { ko: '<p>본문</p>', en: '', cn: '', jp: '' }, isMain: false, status: 'DRAFT' };
    t.equal((await api('/api/console/center/notifications', { method: 'POST', headers: editor.json, body: JSON.stringify(notice) })).status, 201, 'an editor posts a notice');
    t.equal((await api('/api/console/center/notifications', { method: 'POST', headers: facility.json, body: JSON.stringify(notice) })).status, 403, 'facility staff may not');
    const setting = await (await api('/api/console/setting', { headers: admin.auth })).json();
    t.equal((await api('/api/console/setting', { method: 'PUT', headers: editor.json, body: JSON.stringify(setting.setting ?? setting) })).status, 403, 'an editor may not change the settings');
  });

  await t.test('staff accounts: administrators only, checked input, role change ends sessions', async (t) => {
    const account = { username: 'desk2026', name: '안내 데스크', email: 'desk@example.org', role: 'CONTENT_EDITOR', password: 'Desk-pass-2026!', passwordConfirm: 'Desk-pass-2026!' };
    t.equal((await api('/api/console/staff', { method: 'POST', headers: editor.json, body: JSON.stringify(account) })).status, 403, 'an editor cannot create staff');
    const weak = await api('/api/console/staff', { method: 'POST', headers: { ...admin.json, 'accept-language': 'en' }, body: JSON.stringify({ ...account, password: 'weak', passwordConfirm: 'weak' }) });
    t.equal(weak.status, 400);
    t.match(await weak.json(), { fields: [{ field: 'password', message: /at least 10 characters/ }] });
    t.equal((await api('/api/console/staff', { method: 'POST', headers: admin.json, body: JSON.stringify({ ...account, extra: 1 }) })).status, 400, 'unknown fields are refused');
    const created = await api('/api/console/staff', { method: 'POST', headers: admin.json, body: JSON.stringify(account) });
    t.equal(created.status, 201);
    const { staff } = await created.json();
    t.match(staff, { username: 'desk2026', role: 'CONTENT_EDITOR', status: 'ACTIVE', twoStepEnabled: false });
    t.notOk('passwordHash' in staff);
    t.equal((await api('/api/console/staff', { method: 'POST', headers: admin.json, body: JSON.stringify({ ...account, username: 'DESK2026' }) })).status, 409, 'a username taken in any case');

    const list = await (await api('/api/console/staff?keyword=desk', { headers: admin.auth })).json();
    t.same(list.staff.map((s: { username: string }) => s.username), ['desk2026']);
    t.equal(list.summary.total, 1);

    const desk = await signIn('desk2026', 'Desk-pass-2026!');
    t.equal((await api('/api/console/center/notifications', { headers: desk.auth })).status, 200);
    t.equal((await api('/api/console/users', { headers: desk.auth })).status, 403);

    const change = { name: '안내 데스크', email: 'desk@example.org', role: 'FACILITY_STAFF', status: 'ACTIVE' };
    const changed = await api(`/api/console/staff/${staff._id}`, { method: 'PUT', headers: admin.json, body: JSON.stringify(change) });
    t.equal(changed.status, 200);
    t.equal((await changed.json()).staff.role, 'FACILITY_STAFF');
    t.equal((await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${desk.refreshToken}` } })).status, 401, 'the old role\'s session ends at once');
    const again = await signIn('desk2026', 'Desk-pass-2026!');
    t.equal(again.claims.role, 'FACILITY_STAFF');
    t.equal((await api('/api/console/users', { headers: again.auth })).status, 200, 'the new role applies');

    t.equal((await api(`/api/console/staff/${admin.claims.sub}`, { method: 'PUT', headers: admin.json, body: JSON.stringify({ name: 'x', email: 'admin@example.org', role: 'CONTENT_EDITOR', status: 'ACTIVE' }) })).status, 409, 'no one changes their own role');
    t.equal((await api(`/api/console/staff/${staff._id}`, { method: 'PUT', headers: admin.json, body: JSON.stringify({ ...change, status: 'DISABLED' }) })).status, 200);
    t.equal((await firstStep('desk2026', 'Desk-pass-2026!')).status, 401, 'a disabled account cannot sign in');
    t.equal((await api(`/api/console/staff/${staff._id}`, { method: 'PUT', headers: admin.json, body: JSON.stringify({ ...change, status: 'ACTIVE' }) })).status, 200);
    t.equal((await firstStep('desk2026', 'Desk-pass-2026!')).status, 200, 'switched on again');
    t.equal((await api('/api/console/staff/0190a5a0-0000-7000-8000-00000000abcd', { headers: admin.auth })).status, 404);
  });

  await t.test('a staff member changes their own password', async (t) => {
    const headers = { ...facility.json, 'accept-language': 'en' };
    const wrong = await api('/api/console/password', { method: 'PUT', headers, body: JSON.stringify({ currentPassword: 'Not-the-one-1!', newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD }) });
    t.equal(wrong.status, 400);
    t.match(await wrong.json(), { fields: [{ field: 'currentPassword' }] });
    const mismatch = await api('/api/console/password', { method: 'PUT', headers, body: JSON.stringify({ currentPassword: DEMO_STAFF_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: 'Other-pass-42!' }) });
    t.equal(mismatch.status, 400);
    t.match(await mismatch.json(), { fields: [{ field: 'newPasswordConfirm' }] });
    const weak = await api('/api/console/password', { method: 'PUT', headers, body: JSON.stringify({ currentPassword: DEMO_STAFF_PASSWORD, newPassword: 'password', newPasswordConfirm: 'password' }) });
    t.equal(weak.status, 400);
    const other = await signIn('facility01', DEMO_STAFF_PASSWORD);
    const done = await api('/api/console/password', { method: 'PUT', headers, body: JSON.stringify({ currentPassword: DEMO_STAFF_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD }) });
    t.equal(done.status, 204);
    t.equal((await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${other.refreshToken}` } })).status, 401, 'the other session ended');
    t.equal((await firstStep('facility01', DEMO_STAFF_PASSWORD)).status, 401, 'the old password no longer works');
    t.ok((await signIn('facility01', NEW_PASSWORD)).accessToken, 'the new one does');
  });
});
