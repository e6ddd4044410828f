import t from 'tap';
import { startTestGateway } from './helpers/gateway.ts';
import { startEchoUpstream } from './helpers/upstream.ts';

t.test('/healthz says the process is alive', async (t) => {
  const app = await startTestGateway(t);
  const response = await app.inject('/healthz');
  t.equal(response.statusCode, 200);
  t.same(response.json(), { status: 'ok', service: 'gateway' });
});

t.test('/readyz reports each service but stays ready while its own database answers', async (t) => {
  const content = await startEchoUpstream(t);
  const app = await startTestGateway(t, { services: { content: content.url } });
  const response = await app.inject('/readyz');
  t.equal(response.statusCode, 200);
  t.same(response.json(), {
    status: 'ok',
    service: 'gateway',
    database: 'up',
    services: { content: 'up', applications: 'down', users: 'down', admin: 'down' },
  });
});

t.test('/readyz is 503 when the gateway cannot reach its own database', async (t) => {
  const app = await startTestGateway(t);
  await app.db.destroy();
  const response = await app.inject('/readyz');
  t.equal(response.statusCode, 503);
  t.match(response.json(), { statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' });
});
