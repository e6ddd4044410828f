// The multi-instance stack from the images (npm run stack:containers), started ONCE for every
// scenario (its start is most of the cost): the migration job once, gateway ×2 behind HAProxy, every
// service ×2 (the admin's outbox worker with it), on this machine's MariaDB and Redis.
//   - the front ends the runtime image carries, served through the load balancer;
//   - sessions and the sign-in lock shared by both gateways; the member journey through HAProxy;
//   - the opening rush with the applications service's two containers both taking applications:
//     nobody overbooked, nobody over quota;
//   - a rolling restart of every kind that is also the switch step of an internal-token rotation
//     (old and new pods side by side): no failed request, no lost outbox message;
//   - a killed container (SIGKILL) of each kind in turn while load runs: no failed request (HAProxy
//     retries what a dead instance dropped), no lost outbox message, sessions survive.
// Skipped, naming why, where podman cannot run; REQUIRE_CONTAINERS=1 makes that a failure.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import t, { type Test } from 'tap';
import { INTERNAL_MESSAGES_PATH, INTERNAL_TOKEN_HEADER, WAITING_ROOM_PATHS, addDays, sealedBasicHeader, seoulDate } from '@centre/contracts';
import { SERVICE_NAMES, connectDatabase, deleteRedisKeysUnder, dropMysqlDatabase, toBoolean } from '@centre/server-kit';
import { signAccessToken } from '@centre/server-kit/testing';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { createUsersRepository } from '../../services/users/src/repositories/users.ts';
import { DEFAULT_WORKER_SETTINGS } from '../../services/admin/src/outbox/worker.ts';
import { LOG_DELIVERIES_FILE, readLogDeliveries } from '../../services/admin/src/outbox/adapters.ts';
import { runPlannedLoad, type PlannedRequest } from '../../infra/bench/load.ts';
import { startContainerStack, statsPort, type RunningContainerStack, type Kind, type StackContainer } from '../container-stack.ts';
import { buildImages, FRONT_ENDS } from '../images.ts';
import { tokenKey } from '../k8s/generate.ts';
import { secretValues } from '../k8s/secrets.ts';
import { IMAGES, PODMAN_GLOBAL_ARGS, ROOT, imageExists, podmanAvailable, podmanEnv } from '../podman.ts';

const required = process.env.REQUIRE_CONTAINERS === '1';
/** Messages one admin worker claims per pass (DEFAULT_WORKER_SETTINGS.batchSize): what a kill can interrupt. */
const ADMIN_WORKER_BATCH = DEFAULT_WORKER_SETTINGS.batchSize;

const podman = podmanAvailable();
const imagesBuilt = podman.ok && imageExists(IMAGES.runtime) && imageExists(IMAGES.haproxy);
const skip = required ? false : !podman.ok ? podman.why : !imagesBuilt ? 'the images are not built (npm run images)' : false;
const KINDS: Kind[] = ['gateway', ...SERVICE_NAMES];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A PORT_BASE whose every port (HAProxy, its statistics, gateways, service instances) is free, below the ephemeral range. */
async function freePortBase(): Promise<number> {
  for (;;) {
    const base = 20_000 + 500 * Math.floor(Math.random() * 24);
    const ports = [base, base + 1, base + 2, statsPort(base), ...[0, 100, 200].flatMap((hundred) => [21, 22, 23, 24, 25, 26, 27].map((offset) => base + hundred + offset))];
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
}

async function signIn(url: string, username: string, password: string) {
  return fetch(`${url}/api/auth/refreshToken`, { headers: { authorization: await sealedBasicHeader(username, password) } });
}

async function accessTokenFrom(url: string, refreshToken: string): Promise<Response> {
  return fetch(`${url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${refreshToken}` } });
}

interface LoadRequest {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  expect?: number;
  /** Reads an expected answer (the refresh chain keeps the refresh token each answer rotates to). */
  onAnswer?: (text: string) => void;
}

/**
 * Clients that request in a loop while `work` runs; every answer other than the expected one, and
 * every request that got no answer, is a failure. A 503 with Retry-After is the platform's answer to
 * overload (a process whose event loop lags turns requests away, and HAProxy, when every instance of
 * a service says so, answers the same): the client comes back after Retry-After once, as the
 * front end's client does, and it is a failure only if that fails too. Those are counted (`shed`).
 * Outbox messages the admin accepted are collected.
 */
