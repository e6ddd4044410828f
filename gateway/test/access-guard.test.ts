import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import t from 'tap';
import { createSigner } from 'fast-jwt';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@centre/contracts';
import { bearer, signAccessToken, testSigningKeys } from '@centre/server-kit/testing';
import { startTestGateway } from './helpers/gateway.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

const { privateKey, publicKey } = testSigningKeys();
const claims = { sub: '0190a5a0-0000-7000-8000-000000000001', username: 'admin', name: 'Staff', scope: ['member', 'console'], role: 'ADMINISTRATOR' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

function b64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}
/** Signed by hand, so every claim is exactly what the case says (signers add or drop some). */
function es256(payload: Record<string, unknown>, key = privateKey): string {
  const input = `${b64url({ alg: 'ES256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}
function anotherKey(namedCurve: 'P-256' | 'P-384'): string {
  return generateKeyPairSync('ec', { namedCurve, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
}
const valid = { ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: nowSeconds(), exp: nowSeconds() + 600 };

/** Every way an access token can be wrong; each must be a 401 before anything is proxied. */
const BAD_TOKENS: Record<string, () => string> = {
  expired: () => es256({ ...valid, iat: nowSeconds() - 1200, exp: nowSeconds() - 600 }),
  'not yet valid (future nbf)': () => es256({ ...valid, nbf: nowSeconds() + 3600 }),
  'HS256 signed with the public key': () => {
    const input = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(valid)}`;
    return `${input}.${createHmac('sha256', publicKey).update(input).digest('base64url')}`;
  },
  'alg none': () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(valid)}.`,
  'ES384 with another key': () =>
    createSigner({ key: anotherKey('P-384'), algorithm: 'ES384', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, expiresIn: 600_000 })(claims),
  'no iat': () => es256({ ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: nowSeconds() + 600 }),
  'no sub': () => es256({ ...valid, sub: undefined }),
  'wrong issuer': () => es256({ ...valid, iss: 'someone-else' }),
  'wrong audience': () => es256({ ...valid, aud: 'another-audience' }),
  'no audience': () => es256({ ...claims, iss: TOKEN_ISSUER, iat: nowSeconds(), exp: nowSeconds() + 600 }),
  'no exp': () => es256({ ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: nowSeconds() }),
  'signed by another key': () => es256(valid, anotherKey('P-256')),
  'payload altered after signing': () => {
    const [header, , signature] = signAccessToken({ scope: ['member'] }).split('.');
    return `${header}.${b64url({ ...valid, scope: ['member', 'console'] })}.${signature}`;
  },
  garbage: () => 'garbage',
  'three dots of nothing': () => '..',
};

const upstream = await startEchoUpstream(t);
const app = await startTestGateway(t, { services: { content: upstream.url, users: upstream.url, applications: upstream.url, admin: upstream.url } });

const GUARDED = ['/api/console/center', '/api/console/users/list', '/api/v1/me/profile', '/api/v1/me/applications/42'];

t.test('the test signs valid tokens the guard accepts (so the refusals below mean something)', async (t) => {
  for (const url of GUARDED) {
    const response = await app.inject({ url, headers: bearer(es256(valid)) });
    t.equal(response.statusCode, 200, url);
  }
});

for (const [name, makeToken] of Object.entries(BAD_TOKENS)) {
  t.test(`${name} → 401 on /api/console/* and /api/v1/me/*, never proxied`, async (t) => {
    const before = upstream.received.length;
    for (const url of GUARDED) {
      const response = await app.inject({ url, headers: bearer(makeToken()) });
      t.equal(response.statusCode, 401, url);
      t.match(response.json(), { statusCode: 401, error: 'Unauthorized', message: /.+/ });
    }
    t.equal(upstream.received.length, before, 'nothing reached the service');
  });
}

t.test('no token, or a token in the wrong scheme → 401', async (t) => {
  for (const headers of [{}, { authorization: 'Bearer' }, { authorization: `Basic ${b64url('a:b')}` }, { authorization: `bearer  ${es256(valid)} x` }]) {
    t.equal((await app.inject({ url: '/api/console/center', headers })).statusCode, 401, JSON.stringify(headers));
  }
});

t.test('a member token is 403 on /api/console/* but fine on /api/v1/me/*', async (t) => {
  const member = signAccessToken({ scope: ['member'] });
  const before = upstream.received.length;
  const refused = await app.inject({ url: '/api/console/dashboard', headers: bearer(member) });
  t.equal(refused.statusCode, 403);
  t.match(refused.json(), { statusCode: 403, error: 'Forbidden', message: /.+/ });
  t.equal(upstream.received.length, before);
  t.equal((await app.inject({ url: '/api/v1/me/profile', headers: bearer(member) })).statusCode, 200);
});

t.test('public prefixes need no token; the token, if sent, is passed on for the service to check', async (t) => {
  const anonymous = await app.inject({ url: '/api/v1/center?lang=ko' });
  t.equal(anonymous.statusCode, 200);
  const token = signAccessToken();
  await app.inject({ url: '/api/v1/space', headers: bearer(token) });
  t.equal(upstream.received.at(-1)?.headers.authorization, `Bearer ${token}`);
});
