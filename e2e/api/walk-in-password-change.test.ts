// A walk-in member created at the desk signs in with the staff-set temporary password: the token
// says a change is due; member writes (profile, applying) answer 403 PASSWORD_CHANGE_REQUIRED and
// reads still work, until the member changes the password; then everything opens again.
import t from 'tap';
import { PASSWORD_CHANGE_REQUIRED } from '@centre/contracts';
import { STAFF_PASSWORD } from './stack.ts';
import { client, forEachStack } from './staff-helpers.ts';

const TEMPORARY = 'Desk-temp-2026!';
const OWN = 'Own-pass-2026!';

await forEachStack(t, 'walk-in-password', {}, async (t, stack) => {
  const { api, signIn } = client(stack);
  const admin = await signIn('admin', STAFF_PASSWORD);
  const walkIn = { memberKind: 'DOMESTIC_PRIVATE', username: 'walkin2026', temporaryPassword: TEMPORARY, name: '김방문', email: 'walkin2026@example.org', phone: '01055550123', locale: 'ko', receiveConsent: { sms: true, email: false } };
  const created = await api('/api/console/users', { method: 'POST', headers: admin.json, body: JSON.stringify(walkIn) });
  t.equal(created.status, 201, 'the desk creates the member');
  const memberId = ((await created.json()) as { user: { _id: string } }).user._id;
  const pending = async () => ((await (await api(`/api/console/users/${memberId}`, { headers: admin.auth })).json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword;
  t.equal(await pending(), true, 'the member page tells staff the temporary password is still in use');

  const first = await signIn('walkin2026', TEMPORARY);
  t.equal(first.claims.passwordChange, true, 'the token says the password must be changed');

  t.equal((await api('/api/v1/me/profile', { headers: first.auth })).status, 200, 'reads still work');
  const profile = { name: '김방문', email: walkIn.email, phone: walkIn.phone, receiveConsent: { sms: false, email: false } };
  const refusedProfile = await api('/api/v1/me/profile', { method: 'PUT', headers: { ...first.json, 'accept-language': 'en' }, body: JSON.stringify(profile) });
  t.equal(refusedProfile.status, 403, 'a profile change waits');
  t.match(await refusedProfile.json(), { code: PASSWORD_CHANGE_REQUIRED, message: /temporary password/ });
  const refusedApply = await api('/api/v1/apply/applications', { method: 'POST', headers: first.json, body: JSON.stringify({}) });
  t.equal(refusedApply.status, 403, 'applying waits');
  t.match(await refusedApply.json(), { code: PASSWORD_CHANGE_REQUIRED });

  const changed = await api('/api/v1/me/password', { method: 'PUT', headers: first.json, body: JSON.stringify({ currentPassword: TEMPORARY, newPassword: OWN, newPasswordConfirm: OWN }) });
  t.equal(changed.status, 204, 'the password change itself is open');

  t.equal(await pending(), false, 'and no longer once the member chose their own');

  const again = await signIn('walkin2026', OWN);
  t.notOk('passwordChange' in again.claims, 'a new token has no flag');
  t.equal((await api('/api/v1/me/profile', { method: 'PUT', headers: again.json, body: JSON.stringify(profile) })).status, 200, 'the profile change goes through');
  const apply = await api('/api/v1/apply/applications', { method: 'POST', headers: again.json, body: JSON.stringify({}) });
  t.equal(apply.status, 400, 'applying reaches the application rules (an empty body is a 400, not the 403)');

  const demo = await signIn('sewing01', 'maker-demo-2026!');
  t.notOk('passwordChange' in demo.claims, 'a member who chose their own password has no flag');
});
