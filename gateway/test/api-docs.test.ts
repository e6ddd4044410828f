// /api/docs when services are missing: the gateway still answers its own routes' document, names
// the services that did not answer, and asks them again after a short while (not five minutes).
import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp as buildAdmin } from '../../services/admin/src/app.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { closedPort } from './helpers/ports.ts';

t.test('a service that was down is in the document once it is up and the short keep has passed', async (t) => {
  const clock = controllableClock('2026-11-27T00:00:00.000Z');
  const adminPort = await closedPort();
  const gateway = await startTestGateway(t, { services: { admin: `http://127.0.0.1:${adminPort}` }, overrides: { clock } });

  const alone = await gateway.inject('/api/docs/openapi.json');
  t.equal(alone.statusCode, 200, 'answered with every service down');
  t.match(alone.headers['content-type'], /^application\/json/);
  const document = alone.json() as { paths: Record<string, unknown>; 'x-unavailable-services'?: string[] };
  t.same(document['x-unavailable-services']?.sort(), ['admin', 'applications', 'auction', 'content', 'fairs', 'shop', 'users']);
  t.ok(Object.keys(document.paths).length > 0 && Object.keys(document.paths).every((path) => path.startsWith('/api/auth/')), "the gateway's own sign-in routes");

  const database = await freshDatabase('sqlite', 'api_docs_admin');
  t.teardown(() => database.dispose());
  const admin = await buildAdmin({ ...serviceOptionsForTest(database.config), worker: { intervalMs: 0 } });
  t.teardown(() => admin.close());
  await admin.listen({ host: '127.0.0.1', port: adminPort });

  clock.advance(5_000);
  const kept = (await gateway.inject('/api/docs/openapi.json')).json() as { 'x-unavailable-services'?: string[] };
  t.ok(kept['x-unavailable-services']?.includes('admin'), 'within the short keep, the same document');
  clock.advance(6_000);
  const staff = bearer(signAccessToken({ scope: ['console'] }));
  const later = (await gateway.inject({ url: '/api/docs/openapi.json', headers: staff })).json() as { paths: Record<string, unknown>; 'x-unavailable-services'?: string[] };
  t.notOk(later['x-unavailable-services']?.includes('admin'), 'then the admin service is asked again');
  t.ok(later.paths['/api/console/audit'], 'and its routes are in (for staff: they are console routes)');
});
