import path from 'node:path';
import t from 'tap';
import { generateSigningKeys, keyPaths } from '@centre/server-kit';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readGatewayConfig } from '../src/config.ts';
import { buildGateway } from '../src/app.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const keys = generateSigningKeys();
const secrets = { JWT_PRIVATE_KEY: keys.privateKey, JWT_PUBLIC_KEY: keys.publicKey, INTERNAL_TOKEN: 'internal' };

t.test('defaults', async (t) => {
  const config = readGatewayConfig({ ...secrets, DATA_DIR: '/srv/centre-data' });
  t.equal(config.port, 8080);
  t.equal(config.host, '127.0.0.1');
  t.same(config.services, {
    content: 'http://127.0.0.1:8101',
    applications: 'http://127.0.0.1:8102',
    users: 'http://127.0.0.1:8103',
    admin: 'http://127.0.0.1:8104',
    shop: 'http://127.0.0.1:8105',
    fairs: 'http://127.0.0.1:8106',
    auction: 'http://127.0.0.1:8107',
  });
  t.same(config.database, { client: 'sqlite', filename: '/srv/centre-data/gateway.sqlite' });
  t.equal(config.accessTokenTtlSeconds, 900);
  t.equal(config.refreshTokenTtlSeconds, 14 * 24 * 3600);
  t.equal(config.shellDist, path.join(REPO, 'shell', 'dist'));
  t.same(config.remoteDists, {
    mf_public: path.join(REPO, 'mf-public', 'dist'),
    mf_member: path.join(REPO, 'mf-member', 'dist'),
    mf_console: path.join(REPO, 'mf-console', 'dist'),
  });
  t.same(config.corsOrigins, [], 'CORS closed');
  t.same(config.signInThrottle, {
    accountMaxAttempts: 5,
    accountWindowMs: 15 * 60_000,
    lockMs: 60_000,
    lockMaxMs: 15 * 60_000,
    ipMaxAttempts: 50,
    ipWindowMs: 15 * 60_000,
  });
  t.equal(config.sessionMaxAgeSeconds, 30 * 24 * 3600);
  t.equal(config.redisUrl, null, 'shared state in memory');
  t.equal(config.redisPrefix, 'centre:');
  t.equal(config.bodyLimitBytes, 1024 * 1024);
  t.equal(config.uploadBodyLimitBytes, 20 * 1024 * 1024);
  t.equal(config.trustProxy, false);
  t.equal(config.upstreamConnections, 64, 'connections to each service address');
});

t.test('everything from the environment', async (t) => {
  const config = readGatewayConfig({
    ...secrets,
    PORT: '9090',
    HOST: '0.0.0.0',
    CONTENT_URL: 'http://content.internal:80/',
    DB_CLIENT: 'mysql',
    MYSQL_URL: 'mysql://app@db:3306',
    ACCESS_TOKEN_TTL: '300',
    REFRESH_TOKEN_TTL: '3600',
    CORS_ORIGINS: 'https://a.example, https://b.example',
    SIGN_IN_ACCOUNT_ATTEMPTS: '3',
    SIGN_IN_ACCOUNT_WINDOW_SECONDS: '600',
    SIGN_IN_LOCK_SECONDS: '30',
    SIGN_IN_LOCK_MAX_SECONDS: '300',
    SIGN_IN_IP_ATTEMPTS: '20',
    SIGN_IN_IP_WINDOW_SECONDS: '60',
    SESSION_MAX_AGE: '86400',
    REDIS_URL: 'redis://cache:6379',
    REDIS_PREFIX: 'yongsin:',
    TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
    GATEWAY_UPSTREAM_CONNECTIONS: '16',
  });
  t.equal(config.port, 9090);
  t.equal(config.host, '0.0.0.0');
  t.equal(config.services.content, 'http://content.internal:80', 'trailing slash dropped');
  t.same(config.database, { client: 'mysql', url: 'mysql://app@db:3306', database: 'centre_gateway' });
  t.equal(config.accessTokenTtlSeconds, 300);
  t.equal(config.refreshTokenTtlSeconds, 3600);
  t.same(config.corsOrigins, ['https://a.example', 'https://b.example']);
  t.same(config.signInThrottle, {
    accountMaxAttempts: 3,
    accountWindowMs: 600_000,
    lockMs: 30_000,
    lockMaxMs: 300_000,
    ipMaxAttempts: 20,
    ipWindowMs: 60_000,
  });
  t.equal(config.sessionMaxAgeSeconds, 86400);
  t.equal(config.redisUrl, 'redis://cache:6379');
  t.equal(config.redisPrefix, 'yongsin:');
  t.same(config.trustProxy, ['10.0.0.0/8', '192.168.1.7']);
  t.equal(config.upstreamConnections, 16);
  t.equal(readGatewayConfig({ ...secrets, GATEWAY_UPSTREAM_CONNECTIONS: '0' }).upstreamConnections, 1, 'never fewer than one');
  t.throws(() => readGatewayConfig({ ...secrets, ACCESS_TOKEN_TTL: 'soon' }), /ACCESS_TOKEN_TTL/);
});

