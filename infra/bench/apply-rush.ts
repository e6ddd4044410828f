// `npm run bench` (part 3): the opening-hour rush of an application window, on MySQL, through the
// real gateway, with two instances of the applications service behind one address. 1,000 makers
// each ask for three days within a few seconds of the opening; the run prints throughput, latency,
// the answers by status, and a consistency check read from the database: every unit holds exactly
// what its counter says and never more than its capacity, and nobody holds more than the quota.
// Issue 21's waiting room: every application is answered at once with a numbered place (202) or its
// decision; the run then reads every maker's places on my page until all are decided, and prints
// the answer latency, arrival → decision, the queue's pace beside the database's ceiling (one
// application at a time × instances), and the inversions between arrival and grant per unit.
// Run alone: `npm run bench:apply`. Skipped (with a line saying so) when MYSQL_URL is not set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import { METRICS_PATH, METRIC_PREFIX, SERVICE_NAMES, connectDatabase, deleteRedisKeysUnder, dropMysqlDatabase, keyPaths, toBoolean, type Knex } from '@centre/server-kit';
import { parsePrometheusText, signAccessToken } from '@centre/server-kit/testing';
import { startStack, type RunningStack } from '../stack.ts';
import { createUsersRepository } from '../../services/users/src/repositories/users.ts';
import { addDays, seoulDate } from '@centre/contracts';
import { cpuBetween, cpuByProcess, percentile, runPlannedLoad, statusCounts, type PlannedRequest } from './load.ts';
import { startBalancerProcess } from './balancer.ts';
import { startExtraInstance, stopInstance } from './two-instances.ts';

export const RUSH = {
  members: 1_000,
  /** Days each maker asks for at once (the quota lets them keep two). */
  requestsPerMember: 3,
  memberQuota: 2,
  /** Ten weekdays of one unit each, eight places a day: far fewer places than asked for. */
  days: 14,
  unitCapacity: 8,
  waitlistSize: 5,
  /** The requests start spread over this many milliseconds after the opening. */
  spreadMs: 3_000,
  /** Sockets the load generator keeps open to the gateway. */
  connections: 200,
  /** Issue 21's target: every request answered with a place or a decision within this, p99. */
  answerP99TargetMs: 200,
} as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function line(text = '') {
  process.stdout.write(`${text}\n`);
}

