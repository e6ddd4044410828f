// Every route of every service is guarded by its URL family and reachable through the gateway,
// checked route by route from each service's own route table: a new route cannot ship without its
// scope check, its gateway prefix, or the no-store its guard family sets (refusals included).
import t from 'tap';
import { freshDatabase, serviceOptionsForTest, signAccessToken, bearer } from '@centre/server-kit/testing';
import { buildApp as buildContent } from '../../services/content/src/app.ts';
import { buildApp as buildApplications } from '../../services/applications/src/app.ts';
import { buildApp as buildUsers } from '../../services/users/src/app.ts';
import { buildApp as buildAdmin } from '../../services/admin/src/app.ts';
// Exhibitions and the auction.
import { buildApp as buildAuction } from '../../services/auction/src/app.ts';
// fairs
import { buildApp as buildFairs } from '../../services/fairs/src/app.ts';
// The makers' shop.
import { buildApp as buildShop } from '../../services/shop/src/app.ts';
import { ROUTES_TABLE } from '../../gateway/src/routes-table.ts';

const builders = { content: buildContent, applications: buildApplications, users: buildUsers, admin: buildAdmin, auction: buildAuction, fairs: buildFairs, shop: buildShop };

const SAMPLE_ID = '0190a5a0-0000-7000-8000-000000000abc';
const member = bearer(signAccessToken({ scope: ['member'] }));

const GUARDED_ELSEWHERE = [
  { service: 'applications', method: 'GET', url: '/api/v1/apply/applications' },
  { service: 'applications', method: 'POST', url: '/api/v1/apply/applications' },
  // Public Q&A (issue 27): members write beside the public reads.
  { service: 'content', method: 'POST', url: '/api/v1/center/questions' },
  { service: 'content', method: 'PUT', url: '/api/v1/center/questions/0190a5a0-0000-7000-8000-000000000001' },
  { service: 'content', method: 'DELETE', url: '/api/v1/center/questions/0190a5a0-0000-7000-8000-000000000001' },
  { service: 'content', method: 'POST', url: '/api/v1/boards' },
  { service: 'content', method: 'PUT', url: '/api/v1/boards/0190a5a0-0000-7000-8000-000000000001' },
  { service: 'content', method: 'DELETE', url: '/api/v1/boards/0190a5a0-0000-7000-8000-000000000001' },
  { service: 'content', method: 'POST', url: '/api/v1/editor' },
  { service: 'content', method: 'POST', url: '/api/v1/forms/0190a5a0-0000-7000-8000-000000000001/file' },
  // Exhibitions and the auction: bidding and registration need a member outside /api/v1/me.
  { service: 'auction', method: 'POST', url: '/api/v1/auction/works/0190a5a0-0000-7000-8000-000000000abc/bids' },
  { service: 'auction', method: 'PUT', url: '/api/v1/auction/works/0190a5a0-0000-7000-8000-000000000abc/bids/0190a5a0-0000-7000-8000-000000000abc' },
  { service: 'auction', method: 'DELETE', url: '/api/v1/auction/works/0190a5a0-0000-7000-8000-000000000abc/bids/0190a5a0-0000-7000-8000-000000000abc' },
  { service: 'auction', method: 'GET', url: '/api/v1/auction/programs/0190a5a0-0000-7000-8000-000000000abc/registration' },
  { service: 'auction', method: 'PUT', url: '/api/v1/auction/programs/0190a5a0-0000-7000-8000-000000000abc/registration' },
  // fairs: an exhibitor's own fair products
  { service: 'fairs', method: 'POST', url: `/api/v1/fairs/${SAMPLE_ID}/products` },
  { service: 'fairs', method: 'PUT', url: `/api/v1/fairs/${SAMPLE_ID}/products/${SAMPLE_ID}` },
  { service: 'fairs', method: 'DELETE', url: `/api/v1/fairs/${SAMPLE_ID}/products/${SAMPLE_ID}` },
] as const;

export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, SAMPLE_ID);
}

for (const [name, build] of Object.entries(builders)) {
  t.test(name, async (t) => {
    const database = await freshDatabase('sqlite', name);
    t.teardown(() => database.dispose());
    const app = await build(serviceOptionsForTest(database.config));
    t.teardown(() => app.close());
    await app.ready();

    const consoleRoutes = app.routeTable.filter((r) => r.url.startsWith('/api/console'));
    // The member family as server-kit's guard reads it: /api/v1/message is a public route, not /api/v1/me.
    const memberRoutes = app.routeTable.filter((r) => r.url === '/api/v1/me' || r.url.startsWith('/api/v1/me/'));
    const internalRoutes = app.routeTable.filter((r) => r.url.startsWith('/internal'));
    t.ok(consoleRoutes.length > 0, `${name} has console routes to check`);

    for (const route of consoleRoutes) {
      const request = { method: route.method as 'GET', url: concreteUrl(route.url), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} };
      const anonymous = await app.inject(request);
      t.equal(anonymous.statusCode, 401, `${route.method} ${route.url} without a token`);
      t.equal(anonymous.headers['cache-control'], 'no-store', `${route.method} ${route.url} is never cached`);
      const asMember = await app.inject({ ...request, headers: member });
      t.equal(asMember.statusCode, 403, `${route.method} ${route.url} with a member token`);
      t.equal(asMember.headers['cache-control'], 'no-store', `${route.method} ${route.url} refused to a member is never cached`);
    }
    for (const route of memberRoutes) {
      const anonymous = await app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
      t.equal(anonymous.statusCode, 401, `${route.method} ${route.url} without a token`);
      t.equal(anonymous.headers['cache-control'], 'no-store', `${route.method} ${route.url} is never cached`);
    }
    // The gateway must route every public, member and console URL to the service that serves it.
    for (const route of app.routeTable.filter((r) => r.url.startsWith('/api/'))) {
      // The most specific prefix wins, as in the gateway's router (/api/console/statistics/shop → shop).
      const owner = ROUTES_TABLE.filter((entry) => route.url === entry.prefix || route.url.startsWith(`${entry.prefix}/`)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
      t.equal(owner?.service, name, `${route.method} ${route.url} is proxied to ${name}`);
    }
    for (const route of internalRoutes) {
      const res = await app.inject({ method: route.method as 'GET', url: concreteUrl(route.url), payload: route.method === 'GET' ? undefined : {} });
      t.equal(res.statusCode, 404, `${route.method} ${route.url} without the internal token`);
      t.equal(res.headers['cache-control'], 'no-store', `${route.method} ${route.url} is never cached`);
    }
    // A route outside the member family that still requires a member is guarded the same way.
    for (const route of GUARDED_ELSEWHERE.filter((r) => r.service === name)) {
      const res = await app.inject({ method: route.method, url: route.url, ...(route.method === 'POST' ? { payload: {} } : {}) });
      t.equal(res.statusCode, 401, `${route.method} ${route.url} without a token`);
      t.equal(res.headers['cache-control'], 'no-store', `${route.method} ${route.url} is never cached`);
    }
  });
}