async function underLoad(requests: (round: number) => LoadRequest[], clients: number, work: (progress: () => number) => Promise<void>) {
  const failures: string[] = [];
  const shed: string[] = [];
  const acceptedMessages: string[] = [];
  let done = 0;
  let loading = true;
  const client = async (index: number) => {
    for (let round = index; loading; round += clients) {
      for (const request of requests(round)) {
        const send = () =>
          fetch(request.url, {
            method: request.method ?? 'GET',
            headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
            signal: AbortSignal.timeout(20_000),
          });
        try {
          let response = await send();
          const retryAfter = Number(response.headers.get('retry-after'));
          if (response.status === 503 && retryAfter > 0) {
            shed.push(`${request.label}: ${(await response.text()).slice(0, 80)}`);
            await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 10) * 1000));
            response = await send();
          }
          const text = await response.text();
          if (response.status !== (request.expect ?? 200)) failures.push(`${request.label}: ${response.status} ${text.slice(0, 120)}`);
          else if (request.url.endsWith(INTERNAL_MESSAGES_PATH)) acceptedMessages.push((JSON.parse(text) as { _id: string })._id);
          else request.onAnswer?.(text);
        } catch (error) {
          failures.push(`${request.label}: ${(error as Error).message}`);
        }
        done++;
      }
    }
  };
  const running = Array.from({ length: clients }, (_, index) => client(index));
  try {
    await work(() => done);
  } finally {
    loading = false;
    await Promise.all(running);
  }
  return { done, failures, shed, acceptedMessages };
}

// Longer than the suite's per-file limit (420 s in package.json): images, 16 processes starting, two
// rolling batches, on a busy machine (the README has the measured times).
t.setTimeout(1_800_000);

