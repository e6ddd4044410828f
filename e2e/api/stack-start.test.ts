// The launcher under the conditions of a parallel test run: a port that was free when it was picked
// is taken, by something that even answers health checks, before our process could listen on it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { startStack } from '../../infra/stack.ts';

t.test('a start that loses a port race starts again on other ports, and never trusts the intruder', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-stack-start-'));
  // An impostor that answers every health check with 200, like another stack's gateway would.
  const impostor: Server = createServer((_request, response) => response.end('{"status":"ok"}'));
  t.teardown(() => {
    impostor.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let stolenPort = 0;
  let picks = 0;
  const stack = await startStack({
    freePorts: true,
    output: 'ignore',
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Staff-race-pass-1!', DB_CLIENT: 'sqlite', SEED_DEMO: 'true' },
    // The first port picked is free when checked and taken while the databases are prepared.
    pickFreePort: async (taken) => {
      picks++;
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const address = probe.address();
          probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
        });
      });
      if (stolenPort === 0) {
        stolenPort = port;
        setTimeout(() => impostor.listen(port, '127.0.0.1'), 200);
      }
      return taken.has(port) ? port + 1 : port;
    },
  });
  t.teardown(() => stack.stop());

  t.ok(picks > 5, `ports were picked again after the lost race (${picks} picks)`);
  t.notOk(Object.values(stack.ports).includes(stolenPort), 'the stolen port is not used');
  const answer = await fetch(`${stack.url}/api/v1/center/notifications?limit=1`);
  t.equal(answer.status, 200, 'the stack that started answers through its own gateway');
  t.equal((await answer.json()).notifications?.length, 1, 'with real content, not the impostor');
});

t.test('when the launcher is killed, its processes do not live on', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-stack-orphan-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const launcher = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/start-then-die.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  t.equal(launcher.signal, 'SIGKILL', 'the launcher died without stopping the stack');
  const ports = JSON.parse(launcher.stdout.trim().split('\n').pop()!) as Record<string, number>;
  const answering = async () =>
    (
      await Promise.all(
        Object.values(ports).map((port) =>
          fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
            () => true,
            () => false,
          ),
        ),
      )
    ).filter(Boolean).length;
  const deadline = Date.now() + 15_000;
  while ((await answering()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  t.equal(await answering(), 0, 'no process of the killed launcher still answers');
});
