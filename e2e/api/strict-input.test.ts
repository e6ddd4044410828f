// The input rules of every service, checked on the real apps: body schemas are strict (from each
// service's own route table, so a new route cannot ship a loose one), bodies are not coerced,
// query strings hold one string per parameter, and private answers are never stored by a cache.
import t from 'tap';
import { CONSOLE_SCOPE, INTERNAL_AUDIT_PATH, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { freshDatabase, serviceOptionsForTest, signAccessToken, bearer, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
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
import { concreteUrl, strictnessProblems } from './schema-rules.ts';

const builders = { content: buildContent, applications: buildApplications, users: buildUsers, admin: buildAdmin, auction: buildAuction, fairs: buildFairs, shop: buildShop };

const staff = bearer(signAccessToken({ scope: ['member', CONSOLE_SCOPE] }));

/**
 * Routes allowed a loose body schema for a while, each with the reason. Empty: every route is held
 * to the rule. A route listed here that is already strict fails the test, so the list cannot go stale.
 */
const NOT_YET_STRICT: Record<string, string> = {};

for (const [name, build] of Object.entries(builders)) {
  t.test(`${name}: every body schema is strict, every private answer no-store`, async (t) => {
    const database = await freshDatabase('sqlite', name);
    t.teardown(() => database.dispose());
    const app = await build(serviceOptionsForTest(database.config));
    t.teardown(() => app.close());
    await app.ready();

    for (const route of app.routeTable.filter((entry) => entry.schema?.body !== undefined)) {
      const key = `${name} ${route.method} ${route.url}`;
      const problems = strictnessProblems(route.schema!.body);
      if (NOT_YET_STRICT[key]) {
        t.ok(problems.length > 0, `${key} is strict now: remove it from NOT_YET_STRICT`);
      } else {
        t.same(problems, [], `${key}: body schema is strict`);
      }
    }

    const privateRoutes = app.routeTable.filter((entry) => /^\/api\/(console|v1\/me)(\/|$)/.test(entry.url));
    for (const route of privateRoutes) {
      const url = concreteUrl(route.url);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const headers of [{}, staff]) {
        const response = await app.inject({ method: route.method as 'GET', url, headers, payload });
        t.equal(response.headers['cache-control'], 'no-store', `${route.method} ${route.url} (${response.statusCode}) is no-store`);
      }
    }
  });
}

t.test('bodies are not coerced and refuse unknown properties', async (t) => {
  const content = await freshDatabase('sqlite', 'content');
  const admin = await freshDatabase('sqlite', 'admin');
  t.teardown(() => Promise.all([content.dispose(), admin.dispose()]));
  const contentApp = await buildContent(serviceOptionsForTest(content.config));
  const adminApp = await buildAdmin(serviceOptionsForTest(admin.config));
  t.teardown(() => Promise.all([contentApp.close(), adminApp.close()]));

  const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });
  const banner = { code: 'MAIN', title: text('봄 강좌'), description: text(''), alt: text('재단 작업'), image: '/api/v1/files/a.png', link: null, order: 1 };
  const post = (payload: unknown) => contentApp.inject({ method: 'POST', url: '/api/console/banners', headers: staff, payload: payload as object });

  t.equal((await post(banner)).statusCode, 201, 'a well-formed banner is created');
  for (const [why, payload] of [
    ['null where a string is expected (was stored as "")', { ...banner, title: { ...banner.title, en: null } }],
    ['a number sent as text (was read as 1)', { ...banner, order: '1' }],
    ['an unknown property in localised text (was dropped silently)', { ...banner, title: { ...banner.title, fr: 'Printemps' } }],
  ] as const) {
    const response = await post(payload);
    t.equal(response.statusCode, 400, why);
    t.match(response.json(), { statusCode: 400, message: /\S/ }, `${why}: a message says what is wrong`);
  }
  const stored = await contentApp.inject({ method: 'GET', url: '/api/console/banners', headers: staff });
  t.equal(stored.json().banners.length, 1, 'nothing was written by the refused requests');

  const entry = { actorId: 'a', actorName: 'Staff', service: 'content', action: 'create', resource: '/api/console/banners', requestId: 'r1' };
  const record = (payload: object) => adminApp.inject({ method: 'POST', url: INTERNAL_AUDIT_PATH, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload });
  t.equal((await record(entry)).statusCode, 201, 'a well-formed audit entry is recorded');
  t.equal((await record({ ...entry, actorId: null })).statusCode, 400, 'audit: null is not an empty actor id');
  t.equal((await record({ ...entry, extra: 'x' })).statusCode, 400, 'audit: an unknown property is refused');
});

t.test('query strings: one string per parameter, on real routes of the content service', async (t) => {
  const content = await freshDatabase('sqlite', 'content');
  t.teardown(() => content.dispose());
  const app = await buildContent(serviceOptionsForTest(content.config));
  t.teardown(() => app.close());

  t.equal((await app.inject('/api/v1/center/notifications?limit=2&offset=0')).statusCode, 200, 'a plain query is answered');
  for (const [url, headers] of [
    ['/api/v1/center/notifications?limit=1&limit=2', {}],
    ['/api/v1/center/notifications?limit[]=1', {}],
    ['/api/v1/center/notifications?keyword[$ne]=x', {}],
    ['/api/v1/center/notifications?keyword=a&keyword=b', {}],
    ['/api/v1/banners/MAIN?code=A&code=B', {}],
    ['/api/v1/banners/MAIN?x[]=1', {}],
    ['/api/console/banners?code=MAIN&code=SUB', staff],
    ['/api/console/banners?limit[0]=1', staff],
  ] as const) {
    const response = await app.inject({ url, headers });
    t.equal(response.statusCode, 400, url);
    t.match(response.json(), { statusCode: 400, message: /query parameter/ }, `${url}: the message names the parameter`);
  }
  t.equal((await app.inject('/api/console/banners?code=A&code=B')).statusCode, 401, 'the guard still answers first for an anonymous caller');
});