t.test('the container stack', { skip, timeout: 1_500_000 }, async (t) => {
  t.ok(podman.ok, podman.ok ? 'podman runs' : podman.why);
  if (!podman.ok) return;
  // Built every time, so the stack runs this checkout's code: the base, the dependency layer and
  // every unchanged layer are reused (seconds when nothing changed; README#deploying has the figures).
  const building = Date.now();
  await buildImages({ frontEnds: true, rebuildBase: false });
  t.comment(`images ${imagesBuilt ? 'rebuilt' : 'built from nothing'} in ${((Date.now() - building) / 1000).toFixed(0)} s`);
  await t.test('the built runtime image', async (t) => checkBuiltImage(t));

  const began = Date.now();
  const mysqlUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const mysqlPrefix = `t_cs_${randomBytes(3).toString('hex')}_`;
  // The Secret as an internal-token rotation leaves it after its first step (deploy/k8s/secrets.ts):
  // every process presents its current token and accepts the next one too. The rolling restart
  // below rolls the second step out (the next token presented, the old one still accepted).
  const initial = secretValues({ ADMIN_PASSWORD: 'Containers-e2e-2026!' }, []);
  const stepOne = secretValues(initial, ['internal']);
  const stepTwo = secretValues(stepOne, ['internal']);
  const started: { stack?: RunningContainerStack } = {};
  t.teardown(async () => {
    await started.stack?.stop();
    for (const name of [...SERVICE_NAMES, 'gateway']) await dropMysqlDatabase(mysqlUrl, `${mysqlPrefix}${name}`);
    // Its Redis keys too (sessions, throttles, waiting-room tickets), under the stack's own prefix.
    if (started.stack) await deleteRedisKeysUnder(started.stack.redisUrl, started.stack.redisPrefix);
  });
  const running = await startContainerStack({
    portBase: await freePortBase(),
    mysqlUrl,
    mysqlPrefix,
    secrets: stepOne,
    log: (line) => t.comment(line),
    // Every request of this test comes from one address.
    env: { API_RATE_LIMIT: '0', SIGN_IN_IP_ATTEMPTS: '1000', ADMIN_TWO_STEP_REQUIRED: 'false' },
  });
  started.stack = running;
  t.comment(`stack up: migration job ${(running.timings.migrateMs / 1000).toFixed(1)} s, ${running.containers.length} containers ready in ${(running.timings.startMs / 1000).toFixed(1)} s`);
  t.equal(running.containers.length, 2 * (SERVICE_NAMES.length + 1), 'every service and the gateway, twice');
  const [gatewayOne, gatewayTwo] = running.gatewayUrls as [string, string];
  const containerOf = (kind: Kind, instance: number) => running.containers.find((container) => container.kind === kind && container.instance === instance) as StackContainer;

  await t.test('the front ends in the image, through the load balancer', async (t) => {
    const page = await fetch(`${running.url}/`);
    t.equal(page.status, 200, 'the shell page');
    t.match(page.headers.get('content-type'), /text\/html/);
    t.match(await page.text(), /<script[^>]+src=/, 'with its scripts');
    const remotes = (await (await fetch(`${running.url}/remotes.json`)).json()) as Record<string, string>;
    t.same(Object.keys(remotes).sort(), ['mf_console', 'mf_member', 'mf_public'], 'every remote named in /remotes.json');
    for (const [name, manifestUrl] of Object.entries(remotes)) {
      const manifest = await fetch(new URL(manifestUrl, running.url));
      t.equal(manifest.status, 200, `${name}: its manifest`);
      t.equal(manifest.headers.get('cache-control'), 'no-cache', `${name}: the manifest is never cached`);
      const entry = ((await manifest.json()) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
      const script = await fetch(new URL(entry, new URL(manifestUrl, running.url)));
      t.equal(script.status, 200, `${name}: its ${entry}`);
      t.match(script.headers.get('content-type'), /javascript/);
    }
    // What the image holds is what this worktree built (npm run build), without source maps.
    for (const app of FRONT_ENDS) {
      const built = readFileSync(path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'), 'utf8');
      const served = await fetch(`${running.url}${app === 'shell' ? '/' : remotes[`mf_${app.slice(3)}`]}`);
      if (app !== 'shell') t.equal(await served.text(), built, `${app}: the manifest served is the one built`);
      else t.ok(served.ok);
    }
    const map = readFileSync(path.join(ROOT, 'mf-public/dist/mf-manifest.json'), 'utf8');
    const chunk = (JSON.parse(map) as { exposes: Array<{ assets: { js: { sync: string[] } } }> }).exposes[0]?.assets.js.sync[0];
    if (chunk) t.equal((await fetch(`${running.url}/mf/public/${chunk}.map`)).status, 404, 'no source map is published');
  });

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
    for (const gateway of [gatewayOne, gatewayTwo]) {
      const locked = await signIn(gateway, 'pattern22', DEMO_MEMBER_PASSWORD);
      t.equal(locked.status, 429, `the right password is refused while the account is locked (gateway ${gateway === gatewayOne ? 1 : 2})`);
      t.ok(locked.headers.get('retry-after'), 'with Retry-After');
    }
  });

  let refreshToken = '';
  let memberToken = '';
  await t.test('the member journey through the load balancer', async (t) => {
    const signedIn = await signIn(running.url, 'sewing01', DEMO_MEMBER_PASSWORD);
    t.equal(signedIn.status, 200);
    refreshToken = ((await signedIn.json()) as { data: { refreshToken: string } }).data.refreshToken;
    const access = await accessTokenFrom(running.url, refreshToken);
    // The refresh token is spent by the exchange: the answer's is the one to present next.
    ({ accessToken: memberToken, refreshToken } = ((await access.json()) as { data: { accessToken: string; refreshToken: string } }).data);
    const headers = { authorization: `Bearer ${memberToken}` };
    const profile = await fetch(`${running.url}/api/v1/me/profile`, { headers });
    t.equal(profile.status, 200);
    t.match(await profile.json(), { profile: { username: 'sewing01' } });
    t.equal((await fetch(`${running.url}/api/v1/center/notifications?isMain=true&limit=8`)).status, 200, 'notices (content)');
    t.equal((await fetch(`${running.url}/api/v1/me/applications/strikes`, { headers })).status, 200, 'strikes (applications)');
    t.equal((await fetch(`${running.url}/internal/principals/1`)).status, 404, 'no internal route from outside');
  });

  await t.test('the opening rush, taken by both applications containers: nobody overbooked', async (t) => openingRush(t, running, mysqlUrl, mysqlPrefix, stepOne));

  // The load of the next two scenarios: reads of every service through the gateways, a sign-in
  // (the gateway asks the users service's internal route), and outbox messages handed to the admin
  // service as the content service hands them, alternately with its old and its new token.
  const contentTokens = [stepOne[tokenKey('content')]!, stepTwo[tokenKey('content')]!];
  const signInHeader = await sealedBasicHeader('sewing01', DEMO_MEMBER_PASSWORD);
  const load = (round: number): LoadRequest[] => [
    { label: 'notices', url: `${running.url}/api/v1/center/notifications?limit=4` },
    { label: 'profile', url: `${running.url}/api/v1/me/profile`, headers: { authorization: `Bearer ${memberToken}` } },
    { label: 'strikes', url: `${running.url}/api/v1/me/applications/strikes`, headers: { authorization: `Bearer ${memberToken}` } },
    ...SERVICE_NAMES.map((name) => ({ label: `${name} /healthz`, url: `${running.serviceUrls[name]}/healthz` })),
    // One client (round % 4 === 0 with four) refreshes as a browser does: each answer's refresh
    // token replaces the one spent (presenting a spent one again ends the session: reuse detection).
    ...(round % 4 === 0
      ? [{ label: 'refresh', url: `${running.url}/api/auth/accessToken`, headers: { authorization: `Bearer ${refreshToken}` }, onAnswer: (text: string) => void (refreshToken = (JSON.parse(text) as { data: { refreshToken: string } }).data.refreshToken) }]
      : []),
    ...(round % 8 === 0 ? [{ label: 'sign-in', url: `${running.url}/api/auth/refreshToken`, headers: { authorization: signInHeader } }] : []),
    {
      label: 'outbox message',
      url: `${running.serviceUrls.admin}${INTERNAL_MESSAGES_PATH}`,
      method: 'POST',
      headers: { [INTERNAL_TOKEN_HEADER]: contentTokens[round % 2]! },
      body: { channel: 'EMAIL', to: `load-${round}@example.org`, template: 'WELCOME' },
      expect: 202,
    },
  ];
  const accepted: string[] = [];

  await t.test('a rolling restart of every kind, rolling out a new internal token: no failed request', async (t) => {
    const rolled = await underLoad(load, 4, async (progress) => {
      // As Deployments roll: every kind at once, one instance of each at a time (maxUnavailable 1).
      for (const instance of [1, 2]) {
        const before = progress();
        const rolling = Date.now();
        await Promise.all(KINDS.map((kind) => running.replace(containerOf(kind, instance), stepTwo)));
        t.ok(progress() > before, `instance ${instance} of every kind replaced in ${((Date.now() - rolling) / 1000).toFixed(1)} s, ${progress() - before} requests answered meanwhile`);
      }
    });
    accepted.push(...rolled.acceptedMessages);
    t.ok(rolled.acceptedMessages.length > 0, `${rolled.acceptedMessages.length} outbox messages accepted meanwhile`);
    t.same(rolled.failures, [], `${rolled.done} requests, none failed`);
    t.comment(`turned away for overload (503 + Retry-After) and answered when they came back: ${rolled.shed.length}${rolled.shed.length > 0 ? `, e.g. ${rolled.shed.slice(0, 3).join(' | ')}` : ''}`);
  });

  await t.test('a killed container of each kind while requests run: no failed request, sessions survive', async (t) => {
    const killed = await underLoad(load, 4, async (progress) => {
      for (const kind of KINDS) {
        const before = progress();
        await running.kill(containerOf(kind, 1));
        await new Promise((resolve) => setTimeout(resolve, 2500));
        t.ok(progress() > before, `${kind}: requests kept being answered after its instance 1 was killed (${progress() - before})`);
      }
    });
    accepted.push(...killed.acceptedMessages);
    t.same(killed.failures, [], `${killed.done} requests, none failed`);
    t.comment(`turned away for overload (503 + Retry-After) and answered when they came back: ${killed.shed.length}`);
    // The refresh chain kept going through every kill; its session, signed in before all of them, is live.
    const refreshed = await accessTokenFrom(running.url, refreshToken);
    t.equal(refreshed.status, 200, 'the session signed in before every kill still refreshes');
    const { accessToken } = ((await refreshed.json()) as { data: { accessToken: string } }).data;
    t.equal((await fetch(`${running.url}/api/v1/me/profile`, { headers: { authorization: `Bearer ${accessToken}` } })).status, 200);
  });

  await t.test('no outbox message lost: every one the admin accepted was delivered once, or, claimed by the killed instance, kept for staff to retry', async (t) => {
    t.ok(accepted.length > 0);
    const admin = await connectDatabase({ client: 'mysql', url: mysqlUrl, database: `${mysqlPrefix}admin` });
    t.teardown(() => admin.destroy());
    // The surviving admin instance's worker delivers what is due every 2 s.
    const deadline = Date.now() + 60_000;
    let rows: Array<{ id: string; status: string }> = [];
    // A message the killed admin had claimed (SENDING) is never sent again by the survivor: whether
    // the provider got it is unknown, so after DEFAULT_WORKER_SETTINGS.abandonAfterMs it becomes
    // FAILED for staff to retry (services/admin/src/outbox/worker.ts). Only those may stay unsent.
    const settled = () => rows.every((row) => row.status === 'SENT' || row.status === 'SENDING') && rows.some((row) => row.status === 'SENT');
    for (;;) {
      rows = (await admin('messages').select('id', 'status').whereIn('id', accepted)) as typeof rows;
      if (rows.every((row) => row.status === 'SENT') || (settled() && Date.now() > deadline - 45_000) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    t.equal(rows.length, accepted.length, `all ${accepted.length} accepted messages are in the outbox`);
    const delivered = readLogDeliveries(path.join(running.dataDir, LOG_DELIVERIES_FILE)).map((message) => message.id);
    const times = new Map<string, number>();
    for (const id of delivered) times.set(id, (times.get(id) ?? 0) + 1);
    const interrupted = rows.filter((row) => row.status === 'SENDING').map((row) => row.id);
    t.same(rows.filter((row) => row.status !== 'SENT' && row.status !== 'SENDING'), [], 'every one was sent, or is held by the killed instance\'s claim');
    t.ok(interrupted.length <= ADMIN_WORKER_BATCH, `at most one claimed batch was interrupted by the kill (${interrupted.length})`);
    t.same(rows.filter((row) => row.status === 'SENT').map((row) => row.id).filter((id) => times.get(id) !== 1), [], 'each sent one delivered exactly once (the log adapter\'s file)');
    t.same(interrupted.filter((id) => (times.get(id) ?? 0) > 1), [], 'an interrupted one is never delivered twice');
    t.comment(`interrupted by the kill, left for staff to retry: ${interrupted.length}`);
  });

  t.comment(`container stack test: ${((Date.now() - began) / 1000).toFixed(0)} s`);
});

/**
 * The opening of an application window through HAProxy and the gateways, the applications service's
 * two containers sharing the requests: many makers ask for a few days at once. Turned-away requests
 * (503 + Retry-After, the admission bound) come back after Retry-After, as the page does.
 */
async function openingRush(t: Test, running: RunningContainerStack, mysqlUrl: string, mysqlPrefix: string, secrets: Record<string, string>) {
  const MEMBERS = 100;
  const PER_MEMBER = 3;
  const QUOTA = 2;
  const DAYS = 5;
  const CAPACITY = 6;
  const privateKey = secrets.JWT_PRIVATE_KEY!;
  const users = await connectDatabase({ client: 'mysql', url: mysqlUrl, database: `${mysqlPrefix}users` });
  const members: string[] = [];
  try {
    const repository = createUsersRepository(users);
    await users.transaction(async (trx) => {
      for (let i = 0; i < MEMBERS; i++) {
        const username = `crush${String(i).padStart(4, '0')}`;
        const user = await repository.create(
          { username, passwordHash: 'not-a-hash', name: `메이커${i}`, email: `${username}@example.org`, phone: `0108${String(i).padStart(7, '0')}`, memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', scopes: ['member'] },
          trx,
        );
        members.push(user.id);
      }
    });
  } finally {
    await users.destroy();
  }
  const staff = { authorization: `Bearer ${signAccessToken({ sub: '0190a5a0-0000-7000-8000-00000000cccc', name: 'Container staff', scope: ['member', 'console'] }, { privateKey, expiresIn: 600_000 })}`, 'content-type': 'application/json' };
  const today = seoulDate(new Date());
  const useFrom = addDays(today, 7);
  const created = await fetch(`${running.url}/api/console/apply/limitations`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      work: 'CUTTINGROOM',
      location: 'DAPSIMNI',
      title: { ko: '컨테이너 개장 러시', en: 'Container opening rush', cn: '容器开放高峰', jp: 'コンテナ開始ラッシュ' },
      applyFrom: today,
      applyTo: addDays(today, 3),
      applyOpenTime: '00:00',
      useFrom,
      useTo: addDays(useFrom, DAYS - 1),
      unitCapacity: CAPACITY,
      memberQuota: QUOTA,
      waitlistSize: 3,
    }),
  });
  t.equal(created.status, 201, 'the window is made by staff');
  const windowId = ((await created.json()) as { _id: string })._id;
  t.equal((await fetch(`${running.url}/api/console/schedule/generate`, { method: 'POST', headers: staff, body: JSON.stringify({ windowId }) })).status, 200, 'its days');
  const unitIds = (((await (await fetch(`${running.url}/api/v1/schedule?windowId=${windowId}&limit=200`)).json()) as { units: Array<{ _id: string; state: string }> }).units)
    .filter((unit) => unit.state === 'OPEN')
    .map((unit) => unit._id);
  t.ok(unitIds.length >= 3, `${unitIds.length} open days`);

  const appliedOn = async () =>
    Promise.all(
      [1, 2].map(async (instance) => {
        const container = running.containers.find((each) => each.kind === 'applications' && each.instance === instance)!;
        const metrics = await (await fetch(`http://127.0.0.1:${container.port}/metrics`)).text();
        return metrics
          .split('\n')
          .filter((line) => line.startsWith('centre_http_requests_total{') && line.includes('method="POST"') && line.includes('route="/api/v1/apply/applications"'))
          .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
      }),
    );
  const before = await appliedOn();

  let seed = 11;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  let plan: PlannedRequest[] = [];
  members.forEach((memberId, i) => {
    const token = signAccessToken({ sub: memberId, username: `crush${i}`, name: `메이커${i}`, scope: ['member'] }, { privateKey, expiresIn: 600_000 });
    const chosen = new Set<string>();
    while (chosen.size < Math.min(PER_MEMBER, unitIds.length)) chosen.add(unitIds[Math.floor(random() * unitIds.length)]!);
    const at = random() * 2_000;
    for (const unitId of chosen) {
      plan.push({
        at: at + random() * 50,
        method: 'POST',
        path: '/api/v1/apply/applications',
        headers: { authorization: `Bearer ${token}` },
        body: { unitIds: [unitId], item: '울 코트 샘플', quantity: 20, markerLengthCm: 320, plies: 20, phone: '01012345678', agreeRules: true, joinWaitlist: i % 2 === 0 },
      });
    }
  });
  const statuses = new Map<number, number>();
  // A place in the waiting room (202) is followed until it is decided, as the apply form does.
  const queued: Array<{ ticketId: string; authorization: string }> = [];
  for (let wave = 0; wave < 6 && plan.length > 0; wave++) {
    const run = await runPlannedLoad(running.url, plan, 50);
    for (const answer of run.answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const unexpected = run.answers.filter((answer) => ![201, 202, 403, 409, 503].includes(answer.status) || (answer.status === 503 && !answer.retryAfter));
    t.same(unexpected.map((answer) => `${answer.status} ${answer.error ?? answer.body.slice(0, 120)}`), [], `wave ${wave + 1}: ${run.answers.length} applications, each taken, queued, refused by a rule, or turned away with Retry-After`);
    run.answers.forEach((answer, at) => {
      if (answer.status === 202) queued.push({ ticketId: (JSON.parse(answer.body) as { ticket: { _id: string } }).ticket._id, authorization: plan[at]!.headers!.authorization! });
    });
    const turnedAway = run.answers.flatMap((answer, at) => (answer.status === 503 ? [{ answer, planned: plan[at]! }] : []));
    if (turnedAway.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, Math.max(...turnedAway.map(({ answer }) => Number(answer.retryAfter ?? '1'))) * 1000));
    plan = turnedAway.map(({ planned }) => ({ ...planned, at: random() * 1_000 }));
  }
  t.comment(`rush answers: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
  const undecided = async () => {
    const open: string[] = [];
    for (const place of queued) {
      const answer = await fetch(`${running.url}${WAITING_ROOM_PATHS.myTickets}/${place.ticketId}`, { headers: { authorization: place.authorization } });
      if (answer.status !== 200 || ((await answer.json()) as { ticket: { status: string } }).ticket.status === 'QUEUED') open.push(place.ticketId);
    }
    return open;
  };
  let open = await undecided();
  for (const deadline = Date.now() + 180_000; open.length > 0 && Date.now() < deadline; open = await undecided()) await new Promise((resolve) => setTimeout(resolve, 2_000));
  t.same(open, [], `every place in the waiting room was decided (${queued.length} queued)`);
  const after = await appliedOn();
  const handled = after.map((count, at) => count - before[at]!);
  t.ok(handled.every((count) => count > 0), `both applications containers took applications (${handled.join(' and ')})`);

  const applications = await connectDatabase({ client: 'mysql', url: mysqlUrl, database: `${mysqlPrefix}applications` });
  try {
    const units = (await applications('schedule_units').where({ window_id: windowId }).whereNull('closed_reason')) as Array<{ id: string; capacity: number; held: number }>;
    const rows = (await applications('applications').select('unit_id', 'member_id', 'status', 'holding').where({ window_id: windowId })) as Array<{ unit_id: string; member_id: string; status: string; holding: unknown }>;
    const holders = new Map<string, number>();
    const live = new Map<string, number>();
    for (const row of rows) {
      if (toBoolean(row.holding)) holders.set(row.unit_id, (holders.get(row.unit_id) ?? 0) + 1);
      if (['WAITLISTED', 'WAITING', 'APPROVED'].includes(row.status)) live.set(row.member_id, (live.get(row.member_id) ?? 0) + 1);
    }
    t.same(units.filter((unit) => Number(unit.held) > Number(unit.capacity)).map((unit) => unit.id), [], 'no day overbooked');
    t.same(units.filter((unit) => Number(unit.held) !== (holders.get(unit.id) ?? 0)).map((unit) => unit.id), [], "each day's counter is its holders");
    t.equal(units.reduce((sum, unit) => sum + Number(unit.held), 0), units.reduce((sum, unit) => sum + Number(unit.capacity), 0), 'every place taken (far more asked than there are)');
    t.same([...live].filter(([, count]) => count > QUOTA), [], `nobody holds more than ${QUOTA}`);
  } finally {
    await applications.destroy();
  }
}

/** What the built runtime image is: non-root, its entrypoint and health check, no dev tools, the front ends without source maps. */
function checkBuiltImage(t: Test): void {
  const run = (args: string[]) => spawnSync('podman', [...PODMAN_GLOBAL_ARGS, ...args], { env: podmanEnv(), encoding: 'utf8' });
  const inspect = run(['image', 'inspect', IMAGES.runtime, '--format', '{{json .Config}}']);
  t.equal(inspect.status, 0, inspect.stderr);
  const config = JSON.parse(inspect.stdout) as { User: string; Entrypoint: string[]; Cmd: string[]; Volumes?: Record<string, unknown> };
  t.equal(config.User, '10001:10001');
  t.same(config.Entrypoint, ['node', '/app/deploy/container/run.mjs']);
  t.same(config.Cmd, ['gateway']);
  const health = run(['image', 'inspect', IMAGES.runtime, '--format', '{{json .Config.Healthcheck}}']);
  t.match(health.stdout, /"CMD","node","\/app\/deploy\/container\/healthcheck\.mjs"/, 'HEALTHCHECK asks /healthz');
  t.ok(config.Volumes && '/data' in config.Volumes, 'DATA_DIR is a volume');
  const unknown = run(['run', '--rm', '--read-only', '--network', 'none', IMAGES.runtime, 'nope']);
  t.equal(unknown.status, 64, 'an unknown process name is refused');
  t.match(unknown.stderr, new RegExp(`gateway, ${SERVICE_NAMES.join(', ')}, migrate`));
  const devTools = run(['run', '--rm', '--read-only', '--network', 'none', '--entrypoint', 'sh', IMAGES.runtime, '-c', 'ls /app/node_modules | grep -c -E "^(typescript|tap|eslint|webpack|react|tsx|esbuild)$" || true']);
  t.equal(devTools.stdout.trim(), '0', 'no dev dependency or front-end package in the image');
  // The front ends (npm run images builds them unless --no-front-ends): the shell and every remote
  // where the gateway looks for them, without source maps (container-stack.test.ts fetches them).
  const web = run(['run', '--rm', '--read-only', '--network', 'none', '--entrypoint', 'sh', IMAGES.runtime, '-c', `ls ${FRONT_ENDS.map((app) => `/app/${app}/dist/${app === 'shell' ? 'index.html' : 'mf-manifest.json'}`).join(' ')} && find /app/shell /app/mf-public /app/mf-member /app/mf-console -name '*.map' | wc -l`]);
  t.equal(web.status, 0, web.status === 0 ? 'the shell and the remotes are in the image' : web.stderr);
  t.equal(web.stdout.trim().split('\n').pop(), '0', 'no source map in the image');
}
