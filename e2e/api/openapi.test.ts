// OpenAPI documents from the routes' own schemas. Every public, member and console route of every
// service has its schemas (params where its URL has some, a body where it takes one, its answers)
// and is in its service's document; the gateway merges the documents at /api/docs: public and
// member routes for anyone, console routes only for staff.
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { apiFamilyOf, OPENAPI_INTERNAL_PATH, type ServiceName } from '@centre/server-kit';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { buildApp as buildContent } from '../../services/content/src/app.ts';
import { buildApp as buildApplications } from '../../services/applications/src/app.ts';
import { buildApp as buildUsers } from '../../services/users/src/app.ts';
import { buildApp as buildAdmin } from '../../services/admin/src/app.ts';
import { buildApp as buildShop } from '../../services/shop/src/app.ts';
import { buildApp as buildFairs } from '../../services/fairs/src/app.ts';
import { buildApp as buildAuction } from '../../services/auction/src/app.ts';
import { startTestGateway } from '../../gateway/test/helpers/gateway.ts';

const builders = {
  content: buildContent,
  applications: buildApplications,
  users: buildUsers,
  admin: buildAdmin,
  shop: buildShop,
  fairs: buildFairs,
  auction: buildAuction,
} as const satisfies Record<ServiceName, unknown>;

/**
 * Routes whose missing schema part is known and why. A route that is not here and lacks a part
 * fails the test: add its schema (or, for a body checked in the handler, config.documentedBody;
 * for an upload, config.documentedUpload; for a POST that reads nothing, config.noBody).
 */
const KNOWN_GAPS: Record<string, string> = {
  // Multipart uploads: their fields are read by the file store, not a JSON schema.
  'content POST /api/console/files body': 'multipart upload',
  'content POST /api/console/files/documents body': 'multipart upload',
  'content POST /api/console/boards/thumb body': 'multipart upload',
  'content POST /api/v1/me/inquires body': 'multipart form (text fields and images)',
  'content POST /api/v1/me/inquires/:id/images body': 'multipart upload',
  'users POST /api/v1/users body': 'multipart sign-up form (fields and documents)',
  'users POST /api/v1/users/:_id/businessRegistration body': 'multipart upload',
  'users POST /api/v1/users/:_id/employmentCertificate body': 'multipart upload',
  'users POST /api/v1/users/:_id/logo body': 'multipart upload',
  'users POST /api/v1/users/:_id/photo body': 'multipart upload',
  // Actions named by their URL that read no body.
  'applications POST /api/v1/me/applications/:id/cancel body': 'reads no body',
  'applications POST /api/console/apply/limitations/:id/close body': 'reads no body',
  'applications POST /api/v1/me/applications/ical body': 'reads no body',
  'applications POST /api/v1/me/applications/calendar body': 'reads no body',
  'users POST /api/console/users/:id/reactivate body': 'reads no body',
  'users POST /api/console/staff/:id/two-step/reset body': 'reads no body',
  'users POST /api/console/password/two-step/enrolment body': 'reads no body',
  'admin POST /api/console/messages/:id/retry body': 'reads no body',
  // Answers that are files or empty, with no response schema.
  'content GET /api/v1/files/:name params': 'file download (wildcard-like name)',
  'content GET /api/v1/files/:name response': 'file download',
  'content GET /api/v1/me/inquires/:id/images/:name response': 'file download',
  'content GET /api/console/center/questions/:id/images/:name response': 'file download',
  'content GET /api/console/forms/:form/submissions/:id/file response': 'file download',
  'content GET /api/v1/forms/:form/files/:name response': 'file download',
  'auction GET /api/v1/auction/files/:name response': 'file download',
  'shop GET /api/v1/shop/images/:name response': 'file download',
  'shop GET /api/v1/shop/reviews/:id/images/:imageId response': 'file download',
  'applications GET /api/v1/lawyers/photos/:name response': 'file download',
  'applications GET /api/v1/me/consultations/:id/attachments/:attachmentId response': 'file download',
  'applications GET /api/console/advice/requests/:id/attachments/:attachmentId response': 'file download',
  'auction GET /api/console/auction/programs/:id/results.csv response': 'CSV download',
  'users GET /api/console/users/export.csv response': 'CSV download',
  'users GET /api/v1/me/files/:id success response': 'file download (only its 404 has a schema)',
  'users GET /api/console/users/:id/files/:fileId success response': 'file download (only its 404 has a schema)',
  'content DELETE /api/v1/me/inquires/:id response': 'empty answer without a schema',
  'applications DELETE /api/v1/me/applications/ical response': 'empty answer without a schema',
  'applications DELETE /api/v1/me/applications/calendar response': 'empty answer without a schema',
};

interface Operation {
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  responses?: Record<string, unknown>;
}
type Document = { paths: Record<string, Record<string, Operation>>; tags?: Array<{ name: string }>; 'x-unavailable-services'?: string[] };

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

const listening: Partial<Record<ServiceName, string>> = {};
/** Closed when the whole file ends: the services stay up for the gateway's test. */
const closers: Array<() => Promise<unknown>> = [];
t.teardown(async () => {
  for (const close of closers.reverse()) await close();
});
const documents: Partial<Record<ServiceName, Document>> = {};

