// The member's own page: profile, contact change, password, consents, files, withdrawal; what staff
// and other services see; and that one member never reaches another's data.
import { readdirSync } from 'node:fs';
import t from 'tap';
import { INTERNAL_MEMBER_PATHS, INTERNAL_PATHS, INTERNAL_TOKEN_HEADER, WITHDRAWN_USERNAME_RESERVED_DAYS } from '@centre/contracts';
import { forEachDatabase, bearer, signAccessToken, TEST_INTERNAL_TOKEN, testInternalToken } from '@centre/server-kit/testing';
import { seedDemoMembers, DEMO_MEMBER_PASSWORD } from '../src/seeds/demo-members.ts';
import { PDF, PNG, STAFF, freshEmail, freshIp, freshPhone, memberWorld, multipartBody } from './member-world.ts';

const internal = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };
/** Only the admin outbox may read where a member's messages go. */
const outbox = { [INTERNAL_TOKEN_HEADER]: testInternalToken('admin') };

await forEachDatabase(t, 'users_mypage', async (t, database) => {
  const world = await memberWorld(t, database);
  const { app } = world;
  const signIn = (username: string, password: string) =>
    app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: internal, payload: { username, password } });

  async function newMember(kind: 'DOMESTIC_PRIVATE' | 'DOMESTIC_INSTITUTION' | 'OVERSEAS' = 'DOMESTIC_PRIVATE') {
    const body = await world.signUpBody(kind);
    const res = kind === 'DOMESTIC_INSTITUTION'
      ? await app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), ...(await multipartBody({ data: JSON.stringify(body) }, [{ field: 'businessRegistration', name: 'reg.pdf', content: PDF }])) })
      : await app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), payload: body });
    if (res.statusCode !== 201) throw new Error(res.body);
    const id = res.json().user._id as string;
    return { body, id, auth: bearer(signAccessToken({ sub: id })) };
  }
  const profileOf = async (auth: Record<string, string>) => (await app.inject({ url: '/api/v1/me/profile', headers: auth })).json().profile;
  const editable = (profile: { name: string; email: string; phone: string; receiveConsent: object }) => ({ name: profile.name, email: profile.email, phone: profile.phone, receiveConsent: profile.receiveConsent });

  t.test('my page answers only with a token, never from a cache, and only about the token holder', async (t) => {
    const a = await newMember();
    for (const url of ['/api/v1/me/profile', '/api/v1/me/files']) {
      t.equal((await app.inject({ url })).statusCode, 401, `${url} needs a token`);
      const res = await app.inject({ url, headers: a.auth });
      t.equal(res.statusCode, 200);
      t.equal(res.headers['cache-control'], 'no-store', `${url} is not cached`);
    }
    t.equal((await profileOf(a.auth))._id, a.id);
  });

  t.test('profile update: own fields only; a new phone needs a CHANGE_CONTACT code sent to it', async (t) => {
    const a = await newMember();
    const before = await profileOf(a.auth);
    const put = (payload: object, headers: Record<string, string> = a.auth) => app.inject({ method: 'PUT', url: '/api/v1/me/profile', headers, payload });

    // Mass assignment: fields that are not the profile's own are refused whole, and nothing changes.
    const hijack = await put({ ...editable(before), name: '김재봉2', scope: ['console'], status: 'WITHDRAWN', memberKind: 'OVERSEAS', username: 'hijack99' });
    t.equal(hijack.statusCode, 400, 'unknown fields are refused');
    t.equal((await profileOf(a.auth)).name, before.name, 'a refused update changes nothing');

    const renamed = await put({ ...editable(before), name: '김재봉2', receiveConsent: { sms: false, email: true } });
    t.equal(renamed.statusCode, 200, renamed.body);
    const after = renamed.json().profile;
    t.equal(after.name, '김재봉2');
    t.equal(after.username, a.body.username, 'the username is not a profile field');
    t.equal(after.memberKind, 'DOMESTIC_PRIVATE');
    t.same(after.receiveConsent, { sms: false, email: true });
    t.same((await signIn(a.body.username, a.body.password)).json().principal.scope, ['member'], 'no scope was granted');
    const ledger = Object.fromEntries(after.consents.map((c: { code: string; agreed: boolean }) => [c.code, c.agreed]));
    t.same([ledger.RECEIVE_SMS, ledger.RECEIVE_EMAIL], [false, true], 'the ledger records the change of consent');

    const invalid = await put({ ...editable(before), name: '', email: 'x', phone: '010-1' }, { ...a.auth, 'accept-language': 'en' });
    t.equal(invalid.statusCode, 400);
    t.same(invalid.json().fields.map((f: { field: string }) => f.field), ['name', 'email', 'phone']);

    const newPhone = freshPhone();
    const unverified = await put({ ...editable(before), phone: newPhone });
    t.equal(unverified.statusCode, 400);
    t.equal(unverified.json().fields[0].rule, 'VERIFY_FIRST');
    const signUpToken = await world.verified('SIGN_UP', 'SMS', newPhone);
    const wrongPurpose = await put({ ...editable(before), phone: newPhone, verificationToken: signUpToken });
    t.equal(wrongPurpose.json().fields[0].rule, 'VERIFICATION_INVALID');
    const token = await world.verified('CHANGE_CONTACT', 'SMS', newPhone);
    const otherPhone = await put({ ...editable(before), phone: freshPhone(), verificationToken: token });
    t.equal(otherPhone.statusCode, 400, 'the token proves one number only');
    const changed = await put({ ...editable(before), phone: newPhone, verificationToken: token });
    t.equal(changed.statusCode, 200, changed.body);
    t.equal(changed.json().profile.phone, newPhone);
    t.equal((await put({ ...editable(before), phone: newPhone, verificationToken: token })).statusCode, 200, 'no change, no token needed');

    const b = await newMember();
    const takenToken = await app.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: freshIp(), payload: { purpose: 'CHANGE_CONTACT', channel: 'SMS', target: newPhone } });
    t.equal(takenToken.statusCode, 409, "another member's number cannot be claimed");
    const stolen = await put({ ...editable(await profileOf(b.auth)), phone: newPhone, verificationToken: token });
    t.equal(stolen.statusCode, 409);
  });

  t.test('an overseas member proves a new e-mail address; their phone is a plain detail', async (t) => {
    const a = await newMember('OVERSEAS');
    const before = await profileOf(a.auth);
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/v1/me/profile', headers: a.auth, payload });
    t.equal((await put({ ...editable(before), phone: '81312345678' })).statusCode, 200, 'no code for an overseas number');
    const newEmail = freshEmail();
    t.equal((await put({ ...editable(before), email: newEmail })).json().fields[0].rule, 'VERIFY_FIRST');
    const token = await world.verified('CHANGE_CONTACT', 'EMAIL', newEmail);
    const changed = await put({ ...editable(before), email: newEmail.toUpperCase(), verificationToken: token });
    t.equal(changed.statusCode, 200, changed.body);
    t.equal(changed.json().profile.email, newEmail);
  });

  t.test('password change needs the current password, follows the rule and ends every session', async (t) => {
    const a = await newMember();
    const change = (payload: object) => app.inject({ method: 'PUT', url: '/api/v1/me/password', headers: a.auth, remoteAddress: freshIp(), payload });
    const wrong = await change({ currentPassword: 'Not-it-123!', newPassword: 'Fresh-pass-1!', newPasswordConfirm: 'Fresh-pass-1!' });
    t.equal(wrong.statusCode, 400);
    t.equal(wrong.json().fields[0].rule, 'CURRENT_PASSWORD_WRONG');
    const weak = await change({ currentPassword: a.body.password, newPassword: 'password', newPasswordConfirm: 'password' });
    t.equal(weak.json().fields[0].rule, 'PASSWORD_RULE');
    const mismatch = await change({ currentPassword: a.body.password, newPassword: 'Fresh-pass-1!', newPasswordConfirm: 'Fresh-pass-2!' });
    t.equal(mismatch.json().fields[0].rule, 'SAME_PASSWORD');
    const same = await change({ currentPassword: a.body.password, newPassword: a.body.password, newPasswordConfirm: a.body.password });
    t.equal(same.json().fields[0].rule, 'PASSWORD_UNCHANGED');
    t.equal((await signIn(a.body.username, a.body.password)).json().principal.sessionsValidFrom, null, 'no session ended by refusals');

    world.clock.advance(60_000);
    const done = await change({ currentPassword: a.body.password, newPassword: 'Fresh-pass-1!', newPasswordConfirm: 'Fresh-pass-1!' });
    t.equal(done.statusCode, 204);
    t.equal((await signIn(a.body.username, a.body.password)).statusCode, 401);
    const principal = await app.inject({ url: INTERNAL_PATHS.principal(a.id), headers: internal });
    t.equal(principal.json().principal.sessionsValidFrom, world.clock.now().toISOString());
    t.equal((await world.templatesSentTo(a.body.phone!))[0], 'PASSWORD_CHANGED', 'the member is told on their verified number');
  });

  t.test('guessing the current password is throttled per account', async (t) => {
    const a = await newMember();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await app.inject({ method: 'PUT', url: '/api/v1/me/password', headers: a.auth, remoteAddress: freshIp(), payload: { currentPassword: `Guess-${i}-xx!`, newPassword: 'Fresh-pass-1!', newPasswordConfirm: 'Fresh-pass-1!' } })).statusCode);
    }
    t.same(statuses.slice(0, 10), Array(10).fill(400));
    t.equal(statuses[10], 429);
  });

  t.test('member files: upload by the spec routes, only for oneself; downloads only for the owner and staff', async (t) => {
    const a = await newMember('DOMESTIC_INSTITUTION');
    const b = await newMember();
    const upload = async (memberId: string, segment: string, headers: Record<string, string>, content: Buffer = PNG, name = 'logo.png') => {
      const form = await multipartBody({}, [{ field: 'file', name, content }]);
      return app.inject({ method: 'POST', url: `/api/v1/users/${memberId}/${segment}`, payload: form.payload, headers: { ...form.headers, ...headers } });
    };

    t.equal((await upload(a.id, 'logo', {})).statusCode, 401, 'a token is needed');
    t.equal((await upload(a.id, 'logo', b.auth)).statusCode, 404, "another member's account is not there for you");
    const logo = await upload(a.id, 'logo', a.auth);
    t.equal(logo.statusCode, 201, logo.body);
    t.equal(logo.json().file.reviewState, null);
    t.equal((await upload(a.id, 'logo', a.auth, PDF, 'logo.pdf')).statusCode, 415, 'a logo is a picture');
    t.equal((await upload(b.id, 'businessRegistration', b.auth, PDF)).statusCode, 400, 'a private person has no business registration');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(a.id, 'businessRegistration', a.auth, big, 'big.pdf');
    t.equal(tooBig.statusCode, 413);
    t.equal(tooBig.json().fields[0].rule, 'FILE_TOO_LARGE');

    const files = (await app.inject({ url: '/api/v1/me/files', headers: a.auth })).json().files as Array<{ _id: string; kind: string }>;
    t.same(files.map((f) => f.kind).sort(), ['BUSINESS_REGISTRATION', 'LOGO']);
    const registration = files.find((f) => f.kind === 'BUSINESS_REGISTRATION')!;
    t.equal((await app.inject({ url: `/api/v1/me/files/${registration._id}`, headers: b.auth })).statusCode, 404, 'another member never gets the file');
    t.same((await app.inject({ url: '/api/v1/me/files', headers: b.auth })).json().files, []);

    const staffCopy = await app.inject({ url: `/api/console/users/${a.id}/files/${registration._id}`, headers: STAFF() });
    t.equal(staffCopy.statusCode, 200);
    t.same(staffCopy.rawPayload, PDF);
    t.match(staffCopy.headers['content-disposition'], /^attachment;/);
    t.equal((await app.inject({ url: `/api/console/users/${b.id}/files/${registration._id}`, headers: STAFF() })).statusCode, 404, 'the file belongs to its member');
    t.equal((await app.inject({ url: `/api/console/users/${a.id}/files/${registration._id}`, headers: a.auth })).statusCode, 403);

    const review = await app.inject({ method: 'PUT', url: `/api/console/users/${a.id}/files/${registration._id}/review`, headers: STAFF(), payload: { reviewState: 'APPROVED', validUntil: '2027-12-31' } });
    t.equal(review.statusCode, 200);
    t.equal(review.json().file.reviewState, 'APPROVED');
    t.equal(review.json().file.validUntil, '2027-12-31');
    const replaced = await upload(a.id, 'businessRegistration', a.auth, PNG, 'new.png');
    t.equal(replaced.json().file.reviewState, 'WAITING', 'a replaced document is reviewed again');
    t.equal(replaced.json().file._id, registration._id, 'one current file per kind');
  });

  t.test('new terms: my page asks to agree again; agreeing to the current version clears it', async (t) => {
    const a = await newMember();
    const terms = await world.content.inject({ url: '/api/console/terms', headers: STAFF() });
    const listed = terms.json().terms.find((term: { code: string }) => term.code === 'PRIVACY_POLICY') as { _id: string };
    // Lists leave the text out; the record has it.
    const privacy = (await world.content.inject({ url: `/api/console/terms/${listed._id}`, headers: STAFF() })).json().terms as Record<string, unknown>;
    const { _id: _old, createdAt: _c, updatedAt: _u, current: _current, ...input } = privacy;
    // Staff publish a new version (a new document of the same code, in force from today in Seoul).
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const published = await world.content.inject({ method: 'POST', url: '/api/console/terms', headers: STAFF(), payload: { ...input, version: '2.0', effectiveAt: today } });
    t.equal(published.statusCode, 201, published.body);
    t.teardown(() => world.content.inject({ method: 'DELETE', url: `/api/console/terms/${published.json().terms._id}`, headers: STAFF() }));

    const asked = (await profileOf(a.auth)).termsToAgree;
    t.same(asked.map((term: { code: string; version: string }) => [term.code, term.version]), [['PRIVACY_POLICY', '2.0']]);
    const consent = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/me/consents', headers: a.auth, payload });
    const old = await consent({ agreements: [{ code: 'TERMS_OF_USE', version: '1.0', agreed: true }, { code: 'PRIVACY_POLICY', version: '1.1', agreed: true }] });
    t.equal(old.statusCode, 400);
    t.equal(old.json().fields[0].rule, 'TERMS_VERSION_OUTDATED');
    const current = await consent({ agreements: await world.agreements() });
    t.equal(current.statusCode, 200);
    t.same(current.json().profile.termsToAgree, []);
    const oldSignUp = await world.signUpBody('DOMESTIC_PRIVATE');
    const refused = await app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), payload: { ...oldSignUp, agreements: oldSignUp.agreements.map((x) => ({ ...x, version: x.code === 'PRIVACY_POLICY' ? '1.1' : x.version })) } });
    t.equal(refused.json().fields[0].rule, 'TERMS_VERSION_OUTDATED', 'a sign-up agreeing to the replaced version is refused');
  });

  t.test('withdrawal: password confirmed, sign-in ends, personal data erased, username reserved, staff see it', async (t) => {
    const a = await newMember('DOMESTIC_INSTITUTION');
    const filesBefore = readdirSync(world.filesDir).filter((name) => !name.startsWith('.'));
    const withdraw = (payload: object, headers: Record<string, string> = a.auth) => app.inject({ method: 'POST', url: '/api/v1/me/withdraw', headers, remoteAddress: freshIp(), payload });
    const wrong = await withdraw({ password: 'Not-it-123!' });
    t.equal(wrong.statusCode, 400);
    t.equal(wrong.json().fields[0].rule, 'CURRENT_PASSWORD_WRONG');
    t.equal((await signIn(a.body.username, a.body.password)).statusCode, 200, 'a refused withdrawal changes nothing');

    const done = await withdraw({ password: a.body.password, reason: 'moving away' });
    t.equal(done.statusCode, 200);
    const reservedUntil = new Date(world.clock.now().getTime() + WITHDRAWN_USERNAME_RESERVED_DAYS * 86_400_000).toISOString();
    t.same(done.json(), { withdrawnAt: world.clock.now().toISOString(), usernameReservedUntil: reservedUntil });

    t.equal((await signIn(a.body.username, a.body.password)).statusCode, 401, 'the account cannot sign in');
    t.equal((await world.templatesSentTo(a.body.phone!))[0], 'WITHDRAWN', 'a last note goes to the erased number');
    t.equal((await app.inject({ url: INTERNAL_PATHS.principal(a.id), headers: internal })).statusCode, 404, 'no access token is issued for it');
    t.equal((await app.inject({ url: INTERNAL_MEMBER_PATHS.contact(a.id), headers: outbox })).statusCode, 404, 'no message goes to it');
    t.equal((await app.inject({ url: '/api/v1/me/profile', headers: a.auth })).statusCode, 404);
    t.equal((await withdraw({ password: a.body.password })).statusCode, 404, 'withdrawing twice erases once');

    const row = await app.db('users').where({ id: a.id }).first();
    t.same([row.name, row.email, row.phone, row.password_hash, row.status], ['', '', '', '', 'WITHDRAWN'], 'personal data erased at once');
    t.not(row.username, a.body.username);
    t.equal(Number((await app.db('member_files').where({ user_id: a.id }).count({ n: '*' }).first())!.n), 0);
    const filesAfter = readdirSync(world.filesDir).filter((name) => !name.startsWith('.'));
    t.ok(filesAfter.length < filesBefore.length, 'the documents are removed from the store');
    t.ok(Number((await app.db('member_consents').where({ user_id: a.id }).count({ n: '*' }).first())!.n) > 0, 'the consent ledger is kept');

    const availability = await app.inject({ url: `/api/v1/users/availability?username=${a.body.username}`, remoteAddress: freshIp() });
    t.same(availability.json(), { available: false }, 'the username is reserved');
    const again = await world.signUpBody('DOMESTIC_PRIVATE');
    const retaken = await app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), payload: { ...again, username: a.body.username } });
    t.equal(retaken.statusCode, 409);
    t.equal(retaken.json().fields[0].rule, 'USERNAME_RESERVED');
    world.clock.advance((WITHDRAWN_USERNAME_RESERVED_DAYS + 1) * 86_400_000);
    const later = await app.inject({ url: `/api/v1/users/availability?username=${a.body.username}`, remoteAddress: freshIp() });
    t.same(later.json(), { available: true }, 'free again after the reservation');

    const list = await app.inject({ url: '/api/console/users/withdrawals', headers: STAFF() });
    t.equal(list.statusCode, 200);
    const entry = list.json().withdrawals.find((w: { _id: string }) => w._id === a.id);
    t.equal(entry.maskedUsername.includes('*'), true);
    t.equal(entry.usernameReservedUntil, reservedUntil);
    t.equal(entry.kept.length, 2);
    t.equal((await app.inject({ url: '/api/console/users/withdrawals' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/users/withdrawals', headers: bearer(signAccessToken({ scope: ['member'] })) })).statusCode, 403);
  });

  t.test('malformed bodies on every member form are a 400 with a message per field, never a 500', async (t) => {
    const a = await newMember();
    const cases: Array<{ method: 'POST' | 'PUT'; url: string; payload: object; fields: string[]; auth?: boolean }> = [
      { method: 'POST', url: '/api/v1/users/certify', payload: { purpose: 'LOGIN', channel: 'FAX', target: '' }, fields: ['purpose', 'channel', 'target'] },
      { method: 'POST', url: '/api/v1/users/certify', payload: {}, fields: ['purpose', 'channel', 'target'] },
      { method: 'POST', url: '/api/v1/users/recovery', payload: { purpose: 'FIND_USERNAME' }, fields: ['verificationToken'] },
      { method: 'POST', url: '/api/v1/users/recovery', payload: { purpose: 'RESET_PASSWORD', verificationToken: 'x', newPassword: 'weak' }, fields: ['newPassword'] },
      { method: 'POST', url: '/api/v1/users', payload: {}, fields: ['memberKind', 'username', 'password', 'passwordConfirm', 'name', 'email', 'agreements', 'receiveConsent', 'verificationToken', 'locale'] },
      { method: 'PUT', url: '/api/v1/me/profile', payload: { receiveConsent: { sms: 'yes' } }, fields: ['name', 'email', 'receiveConsent.sms', 'receiveConsent.email'], auth: true },
      { method: 'PUT', url: '/api/v1/me/password', payload: { currentPassword: '' }, fields: ['currentPassword', 'newPassword', 'newPasswordConfirm'], auth: true },
      { method: 'POST', url: '/api/v1/me/withdraw', payload: { reason: 'x'.repeat(501) }, fields: ['password', 'reason'], auth: true },
      { method: 'POST', url: '/api/v1/me/consents', payload: { agreements: [] }, fields: ['agreements'], auth: true },
    ];
    for (const { method, url, payload, fields, auth } of cases) {
      const res = await app.inject({ method, url, payload, remoteAddress: freshIp(), headers: { 'accept-language': 'en', ...(auth ? a.auth : {}) } });
      t.equal(res.statusCode, 400, `${method} ${url} ${JSON.stringify(payload).slice(0, 40)}`);
      t.same(res.json().fields.map((f: { field: string }) => f.field).sort(), [...fields].sort(), `${url}: one message per field`);
      t.ok(res.json().fields.every((f: { message: string }) => f.message.length > 0 && !/must|pattern/.test(f.message)), 'in the spec words, not the validator');
    }
    t.equal((await signIn(a.body.username, a.body.password)).statusCode, 200, 'nothing changed');
  });

  t.test('the internal contact route tells the outbox where messages go, with the internal token only', async (t) => {
    const a = await newMember('OVERSEAS');
    t.equal((await app.inject({ url: INTERNAL_MEMBER_PATHS.contact(a.id) })).statusCode, 404);
    t.equal((await app.inject({ url: INTERNAL_MEMBER_PATHS.contact(a.id), headers: internal })).statusCode, 404, 'the gateway may not read contacts');
    const res = await app.inject({ url: INTERNAL_MEMBER_PATHS.contact(a.id), headers: outbox });
    t.equal(res.statusCode, 200);
    t.same(res.json(), { email: a.body.email, phone: a.body.phone, locale: 'en', memberKind: 'OVERSEAS', receiveConsent: { sms: true, email: false } });
  });

  t.test('a staff account cannot be withdrawn from the member area', async (t) => {
    const staff = await app.users.create({ username: 'staff77x', passwordHash: '', name: 'staff', memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', scopes: ['member', 'console'] });
    const res = await app.inject({ method: 'POST', url: '/api/v1/me/withdraw', headers: bearer(signAccessToken({ sub: staff.id, scope: ['member', 'console'] })), payload: { password: 'whatever-1!' } });
    t.equal(res.statusCode, 403);
  });

  t.test('sign-up with the e-mail channel for an overseas member refuses a phone-verified token', async (t) => {
    const body = await world.signUpBody('OVERSEAS');
    const smsToken = await world.verified('SIGN_UP', 'SMS', freshPhone());
    const res = await app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), payload: { ...body, verificationToken: smsToken, email: freshEmail() } });
    t.equal(res.statusCode, 400);
    t.equal(res.json().fields[0].rule, 'VERIFICATION_INVALID');
  });

  t.test('demo makers sign in with their consents given and the company document on file', async (t) => {
    t.same(await seedDemoMembers(app.db, app.fileStore), { created: 4 });
    for (const username of ['sewing01', 'dongdaemun7', 'pattern22', 'tokyo2024']) {
      const principal = (await signIn(username, DEMO_MEMBER_PASSWORD)).json().principal;
      const profile = await profileOf(bearer(signAccessToken({ sub: principal._id })));
      t.same(profile.termsToAgree, [], `${username} agreed to the published terms`);
      t.equal(profile.consents.length, 4);
      if (username === 'dongdaemun7') {
        t.same(profile.files.map((f: { kind: string; reviewState: string }) => [f.kind, f.reviewState]), [['BUSINESS_REGISTRATION', 'APPROVED']]);
        const download = await app.inject({ url: `/api/v1/me/files/${profile.files[0]._id}`, headers: bearer(signAccessToken({ sub: principal._id })) });
        t.equal(download.statusCode, 200);
      }
    }
    t.same(await seedDemoMembers(app.db, app.fileStore), { created: 0 }, 'seeding again adds nothing');
  });
});
