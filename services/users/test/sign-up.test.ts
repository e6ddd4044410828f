// Identity verification, sign-up for the three member kinds, the username check and recovery,
// against the real admin outbox (codes) and the real content service (terms).
import t from 'tap';
import { INTERNAL_PATHS, INTERNAL_TOKEN_HEADER, VERIFICATION_RULES, normalisedEmail } from '@centre/contracts';
import { forEachDatabase, bearer, signAccessToken, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { PDF, PNG, STAFF, freshEmail, freshIp, freshPhone, freshUsername, memberWorld, multipartBody } from './member-world.ts';

const internal = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };

await forEachDatabase(t, 'users_signup', async (t, database) => {
  const world = await memberWorld(t, database);
  const { app } = world;
  const certify = (payload: object, ip: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: ip, payload, headers });
  const signUp = (payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: ip, payload, headers });
  const signIn = (username: string, password: string) =>
    app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: internal, payload: { username, password } });

  t.test('a domestic private person verifies a phone and signs up; the ledger holds the versions agreed', async (t) => {
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    const res = await signUp(body);
    t.equal(res.statusCode, 201, res.body);
    t.equal(res.headers['cache-control'], 'no-store');
    const { user } = res.json();
    t.equal(user.memberKind, 'DOMESTIC_PRIVATE');
    t.equal((await signIn(body.username, body.password)).statusCode, 200, 'the new member can sign in');
    const profile = await app.inject({ url: '/api/v1/me/profile', headers: bearer(signAccessToken({ sub: user._id })) });
    t.equal(profile.statusCode, 200);
    const me = profile.json().profile;
    t.equal(me.memberType, 'PERSON');
    t.equal(me.country, 'KR');
    t.equal(me.phone, body.phone);
    t.same(me.receiveConsent, { sms: true, email: false });
    t.same(me.termsToAgree, [], 'nothing to agree again');
    const agreed = Object.fromEntries(me.consents.map((c: { code: string; version: string; agreed: boolean }) => [c.code, `${c.version}:${c.agreed}`]));
    t.same(agreed, { TERMS_OF_USE: '1.0:true', PRIVACY_POLICY: '1.1:true', RECEIVE_SMS: '1:true', RECEIVE_EMAIL: '1:false' });
  });

  t.test('an institution signs up in one multipart request with its business registration; without it nothing is written', async (t) => {
    const body = await world.signUpBody('DOMESTIC_INSTITUTION');
    const without = await app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), ...(await multipartBody({ data: JSON.stringify(body) }, [])) });
    t.equal(without.statusCode, 400);
    t.equal(without.json().fields[0].field, 'businessRegistration');
    t.equal(without.json().fields[0].rule, 'ATTACH_FILE');
    t.equal((await signIn(body.username, body.password)).statusCode, 401, 'no account was written');

    const disguised = await app.inject({
      method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(),
      ...(await multipartBody({ data: JSON.stringify(body) }, [{ field: 'businessRegistration', name: 'reg.pdf', content: Buffer.from('<html><script>alert(1)</script></html>'), type: 'application/pdf' }])),
    });
    t.equal(disguised.statusCode, 415, 'the type comes from the bytes, not the name or the claim');
    t.equal((await signIn(body.username, body.password)).statusCode, 401);

    const res = await app.inject({
      method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(),
      ...(await multipartBody({ data: JSON.stringify(body) }, [
        { field: 'businessRegistration', name: '../../사업자등록증.pdf', content: PDF },
        { field: 'employmentCertificate', name: 'cert.png', content: PNG },
      ])),
    });
    t.equal(res.statusCode, 201, res.body);
    const member = bearer(signAccessToken({ sub: res.json().user._id }));
    const profile = (await app.inject({ url: '/api/v1/me/profile', headers: member })).json().profile;
    t.equal(profile.memberType, 'COMPANY');
    const files = Object.fromEntries(profile.files.map((f: { kind: string }) => [f.kind, f]));
    t.equal(files.BUSINESS_REGISTRATION.contentType, 'application/pdf');
    t.equal(files.BUSINESS_REGISTRATION.reviewState, 'WAITING');
    t.equal(files.BUSINESS_REGISTRATION.originalName, '사업자등록증.pdf', 'no path survives');
    t.equal(files.EMPLOYMENT_CERTIFICATE.contentType, 'image/png');

    const download = await app.inject({ url: `/api/v1/me/files/${files.BUSINESS_REGISTRATION._id}`, headers: member });
    t.equal(download.statusCode, 200);
    t.same(download.rawPayload, PDF);
    t.match(download.headers['content-disposition'], /^attachment;/);
    t.equal(download.headers['x-content-type-options'], 'nosniff');
    t.equal(download.headers['cache-control'], 'no-store');
  });

  t.test('an overseas resident verifies an e-mail address and signs up with a country', async (t) => {
    const body = await world.signUpBody('OVERSEAS');
    const res = await signUp(body, freshIp(), { 'accept-language': 'en' });
    t.equal(res.statusCode, 201, res.body);
    const profile = (await app.inject({ url: '/api/v1/me/profile', headers: bearer(signAccessToken({ sub: res.json().user._id })) })).json().profile;
    t.equal(profile.country, 'JP');
    t.equal(profile.locale, 'en');
    t.equal(profile.memberKind, 'OVERSEAS');

    const noCountry = await world.signUpBody('OVERSEAS');
    delete (noCountry as { country?: string }).country;
    const refused = await signUp(noCountry, freshIp(), { 'accept-language': 'en' });
    t.equal(refused.statusCode, 400);
    t.same(refused.json().fields, [{ field: 'country', rule: 'COUNTRY_RULE', message: 'Please choose your country of residence.' }]);
  });

  t.test('every invalid field gets its own message in the language asked for; nothing is written', async (t) => {
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    const res = await signUp({ ...body, username: 'abc', password: 'short', passwordConfirm: '', name: '', email: 'no-at-sign', phone: '010-1234-5678', verificationToken: '' }, freshIp(), { 'accept-language': 'ko' });
    t.equal(res.statusCode, 400);
    const rules = Object.fromEntries(res.json().fields.map((f: { field: string; rule: string }) => [f.field, f.rule]));
    t.same(rules, { username: 'USERNAME_RULE', password: 'PASSWORD_RULE', passwordConfirm: 'REQUIRED', name: 'ENTER_NAME', email: 'EMAIL_FORMAT', phone: 'DIGITS_ONLY', verificationToken: 'VERIFY_FIRST' });
    t.equal(res.json().fields.find((f: { field: string }) => f.field === 'phone').message, '하이픈(-) 없이 숫자만 입력해 주세요.');

    const jp = await signUp({ ...body, name: 'x'.repeat(101) }, freshIp(), { 'accept-language': 'ja' });
    t.same(jp.json().fields, [{ field: 'name', rule: 'MAX_LENGTH', message: '最大100文字まで入力できます。' }]);
    const institution = await signUp({ ...body, memberKind: 'DOMESTIC_INSTITUTION', name: '' }, freshIp(), { 'accept-language': 'zh-CN' });
    t.equal(institution.json().fields[0].rule, 'ENTER_NAME_OR_INSTITUTION');
    t.equal(institution.json().fields[0].message, '请输入姓名或机构名称。');

    const mismatch = await signUp({ ...body, passwordConfirm: 'Sewing-2026?' });
    t.same(mismatch.json().fields.map((f: { rule: string }) => f.rule), ['SAME_PASSWORD']);
    const noTerms = await signUp({ ...body, agreements: body.agreements.map((a) => ({ ...a, agreed: a.code !== 'PRIVACY_POLICY' })) });
    t.same(noTerms.json().fields.map((f: { rule: string }) => f.rule), ['AGREE_REQUIRED_TERMS']);
    const oldTerms = await signUp({ ...body, agreements: body.agreements.map((a) => ({ ...a, version: a.code === 'TERMS_OF_USE' ? '0.9' : a.version })) });
    t.same(oldTerms.json().fields.map((f: { rule: string }) => f.rule), ['TERMS_VERSION_OUTDATED']);
    const noPhone = await signUp({ ...body, phone: undefined });
    t.same(noPhone.json().fields.map((f: { rule: string }) => f.rule), ['ENTER_PHONE']);

    // The token was never spent by any refusal: the valid body still signs up.
    t.equal((await signUp(body)).statusCode, 201);
  });

  t.test('a member cannot give themselves a scope, a status or a review state', async (t) => {
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    // Fields the form does not have are refused (they were once dropped silently), and the token is not spent.
    const refused = await signUp({ ...body, scope: ['console'], scopes: 'member,console', status: 'ACTIVE', level: 9, memberType: 'COMPANY', reviewState: 'APPROVED' });
    t.equal(refused.statusCode, 400);
    const res = await signUp(body);
    t.equal(res.statusCode, 201);
    const signedIn = await signIn(body.username, body.password);
    t.same(signedIn.json().principal.scope, ['member']);
    const profile = (await app.inject({ url: '/api/v1/me/profile', headers: bearer(signAccessToken({ sub: res.json().user._id })) })).json().profile;
    t.equal(profile.memberType, 'PERSON', 'the type follows the kind');
  });

  t.test('duplicates: a username (any case), a verified phone or address already in use are refused', async (t) => {
    const first = await world.signUpBody('DOMESTIC_PRIVATE');
    t.equal((await signUp(first)).statusCode, 201);
    const second = await world.signUpBody('DOMESTIC_PRIVATE');
    const taken = await signUp({ ...second, username: first.username.toUpperCase() });
    t.equal(taken.statusCode, 409);
    t.equal(taken.json().fields[0].rule, 'USERNAME_TAKEN');
    const availability = await app.inject({ url: `/api/v1/users/availability?username=${first.username}`, remoteAddress: freshIp() });
    t.same(availability.json(), { available: false });
    t.same((await app.inject({ url: `/api/v1/users/availability?username=${freshUsername()}`, remoteAddress: freshIp() })).json(), { available: true });
    const badName = await app.inject({ url: '/api/v1/users/availability?username=ab', remoteAddress: freshIp() });
    t.equal(badName.statusCode, 400);
    t.equal(badName.json().fields[0].rule, 'USERNAME_RULE');

    const phoneTaken = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: first.phone! }, freshIp());
    t.equal(phoneTaken.statusCode, 409, 'no code goes to a number an active member holds');
    t.equal(phoneTaken.json().fields[0].rule, 'PHONE_TAKEN');

    const overseas = await world.signUpBody('OVERSEAS');
    t.equal((await signUp(overseas)).statusCode, 201);
    const emailTaken = await certify({ purpose: 'SIGN_UP', channel: 'EMAIL', target: overseas.email.toUpperCase() }, freshIp());
    t.equal(emailTaken.statusCode, 409);
    t.equal(emailTaken.json().fields[0].rule, 'EMAIL_TAKEN');
  });

  t.test('codes: wrong, expired, reused, tried out; tokens: single use, bound to purpose and target', async (t) => {
    const ip = freshIp();
    const phone = freshPhone();
    const sent = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: phone }, ip);
    t.equal(sent.statusCode, 202);
    t.same(sent.json(), { expiresInSeconds: VERIFICATION_RULES.codeTtlSeconds, resendAfterSeconds: VERIFICATION_RULES.resendAfterSeconds });
    const code = (await world.codeSentTo(phone))!;
    t.match(code, /^[0-9]{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: phone, code: wrongCode }, ip);
    t.equal(wrong.statusCode, 400);
    t.equal(wrong.json().fields[0].rule, 'CODE_WRONG');
    const otherPurpose = await certify({ purpose: 'RESET_PASSWORD', channel: 'SMS', target: phone, code }, ip);
    t.equal(otherPurpose.statusCode, 400, 'a code answers only the purpose it was sent for');
    const right = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: phone, code }, ip);
    t.equal(right.statusCode, 200);
    const again = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: phone, code }, ip);
    t.equal(again.statusCode, 400, 'a code works once');
    t.equal(again.json().fields[0].rule, 'CODE_EXPIRED');

    // The token proves this phone for SIGN_UP only.
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    const otherPhone = await signUp({ ...body, verificationToken: right.json().verificationToken });
    t.equal(otherPhone.statusCode, 400);
    t.equal(otherPhone.json().fields[0].rule, 'VERIFICATION_INVALID');
    t.equal((await signUp({ ...body, phone, verificationToken: right.json().verificationToken })).statusCode, 201);
    const reused = await signUp({ ...(await world.signUpBody('DOMESTIC_PRIVATE')), phone, verificationToken: right.json().verificationToken });
    t.equal(reused.statusCode, 400, 'a token is spent by the sign-up it proved');

    // Expiry: three minutes on the service's clock.
    const late = freshPhone();
    await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: late }, ip);
    const lateCode = (await world.codeSentTo(late))!;
    world.clock.advance(VERIFICATION_RULES.codeTtlSeconds * 1000 + 1000);
    const expired = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: late, code: lateCode }, ip);
    t.equal(expired.statusCode, 400);
    t.equal(expired.json().fields[0].rule, 'CODE_EXPIRED');

    // Five wrong tries spend the code: even the right one then fails.
    const guessed = freshPhone();
    await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: guessed }, ip);
    const guessedCode = (await world.codeSentTo(guessed))!;
    const other = guessedCode === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < VERIFICATION_RULES.maxWrongTries; i++) answers.push((await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: guessed, code: other }, ip)).json().fields[0].rule);
    t.same(answers, ['CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_TOO_MANY_TRIES']);
    const tooLate = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: guessed, code: guessedCode }, ip);
    t.equal(tooLate.json().fields[0].rule, 'CODE_TOO_MANY_TRIES');

    const malformed = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: '010-1234-5678' }, ip);
    t.equal(malformed.json().fields[0].rule, 'DIGITS_ONLY');
    const badCode = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: guessed, code: '12a' }, ip);
    t.equal(badCode.json().fields[0].rule, 'CODE_FORMAT');
  });

  t.test('code requests are limited per number, per client and by the resend gap (429 with Retry-After)', async (t) => {
    const phone = freshPhone();
    t.equal((await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: phone }, freshIp())).statusCode, 202);
    const soon = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: phone }, freshIp());
    t.equal(soon.statusCode, 429, 'resend waits its gap');
    t.ok(Number(soon.headers['retry-after']) > 0 && Number(soon.headers['retry-after']) <= VERIFICATION_RULES.resendAfterSeconds);
    t.equal(soon.json().fields[0].rule, 'TOO_MANY_REQUESTS');

    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < VERIFICATION_RULES.requestsPerClientPerHour + 1; i++) {
      statuses.push((await certify({ purpose: 'SIGN_UP', channel: 'EMAIL', target: freshEmail() }, ip)).statusCode);
    }
    t.equal(statuses.filter((s) => s === 202).length, VERIFICATION_RULES.requestsPerClientPerHour);
    t.equal(statuses.at(-1), 429, 'one client cannot send codes to everyone');
  });

  t.test('find username and reset password with the registered phone; the reset ends sessions', async (t) => {
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    const created = await signUp(body);
    const memberId = created.json().user._id;
    const recovery = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/users/recovery', remoteAddress: freshIp(), payload });

    const findToken = await world.verified('FIND_USERNAME', 'SMS', body.phone!);
    const found = await recovery({ purpose: 'FIND_USERNAME', verificationToken: findToken });
    t.equal(found.statusCode, 200);
    t.equal(found.json().maskedUsername, `${body.username.slice(0, 3)}${'*'.repeat(body.username.length - 5)}${body.username.slice(-2)}`);
    t.not(found.json().maskedUsername, body.username);
    t.equal((await recovery({ purpose: 'FIND_USERNAME', verificationToken: findToken })).statusCode, 400, 'the token is spent');

    // A number with no account: the code step looks the same; the recovery says what is missing.
    const strangerPhone = freshPhone();
    const strangerSent = await certify({ purpose: 'FIND_USERNAME', channel: 'SMS', target: strangerPhone }, freshIp());
    t.equal(strangerSent.statusCode, 202);
    t.equal(await world.codeSentTo(strangerPhone), null, 'no message goes to a number without an account');

    const resetToken = await world.verified('RESET_PASSWORD', 'SMS', body.phone!);
    const wrongUser = await recovery({ purpose: 'RESET_PASSWORD', verificationToken: resetToken, username: 'someone9', newPassword: 'Fresh-pass-1!', newPasswordConfirm: 'Fresh-pass-1!' });
    t.equal(wrongUser.statusCode, 404);
    t.equal(wrongUser.json().fields[0].rule, 'REGISTERED_PHONE_NEEDED');
    const weak = await recovery({ purpose: 'RESET_PASSWORD', verificationToken: resetToken, username: body.username, newPassword: 'weak', newPasswordConfirm: 'weak' });
    t.equal(weak.json().fields[0].rule, 'PASSWORD_RULE');
    const findTokenForReset = await recovery({ purpose: 'RESET_PASSWORD', verificationToken: findToken, username: body.username, newPassword: 'Fresh-pass-1!', newPasswordConfirm: 'Fresh-pass-1!' });
    t.equal(findTokenForReset.statusCode, 400);
    world.clock.advance(1000);
    const reset = await recovery({ purpose: 'RESET_PASSWORD', verificationToken: resetToken, username: body.username, newPassword: 'Fresh-pass-1!', newPasswordConfirm: 'Fresh-pass-1!' });
    t.equal(reset.statusCode, 200);
    t.same(reset.json(), { purpose: 'RESET_PASSWORD', passwordReset: true });
    t.equal((await signIn(body.username, body.password)).statusCode, 401, 'the old password no longer works');
    const principal = (await signIn(body.username, 'Fresh-pass-1!')).json().principal;
    t.equal(principal.sessionsValidFrom, world.clock.now().toISOString(), 'sessions started before the reset are over');
    t.equal(principal._id, memberId);
  });

  t.test('an overseas member finds the username with the e-mail address given at sign-up', async (t) => {
    const body = await world.signUpBody('OVERSEAS');
    t.equal((await signUp(body)).statusCode, 201);
    const token = await world.verified('FIND_USERNAME', 'EMAIL', body.email);
    const found = await app.inject({ method: 'POST', url: '/api/v1/users/recovery', remoteAddress: freshIp(), payload: { purpose: 'FIND_USERNAME', verificationToken: token } });
    t.equal(found.statusCode, 200);
    t.match(found.json().maskedUsername, /^mak\*+/);
    const strangerEmail = freshEmail();
    t.equal((await certify({ purpose: 'FIND_USERNAME', channel: 'EMAIL', target: strangerEmail }, freshIp())).statusCode, 202);
    t.equal(await world.codeSentTo(strangerEmail), null);
  });

  t.test('the staff console lists and shows members with consents and files', async (t) => {
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    const id = (await signUp(body)).json().user._id;
    const list = await app.inject({ url: `/api/console/users?username=${body.username}&memberKind=DOMESTIC_PRIVATE`, headers: STAFF() });
    t.equal(list.statusCode, 200);
    t.equal(list.headers['cache-control'], 'no-store');
    t.same(list.json().users.map((u: { _id: string }) => u._id), [id]);
    t.equal((await app.inject({ url: `/api/console/users?phone=${body.phone}`, headers: STAFF() })).json().summary.total, 1);
    const detail = await app.inject({ url: `/api/console/users/${id}`, headers: STAFF() });
    t.equal(detail.json().user.consents.length, 4);
    t.equal((await app.inject({ url: `/api/console/users/${id}`, headers: bearer(signAccessToken({ sub: id })) })).statusCode, 403);
  });
  t.test('sign-up refuses a common password as password change does, and writes nothing', async (t) => {
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    const res = await signUp({ ...body, password: 'Password123!', passwordConfirm: 'Password123!' });
    t.equal(res.statusCode, 400, res.body);
    t.equal(res.json().fields[0].field, 'password');
    t.equal(res.json().fields[0].rule, 'PASSWORD_COMMON');
    t.equal((await signIn(body.username, 'Password123!')).statusCode, 401, 'no account was written');
    t.equal((await signUp(body)).statusCode, 201, 'the verification was not spent by the refusal');
  });

  t.test('an overseas e-mail typed with capitals and a non-ASCII domain matches its verification and is kept normalised', async (t) => {
    const typed = `Kim${process.pid}x${Date.now() % 100_000}@NÄVER.com`;
    const normalised = normalisedEmail(typed)!;
    const ip = freshIp();
    t.equal((await certify({ purpose: 'SIGN_UP', channel: 'EMAIL', target: typed }, ip)).statusCode, 202);
    const code = await world.codeSentTo(normalised);
    const confirmed = await certify({ purpose: 'SIGN_UP', channel: 'EMAIL', target: typed, code: code! }, ip);
    t.equal(confirmed.statusCode, 200, confirmed.body);
    const body = { ...(await world.signUpBody('OVERSEAS')), email: typed, verificationToken: confirmed.json().verificationToken as string };
    const res = await signUp(body);
    t.equal(res.statusCode, 201, res.body);
    const profile = await app.inject({ url: '/api/v1/me/profile', headers: bearer(signAccessToken({ sub: res.json().user._id })) });
    t.equal(profile.json().profile.email, normalised);
  });
});
