// My page's sessions and the sign-in throttle as a browser meets them: real processes started by
// the launcher's own code, every request through the gateway.
import t from 'tap';
import { sealedBasicHeader, SESSIONS_PATHS } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { startTestStack } from './stack.ts';

const stack = await startTestStack(t, 'sessions', { SIGN_IN_ACCOUNT_ATTEMPTS: '3' });

const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function signIn(username: string, userAgent: string) {
  const refresh = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader(username, DEMO_MEMBER_PASSWORD), 'user-agent': userAgent } });
  if (refresh.status !== 200) throw new Error(`sign-in failed: ${refresh.status}`);
  const access = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${(await refresh.json()).data.refreshToken}` } });
  const { accessToken, refreshToken } = (await access.json()).data;
  const sid = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid as string;
  return { accessToken, refreshToken, sid, auth: { authorization: `Bearer ${accessToken}` } };
}

t.test('a member sees their devices, ends one, then signs out elsewhere; another member is out of reach', async (t) => {
  const phone = await signIn('sewing01', ANDROID);
  const iphone = await signIn('sewing01', IPHONE);
  const other = await signIn('pattern22', ANDROID);

  const list = await api(SESSIONS_PATHS.list, { headers: iphone.auth });
  t.equal(list.status, 200);
  t.equal(list.headers.get('cache-control'), 'no-store');
  const sessions = (await list.json()).data as Array<{ _id: string; device: string; current: boolean }>;
  t.same(
    sessions.map((s) => [s._id, s.device, s.current]).sort(),
    [[phone.sid, 'Chrome on Android', false], [iphone.sid, 'Safari on iOS', true]].sort(),
  );

  t.equal((await api(SESSIONS_PATHS.one(other.sid), { method: 'DELETE', headers: iphone.auth })).status, 404, "another member's session");
  t.equal((await api(SESSIONS_PATHS.one(phone.sid), { method: 'DELETE', headers: iphone.auth })).status, 204);
  t.equal((await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${phone.refreshToken}` } })).status, 401, 'the phone is signed out');

  const tablet = await signIn('sewing01', ANDROID);
  const endOthers = await api(SESSIONS_PATHS.endOthers, { method: 'POST', headers: iphone.auth });
  t.same(await endOthers.json(), { data: { ended: 1 } });
  t.equal((await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${tablet.refreshToken}` } })).status, 401);
  t.equal((await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${iphone.refreshToken}` } })).status, 200, 'this device stays signed in');
  t.equal((await api(SESSIONS_PATHS.list, { headers: other.auth })).status, 200, "the other member's session is untouched");
});

t.test('guessing a password: a short lock with Retry-After, then the member signs in', async (t) => {
  const guess = async (password: string) =>
    api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader('dongdaemun7', password) } });
  const codes = [];
  for (let i = 0; i < 3; i++) codes.push((await guess('Wrong-pass-999!')).status);
  t.same(codes, [401, 401, 401]);
  const locked = await guess(DEMO_MEMBER_PASSWORD);
  t.equal(locked.status, 429);
  t.equal(locked.headers.get('retry-after'), '60');
  t.equal(locked.headers.get('cache-control'), 'no-store');
  t.match(await locked.json(), { statusCode: 429, code: 'SIGN_IN_THROTTLED', message: '로그인 시도가 너무 많습니다. 1분 후에 다시 시도해 주세요.' });
});
