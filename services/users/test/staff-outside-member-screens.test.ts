// Staff accounts are managed by administrators in the staff screens only: through the member
// screens desk staff could find the administrator, change its e-mail and take the account over
// with the member recovery flow. Every /api/console/users read and write answers as for no account.
import t from 'tap';
import { bearer, forEachDatabase, signAccessToken } from '@centre/server-kit/testing';
import { ensureStaffAccount } from '../src/seeds/index.ts';
import { freshEmail, freshPhone, freshUsername, memberWorld, STAFF } from './member-world.ts';

const DESK = () => bearer(signAccessToken({ scope: ['console'], role: 'FACILITY_STAFF' }));

await forEachDatabase(t, 'staff_outside', async (t, database) => {
  const world = await memberWorld(t, database);
  const { app } = world;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const adminName = `admin${freshUsername()}`;
  await ensureStaffAccount(app.db, { username: adminName, password: 'Admin-pass-2026!', email: 'boss@example.org' });
  const admin = (await app.users.findActiveByUsername(adminName))!;
  const member = (await send('POST', '/api/console/users', STAFF(), {
    memberKind: 'DOMESTIC_PRIVATE',
    username: `${adminName}m`,
    temporaryPassword: 'Desk-temp-2026!',
    name: '김관리',
    email: freshEmail(),
    phone: freshPhone(),
    locale: 'ko',
    receiveConsent: { sms: false, email: false },
  })).json().user._id as string;
  const edit = { name: '탈취', email: 'attacker@example.org', phone: freshPhone(), locale: 'ko', receiveConsent: { sms: false, email: false }, levelId: null, memo: '' };

  t.test('the member list and its export never show a staff account', async (t) => {
    for (const token of [DESK(), STAFF()]) {
      const list = await send('GET', `/api/console/users?keyword=${adminName}`, token);
      t.equal(list.statusCode, 200);
      t.same(list.json().users.map((u: { _id: string }) => u._id), [member], 'the member matches, the staff account does not');
      const csv = await send('GET', `/api/console/users/export.csv?keyword=${adminName}`, token);
      t.equal(csv.body.trim().split(/\r?\n/).length, 2, 'header and the member only');
    }
  });

  t.test('desk staff cannot read or change a staff account through the member screens', async (t) => {
    t.equal((await send('GET', `/api/console/users/${admin.id}`, DESK())).statusCode, 404);
    const put = await send('PUT', `/api/console/users/${admin.id}`, DESK(), edit);
    t.equal(put.statusCode, 404);
    t.equal((await app.users.findById(admin.id))?.email, 'boss@example.org', 'the e-mail is unchanged');
    t.equal((await send('PUT', `/api/console/users/${member}`, DESK(), edit)).statusCode, 204, 'a member is still edited');
  });

  t.test('not even an administrator suspends, reactivates or edits staff here (the staff screens do)', async (t) => {
    t.equal((await send('GET', `/api/console/users/${admin.id}`, STAFF())).statusCode, 404);
    t.equal((await send('PUT', `/api/console/users/${admin.id}`, STAFF(), edit)).statusCode, 404);
    t.equal((await send('POST', `/api/console/users/${admin.id}/suspend`, STAFF(), { reason: 'x' })).statusCode, 404);
    t.equal((await send('POST', `/api/console/users/${admin.id}/reactivate`, STAFF())).statusCode, 404);
    t.equal((await send('GET', `/api/console/users/${admin.id}/files/0190a5a0-0000-7000-8000-00000000f11e`, STAFF())).statusCode, 404);
    const after = (await app.users.findById(admin.id))!;
    t.equal(after.status, 'ACTIVE');
    t.equal(after.email, 'boss@example.org');
    t.equal(after.name, admin.name);
  });
});