t.test('TRUST_PROXY: a hop count or the proxies\' addresses; never "trust every client"', async (t) => {
  const trust = (value: string) => readGatewayConfig({ ...secrets, TRUST_PROXY: value }).trustProxy;
  t.equal(trust('false'), false);
  t.equal(trust('0'), false);
  t.equal(trust('1'), 1);
  t.equal(trust('2'), 2);
  t.same(trust('127.0.0.1'), ['127.0.0.1']);
  t.same(trust('loopback, uniquelocal'), ['loopback', 'uniquelocal']);
  t.same(trust('fd00::/8,10.1.2.3'), ['fd00::/8', '10.1.2.3']);
  t.throws(() => trust('true'), /TRUST_PROXY=true would let any client choose its own address/);
  t.throws(() => trust('loopback; rm -rf'), /neither a hop count nor a proxy address/);
  t.throws(() => trust('yes'), /neither a hop count nor a proxy address/);
});

t.test('secrets come from DATA_DIR/keys when the environment has none', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-gateway-config-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  t.throws(() => readGatewayConfig({ DATA_DIR: dataDir }), /JWT_PRIVATE_KEY is not set/);
  const files = keyPaths(dataDir);
  mkdirSync(path.dirname(files.internalTokens.gateway), { recursive: true });
  writeFileSync(files.privateKey, keys.privateKey);
  writeFileSync(files.publicKey, keys.publicKey);
  writeFileSync(files.internalTokens.gateway, 'from-file\n');
  const config = readGatewayConfig({ DATA_DIR: dataDir });
  t.equal(config.jwtPrivateKey, keys.privateKey.trim());
  t.equal(config.internalToken, 'from-file');
});

t.test('a private and public key that do not belong together stop the start', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-gateway-config-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = readGatewayConfig({ ...secrets, JWT_PUBLIC_KEY: generateSigningKeys().publicKey, DATA_DIR: dataDir });
  await t.rejects(buildGateway(config), /not one ES256 key pair/);
});

t.test('TLS: both files or neither', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'centre-gateway-tls-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'cert.pem'), 'CERT');
  writeFileSync(path.join(dir, 'key.pem'), 'KEY');
  t.equal(readGatewayConfig(secrets).tls, null, 'plain HTTP by default');
  t.same(readGatewayConfig({ ...secrets, TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem') }).tls, { cert: 'CERT', key: 'KEY' });
  t.throws(() => readGatewayConfig({ ...secrets, TLS_CERT_FILE: path.join(dir, 'cert.pem') }), /TLS_CERT_FILE and TLS_KEY_FILE go together/);
  t.throws(() => readGatewayConfig({ ...secrets, TLS_KEY_FILE: path.join(dir, 'key.pem') }), /go together/);
  t.throws(
    () => readGatewayConfig({ ...secrets, TLS_CERT_FILE: path.join(dir, 'missing.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem') }),
    /TLS_CERT_FILE \(.*missing\.pem\) cannot be read: ENOENT/,
  );
});
