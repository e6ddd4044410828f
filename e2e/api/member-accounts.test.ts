// A maker's account through the real gateway and real processes: verify a number with the code
// the log adapter wrote for the developer, sign up an institution with its business registration in one
// request, sign in, read my page, download the document, change the password, withdraw.
import t from 'tap';
import { sealedBasicHeader, type TermsList } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { startTestStack } from './stack.ts';
import { codeDeliveredTo } from '../delivered-codes.ts';

const stack = await startTestStack(t, 'members');

const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);
const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function signIn(username: string, password: string): Promise<{ status: number; accessToken?: string; refreshToken?: string }> {
  const refresh = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader(username, password) } });
  if (refresh.status !== 200) return { status: refresh.status };
  const { data } = await refresh.json();
  const access = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${data.refreshToken}` } });
  const exchanged = (await access.json()).data;
  return { status: access.status, accessToken: exchanged.accessToken, refreshToken: exchanged.refreshToken };
}

/** The code the target received (the staff's history masks it). */
function codeSentTo(target: string): Promise<string> {
  return codeDeliveredTo(stack.dataDir, target);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

t.test('an institution signs up, signs in, uses my page and withdraws — all through the gateway', async (t) => {
  const phone = '01077778888';
  const sent = await api('/api/v1/users/certify', json({ purpose: 'SIGN_UP', channel: 'SMS', target: phone }));
  t.equal(sent.status, 202);
  const confirmed = await api('/api/v1/users/certify', json({ purpose: 'SIGN_UP', channel: 'SMS', target: phone, code: await codeSentTo(phone) }));
  t.equal(confirmed.status, 200);
  const { verificationToken } = await confirmed.json();

  const { terms } = (await (await api('/api/v1/terms')).json()) as TermsList;
  const body = {
    memberKind: 'DOMESTIC_INSTITUTION', username: 'dapsimni88', password: 'Sewing-2026!', passwordConfirm: 'Sewing-2026!',
    name: '답십리봉제(주)', email: 'office@dapsimni88.example', phone, locale: 'ko',
    agreements: terms.map((term) => ({ code: term.code, version: term.version, agreed: true })),
    receiveConsent: { sms: true, email: true }, verificationToken,
  };
  t.same(await (await api('/api/v1/users/availability?username=dapsimni88')).json(), { available: true });
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  form.append('businessRegistration', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), '사업자등록증.pdf');
  const created = await api('/api/v1/users', { method: 'POST', body: form });
  t.equal(created.status, 201, 'multipart sign-up passes the gateway');
  t.same(await (await api('/api/v1/users/availability?username=dapsimni88')).json(), { available: false });

  const session = await signIn('dapsimni88', 'Sewing-2026!');
  t.equal(session.status, 200);
  const me = { authorization: `Bearer ${session.accessToken}` };
  const profileRes = await api('/api/v1/me/profile', { headers: me });
  t.equal(profileRes.headers.get('cache-control'), 'no-store');
  const profile = (await profileRes.json()).profile;
  t.equal(profile.memberType, 'COMPANY');
  t.same(profile.termsToAgree, []);
  const download = await api(`/api/v1/me/files/${profile.files[0]._id}`, { headers: me });
  t.equal(download.status, 200);
  t.same(Buffer.from(await download.arrayBuffer()), PDF);
  t.match(download.headers.get('content-disposition') ?? '', /^attachment;/);

  const changed = await api('/api/v1/me/password', { method: 'PUT', headers: { ...me, 'content-type': 'application/json' }, body: JSON.stringify({ currentPassword: 'Sewing-2026!', newPassword: 'Sewing-2027!', newPasswordConfirm: 'Sewing-2027!' }) });
  t.equal(changed.status, 204);
  const stale = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${session.refreshToken}` } });
  t.equal(stale.status, 401, 'the session signed in before the change is over');
  t.equal((await signIn('dapsimni88', 'Sewing-2026!')).status, 401);
  const again = await signIn('dapsimni88', 'Sewing-2027!');
  t.equal(again.status, 200);

  const withdrawn = await api('/api/v1/me/withdraw', json({ password: 'Sewing-2027!' }, { authorization: `Bearer ${again.accessToken}` }));
  t.equal(withdrawn.status, 200);
  t.equal((await signIn('dapsimni88', 'Sewing-2027!')).status, 401, 'a withdrawn member cannot sign in');
  t.same(await (await api('/api/v1/users/availability?username=dapsimni88')).json(), { available: false }, 'the username stays reserved');
});

t.test('a demo maker signs in and finds nothing to agree again', async (t) => {
  const session = await signIn('sewing01', DEMO_MEMBER_PASSWORD);
  t.equal(session.status, 200);
  const profile = (await (await api('/api/v1/me/profile', { headers: { authorization: `Bearer ${session.accessToken}` } })).json()).profile;
  t.same(profile.termsToAgree, []);
  t.equal(profile.consents.length, 4);
});

t.test("the demo company's business registration, seeded by the launcher, is served to it", async (t) => {
  const session = await signIn('dongdaemun7', DEMO_MEMBER_PASSWORD);
  const me = { authorization: `Bearer ${session.accessToken}` };
  const { files } = await (await api('/api/v1/me/files', { headers: me })).json();
  t.same(files.map((f: { kind: string; reviewState: string }) => [f.kind, f.reviewState]), [['BUSINESS_REGISTRATION', 'APPROVED']]);
  const download = await api(`/api/v1/me/files/${files[0]._id}`, { headers: me });
  t.equal(download.status, 200, 'the seed and the service use the same folder');
  t.equal(download.headers.get('x-content-type-options'), 'nosniff');
});
