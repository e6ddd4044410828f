// SIGTERM under load (autocannon): in-flight requests finish, new ones are refused cleanly
// (connection refused or a 503, never a reset), and every process exits within 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import autocannon from 'autocannon';
import { startStack } from '../../infra/stack.ts';

interface LoadOutcome {
  statuses: Map<number, number>;
  errors: Map<string, number>;
}

interface Load {
  /** Resolves once the load has had this many 200 answers (false if the deadline came first). */
  answered(count: number, deadlineMs: number): Promise<boolean>;
  /** Ends the load and gives what it counted. */
  stop(): Promise<LoadOutcome>;
}

/**
 * An autocannon run that goes on until stopped; counts every answer by status and every failed
 * request by error code. The signal is sent once the load has been answered, not after a fixed
 * pause: on a busy CI machine a restarted process may need several seconds to answer at all.
 */
function load(url: string): Load {
  const outcome: LoadOutcome = { statuses: new Map(), errors: new Map() };
  const instance = autocannon({ url, connections: 8, duration: 120, timeout: 10 });
  instance.on('response', (_client: unknown, status: number) => outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1));
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    outcome.errors.set(code, (outcome.errors.get(code) ?? 0) + 1);
  });
  const done = new Promise<LoadOutcome>((resolve) => instance.on('done', () => resolve(outcome)));
  return {
    async answered(count, deadlineMs) {
      const deadline = Date.now() + deadlineMs;
      while ((outcome.statuses.get(200) ?? 0) < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return (outcome.statuses.get(200) ?? 0) >= count;
    },
    stop() {
      instance.stop();
      return done;
    },
  };
}

/** Load seen before the signal, then a second of refusals after the process is gone. */
const ANSWERED_BEFORE = 50;

const RESETS = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'];

t.test('SIGTERM under load: no reset, clean refusals, exits within 10 s', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-sigterm-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const stack = await startStack({
    freePorts: true,
    output: 'ignore',
    // The load comes from one address: lift the per-address API limit.
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Staff-sigterm-1!', DB_CLIENT: 'sqlite', REDIS_URL: '', API_RATE_LIMIT: '100000000' },
  });
  let stopped = false;
  t.teardown(() => (stopped ? undefined : stack.stop()));

  // 1. One service, loaded directly, is sent SIGTERM.
  const service = load(`http://127.0.0.1:${stack.ports.content}/api/v1/space?limit=8`);
  t.ok(await service.answered(ANSWERED_BEFORE, 30_000), 'the service answered the load before the signal');
  const content = stack.supervisor.current('content')!;
  const signalled = Date.now();
  const exited = new Promise<number>((resolve) => content.once('exit', () => resolve(Date.now() - signalled)));
  content.kill('SIGTERM');
  const serviceExitMs = await exited;
  await new Promise((r) => setTimeout(r, 1000));
  const serviceOutcome = await service.stop();
  t.ok(serviceExitMs < 10_000, `the service exited ${serviceExitMs} ms after SIGTERM`);
  t.ok((serviceOutcome.statuses.get(200) ?? 0) >= ANSWERED_BEFORE, `answered under load before (${serviceOutcome.statuses.get(200)} × 200)`);
  t.same([...serviceOutcome.statuses.keys()].filter((status) => status !== 200 && status !== 503), [], 'only 200, or 503 while closing');
  t.same(RESETS.filter((code) => serviceOutcome.errors.has(code)), [], `no request was reset (errors: ${JSON.stringify([...serviceOutcome.errors])})`);

  // The launcher restarts the service (supervisor.ts); wait for it before loading the gateway.
  let restartedStatus = 0;
  for (let i = 0; i < 400 && restartedStatus !== 200; i++) {
    restartedStatus = (await fetch(`${stack.url}/api/v1/space?limit=8`)).status;
    if (restartedStatus !== 200) await new Promise((r) => setTimeout(r, 150));
  }
  t.equal(restartedStatus, 200, 'the restarted service answers through the gateway');
  t.match(stack.supervisor.restarts, [{ name: 'content', code: 0 }], 'the launcher restarted the stopped service');

  // 2. The whole stack is stopped while the gateway is under load.
  const gateway = load(`${stack.url}/api/v1/space?limit=8`);
  t.ok(await gateway.answered(ANSWERED_BEFORE, 30_000), 'the gateway answered the load before the stop');
  const stopping = Date.now();
  await stack.stop();
  stopped = true;
  const stopMs = Date.now() - stopping;
  await new Promise((r) => setTimeout(r, 1000));
  const gatewayOutcome = await gateway.stop();
  t.ok(stopMs < 10_000, `every process exited within ${stopMs} ms`);
  t.ok((gatewayOutcome.statuses.get(200) ?? 0) >= ANSWERED_BEFORE, `answered under load before (${gatewayOutcome.statuses.get(200)} × 200)`);
  t.same([...gatewayOutcome.statuses.keys()].filter((status) => status !== 200 && status !== 503), [], 'only 200, or 503 while closing');
  t.same(RESETS.filter((code) => gatewayOutcome.errors.has(code)), [], `no request was reset (errors: ${JSON.stringify([...gatewayOutcome.errors])})`);
});
