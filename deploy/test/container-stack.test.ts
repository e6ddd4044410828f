// The multi-instance stack from the images (npm run stack:containers): the migration job once,
// gateway ×2 behind HAProxy, every service ×2, on this machine's MariaDB and Redis. Sessions and the
// sign-in throttle are shared by both gateways; the member journey works through the load balancer;
// a killed container of each kind while requests run fails no request (HAProxy retries them).
// Skipped, naming why, where podman cannot run; REQUIRE_CONTAINERS=1 makes that a failure.
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { sealedBasicHeader } from '@centre/contracts';
import { SERVICE_NAMES, dropMysqlDatabase } from '@centre/server-kit';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { startContainerStack, type RunningContainerStack, type Kind } from '../container-stack.ts';
import { buildImages } from '../images.ts';
import { IMAGES, imageExists, podmanAvailable } from '../podman.ts';

const required = process.env.REQUIRE_CONTAINERS === '1';
const podman = podmanAvailable();
const imagesBuilt = podman.ok && imageExists(IMAGES.runtime) && imageExists(IMAGES.haproxy);
const skip = required ? false : !podman.ok ? podman.why : !imagesBuilt ? 'the images are not built (npm run images)' : false;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A PORT_BASE whose every port (HAProxy, gateways, service instances) is free, below the ephemeral range. */
async function freePortBase(): Promise<number> {
  for (;;) {
    const base = 20_000 + 500 * Math.floor(Math.random() * 24);
    const ports = [base, base + 1, base + 2, ...[0, 100, 200].flatMap((hundred) => [21, 22, 23, 24, 25, 26, 27].map((offset) => base + hundred + offset))];
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
}

async function signIn(url: string, username: string, password: string) {
  return fetch(`${url}/api/auth/refreshToken`, { headers: { authorization: await sealedBasicHeader(username, password) } });
}

async function accessTokenFrom(url: string, refreshToken: string): Promise<Response> {
  return fetch(`${url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${refreshToken}` } });
}

t.test('the container stack', { skip, timeout: 900_000 }, async (t) => {
  t.ok(podman.ok, podman.ok ? 'podman runs' : podman.why);
  if (!podman.ok) return;
  if (!imagesBuilt) await buildImages({ frontEnds: false, rebuildBase: false });

  const began = Date.now();
  const mysqlUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const mysqlPrefix = `t_cs_${randomBytes(3).toString('hex')}_`;
  const started: { stack?: RunningContainerStack } = {};
  t.teardown(async () => {
    await started.stack?.stop();
    for (const name of [...SERVICE_NAMES, 'gateway']) await dropMysqlDatabase(mysqlUrl, `${mysqlPrefix}${name}`);
  });
  const running = await startContainerStack({
    portBase: await freePortBase(),
    mysqlUrl,
    mysqlPrefix,
    adminPassword: 'Containers-e2e-2026!',
    log: (line) => t.comment(line),
    // Every request of this test comes from one address.
    env: { API_RATE_LIMIT: '0', SIGN_IN_IP_ATTEMPTS: '1000', ADMIN_TWO_STEP_REQUIRED: 'false' },
  });
  started.stack = running;
  t.comment(`stack up: migration job ${(running.timings.migrateMs / 1000).toFixed(1)} s, ${running.containers.length} containers ready in ${(running.timings.startMs / 1000).toFixed(1)} s`);
  t.equal(running.containers.length, 2 * (SERVICE_NAMES.length + 1), 'every service and the gateway, twice');
  const [gatewayOne, gatewayTwo] = running.gatewayUrls as [string, string];

  await t.test('sign in through one gateway, refresh through the other', async (t) => {
    const signedIn = await signIn(gatewayOne, 'sewing01', DEMO_MEMBER_PASSWORD);
    t.equal(signedIn.status, 200);
    const { refreshToken } = ((await signedIn.json()) as { data: { refreshToken: string } }).data;
    const refreshed = await accessTokenFrom(gatewayTwo, refreshToken);
    t.equal(refreshed.status, 200, 'the other gateway knows the session (MySQL)');
    const { accessToken } = ((await refreshed.json()) as { data: { accessToken: string } }).data;
    const profile = await fetch(`${gatewayOne}/api/v1/me/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    t.equal(profile.status, 200, 'and the first accepts its access token');
  });

  await t.test('the sign-in lock holds across both gateways (Redis)', async (t) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await signIn(attempt % 2 === 0 ? gatewayOne : gatewayTwo, 'pattern22', 'Wrong-password-1!');
      t.equal(wrong.status, 401, `wrong password ${attempt + 1}, through gateway ${(attempt % 2) + 1}`);
    }
    const locked = await signIn(gatewayTwo, 'pattern22', DEMO_MEMBER_PASSWORD);
    t.not(locked.status, 200, 'the right password is refused while the account is locked');
    t.ok(locked.headers.get('retry-after'), 'with Retry-After');
  });

  let memberToken = '';
  await t.test('the member journey through the load balancer', async (t) => {
    const signedIn = await signIn(running.url, 'sewing01', DEMO_MEMBER_PASSWORD);
    t.equal(signedIn.status, 200);
    const { refreshToken } = ((await signedIn.json()) as { data: { refreshToken: string } }).data;
    const access = await accessTokenFrom(running.url, refreshToken);
    memberToken = ((await access.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { authorization: `Bearer ${memberToken}` };
    const profile = await fetch(`${running.url}/api/v1/me/profile`, { headers });
    t.equal(profile.status, 200);
    t.match(await profile.json(), { profile: { username: 'sewing01' } });
    t.equal((await fetch(`${running.url}/api/v1/center/notifications?isMain=true&limit=8`)).status, 200, 'notices (content)');
    t.equal((await fetch(`${running.url}/api/v1/me/applications/strikes`, { headers })).status, 200, 'strikes (applications)');
    t.equal((await fetch(`${running.url}/internal/principals/1`)).status, 404, 'no internal route from outside');
  });

  await t.test('a killed container of each kind while requests run: no failed request', async (t) => {
    const headers = { authorization: `Bearer ${memberToken}` };
    const requests: Array<{ label: string; url: string; headers?: Record<string, string> }> = [
      { label: 'notices', url: `${running.url}/api/v1/center/notifications?limit=4` },
      { label: 'profile', url: `${running.url}/api/v1/me/profile`, headers },
      { label: 'strikes', url: `${running.url}/api/v1/me/applications/strikes`, headers },
      ...SERVICE_NAMES.map((name) => ({ label: `${name} /readyz`, url: `${running.serviceUrls[name]}/readyz` })),
    ];
    const failures: string[] = [];
    let done = 0;
    let loading = true;
    const worker = async () => {
      while (loading) {
        for (const request of requests) {
          try {
            const response = await fetch(request.url, { headers: request.headers, signal: AbortSignal.timeout(15_000) });
            await response.arrayBuffer();
            if (response.status !== 200) failures.push(`${request.label}: ${response.status}`);
          } catch (error) {
            failures.push(`${request.label}: ${(error as Error).message}`);
          }
          done++;
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    for (const kind of ['gateway', ...SERVICE_NAMES] as Kind[]) {
      const victim = running.containers.find((container) => container.kind === kind && container.instance === 1)!;
      const before = done;
      await running.kill(victim);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      t.ok(done > before, `${kind}: requests kept being answered after its instance 1 was killed (${done - before})`);
    }
    loading = false;
    await Promise.all(workers);
    t.same(failures, [], `${done} requests, none failed`);
  });

  t.comment(`container stack test: ${((Date.now() - began) / 1000).toFixed(0)} s`);
});
