// The launcher's secrets: one internal token per process, and a file of their hashes only, which
// is all a receiving service reads; during a rotation, two hashes per caller.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { INTERNAL_CALLERS, createServiceApp, ensureGeneratedSecrets, internalCallersFrom, internalTokenHash, keyPaths, readServiceConfig } from '../src/index.ts';
import { freshDatabase, serviceOptionsForTest } from '../src/testing.ts';

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
  t.notOk(Object.values(config.internalCallers).flat().some((value) => tokens.includes(value)), 'no token among what it accepts');

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

t.test('a rotation: a caller named twice is accepted with either token, never a third', async (t) => {
  const [old, current] = [internalTokenHash('old-token'), internalTokenHash('new-token')];
  t.same(internalCallersFrom({ INTERNAL_CALLERS: `gateway=${current},gateway=${old},admin=${current}` }, '/nonexistent'), { gateway: [current, old], admin: current });
  t.same(internalCallersFrom({ INTERNAL_CALLERS: `gateway=${current},gateway=${current}` }, '/nonexistent'), { gateway: current }, 'the same hash twice is one');
  t.throws(() => internalCallersFrom({ INTERNAL_CALLERS: `gateway=${current},gateway=${old},gateway=${internalTokenHash('third')}` }, '/nonexistent'), /more than 2 hashes/);
  t.throws(() => internalCallersFrom({ INTERNAL_CALLERS: `gateway=${current},gateway=plain` }, '/nonexistent'), /SHA-256/, 'each hash is checked');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-keys-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  writeFileSync(path.join(dataDir, 'callers.json'), JSON.stringify({ gateway: [current, old], content: old }));
  t.same(internalCallersFrom({}, path.join(dataDir, 'callers.json')), { gateway: [current, old], content: old }, 'and in the hash file, as a list');

  const database = await freshDatabase('sqlite', 'rotation');
  t.teardown(() => database.dispose());
  const app = await createServiceApp({
    ...serviceOptionsForTest(database.config),
    internalCallers: internalCallersFrom({ INTERNAL_CALLERS: `gateway=${current},gateway=${old},content=${internalTokenHash('content-token')}` }, '/nonexistent'),
    service: 'rotation',
    migrations: [],
  });
  t.teardown(() => app.close());
  app.get('/internal/who', async (request) => ({ caller: request.internalCaller }));
  app.get('/internal/gateway-only', { config: { internalCallers: ['gateway'] } }, async (request) => ({ caller: request.internalCaller }));
  await app.ready();
  const ask = (url: string, token: string) => app.inject({ url, headers: { [INTERNAL_TOKEN_HEADER]: token } });
  for (const token of ['old-token', 'new-token']) {
    const response = await ask('/internal/who', token);
    t.equal(response.statusCode, 200, `the gateway's ${token} is accepted`);
    t.same(response.json(), { caller: 'gateway' });
    t.equal((await ask('/internal/gateway-only', token)).statusCode, 200, `${token}: on a gateway-only route too`);
  }
  t.equal((await ask('/internal/who', 'third-token')).statusCode, 404, 'a token of neither generation is refused');
  t.equal((await ask('/internal/who', 'content-token')).statusCode, 200, 'another caller keeps its one token');
  t.equal((await ask('/internal/gateway-only', 'content-token')).statusCode, 404, 'and is still refused where only the gateway may call');
});
