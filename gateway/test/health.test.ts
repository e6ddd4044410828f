import t from 'tap';
import { TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { startTestGateway } from './helpers/gateway.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

const INTERNAL = { 'x-internal-token': TEST_INTERNAL_TOKEN };

t.test('/healthz says the process is alive', async (t) => {
  const app = await startTestGateway(t);
  const response = await app.inject('/healthz');
  t.equal(response.statusCode, 200);
  t.same(response.json(), { status: 'ok', service: 'gateway' });
});

t.test('/readyz reports each service to internal callers but stays ready while its own database answers', async (t) => {
  const content = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: content.url } });
  const response = await app.inject({ url: '/readyz', headers: INTERNAL });
  t.equal(response.statusCode, 200);
  t.same(response.json(), {
    status: 'ok',
    service: 'gateway',
    database: 'up',
    overloaded: false,
    services: { content: 'up', applications: 'down', users: 'down', admin: 'down', shop: 'down', fairs: 'down', auction: 'down' },
  });
});

t.test('/readyz tells the public only its status: no services, no database, not even with a wrong token', async (t) => {
  const content = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: content.url } });
  const anyone = await app.inject('/readyz');
  t.equal(anyone.statusCode, 200);
  t.same(anyone.json(), { status: 'ok' });
  const forged = await app.inject({ url: '/readyz', headers: { 'x-internal-token': `${TEST_INTERNAL_TOKEN}x` } });
  t.same(forged.json(), { status: 'ok' });
});

t.test('/readyz is 503 when the gateway cannot reach its own database', async (t) => {
  const app = await startTestGateway(t);
  await app.db.destroy();
  const publicAnswer = await app.inject('/readyz');
  t.equal(publicAnswer.statusCode, 503);
  t.same(publicAnswer.json(), { status: 'unavailable' });
  const internal = await app.inject({ url: '/readyz', headers: INTERNAL });
  t.equal(internal.statusCode, 503);
  t.match(internal.json(), { status: 'unavailable', database: 'down' });
});
