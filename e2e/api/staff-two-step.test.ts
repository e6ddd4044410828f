// Two-step sign-in (TOTP) through the gateway: enrolment with a QR code and a key, sign-in with a
// code, a wrong code, a code replayed within its window, recovery codes good once, the sign-in
// throttle counting code guesses, the setting that makes it mandatory for all staff, and new
// recovery codes replacing the old ones.
import t, { type Test } from 'tap';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { STAFF_PASSWORD } from './stack.ts';
import { client, forEachStack, totpCode } from './staff-helpers.ts';

await forEachStack(t, 'staff-two-step', { SIGN_IN_ACCOUNT_ATTEMPTS: '4' }, async (t, stack) => {
  const { api, firstStep, secondStep, signIn } = client(stack);
  const admin = await signIn('admin', STAFF_PASSWORD);

  async function enrol(t: Test, session: Awaited<ReturnType<typeof signIn>>) {
    const started = await api('/api/console/password/two-step/enrolment', { method: 'POST', headers: session.auth });
    t.equal(started.status, 200);
    const enrolment = (await started.json()) as { key: string; uri: string; qrCode: string };
    const confirmed = await api('/api/console/password/two-step', { method: 'POST', headers: session.json, body: JSON.stringify({ code: await totpCode(enrolment.key) }) });
    t.equal(confirmed.status, 200);
    return { ...enrolment, recoveryCodes: (await confirmed.json()).recoveryCodes as string[] };
  }

  let key = '';
  let recoveryCodes: string[] = [];

  await t.test('enrolment: QR code and key, a wrong code refused, recovery codes once', async (t) => {
    const status = await (await api('/api/console/password/two-step', { headers: admin.auth })).json();
    t.same(status, { enabled: false, required: false, recoveryCodesLeft: 0, enabledAt: null });
    t.equal((await api('/api/console/password/two-step', { method: 'POST', headers: admin.json, body: JSON.stringify({ code: '123456' }) })).status, 409, 'nothing to confirm before a key is shown');

    const started = await api('/api/console/password/two-step/enrolment', { method: 'POST', headers: admin.auth });
    t.equal(started.status, 200);
    const enrolment = await started.json();
    t.match(enrolment, { key: /^[A-Z2-7]{26,}$/, uri: /^otpauth:\/\/totp\/.*secret=/, qrCode: /^data:image\/png;base64,/ });
    key = enrolment.key;

    const wrongCode = (Number(await totpCode(key)) + 1).toString().padStart(6, '0').slice(-6);
    const wrong = await api('/api/console/password/two-step', { method: 'POST', headers: { ...admin.json, 'accept-language': 'en' }, body: JSON.stringify({ code: wrongCode }) });
    t.equal(wrong.status, 400);
    t.match(await wrong.json(), { fields: [{ field: 'code' }] });
    t.equal((await api('/api/console/password/two-step', { method: 'POST', headers: admin.json, body: JSON.stringify({ code: 'abc' }) })).status, 400, 'not a code');

    const confirmed = await api('/api/console/password/two-step', { method: 'POST', headers: admin.json, body: JSON.stringify({ code: await totpCode(key) }) });
    t.equal(confirmed.status, 200);
    recoveryCodes = (await confirmed.json()).recoveryCodes;
    t.equal(recoveryCodes.length, 10);
    t.match(recoveryCodes[0], /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}$/);
    const after = await (await api('/api/console/password/two-step', { headers: admin.auth })).json();
    t.match(after, { enabled: true, recoveryCodesLeft: 10 });
    t.notOk(JSON.stringify(after).includes(key), 'the key is never shown again');
    t.equal((await api('/api/console/password/two-step/enrolment', { method: 'POST', headers: admin.auth })).status, 409, 'no second secret while one is on');
  });

  await t.test('sign-in asks for a code; a wrong one, a replayed one and a spent challenge are refused', async (t) => {
    const first = await firstStep('admin', STAFF_PASSWORD);
    t.equal(first.status, 200);
    const body = await first.json();
    t.notOk(body.data.refreshToken, 'no token before the code');
    t.match(body.data.twoStep, { challenge: /^[A-Za-z0-9_-]{43}$/, expiresIn: 300 });

    const wrong = await secondStep(body.data.twoStep.challenge, '000000');
    t.equal(wrong.status, 401);
    t.match(await wrong.json(), { code: 'TWO_STEP_CODE_WRONG' });

    // The enrolment spent the current step: a code of the next one is valid and unspent.
    const code = await totpCode(key, 30);
    const right = await secondStep(body.data.twoStep.challenge, code);
    t.equal(right.status, 200);
    t.ok((await right.json()).data.refreshToken);
    t.equal((await secondStep(body.data.twoStep.challenge, code)).status, 401, 'the challenge is spent');

    const again = (await (await firstStep('admin', STAFF_PASSWORD)).json()).data.twoStep.challenge;
    t.equal((await secondStep(again, code)).status, 401, 'the same code within its window is refused');
    t.equal((await secondStep('not-a-challenge', '123456')).status, 401);
  });

  await t.test('a recovery code works once', async (t) => {
    const recovery = recoveryCodes[0]!;
    const session = await signIn('admin', STAFF_PASSWORD, recovery.toUpperCase());
    t.equal(session.claims.role, 'ADMINISTRATOR');
    const challenge = (await (await firstStep('admin', STAFF_PASSWORD)).json()).data.twoStep.challenge;
    t.equal((await secondStep(challenge, recovery)).status, 401, 'spent');
    t.match(await (await api('/api/console/password/two-step', { headers: session.auth })).json(), { recoveryCodesLeft: 9 });
    t.ok(await signIn('admin', STAFF_PASSWORD, recoveryCodes[1]!), 'another one still works');
  });

  await t.test('the sign-in throttle counts code guesses', async (t) => {
    const challenge = (await (await firstStep('admin', STAFF_PASSWORD)).json()).data.twoStep.challenge;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await secondStep(challenge, '111111')).status);
    t.same(statuses, [401, 401, 401, 429], 'the password and three wrong codes reach the limit of four');
    t.equal((await firstStep('admin', STAFF_PASSWORD)).status, 429, 'the account is locked for the password too');
  });

  await t.test('mandatory for all staff: enrol before anything else', async (t) => {
    const editor = await signIn('editor01', DEMO_STAFF_PASSWORD);
    t.equal((await api('/api/console/staff/security', { method: 'PUT', headers: editor.json, body: JSON.stringify({ twoStepRequired: true }) })).status, 403, 'administrators only');
    const set = await api('/api/console/staff/security', { method: 'PUT', headers: admin.json, body: JSON.stringify({ twoStepRequired: true }) });
    t.same(await set.json(), { twoStepRequired: true });

    const facility = await signIn('facility01', DEMO_STAFF_PASSWORD);
    t.equal(facility.claims.twoStep, 'ENROL');
    const refused = await api('/api/console/users', { headers: facility.auth });
    t.equal(refused.status, 403);
    t.match(await refused.json(), { code: 'TWO_STEP_ENROL_REQUIRED' });
    t.match(await (await api('/api/console/password/two-step', { headers: facility.auth })).json(), { enabled: false, required: true });
    const { key: facilityKey, recoveryCodes: facilityCodes } = await enrol(t, facility);
    const refreshed = await client(stack).tokensFrom(facility.refreshToken);
    t.notOk('twoStep' in refreshed.claims, 'after enrolment the next token reaches the console');
    t.equal((await api('/api/console/users', { headers: refreshed.auth })).status, 200);
    t.equal((await firstStep('facility01', DEMO_STAFF_PASSWORD)).status, 200);
    t.ok(await signIn('facility01', DEMO_STAFF_PASSWORD, () => totpCode(facilityKey, 30)), 'signs in with a code from now on');

    const disable = await api('/api/console/password/two-step/disable', { method: 'POST', headers: refreshed.json, body: JSON.stringify({ password: DEMO_STAFF_PASSWORD, code: await totpCode(facilityKey, -30) }) });
    t.equal(disable.status, 409, 'cannot be turned off while mandatory');
    await api('/api/console/staff/security', { method: 'PUT', headers: admin.json, body: JSON.stringify({ twoStepRequired: false }) });
    const wrongPassword = await api('/api/console/password/two-step/disable', { method: 'POST', headers: refreshed.json, body: JSON.stringify({ password: 'Wrong-pass-1!', code: '123456' }) });
    t.equal(wrongPassword.status, 400);
    const off = await api('/api/console/password/two-step/disable', { method: 'POST', headers: refreshed.json, body: JSON.stringify({ password: DEMO_STAFF_PASSWORD, code: facilityCodes[0] }) });
    t.equal(off.status, 204);
    const plain = await firstStep('facility01', DEMO_STAFF_PASSWORD);
    t.ok((await plain.json()).data.refreshToken, 'the password alone signs in again');
  });

  await t.test('an administrator resets a lost two-step sign-in', async (t) => {
    const editor = await signIn('editor01', DEMO_STAFF_PASSWORD);
    await enrol(t, editor);
    const editorId = String(editor.claims.sub);
    t.equal((await api(`/api/console/staff/${editorId}/two-step/reset`, { method: 'POST', headers: editor.auth })).status, 403, 'not by the editor');
    const reset = await api(`/api/console/staff/${editorId}/two-step/reset`, { method: 'POST', headers: admin.auth });
    t.equal(reset.status, 200);
    t.match(await reset.json(), { staff: { twoStepEnabled: false } });
    t.equal((await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${editor.refreshToken}` } })).status, 401, 'their sessions ended');
    t.ok((await (await firstStep('editor01', DEMO_STAFF_PASSWORD)).json()).data.refreshToken, 'the password alone signs in');
  });

  await t.test('new recovery codes: the password and a code from the app; the old codes stop working', async (t) => {
    const path = '/api/console/password/two-step/recovery-codes';
    const facility = await signIn('facility01', DEMO_STAFF_PASSWORD);
    t.equal((await api(path, { method: 'POST', headers: facility.json, body: JSON.stringify({ password: DEMO_STAFF_PASSWORD, code: '123456' }) })).status, 409, 'not without two-step sign-in');

    const editor = await signIn('editor01', DEMO_STAFF_PASSWORD);
    const { key: editorKey, recoveryCodes: oldCodes } = await enrol(t, editor);
    const renew = (body: object) => api(path, { method: 'POST', headers: { ...editor.json, 'accept-language': 'en' }, body: JSON.stringify(body) });
    t.equal((await renew({ password: DEMO_STAFF_PASSWORD, code: oldCodes[0] })).status, 400, 'a recovery code does not make new ones');
    const wrongPassword = await renew({ password: 'Wrong-pass-1!', code: await totpCode(editorKey, 30) });
    t.equal(wrongPassword.status, 400);
    t.match(await wrongPassword.json(), { fields: [{ field: 'password' }] }, 'the password is checked first');
    const wrongCode = await renew({ password: DEMO_STAFF_PASSWORD, code: '000000' });
    t.equal(wrongCode.status, 400);
    t.match(await wrongCode.json(), { fields: [{ field: 'code' }] });
    t.equal((await renew({ password: DEMO_STAFF_PASSWORD, code: await totpCode(editorKey, 30), extra: 1 })).status, 400, 'unknown fields refused');
    t.match(await (await api('/api/console/password/two-step', { headers: editor.auth })).json(), { recoveryCodesLeft: 10 }, 'refusals changed nothing');

    // One code, kept: asking the app again later may land in the next 30-second step and give a new code.
    const appCode = await totpCode(editorKey, 30);
    const renewed = await renew({ password: DEMO_STAFF_PASSWORD, code: appCode });
    t.equal(renewed.status, 200);
    const { recoveryCodes: newCodes } = (await renewed.json()) as { recoveryCodes: string[] };
    t.equal(newCodes.length, 10, 'ten new codes');
    t.same(newCodes.filter((code) => oldCodes.includes(code)), [], 'none of them an old one');
    t.match(await (await api('/api/console/password/two-step', { headers: editor.auth })).json(), { enabled: true, recoveryCodesLeft: 10 });
    const challenge = (await (await firstStep('editor01', DEMO_STAFF_PASSWORD)).json()).data.twoStep.challenge;
    t.equal((await secondStep(challenge, oldCodes[1]!)).status, 401, 'an old code no longer signs in');
    t.ok(await signIn('editor01', DEMO_STAFF_PASSWORD, newCodes[0]!), 'a new one does');
    t.equal((await renew({ password: DEMO_STAFF_PASSWORD, code: appCode })).status, 400, 'the same app code does not serve twice');
  });
});
