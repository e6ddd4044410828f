// Backups (MySQL): dump every database of the platform, wipe them, restore — every table comes back
// row for row, and the product works on the restored data (a member signs in through the gateway).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import knex from 'knex';
import { dropMysqlDatabase } from '@centre/server-kit';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { signInThroughGateway } from '../../e2e/api/stack.ts';
import { migrateOnce } from '../../infra/migrate.ts';
import { startStack } from '../../infra/stack.ts';
import { dump, platformDatabases, restore } from '../backup.ts';

const mysqlUrl = process.env.MYSQL_URL;

t.test('dump, wipe, restore: the data and the product come back', { skip: mysqlUrl ? false : 'MYSQL_URL is not set' }, async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'centre-backup-'));
  const env = {
    DATA_DIR: path.join(dir, 'data'),
    DB_CLIENT: 'mysql',
    MYSQL_URL: mysqlUrl,
    MYSQL_DATABASE_PREFIX: `t_bk_${randomBytes(3).toString('hex')}_`,
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'Backup-test-2026!',
    ADMIN_TWO_STEP_REQUIRED: 'false',
  };
  const databases = platformDatabases(env);
  const url = new URL(mysqlUrl as string);
  const server = knex({ client: 'mysql2', connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username || 'root'), password: decodeURIComponent(url.password) }, pool: { min: 0, max: 2 } });
  t.teardown(async () => {
    await server.destroy();
    for (const database of databases) await dropMysqlDatabase(mysqlUrl as string, database);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every table of every platform database with its row count. */
  const fingerprint = async () => {
    const tables = (await server('information_schema.tables').select({ schema: 'table_schema', table: 'table_name' }).whereIn('table_schema', databases).orderBy(['table_schema', 'table_name'])) as Array<{ schema: string; table: string }>;
    const counts: Record<string, number> = {};
    for (const { schema, table } of tables) counts[`${schema}.${table}`] = Number(((await server.raw(`SELECT COUNT(*) AS n FROM \`${schema}\`.\`${table}\``)) as [Array<{ n: number }>])[0][0]?.n);
    return counts;
  };

  await migrateOnce(env, env.DATA_DIR);
  const before = await fingerprint();
  t.ok(Object.keys(before).length > 20, `${Object.keys(before).length} tables`);
  t.ok(before[`${env.MYSQL_DATABASE_PREFIX}users.users`]! > 1, 'members and staff');

  const file = path.join(dir, 'backup.sql');
  await dump(file, env);
  t.ok(statSync(file).size > 10_000, 'a dump was written');

  for (const database of databases) await dropMysqlDatabase(mysqlUrl as string, database);
  t.same(await fingerprint(), {}, 'wiped');

  await restore(file, env);
  t.same(await fingerprint(), before, 'every table back, row for row');

  const stack = await startStack({ freePorts: true, output: 'ignore', env });
  t.teardown(() => stack.stop());
  t.equal(stack.staffPassword, null, 'the staff account came back with the data (none created)');
  const member = await signInThroughGateway(stack, 'sewing01', DEMO_MEMBER_PASSWORD);
  const profile = await fetch(`${stack.url}/api/v1/me/profile`, { headers: member.headers });
  t.equal(profile.status, 200, 'a member signs in and reads their profile on the restored data');
  t.match(await profile.json(), { profile: { username: 'sewing01' } });
});
