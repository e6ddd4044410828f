// Every console route of every service (and the gateway) falls under a rule of the one permission
// table, so a new route is covered by its URL family the moment it is written; and each role's
// reach is what the table says. Built from the services' real route tables.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { consolePermissionFor, consolePermissionRuleFor, roleMayRequest, STAFF_ROLES, type StaffRole } from '@centre/contracts';
import type { DatabaseConfig } from '@centre/server-kit';
import { freshDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp as buildContent } from '../../services/content/src/app.ts';
import { buildApp as buildApplications } from '../../services/applications/src/app.ts';
import { buildApp as buildUsers } from '../../services/users/src/app.ts';
import { buildApp as buildAdmin } from '../../services/admin/src/app.ts';
import { buildApp as buildAuction } from '../../services/auction/src/app.ts';
// fairs: trade fairs, matching and the maker directory
import { buildApp as buildFairs } from '../../services/fairs/src/app.ts';
// The makers' shop (shop).
import { buildApp as buildShop } from '../../services/shop/src/app.ts';

const filesDir = mkdtempSync(path.join(tmpdir(), 'centre-permission-table-'));
t.teardown(() => rmSync(filesDir, { recursive: true, force: true }));

const builders: Record<string, (database: DatabaseConfig) => Promise<{ consoleRoutes: Array<{ method: string; url: string }>; close(): Promise<unknown> }>> = {
  content: (database) => buildContent({ ...serviceOptionsForTest(database), filesDir: path.join(filesDir, 'content'), inquiryFilesDir: path.join(filesDir, 'inquiries') }),
  applications: (database) => buildApplications(serviceOptionsForTest(database)),
  users: (database) => buildUsers({ ...serviceOptionsForTest(database), filesDir: path.join(filesDir, 'users'), contentUrl: 'http://127.0.0.1:9' }),
  admin: (database) => buildAdmin({ ...serviceOptionsForTest(database), worker: { intervalMs: 0 } }),
  // Exhibitions and the auction.
  auction: (database) => buildAuction({ ...serviceOptionsForTest(database), filesDir: path.join(filesDir, 'auction'), clockTimer: false }),
  // fairs
  fairs: (database) => buildFairs(serviceOptionsForTest(database)),
  // The makers' shop (shop).
  shop: (database) => buildShop({ ...serviceOptionsForTest(database), usersUrl: 'http://127.0.0.1:9' }),
};

for (const [service, build] of Object.entries(builders)) {
  t.test(`${service}: every console route resolves to a permission`, async (t) => {
    const database = await freshDatabase('sqlite', `permission-table-${service}`);
    t.teardown(() => database.dispose());
    const app = await build(database.config);
    t.teardown(() => app.close());
    const routes = app.consoleRoutes.filter((route) => route.method !== 'HEAD');
    t.ok(routes.length > 0, `${service} has console routes`);
    const uncovered = routes.filter((route) => consolePermissionFor(route.method, route.url) === null);
    t.same(uncovered, [], 'no console route outside the permission table');
  });
}

t.test('each role reaches its families and no other', async (t) => {
  const expected: Record<string, Record<StaffRole, boolean>> = {
    'GET /api/console/center/notifications': { ADMINISTRATOR: true, CONTENT_EDITOR: true, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'POST /api/console/popups': { ADMINISTRATOR: true, CONTENT_EDITOR: true, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'PUT /api/console/equipment/:id': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'GET /api/console/apply/limitations': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'GET /api/console/schedule': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'GET /api/console/users': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'PUT /api/console/users/:id': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'POST /api/console/users': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'POST /api/console/users/:id/suspend': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'POST /api/console/users/:id/reactivate': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'PUT /api/console/users/:id/files/:fileId/review': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'POST /api/console/levels': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'POST /api/console/messages/sms': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'GET /api/console/statistics': { ADMINISTRATOR: true, CONTENT_EDITOR: true, FACILITY_STAFF: true, SHOP_STAFF: true, PROGRAM_STAFF: true },
    'GET /api/console/dashboard': { ADMINISTRATOR: true, CONTENT_EDITOR: true, FACILITY_STAFF: true, SHOP_STAFF: true, PROGRAM_STAFF: true },
    'PUT /api/console/setting': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'GET /api/console/audit': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'POST /api/console/staff': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'PUT /api/console/password': { ADMINISTRATOR: true, CONTENT_EDITOR: true, FACILITY_STAFF: true, SHOP_STAFF: true, PROGRAM_STAFF: true },
    'POST /api/console/files': { ADMINISTRATOR: true, CONTENT_EDITOR: true, FACILITY_STAFF: true, SHOP_STAFF: true, PROGRAM_STAFF: true },
    'PUT /api/console/shop/products/:id/approve': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: true, PROGRAM_STAFF: false },
    'GET /api/console/statistics/shop/monthlySales': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: true, PROGRAM_STAFF: false },
    'POST /api/console/fairs': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: true },
    'PUT /api/console/matchings/:id': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: true },
    'POST /api/console/auction/works': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: true },
    'POST /api/console/practices': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: true, SHOP_STAFF: false, PROGRAM_STAFF: false },
    'PUT /api/console/advice/requests/:id/confirm': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: true },
    'GET /api/console/no-such-family': { ADMINISTRATOR: true, CONTENT_EDITOR: false, FACILITY_STAFF: false, SHOP_STAFF: false, PROGRAM_STAFF: false },
  };
  for (const [request, byRole] of Object.entries(expected)) {
    const [method, url] = request.split(' ') as [string, string];
    for (const role of STAFF_ROLES) t.equal(roleMayRequest(role, method, url), byRole[role], `${role} ${request}`);
  }
  t.notOk(roleMayRequest(undefined, 'GET', '/api/console/password'), 'a token without a role reaches nothing');
  t.equal(consolePermissionRuleFor('/api/console/users/0190a5a0-0000-7000-8000-000000000001/files/x/review')?.prefix, '/api/console/users/*/files', 'the most specific rule wins');
  t.equal(consolePermissionRuleFor('/api/console//staff?x=1')?.prefix, '/api/console/staff', 'empty segments and the query do not hide a family');
});
