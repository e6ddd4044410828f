// npm start keeps the site up when one service dies: the launcher restarts it with back-off, the
// gateway answers its routes with 503 JSON meanwhile, every other route keeps answering.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { startStack } from '../../infra/stack.ts';
import { nextRestartDelay } from '../../infra/supervisor.ts';

t.test('restart back-off: 0.5 s doubling to 30 s, quick again after a process stayed up', async (t) => {
  t.equal(nextRestartDelay(null, 100), 500);
  t.equal(nextRestartDelay(500, 100), 1000);
  t.equal(nextRestartDelay(16_000, 100), 30_000);
  t.equal(nextRestartDelay(30_000, 100), 30_000);
  t.equal(nextRestartDelay(30_000, 31_000), 500, 'reset after 30 s up');
});

t.test('a service killed under load is restarted; other routes answer 200 throughout; its routes recover within seconds', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-supervision-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const stack = await startStack({
    freePorts: true,
    output: 'ignore',
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Staff-supervise-1!', DB_CLIENT: 'sqlite', REDIS_URL: '', API_RATE_LIMIT: '100000' },
    // (the load comes from one address: lift the per-address API limit)
  });
  t.teardown(() => stack.stop());
  const other = `${stack.url}/api/v1/space?limit=8`;
  const victim = `${stack.url}/api/v1/apply/limitations`;
  t.equal((await fetch(other)).status, 200, 'content answers before');
  t.equal((await fetch(victim)).status, 200, 'applications answers before');

  // A bounded load on another service's route, four clients in parallel, while the victim dies.
  // Each client paces itself (a few ms between requests): the gateway answers this route from its
  // kept answers so fast that unpaced clients would take the CPU the restarting service needs on
  // a small machine, and the test would measure the machine rather than the recovery.
  const otherStatuses: number[] = [];
  let loading = true;
  const deadline = Date.now() + 30_000;
  const load = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (loading && Date.now() < deadline) {
        const response = await fetch(other).catch(() => null);
        otherStatuses.push(response?.status ?? 0);
        await response?.arrayBuffer();
        await new Promise((r) => setTimeout(r, 5));
      }
    }),
  );

  const killed = stack.supervisor.current('applications')!;
  const killedPid = killed.pid;
  await new Promise((r) => setTimeout(r, 300));
  killed.kill('SIGKILL');
  const killedAt = Date.now();

  // The service's own health, asked directly beside the gateway's route: the gateway's recovery is
  // measured from the moment the new process answers, so a slow start on a loaded machine (two
  // stacks starting at once under `-j2`) is not taken for a gateway that failed to recover.
  const serviceHealth = `${stack.env.APPLICATIONS_URL}/healthz`;
  const victimStatuses: number[] = [];
  let recoveredAfterMs = -1;
  let serviceUpAfterMs = -1;
  while (Date.now() - killedAt < 45_000) {
    if (serviceUpAfterMs < 0 && (await fetch(serviceHealth).catch(() => null))?.ok) serviceUpAfterMs = Date.now() - killedAt;
    const response = await fetch(victim);
    victimStatuses.push(response.status);
    if (response.status === 503 && !victimStatuses.slice(0, -1).includes(503)) {
      t.match(await response.json(), { statusCode: 503, error: 'Service Unavailable' }, '503 JSON while it is away');
    } else await response.arrayBuffer();
    if (response.status === 200 && victimStatuses.includes(503)) {
      recoveredAfterMs = Date.now() - killedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 300));
  loading = false;
  await load;

  t.ok(victimStatuses.includes(503), 'its routes answered 503 while it was away');
  t.ok(recoveredAfterMs > 0 && recoveredAfterMs < 30_000, `its routes recovered after ${recoveredAfterMs} ms (restart included), without restarting the gateway`);
  const serviceUp = serviceUpAfterMs < 0 ? recoveredAfterMs : serviceUpAfterMs;
  t.ok(recoveredAfterMs - serviceUp < 1_500, `the gateway answered from the new process ${recoveredAfterMs - serviceUp} ms after it was up (${serviceUp} ms after the kill)`);
  t.ok(otherStatuses.length > 20, `other route was loaded (${otherStatuses.length} requests)`);
  t.same([...new Set(otherStatuses)], [200], `every request to the other route answered 200 (${[...new Set(otherStatuses)]})`);
  t.match(stack.supervisor.restarts, [{ name: 'applications', signal: 'SIGKILL', delayMs: 500 }], 'the launcher restarted it and said why');
  t.not(stack.supervisor.current('applications')!.pid, killedPid, 'a new process');
});
