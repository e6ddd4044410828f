// How long a stopping process lets its open connections finish (SHUTDOWN_DRAIN_MS), and that the
// drain gives up on an idle keep-alive connection when that time is over instead of waiting for
// the client to close it.
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { DRAIN_MS, drainConnections, drainMsFrom } from '../src/index.ts';

t.test('SHUTDOWN_DRAIN_MS: the default, a value, and a wrong value refused', async (t) => {
  t.equal(drainMsFrom({}), DRAIN_MS, 'unset: the default');
  t.equal(drainMsFrom({ SHUTDOWN_DRAIN_MS: '' }), DRAIN_MS, 'empty: the default');
  t.equal(drainMsFrom({ SHUTDOWN_DRAIN_MS: '200' }), 200);
  t.equal(drainMsFrom({ SHUTDOWN_DRAIN_MS: '0' }), 0, 'no drain at all');
  t.throws(() => drainMsFrom({ SHUTDOWN_DRAIN_MS: 'soon' }), /SHUTDOWN_DRAIN_MS must be a whole number/);
  t.throws(() => drainMsFrom({ SHUTDOWN_DRAIN_MS: '-5' }), /SHUTDOWN_DRAIN_MS/);
});

t.test('an idle keep-alive connection is left to the client until the drain time is over', async (t) => {
  const server = createServer((_request, response) => response.end('ok'));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  t.teardown(() => agent.destroy());
  const { port } = server.address() as AddressInfo;

  const answer = await new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
  t.same(answer, { connection: 'keep-alive', body: 'ok' }, 'answered on a connection kept open');
  const open = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
  t.equal(open, 1, 'the client keeps its connection, idle');

  const started = Date.now();
  await drainConnections(server, 200);
  // Not a speed target: the bound only tells 200 ms from the 5 s default, with room for a busy host.
  t.ok(Date.now() - started < DRAIN_MS / 2, 'the drain gave up after its own time, not the default\'s');
  const stillOpen = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
  t.equal(stillOpen, 1, 'the drain ended at its time with the idle connection still there (the close that follows ends it)');
});
