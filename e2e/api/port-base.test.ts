// PORT_BASE moves every port of the launcher at once; a refusal names every port that is taken.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { startStack } from '../../infra/stack.ts';

const listenOn = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

t.test('npm start refuses with every taken port of PORT_BASE named, and how to move them', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-port-base-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  // A base in the test range, with its gateway port and users port (base+23) taken.
  const base = 20_000 + Math.floor(Math.random() * 10_000);
  const taken = [await listenOn(base), await listenOn(base + 23)];
  t.teardown(() => taken.forEach((server) => server.close()));
  await t.rejects(
    startStack({ output: 'ignore', env: { DATA_DIR: dataDir, PORT_BASE: String(base), PORT: '', USERS_PORT: '', CONTENT_PORT: '', APPLICATIONS_PORT: '', ADMIN_PORT: '' } }),
    { message: new RegExp(`Ports ${base} \\(gateway\\), ${base + 23} \\(users\\) already in use.*PORT_BASE`) },
  );
});
