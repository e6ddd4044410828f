// Administrators must use two-step sign-in (ADMIN_TWO_STEP_REQUIRED, on by default): through the
// gateway, an administrator without an authenticator gets a token that reaches only the set-up
// page; after enrolling, the next token reaches the console and sign-in asks for a code. The
// other staff are not held to it unless the staff-wide setting is on.
import t from 'tap';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { STAFF_PASSWORD } from './stack.ts';
import { client, forEachStack, totpCode } from './staff-helpers.ts';

await forEachStack(t, 'admin-two-step', { ADMIN_TWO_STEP_REQUIRED: 'true' }, async (t, stack) => {
  const { api, firstStep, signIn, tokensFrom } = client(stack);

  await t.test('an administrator without an authenticator enrols before any other console action', async (t) => {
    const admin = await signIn('admin', STAFF_PASSWORD);
    t.equal(admin.claims.twoStep, 'ENROL');
    const refused = await api('/api/console/users', { headers: admin.auth });
    t.equal(refused.status, 403);
    t.match(await refused.json(), { code: 'TWO_STEP_ENROL_REQUIRED' });
    t.match(await (await api('/api/console/password/two-step', { headers: admin.auth })).json(), { enabled: false });

    const started = await api('/api/console/password/two-step/enrolment', { method: 'POST', headers: admin.auth });
    t.equal(started.status, 200);
    const { key } = (await started.json()) as { key: string };
    const confirmed = await api('/api/console/password/two-step', { method: 'POST', headers: admin.json, body: JSON.stringify({ code: await totpCode(key) }) });
    t.equal(confirmed.status, 200);

    const refreshed = await tokensFrom(admin.refreshToken);
    t.notOk('twoStep' in refreshed.claims, 'the next token reaches the console');
    t.equal((await api('/api/console/users', { headers: refreshed.auth })).status, 200);
    const disable = await api('/api/console/password/two-step/disable', { method: 'POST', headers: refreshed.json, body: JSON.stringify({ password: STAFF_PASSWORD, code: await totpCode(key, -30) }) });
    t.equal(disable.status, 409, 'an administrator cannot turn it off');
    const first = await firstStep('admin', STAFF_PASSWORD);
    t.ok((await first.json()).data.twoStep?.challenge, 'sign-in now asks for a code');
  });

  await t.test('other staff roles are not held to it by this rule', async (t) => {
    const editor = await signIn('editor01', DEMO_STAFF_PASSWORD);
    t.notOk('twoStep' in editor.claims);
  });
});
