// The launcher's secrets: one internal token per process, and a file of their hashes only, which
// is all a receiving service reads.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { INTERNAL_CALLERS, ensureGeneratedSecrets, internalCallersFrom, internalTokenHash, keyPaths, readServiceConfig } from '../src/index.ts';

t.test('one token per process; services are given hashes only', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-keys-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  t.same(ensureGeneratedSecrets(dataDir), { created: true });
  const paths = keyPaths(dataDir);
  const tokens = INTERNAL_CALLERS.map((name) => readFileSync(paths.internalTokens[name], 'utf8').trim());
  t.equal(new Set(tokens).size, INTERNAL_CALLERS.length, 'every process has a token of its own');
  for (const name of INTERNAL_CALLERS) t.equal(statSync(paths.internalTokens[name]).mode & 0o077, 0, `${name}'s token is private to its owner`);

  const hashesFile = readFileSync(paths.internalCallers, 'utf8');
  for (const token of tokens) t.notOk(hashesFile.includes(token), 'the hash file holds no token');

  const config = readServiceConfig('users', { DATA_DIR: dataDir });
  t.equal(config.internalToken, tokens[INTERNAL_CALLERS.indexOf('users')], 'a service presents its own token');
  t.equal(config.internalCallers.gateway, internalTokenHash(tokens[0]!), "and knows the gateway's by hash");
  t.notOk(Object.values(config.internalCallers).some((value) => tokens.includes(value)), 'no token among what it accepts');

  t.same(ensureGeneratedSecrets(dataDir), { created: false }, 'kept on the next start');
  t.equal(readFileSync(paths.internalTokens.gateway, 'utf8').trim(), tokens[0]);
});

t.test('INTERNAL_CALLERS from the environment, checked', async (t) => {
  const hash = internalTokenHash('x');
  t.same(internalCallersFrom({ INTERNAL_CALLERS: `gateway=${hash}` }, '/nonexistent'), { gateway: hash });
  t.throws(() => internalCallersFrom({ INTERNAL_CALLERS: 'gateway=plain-token' }, '/nonexistent'), /SHA-256/);
  t.throws(() => internalCallersFrom({ INTERNAL_CALLERS: `mallory=${hash}` }, '/nonexistent'), /must be one of/);
  t.throws(() => internalCallersFrom({}, '/nonexistent/internal-callers.json'), /INTERNAL_CALLERS is not set/);
});

t.test('a service reading the callers while the gateway makes sure of the secrets never reads a part of the file', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-keys-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  ensureGeneratedSecrets(dataDir);
  const paths = keyPaths(dataDir);
  const expected = internalCallersFrom({}, paths.internalCallers);
  // The gateway's start (gateway/src/server.ts) beside the services' starts, over and over, in
  // another process: with a plain write, a read between its truncation and its write found nothing.
  const source = `import { ensureGeneratedSecrets } from ${JSON.stringify(new URL('../src/keys.ts', import.meta.url).href)};
    process.send('ready');
    const until = Date.now() + 1500;
    while (Date.now() < until) ensureGeneratedSecrets(${JSON.stringify(dataDir)});`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  let reads = 0;
  const failures: string[] = [];
  while (child.exitCode === null) {
    try {
      if (JSON.stringify(internalCallersFrom({}, paths.internalCallers)) !== JSON.stringify(expected)) failures.push('different hashes');
    } catch (error) {
      failures.push((error as Error).message);
    }
    reads += 1;
    if (reads % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  t.equal(await exited, 0, 'the writer finished');
  t.ok(reads > 100, `read ${reads} times meanwhile`);
  t.same(failures.slice(0, 3), [], `every read found the whole file (${failures.length} of ${reads} did not)`);
});
