// The launcher's settings: demo accounts (published password) only in demo mode, and a staff
// password from ADMIN_PASSWORD only when it meets the password rule — refused before anything starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { connectDatabase, databaseConfigFrom } from '@centre/server-kit';
import { prepareData, startStack } from '../../infra/stack.ts';

function tempDataDir(t: Test) {
  const dir = mkdtempSync(path.join(tmpdir(), 'centre-launcher-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function usernames(env: Record<string, string>, dataDir: string): Promise<string[]> {
  const db = await connectDatabase(databaseConfigFrom(env, 'users', dataDir));
  try {
    return (await db('users').select('username')).map((row: { username: string }) => row.username);
  } finally {
    await db.destroy();
  }
}

t.test('no demo accounts unless SEED_DEMO=true', async (t) => {
  const plain = tempDataDir(t);
  const env = { DB_CLIENT: 'sqlite', ADMIN_PASSWORD: 'Staff-launcher-1!' };
  const prepared = await prepareData(env, plain);
  t.equal(prepared.demoAccounts, false);
  t.same(await usernames(env, plain), ['admin'], 'only the staff account');

  const demo = tempDataDir(t);
  const demoEnv = { ...env, SEED_DEMO: 'true' };
  const preparedDemo = await prepareData(demoEnv, demo);
  t.equal(preparedDemo.demoAccounts, true, 'the launcher is told, and warns');
  t.ok((await usernames(demoEnv, demo)).includes('sewing01'), 'demo members in demo mode');

  await t.rejects(prepareData({ ...env, SEED_DEMO: 'yes please' }, tempDataDir(t)), /SEED_DEMO must be "true" or "false"/);
});

t.test('ADMIN_PASSWORD must meet the password rule', async (t) => {
  for (const weak of ['short1!', 'onlyletters!!', 'NoSymbol12345', '12345678!!']) {
    const dataDir = tempDataDir(t);
    await t.rejects(
      startStack({ freePorts: true, output: 'ignore', env: { DATA_DIR: dataDir, DB_CLIENT: 'sqlite', ADMIN_PASSWORD: weak } }),
      /ADMIN_PASSWORD does not meet the password rule/,
      weak,
    );
  }
});
