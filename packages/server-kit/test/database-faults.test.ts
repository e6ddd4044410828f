// A dropped database connection or a database that is away: services answer 503 (never a 500,
// never a hang, never a crash) and recover by themselves when it is back. MySQL only (MYSQL_URL).
import { createServer, connect, type Server, type Socket } from 'node:net';
import t from 'tap';
import knex from 'knex';
import { createServiceApp, isDatabaseUnavailable } from '../src/index.ts';
import { freshDatabase, testSigningKeys, TEST_INTERNAL_TOKEN } from '../src/testing.ts';

const mysqlUrl = process.env.MYSQL_URL;

t.test('what counts as the database being unavailable', async (t) => {
  t.ok(isDatabaseUnavailable({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true }));
  t.ok(isDatabaseUnavailable({ code: 'ECONNREFUSED' }));
  t.ok(isDatabaseUnavailable({ name: 'KnexTimeoutError' }));
  t.notOk(isDatabaseUnavailable({ code: 'ER_DUP_ENTRY' }), 'a bad write is not an outage');
  t.notOk(isDatabaseUnavailable(new Error('boom')));
});

/** A TCP relay in front of MariaDB that the test can cut (every connection dropped, none accepted) and restore. */
async function cuttableRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 3306), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  await open();
  return {
    url: () => `mysql://${target.username ? `${target.username}${target.password ? `:${target.password}` : ''}@` : ''}127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

t.test('MySQL connections killed on the server, then the database away: 503 meanwhile, recovery after', { skip: !mysqlUrl && 'MYSQL_URL not set' }, async (t) => {
  const relay = await cuttableRelay(new URL(mysqlUrl!));
  t.teardown(() => relay.cut());
  const database = await freshDatabase('mysql', 'dbfaults');
  t.teardown(() => database.dispose());
  const config = { ...database.config, url: relay.url() } as typeof database.config;
  const app = await createServiceApp({
    service: 'content',
    migrations: [],
    database: config,
    jwtPublicKey: testSigningKeys().publicKey,
    internalToken: TEST_INTERNAL_TOKEN,
  });
  t.teardown(() => app.close());
  app.get('/api/v1/rows', async () => ({ one: ((await app.db.raw('select 1 as one')) as Array<Array<{ one: number }>>)[0]![0]!.one }));
  t.equal((await app.inject('/api/v1/rows')).statusCode, 200);

  // 1. Every connection of this database killed on the server (as a DBA or a failover would).
  const admin = knex({ client: 'mysql2', connection: mysqlUrl! });
  t.teardown(() => admin.destroy());
  const dbName = (database.config as { database: string }).database;
  const [ids] = (await admin.raw('select id from information_schema.processlist where db = ?', [dbName])) as [Array<{ id: number }>];
  t.ok(ids.length > 0, 'the service holds connections');
  for (const { id } of ids) await admin.raw('KILL ?', [id]);
  const afterKill: number[] = [];
  for (let i = 0; i < 10; i++) {
    const response = await app.inject('/api/v1/rows');
    afterKill.push(response.statusCode);
    if (response.statusCode !== 200) t.match(response.json(), { statusCode: 503, error: 'Service Unavailable' });
    if (response.statusCode === 200) break;
  }
  t.ok(afterKill.every((code) => code === 200 || code === 503), `after KILL only 200 or 503 (${afterKill})`);
  t.equal(afterKill.at(-1), 200, 'the pool reconnected by itself');

  // 2. The database away: 503 with Retry-After, in bounded time, and /readyz says unavailable.
  await relay.cut();
  const started = Date.now();
  const away = await app.inject('/api/v1/rows');
  t.equal(away.statusCode, 503, 'away: 503');
  t.equal(away.headers['retry-after'], '5');
  t.match(away.json(), { statusCode: 503, error: 'Service Unavailable', message: /database/ });
  t.ok(Date.now() - started < 8000, `answered in ${Date.now() - started} ms, not a hang`);
  t.equal((await app.inject('/readyz')).statusCode, 503);

  // 3. Back: requests recover without restarting the service.
  await relay.restore();
  let recovered = false;
  for (let i = 0; i < 20 && !recovered; i++) {
    recovered = (await app.inject('/api/v1/rows')).statusCode === 200;
    if (!recovered) await new Promise((r) => setTimeout(r, 250));
  }
  t.ok(recovered, 'answers 200 again once the database is back');
});
