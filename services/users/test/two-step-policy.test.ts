// Two-step sign-in is mandatory for administrators: one without an authenticator signs in to the
// set-up page only. TOTP secrets are sealed under their own key (TWO_STEP_KEY or a generated key
// file), not one derived from the internal token; secrets sealed before still open.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { generate } from 'otplib';
import { INTERNAL_PATHS, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { bearer, forEachDatabase, serviceOptionsForTest, signAccessToken, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/passwords.ts';
import { checkSecondFactor, createSecretBox, recoveryCodeHash } from '../src/two-step.ts';
import { twoStepKeyFrom } from '../src/two-step-key.ts';

const PASSWORD = 'Staff-pass-2026!';

t.test('the TOTP secret key: TWO_STEP_KEY, else a key file made once under DATA_DIR/keys', async (t) => {
  t.equal(twoStepKeyFrom({ TWO_STEP_KEY: ' given-key ' }), 'given-key');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-two-step-key-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = twoStepKeyFrom({ DATA_DIR: dataDir });
  t.match(first, /^[A-Za-z0-9_-]{43}$/);
  t.equal(twoStepKeyFrom({ DATA_DIR: dataDir }), first, 'the same key on the next start');
  t.equal(statSync(path.join(dataDir, 'keys', 'two-step-key')).mode & 0o777, 0o600, 'readable by the service alone');
});

t.test('sealed secrets: the two-step key opens them, the internal token does not; old ones still open', async (t) => {
  const internalToken = 'internal-token-of-users';
  const box = createSecretBox('two-step-key-a', internalToken);
  const sealed = box.seal('JBSWY3DPEHPK3PXP');
  t.match(sealed, /^v2\./);
  t.equal(box.open(sealed), 'JBSWY3DPEHPK3PXP');
  t.throws(() => createSecretBox('two-step-key-b', internalToken).open(sealed), 'another key opens nothing');
  t.throws(() => createSecretBox(internalToken, internalToken).open(sealed), 'the internal token is not the key');

  // A secret sealed by the earlier format: key derived from the internal token.
  const legacyKey = createHash('sha256').update(`users-totp-secrets:${internalToken}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', legacyKey, iv);
  const body = Buffer.concat([cipher.update('OLDSECRET234', 'utf8'), cipher.final(), cipher.getAuthTag()]);
  t.equal(box.open(`v1.${iv.toString('base64url')}.${body.toString('base64url')}`), 'OLDSECRET234');
});

await forEachDatabase(t, 'users_two_step_policy', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());
  const relaxed = await buildApp({ ...serviceOptionsForTest(database), adminTwoStepRequired: false });
  t.teardown(() => relaxed.close());
  const passwordHash = await hashPassword(PASSWORD);
  const staff = (username: string, role: 'ADMINISTRATOR' | 'CONTENT_EDITOR') =>
    app.users.create({ username, passwordHash, name: '직원', email: `${username}@example.org`, memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', scopes: ['member', 'console'], staffRole: role });
  const principal = async (on: typeof app, username: string) => {
    const res = await on.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { username, password: PASSWORD } });
    t.equal(res.statusCode, 200);
    return res.json().principal as { twoStep?: string | null; role?: string };
  };
  const admin = await staff('chief01', 'ADMINISTRATOR');
  await staff('editor77', 'CONTENT_EDITOR');

  t.test('an administrator without an authenticator must enrol, whatever the staff-wide setting', async (t) => {
    t.equal(await app.staff.twoStepRequired(), false, 'the staff-wide setting is off');
    t.equal((await principal(app, 'chief01')).twoStep, 'ENROL');
    t.equal((await principal(app, 'editor77')).twoStep, null, 'other roles follow the staff-wide setting');
    t.equal((await principal(relaxed, 'chief01')).twoStep, null, 'ADMIN_TWO_STEP_REQUIRED=false turns the rule off');
  });

  t.test('an enrolling administrator reaches the set-up page and nothing else', async (t) => {
    const enrolling = bearer(signAccessToken({ sub: admin.id, scope: ['member', 'console'], role: 'ADMINISTRATOR', twoStep: 'ENROL' }));
    const other = await app.inject({ url: '/api/console/staff', headers: enrolling });
    t.equal(other.statusCode, 403);
    t.equal(other.json().code, 'TWO_STEP_ENROL_REQUIRED');
    t.equal((await app.inject({ url: '/api/console/password/two-step', headers: enrolling })).statusCode, 200);
    const started = await app.inject({ method: 'POST', url: '/api/console/password/two-step/enrolment', headers: enrolling });
    t.equal(started.statusCode, 200);
    t.match(started.json(), { key: /^[A-Z2-7]{26,}$/ });
  });

  t.test('recovery codes are hashed under the two-step key; codes hashed before still work once', async (t) => {
    const enrolling = bearer(signAccessToken({ sub: admin.id, scope: ['member', 'console'], role: 'ADMINISTRATOR', twoStep: 'ENROL' }));
    const started = await app.inject({ method: 'POST', url: '/api/console/password/two-step/enrolment', headers: enrolling });
    const { key } = started.json() as { key: string };
    const confirmed = await app.inject({ method: 'POST', url: '/api/console/password/two-step', headers: enrolling, payload: { code: await generate({ secret: key }) } });
    t.equal(confirmed.statusCode, 200);
    const codes = confirmed.json().recoveryCodes as string[];
    const stored = (await app.db('staff_recovery_codes').where({ user_id: admin.id }).select('code_hash')).map((row: { code_hash: string }) => row.code_hash);
    t.ok(stored.includes(recoveryCodeHash(app.secretBox.mac, codes[0]!)), 'under the two-step key');
    t.notOk(stored.includes(recoveryCodeHash(app.secretHash, codes[0]!)), 'not under the general key');
    t.equal(await checkSecondFactor(app, admin.id, codes[0]!), 'RECOVERY');
    t.equal(await checkSecondFactor(app, admin.id, codes[0]!), null, 'once');

    await app.db('staff_recovery_codes').insert({ id: randomBytes(8).toString('hex'), user_id: admin.id, code_hash: recoveryCodeHash(app.secretHash, 'abcd-efgh-jk'), created_at: new Date().toISOString(), used_at: null });
    t.equal(await checkSecondFactor(app, admin.id, 'ABCD-EFGH-JK'), 'RECOVERY', 'a code made before the two-step key');
    t.equal(await checkSecondFactor(app, admin.id, 'abcd-efgh-jk'), null);
  });

  t.test('once enrolled, the administrator signs in with a code', async (t) => {
    await app.db('users').where({ id: admin.id }).update({ totp_secret: app.secretBox.seal('JBSWY3DPEHPK3PXP'), totp_enabled_at: new Date().toISOString() });
    t.equal((await principal(app, 'chief01')).twoStep, 'TOTP');
  });
});
