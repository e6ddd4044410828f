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
  const otherStatuses: number[] = [];
  let loading = true;
  const deadline = Date.now() + 30_000;
  const load = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (loading && Date.now() < deadline) {
        const response = await fetch(other).catch(() => null);
        otherStatuses.push(response?.status ?? 0);
        await response?.arrayBuffer();
      }
    }),
  );

  const killed = stack.supervisor.current('applications')!;
  const killedPid = killed.pid;
  await new Promise((r) => setTimeout(r, 300));
  killed.kill('SIGKILL');
  const killedAt = Date.now();

  const victimStatuses: number[] = [];
  let recoveredAfterMs = -1;
  while (Date.now() - killedAt < 20_000) {
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
  t.ok(recoveredAfterMs > 0 && recoveredAfterMs < 10_000, `its routes recovered after ${recoveredAfterMs} ms, without restarting the gateway`);
  t.ok(otherStatuses.length > 20, `other route was loaded (${otherStatuses.length} requests)`);
  t.same([...new Set(otherStatuses)], [200], `every request to the other route answered 200 (${[...new Set(otherStatuses)]})`);
  t.match(stack.supervisor.restarts, [{ name: 'applications', signal: 'SIGKILL', delayMs: 500 }], 'the launcher restarted it and said why');
  t.not(stack.supervisor.current('applications')!.pid, killedPid, 'a new process');
});
