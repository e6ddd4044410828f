// New passwords follow the 10-character rule and are not common or breached ones (the list shipped
// in src/common-passwords.txt), at change and at reset; passwords set under the old rule still sign in.
import t from 'tap';
import { INTERNAL_PATHS, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { bearer, forEachDatabase, signAccessToken, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { hashPassword, isCommonPassword } from '../src/passwords.ts';
import { freshIp, freshPhone, freshUsername, memberWorld } from './member-world.ts';

t.test('the common-passwords check: lower case, with or without symbols', async (t) => {
  for (const common of ['password123', 'Password123!', 'PASSWORD1234', 'iloveyou!', 'Qwertyuiop!1'.slice(0, 10)]) t.ok(isCommonPassword(common), common);
  for (const fine of ['Tailor-Seam-2026!', 'dapsimni-sewing-7!', 'Sewing-2026!']) t.notOk(isCommonPassword(fine), fine);
});

await forEachDatabase(t, 'users_passwords', async (t, database) => {
  const world = await memberWorld(t, database);
  const app = world.app;
  const oldRulePassword = 'Sew-ing1!';
  const member = async () => {
    const phone = freshPhone();
    const user = await app.users.create({ username: freshUsername(), passwordHash: await hashPassword(oldRulePassword), name: '김재봉', phone, memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', scopes: ['member'] });
    return { user, phone };
  };
  const verify = (username: string, password: string) =>
    app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { username, password } });

  t.test('a password set under the 8-character rule still signs in', async (t) => {
    const { user } = await member();
    t.equal((await verify(user.username, oldRulePassword)).statusCode, 200);
  });

  t.test('password change: under 10 characters, or a common password, is refused in the language asked; nothing changes', async (t) => {
    const { user } = await member();
    const change = (newPassword: string, locale = 'ko') =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/me/password',
        remoteAddress: freshIp(),
        headers: { ...bearer(signAccessToken({ sub: user.id })), 'accept-language': locale },
        payload: { currentPassword: oldRulePassword, newPassword, newPasswordConfirm: newPassword },
      });
    const short = await change('Abcdef1!x', 'en');
    t.equal(short.statusCode, 400);
    t.equal(short.json().fields[0].rule, 'PASSWORD_RULE');
    t.match(short.json().fields[0].message, /at least 10 characters/);
    const common = await change('Password123!');
    t.equal(common.statusCode, 400);
    t.equal(common.json().fields[0].rule, 'PASSWORD_COMMON');
    t.equal(common.json().fields[0].field, 'newPassword');
    t.equal((await change('Password123!', 'jp')).json().fields[0].message, 'このパスワードはよく使われているか、流出したことがあります。別のパスワードを入力してください。');
    t.equal((await verify(user.username, oldRulePassword)).statusCode, 200, 'the old password still works');
    t.equal((await change('Tailor-Seam-2026!')).statusCode, 204);
    t.equal((await verify(user.username, 'Tailor-Seam-2026!')).statusCode, 200);
  });

  t.test('password reset refuses a common password and keeps the verification for another try', async (t) => {
    const { user, phone } = await member();
    const verificationToken = await world.verified('RESET_PASSWORD', 'SMS', phone);
    const reset = (newPassword: string) =>
      app.inject({ method: 'POST', url: '/api/v1/users/recovery', remoteAddress: freshIp(), payload: { purpose: 'RESET_PASSWORD', verificationToken, username: user.username, newPassword, newPasswordConfirm: newPassword } });
    const common = await reset('Sunshine1!!');
    t.equal(common.statusCode, 400);
    t.equal(common.json().fields[0].rule, 'PASSWORD_COMMON');
    t.equal((await verify(user.username, oldRulePassword)).statusCode, 200, 'nothing changed');
    t.equal((await reset('Tailor-Seam-2026!')).statusCode, 200);
    t.equal((await verify(user.username, 'Tailor-Seam-2026!')).statusCode, 200);
  });
});
