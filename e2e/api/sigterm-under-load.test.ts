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

/** A bounded autocannon run; counts every answer by status and every failed request by error code. */
function load(url: string, seconds: number): { done: Promise<LoadOutcome> } {
  const outcome: LoadOutcome = { statuses: new Map(), errors: new Map() };
  const instance = autocannon({ url, connections: 8, duration: seconds, timeout: 10 });
  instance.on('response', (_client: unknown, status: number) => outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1));
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    outcome.errors.set(code, (outcome.errors.get(code) ?? 0) + 1);
  });
  return { done: new Promise((resolve) => instance.on('done', () => resolve(outcome))) };
}

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
  const service = load(`http://127.0.0.1:${stack.ports.content}/api/v1/space?limit=8`, 3);
  await new Promise((r) => setTimeout(r, 1000));
  const content = stack.supervisor.current('content')!;
  const signalled = Date.now();
  const exited = new Promise<number>((resolve) => content.once('exit', () => resolve(Date.now() - signalled)));
  content.kill('SIGTERM');
  const serviceExitMs = await exited;
  const serviceOutcome = await service.done;
  t.ok(serviceExitMs < 10_000, `the service exited ${serviceExitMs} ms after SIGTERM`);
  t.ok((serviceOutcome.statuses.get(200) ?? 0) > 50, `answered under load before (${serviceOutcome.statuses.get(200)} × 200)`);
  t.same([...serviceOutcome.statuses.keys()].filter((status) => status !== 200 && status !== 503), [], 'only 200, or 503 while closing');
  t.same(RESETS.filter((code) => serviceOutcome.errors.has(code)), [], `no request was reset (errors: ${JSON.stringify([...serviceOutcome.errors])})`);

  // The launcher restarts the service (supervisor.ts); wait for it before loading the gateway.
  for (let i = 0; i < 100 && (await fetch(`${stack.url}/api/v1/space?limit=8`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 150));
  t.match(stack.supervisor.restarts, [{ name: 'content', code: 0 }], 'the launcher restarted the stopped service');

  // 2. The whole stack is stopped while the gateway is under load.
  const gateway = load(`${stack.url}/api/v1/space?limit=8`, 3);
  await new Promise((r) => setTimeout(r, 1000));
  const stopping = Date.now();
  await stack.stop();
  stopped = true;
  const stopMs = Date.now() - stopping;
  const gatewayOutcome = await gateway.done;
  t.ok(stopMs < 10_000, `every process exited within ${stopMs} ms`);
  t.ok((gatewayOutcome.statuses.get(200) ?? 0) > 50, `answered under load before (${gatewayOutcome.statuses.get(200)} × 200)`);
  t.same([...gatewayOutcome.statuses.keys()].filter((status) => status !== 200 && status !== 503), [], 'only 200, or 503 while closing');
  t.same(RESETS.filter((code) => gatewayOutcome.errors.has(code)), [], `no request was reset (errors: ${JSON.stringify([...gatewayOutcome.errors])})`);
});