/** Members written straight into the users database (the fast path: sign-up is not what is measured). */
async function seedMembers(stack: RunningStack, prefix: string, count: number): Promise<string[]> {
  const db = await connectDatabase({ client: 'mysql', url: process.env.MYSQL_URL!, database: `${prefix}users` });
  try {
    const users = createUsersRepository(db);
    const ids: string[] = [];
    await db.transaction(async (trx) => {
      for (let i = 0; i < count; i++) {
        const username = `rush${String(i).padStart(4, '0')}`;
        const user = await users.create(
          { username, passwordHash: 'not-a-hash', name: `메이커${i}`, email: `${username}@example.org`, phone: `0109${String(i).padStart(7, '0')}`, memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', scopes: ['member'] },
          trx,
        );
        ids.push(user.id);
      }
    });
    void stack;
    return ids;
  } finally {
    await db.destroy();
  }
}

/** Requests a process has answered so far, by "METHOD route" (its /metrics, read as a caller on this machine). */
async function answeredByRoute(port: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const samples = parsePrometheusText(await (await fetch(`http://127.0.0.1:${port}${METRICS_PATH}`)).text());
  for (const { name, labels, value } of samples) {
    if (name !== `${METRIC_PREFIX}http_requests_total` || labels.route === METRICS_PATH) continue;
    const key = `${labels.method} ${labels.route}`;
    counts.set(key, (counts.get(key) ?? 0) + value);
  }
  return counts;
}

/** "users: POST /internal/… × 240; admin: …": what each process was asked between two readings (what a rush costs beyond its own route). */
function answeredBetween(before: Map<string, Map<string, number>>, after: Map<string, Map<string, number>>): string {
  return [...after]
    .map(([name, counts]) => {
      const asked = [...counts]
        .map(([route, n]) => [route, n - (before.get(name)?.get(route) ?? 0)] as const)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([route, n]) => `${route} × ${n}`);
      return asked.length ? `${name}: ${asked.join(', ')}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

interface Consistency {
  units: number;
  capacity: number;
  held: number;
  overbooked: number;
  counterMismatches: number;
  unitsNotFull: number;
  overQuota: number;
  usageMismatches: number;
  waitlisted: number;
}

async function consistencyOf(db: Knex, windowId: string, quota: number): Promise<Consistency> {
  const units = (await db('schedule_units').where({ window_id: windowId }).whereNull('closed_reason')) as Array<{ id: string; capacity: number; held: number; waitlisted: number }>;
  const applications = (await db('applications').select('unit_id', 'member_id', 'status', 'holding').where({ window_id: windowId })) as Array<{ unit_id: string; member_id: string; status: string; holding: unknown }>;
  const usage = (await db('member_window_usage').where({ window_id: windowId })) as Array<{ member_id: string; used: number }>;
  const holdingOn = new Map<string, number>();
  const liveOf = new Map<string, number>();
  for (const application of applications) {
    if (toBoolean(application.holding)) holdingOn.set(application.unit_id, (holdingOn.get(application.unit_id) ?? 0) + 1);
    if (['WAITLISTED', 'WAITING', 'APPROVED'].includes(application.status)) liveOf.set(application.member_id, (liveOf.get(application.member_id) ?? 0) + 1);
  }
  return {
    units: units.length,
    capacity: units.reduce((sum, unit) => sum + Number(unit.capacity), 0),
    held: units.reduce((sum, unit) => sum + Number(unit.held), 0),
    overbooked: units.filter((unit) => Number(unit.held) > Number(unit.capacity)).length,
    counterMismatches: units.filter((unit) => Number(unit.held) !== (holdingOn.get(unit.id) ?? 0)).length,
    unitsNotFull: units.filter((unit) => Number(unit.held) < Number(unit.capacity)).length,
    overQuota: [...liveOf.values()].filter((live) => live > quota).length,
    usageMismatches: usage.filter((row) => Number(row.used) !== (liveOf.get(row.member_id) ?? 0)).length,
    waitlisted: units.reduce((sum, unit) => sum + Number(unit.waitlisted), 0),
  };
}

/** Runs the rush; true when it met the targets (zero 5xx, zero overbooking or quota overrun, p99 under 1 s). */
export async function benchApplyRush(): Promise<boolean> {
  line('\n== apply-rush: the opening hour of an application window ==');
  const mysqlUrl = process.env.MYSQL_URL;
  if (!mysqlUrl) {
    line('apply-rush: SKIPPED — MYSQL_URL is not set (the rush is measured on MySQL, e.g. MYSQL_URL=mysql://root@127.0.0.1:3306 npm run bench:apply).');
    return true;
  }
  const prefix = `bench_${randomBytes(4).toString('hex')}_`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-bench-rush-'));
  const ports = { gateway: await freePort(), content: await freePort(), users: await freePort(), admin: await freePort(), applications: await freePort(), second: await freePort(), balancer: await freePort() };
  const balancer = await startBalancerProcess(ports.balancer, [ports.applications, ports.second]);
  let stack: RunningStack | null = null;
  let second: Awaited<ReturnType<typeof startExtraInstance>> | null = null;
  try {
    stack = await startStack({
      output: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
      // Only what applying needs: the users (members), content (equipment) and admin (messages) services.
      services: ['content', 'users', 'admin', 'applications'],
      env: {
        DATA_DIR: dataDir,
        DB_CLIENT: 'mysql',
        MYSQL_URL: mysqlUrl,
        MYSQL_DATABASE_PREFIX: prefix,
        ADMIN_PASSWORD: 'bench-only-Passw0rd!',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        REDIS_URL: process.env.REDIS_URL ?? '',
        // Its own counters and queues on a shared Redis: a run never counts against the next one.
        REDIS_PREFIX: `centre-${prefix}`,
        PORT: String(ports.gateway),
        CONTENT_PORT: String(ports.content),
        USERS_PORT: String(ports.users),
        ADMIN_PORT: String(ports.admin),
        APPLICATIONS_PORT: String(ports.applications),
        // Every process reaches "the applications service" at the balancer, which shares the connections between both instances.
        APPLICATIONS_URL: `http://127.0.0.1:${ports.balancer}`,
        // As behind the centre's load balancer: each maker arrives from their own address (X-Forwarded-For),
        // so the per-address API limit counts each maker, not the load generator.
        TRUST_PROXY: '1',
      },
    });
    second = await startExtraInstance('applications', ports.second, stack.env);
    line(`stack: gateway ${stack.url}, MySQL databases ${prefix}*, applications service ×2 (ports ${ports.applications} and ${ports.second} behind ${ports.balancer})`);

    const privateKey = readFileSync(keyPaths(dataDir).privateKey, 'utf8');
    const staff = { authorization: `Bearer ${signAccessToken({ sub: '0190a5a0-0000-7000-8000-00000000bbbb', name: 'Bench staff', scope: ['member', 'console'] }, { privateKey, expiresIn: 600_000 })}` };
    const json = { 'content-type': 'application/json' };

    const seedStarted = performance.now();
    const members = await seedMembers(stack, prefix, RUSH.members);
    line(`seeded ${members.length} members in ${Math.round(performance.now() - seedStarted)} ms (written to the users database)`);

    const today = seoulDate(new Date());
    const openWindow = async (location: 'DAPSIMNI' | 'YONGSIN', days: number, unitCapacity: number) => {
      const useFrom = addDays(today, 7);
      const created = await fetch(`${stack!.url}/api/console/apply/limitations`, {
        method: 'POST',
        headers: { ...staff, ...json },
        body: JSON.stringify({
          work: 'CUTTINGROOM',
          location,
          title: { ko: '개장 러시 벤치마크', en: 'Opening rush benchmark', cn: '开放高峰基准', jp: '開始ラッシュ計測' },
          applyFrom: today,
          applyTo: addDays(today, 3),
          applyOpenTime: '00:00',
          useFrom,
          useTo: addDays(useFrom, days - 1),
          unitCapacity,
          memberQuota: RUSH.memberQuota,
          waitlistSize: RUSH.waitlistSize,
        }),
      });
      if (created.status !== 201) throw new Error(`the window was not created: ${created.status} ${await created.text()}`);
      const windowId = (await created.json())._id as string;
      const generated = await fetch(`${stack!.url}/api/console/schedule/generate`, { method: 'POST', headers: { ...staff, ...json }, body: JSON.stringify({ windowId }) });
      if (generated.status !== 200) throw new Error(`units were not generated: ${generated.status} ${await generated.text()}`);
      const unitIds = ((await (await fetch(`${stack!.url}/api/v1/schedule?windowId=${windowId}&limit=200`)).json()).units as Array<{ _id: string; state: string }>)
        .filter((unit) => unit.state === 'OPEN')
        .map((unit) => unit._id);
      return { windowId, unitIds };
    };

    // One maker at a time first, on another site's window: what an application costs without a crowd.
    const quiet = await openWindow('YONGSIN', 3, 50);
    const quietLatencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const token = signAccessToken({ sub: members[i]!, scope: ['member'] }, { privateKey, expiresIn: 600_000 });
      const started = performance.now();
      const answer = await fetch(`${stack.url}/api/v1/apply/applications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...json },
        body: JSON.stringify({ unitIds: [quiet.unitIds[0]], item: '울 코트 샘플', quantity: 20, phone: '01012345678', agreeRules: true }),
      });
      await answer.text();
      quietLatencies.push(performance.now() - started);
    }
    const quietP50 = percentile(quietLatencies, 50);
    line(`one at a time (10 applications in a row): p50 ${quietP50.toFixed(0)} ms, max ${Math.max(...quietLatencies).toFixed(0)} ms (load average ${loadavg()[0]!.toFixed(1)})`);

    const windowOpenedAt = new Date().toISOString();
    const { windowId, unitIds } = await openWindow('DAPSIMNI', RUSH.days, RUSH.unitCapacity);
    line(`window open: ${unitIds.length} units × ${RUSH.unitCapacity} places = ${unitIds.length * RUSH.unitCapacity} places; quota ${RUSH.memberQuota} per member; waitlist ${RUSH.waitlistSize} per unit`);

    // Each maker asks for three different days at once, half of them ready to wait in line.
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const plan: PlannedRequest[] = [];
    members.forEach((memberId, i) => {
      const token = signAccessToken({ sub: memberId, username: `rush${i}`, name: `메이커${i}`, scope: ['member'] }, { privateKey, expiresIn: 600_000 });
      const chosen = new Set<string>();
      while (chosen.size < Math.min(RUSH.requestsPerMember, unitIds.length)) chosen.add(unitIds[Math.floor(random() * unitIds.length)]!);
      const at = random() * RUSH.spreadMs;
      for (const unitId of chosen) {
        plan.push({
          at: at + random() * 50,
          method: 'POST',
          path: '/api/v1/apply/applications',
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 250)}` },
          body: { unitIds: [unitId], item: '울 코트 샘플', quantity: 20, markerLengthCm: 320, plies: 20, phone: '01012345678', agreeRules: true, joinWaitlist: i % 2 === 0 },
        });
      }
    });

    line(`firing ${plan.length} applications from ${members.length} makers within ${RUSH.spreadMs / 1000} s over ${RUSH.connections} connections…`);
    const processPorts = { gateway: ports.gateway, applications: ports.applications, 'applications (2nd)': ports.second, users: ports.users, admin: ports.admin, content: ports.content };
    const readAnswered = async () => new Map(await Promise.all(Object.entries(processPorts).map(async ([name, port]) => [name, await answeredByRoute(port)] as const)));
    const answeredBefore = await readAnswered();
    const cpuBefore = cpuByProcess();
    const run = await runPlannedLoad(stack.url, plan, RUSH.connections);
    const rushEndedAt = Date.now();
    const rushCpu = cpuBetween(cpuBefore, cpuByProcess());
    const answeredDuring = answeredBetween(answeredBefore, await readAnswered());
    const latencies = run.answers.filter((answer) => answer.status > 0).map((answer) => answer.latencyMs);
    const counts = statusCounts(run.answers);
    const serverErrors = run.answers.filter((answer) => answer.status >= 500 || answer.status === 0).length;
    const noAnswer = run.answers.filter((answer) => answer.status === 0);
    const codeOf = (body: string) => {
      try {
        return (JSON.parse(body) as { code?: string }).code ?? '';
      } catch {
        return '';
      }
    };
    const refusals = new Map<string, number>();
    for (const answer of run.answers.filter((a) => a.status === 409 || a.status === 403)) {
      const code = codeOf(answer.body) || String(answer.status);
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    }
    const placed = run.answers.filter((answer) => answer.status === 202).length;
    const decidedAtOnce = run.answers.filter((answer) => answer.status === 201 || answer.status === 403 || answer.status === 409).length;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    line(`elapsed ${(run.elapsedMs / 1000).toFixed(2)} s — throughput ${(run.answers.length / (run.elapsedMs / 1000)).toFixed(0)} answers/s`);
    line(`answer latency (a place or a decision): p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(0, ...latencies).toFixed(0)} ms (target p99 < ${RUSH.answerP99TargetMs} ms)`);
    // When the backlog formed: the answers' p50/p99 by the quarter second (of the plan) the request was sent in.
    const byQuarter = new Map<number, number[]>();
    run.answers.forEach((answer, k) => {
      if (answer.status === 0) return;
      const quarter = Math.floor(plan[k]!.at / 250) / 4;
      const list = byQuarter.get(quarter) ?? [];
      list.push(answer.latencyMs);
      byQuarter.set(quarter, list);
    });
    line(`  by when it was sent: ${[...byQuarter].sort(([a], [b]) => a - b).map(([quarter, list]) => `${quarter} s p50 ${percentile(list, 50).toFixed(0)} / p99 ${percentile(list, 99).toFixed(0)} ms`).join('; ')}`);
    line(`CPU during the rush (${(run.elapsedMs / 1000).toFixed(1)} s on ${cpus().length} cores): ${rushCpu}`);
    line(`requests each process answered during the rush: ${answeredDuring}`);
    line(`answers by status: ${[...counts].map(([status, n]) => `${status || 'none'} × ${n}`).join(', ')}`);
    line(`  a place in the waiting room (202) ${placed}, decided at once (201/403/409) ${decidedAtOnce}; refused at once by code: ${[...refusals].map(([code, n]) => `${code} × ${n}`).join(', ') || 'none'}`);
    // One answer of each unexpected status, as said (a 5xx, or a 429 from a throttle the rush should not reach).
    for (const status of [...counts.keys()].filter((status) => status >= 429)) {
      const sample = run.answers.find((answer) => answer.status === status)!;
      line(`a ${status} said: ${sample.body.slice(0, 160)}`);
    }
    if (noAnswer.length) line(`no answer: ${noAnswer.length} (${[...new Set(noAnswer.map((a) => a.error))].join(', ')})`);

    // Every place is decided: each maker's places are read on my page until none waits.
    interface Ticket { _id: string; number: number; status: string; createdAt: string; decidedAt: string | null; unitIds: string[]; applications: Array<{ status: string }>; refusal: { code: string } | null }
    const tokens = members.map((memberId, i) => signAccessToken({ sub: memberId, username: `rush${i}`, scope: ['member'] }, { privateKey, expiresIn: 600_000 }));
    const ticketsOf = new Map<number, Ticket[]>();
    let waiting = members.map((_, i) => i);
    const drainStarted = performance.now();
    while (waiting.length > 0 && performance.now() - drainStarted < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const reads = await runPlannedLoad(
        stack.url,
        waiting.map((i) => ({ at: 0, method: 'GET', path: '/api/v1/me/applications/queue', headers: { authorization: `Bearer ${tokens[i]!}`, 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 250)}` } })),
        50,
      );
      const still: number[] = [];
      reads.answers.forEach((answer, k) => {
        const i = waiting[k]!;
        if (answer.status !== 200) return void still.push(i);
        const tickets = (JSON.parse(answer.body) as { tickets: Ticket[] }).tickets.filter((ticket) => Date.parse(ticket.createdAt) >= Date.parse(windowOpenedAt));
        ticketsOf.set(i, tickets);
        if (tickets.some((ticket) => ticket.status === 'QUEUED')) still.push(i);
      });
      waiting = still;
    }
    const tickets = [...ticketsOf.values()].flat();
    const undecided = tickets.filter((ticket) => ticket.status === 'QUEUED').length;
    const decisionMs = tickets.filter((ticket) => ticket.decidedAt).map((ticket) => Date.parse(ticket.decidedAt!) - Date.parse(ticket.createdAt));
    const lastDecision = Math.max(...tickets.filter((ticket) => ticket.decidedAt).map((ticket) => Date.parse(ticket.decidedAt!)));
    const firstArrival = Math.min(...tickets.map((ticket) => Date.parse(ticket.createdAt)));
    const queueRate = tickets.length / Math.max(0.001, (lastDecision - firstArrival) / 1000);
    // FIRST_COME in arrival order: on each unit, no maker refused for want of a place (or put on the
    // waitlist) arrived before one who was given a place.
    const granted = (ticket: Ticket) => ticket.status === 'TAKEN' && ticket.applications.some((application) => application.status !== 'WAITLISTED');
    const turnedFromPlace = (ticket: Ticket) => (ticket.status === 'REFUSED' && ['UNIT_FULL', 'WAITLIST_FULL'].includes(ticket.refusal?.code ?? '')) || (ticket.status === 'TAKEN' && !granted(ticket));
    const byUnit = new Map<string, Ticket[]>();
    for (const ticket of tickets) for (const unitId of ticket.unitIds) byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), ticket]);
    let inversions = 0;
    for (const list of byUnit.values()) {
      const lastGrant = Math.max(0, ...list.filter(granted).map((ticket) => ticket.number));
      inversions += list.filter((ticket) => turnedFromPlace(ticket) && ticket.number < lastGrant).length;
    }
    const numbersUnique = new Set(tickets.map((ticket) => ticket.number)).size === tickets.length;
    line(`places read back: ${tickets.length} of ${plan.length} (numbers unique: ${numbersUnique}); undecided after ${((performance.now() - drainStarted) / 1000).toFixed(0)} s: ${undecided}`);
    line(`decided while the rush was still being answered: ${tickets.filter((ticket) => ticket.decidedAt && Date.parse(ticket.decidedAt) <= rushEndedAt).length}`);
    line(`arrival → decision: p50 ${percentile(decisionMs, 50).toFixed(0)} ms, p99 ${percentile(decisionMs, 99).toFixed(0)} ms; the queue decided ${queueRate.toFixed(0)} applications/s`);
    line(`database ceiling: one application at a time ${(1000 / quietP50).toFixed(0)}/s (p50 ${quietP50.toFixed(0)} ms) × ${2} instances = ${((2 * 1000) / quietP50).toFixed(0)} decisions/s`);
    line(`grants in arrival order: ${inversions} inversions (a maker turned from a place who arrived before one given it, per unit)`);

    const db = await connectDatabase({ client: 'mysql', url: mysqlUrl, database: `${prefix}applications` });
    let consistency: Consistency;
    try {
      consistency = await consistencyOf(db, windowId, RUSH.memberQuota);
    } finally {
      await db.destroy();
    }
    line(`machine load average during the run (1 min): ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores — figures on a shared box vary with what else runs`);
    line(`connections per applications instance: ${[...(await balancer.handed())].map(([port, n]) => `${port}: ${n}`).join(', ')}`);
    line(
      `consistency: ${consistency.units} units, held ${consistency.held} of ${consistency.capacity} places, overbooked units ${consistency.overbooked}, ` +
        `counter ≠ holders ${consistency.counterMismatches}, units left with free places ${consistency.unitsNotFull}, ` +
        `members over quota ${consistency.overQuota}, usage counter mismatches ${consistency.usageMismatches}, on waitlists ${consistency.waitlisted}`,
    );
    const ok =
      serverErrors === 0 &&
      undecided === 0 &&
      tickets.length >= placed &&
      numbersUnique &&
      inversions === 0 &&
      consistency.overbooked === 0 &&
      consistency.counterMismatches === 0 &&
      consistency.overQuota === 0 &&
      consistency.usageMismatches === 0 &&
      consistency.held === consistency.capacity &&
      p99 < RUSH.answerP99TargetMs;
    line(
      `apply-rush: ${ok ? 'PASS' : 'FAIL'} (zero 5xx: ${serverErrors === 0}, answered p99 < ${RUSH.answerP99TargetMs} ms: ${p99 < RUSH.answerP99TargetMs}, every place decided: ${undecided === 0}, ` +
        `0 inversions: ${inversions === 0}, holds = capacity: ${consistency.held === consistency.capacity}, 0 overbooked: ${consistency.overbooked === 0}, nobody over quota: ${consistency.overQuota === 0})`,
    );
    return ok;
  } finally {
    if (second) await stopInstance(second);
    if (stack) await stack.stop();
    await balancer.close();
    for (const name of SERVICE_NAMES) await dropMysqlDatabase(mysqlUrl, `${prefix}${name}`).catch(() => undefined);
    await dropMysqlDatabase(mysqlUrl, `${prefix}gateway`).catch(() => undefined);
    // The waiting room's tickets and queues live a week in Redis; the bench's are of no use after it.
    if (process.env.REDIS_URL) await deleteRedisKeysUnder(process.env.REDIS_URL, `centre-${prefix}`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await benchApplyRush();
  if (!ok) process.exitCode = 1;
}