for (const [name, build] of Object.entries(builders) as Array<[ServiceName, (typeof builders)[ServiceName]]>) {
  t.test(`${name}: every public, member and console route has its schemas and is documented`, async (t) => {
    const database = await freshDatabase('sqlite', `openapi_${name}`);
    closers.push(() => database.dispose());
    const app = await build(serviceOptionsForTest(database.config));
    closers.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    listening[name] = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const refused = await app.inject({ url: OPENAPI_INTERNAL_PATH });
    t.equal(refused.statusCode, 404, 'the document is internal');
    const answer = await app.inject({ url: OPENAPI_INTERNAL_PATH, headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } });
    t.equal(answer.statusCode, 200);
    const document = answer.json() as Document & { openapi: string };
    t.match(document.openapi, /^3\./, 'OpenAPI 3');
    documents[name] = document;

    const gaps = new Set<string>();
    let checked = 0;
    for (const route of app.routeTable) {
      const family = apiFamilyOf(route.url);
      if (!family) {
        t.notOk(document.paths[openApiPath(route.url)], `${route.url} is not documented`);
        continue;
      }
      checked += 1;
      const schema = route.schema ?? {};
      const problems: string[] = [];
      if (/:[A-Za-z_]/.test(route.url) && !schema.params) problems.push('params');
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !schema.body && !route.documentedBody && !route.documentedUpload && !route.noBody) problems.push('body');
      if (!schema.response) problems.push('response');
      else if (!Object.keys(schema.response).some((status) => /^2/.test(status))) problems.push('success response');
      for (const part of problems) {
        const key = `${name} ${route.method} ${route.url} ${part}`;
        if (KNOWN_GAPS[key]) gaps.add(key);
        else t.fail(`${route.method} ${route.url} has no ${part} schema`);
      }
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      t.ok(operation, `${route.method} ${route.url} is documented`);
      if (!operation) continue;
      t.same(operation.tags, [family], `${route.method} ${route.url} is tagged ${family}`);
      if (family !== 'public') t.same(operation.security, [{ bearer: [] }], `${route.method} ${route.url} asks for a bearer token`);
      if (schema.body || route.documentedBody) t.ok(operation.requestBody, `${route.method} ${route.url} documents its body`);
      if (schema.response && !problems.includes('success response')) t.ok(Object.keys(operation.responses ?? {}).some((status) => /^2/.test(status)), `${route.method} ${route.url} documents a success answer`);
    }
    for (const key of Object.keys(KNOWN_GAPS).filter((gap) => gap.startsWith(`${name} `))) {
      t.ok(gaps.has(key), `known gap still there (else remove it from the list): ${key}`);
    }
    t.comment(`${name}: ${checked} routes checked, ${gaps.size} known gaps`);
  });
}

t.test('the gateway merges the documents at /api/docs: console routes for staff only', async (t) => {
  const gateway = await startTestGateway(t, { services: listening });
  const anyone = await gateway.inject({ url: '/api/docs/openapi.json' });
  t.equal(anyone.statusCode, 200);
  const publicDocument = anyone.json() as Document;
  t.notOk(publicDocument['x-unavailable-services'], 'every service gave its document');
  const publicPaths = Object.keys(publicDocument.paths);
  t.ok(publicPaths.includes('/api/v1/center/notifications'), 'a content public route');
  t.ok(publicPaths.includes('/api/v1/apply/applications'), 'an applications route');
  t.ok(publicPaths.some((path) => path.startsWith('/api/v1/me/')), 'member routes');
  t.ok(publicPaths.some((path) => path.startsWith('/api/auth/')), "the gateway's own sign-in routes");
  t.notOk(publicPaths.some((path) => path.startsWith('/api/console')), 'no console route for anyone');
  t.notOk(publicPaths.some((path) => path.startsWith('/internal') || path === '/metrics' || path === '/healthz'), 'nothing internal');

  const member = await gateway.inject({ url: '/api/docs/openapi.json', headers: bearer(signAccessToken({ scope: ['member'] })) });
  t.notOk(Object.keys((member.json() as Document).paths).some((path) => path.startsWith('/api/console')), 'nor for a member');
  t.equal(member.headers['cache-control'], 'no-store');

  const staff = await gateway.inject({ url: '/api/docs/openapi.json', headers: bearer(signAccessToken({ scope: ['console'], role: 'CONTENT_EDITOR' })) });
  t.equal(staff.statusCode, 200);
  const staffPaths = Object.keys((staff.json() as Document).paths);
  t.ok(staffPaths.includes('/api/console/audit'), 'staff see the console routes');
  for (const [service, document] of Object.entries(documents)) {
    for (const path of Object.keys(document.paths)) t.ok(staffPaths.includes(path), `${service} ${path} is in the merged document`);
  }

  const forged = await gateway.inject({ url: '/api/docs/openapi.json', headers: { authorization: 'Bearer not.a.token' } });
  t.equal(forged.statusCode, 401, 'a token that does not verify is refused');

  const page = await gateway.inject({ url: '/api/docs' });
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-type'], /text\/html/);
  t.match(page.body, /swagger-ui-bundle\.js/);
  const csp = String(page.headers['content-security-policy']);
  t.match(csp, /script-src 'self';/, 'the page runs only scripts of this origin');
  t.notMatch(csp, /default-src 'none'/, 'not the API answers’ CSP, which would show a blank page');
  const script = await gateway.inject({ url: '/api/docs/static/swagger-initializer.js' });
  t.equal(script.statusCode, 200);
  const pageDocument = await gateway.inject({ url: '/api/docs/json' });
  t.same(Object.keys((pageDocument.json() as Document).paths), publicPaths, "the page's document is the same, for anyone");
});
