// The console's page registry (mf-console/src/console-pages.tsx) and the import boundaries of the
// console's source. No browser needed: the registry is data, and the route table is matched with
// react-router's own matcher. The menu each role sees must be what the permission table allows,
// every page's API must be one a rule covers, and every route must lead to its own page.
// (Test files here cannot import .tsx, so the route table is read from the registry as routes.tsx reads it.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { matchRoutes, type RouteObject } from 'react-router';
import { LOCALES, STAFF_ROLES, type StaffRole } from '@centre/contracts';
import { CONSOLE_HOME, CONSOLE_PAGES, MENU_GROUPS, consoleMenu, consoleRouteTable, mayOpenPage, permissionOf, type ConsolePage } from '../../mf-console/src/console-pages.ts';
import { CONSOLE_RESOURCES } from '../../mf-console/src/features/content/resources.ts';
import { ROOT } from '../../infra/stack.ts';

const pageByKey = (key: string): ConsolePage => CONSOLE_PAGES.find((page) => page.key === key)!;
const menuKeys = (payload: Parameters<typeof consoleMenu>[0]) => consoleMenu(payload).flatMap((group) => group.entries.map((entry) => entry.key));

t.test('every page has its own key and path, and an API a permission rule covers', async (t) => {
  t.equal(new Set(CONSOLE_PAGES.map((page) => page.key)).size, CONSOLE_PAGES.length, 'keys are unique');
  t.equal(new Set(CONSOLE_PAGES.map((page) => page.path)).size, CONSOLE_PAGES.length, 'paths are unique');
  for (const page of CONSOLE_PAGES) t.not(permissionOf(page), null, `${page.key}: ${page.api} is in CONSOLE_PERMISSION_TABLE`);
  for (const resource of Object.values(CONSOLE_RESOURCES)) {
    const path = resource.route.replace(/^\/console\//, '');
    for (const suffix of ['', '/trash', '/create', '/:id']) {
      t.ok(CONSOLE_PAGES.some((page) => page.path === `${path}${suffix}`), `${resource.key}: ${path}${suffix} is a page`);
    }
  }
});

t.test('menu labels and group headings exist in every language', async (t) => {
  for (const locale of LOCALES) {
    const texts = JSON.parse(readFileSync(path.join(ROOT, `mf-console/src/i18n/${locale}.json`), 'utf8')) as { nav: Record<string, string>; navGroups: Record<string, string> };
    for (const page of CONSOLE_PAGES.filter((page) => page.menu)) t.ok(texts.nav[page.menu!.replace(/^nav\./, '')], `${locale}: ${page.menu}`);
    for (const group of MENU_GROUPS) t.ok(texts.navGroups[group], `${locale}: navGroups.${group}`);
  }
});

t.test('each role sees the pages the permission table gives it, in menu order', async (t) => {
  const expected: Record<StaffRole, string[]> = {
    ADMINISTRATOR: CONSOLE_PAGES.filter((page) => page.menu).map((page) => page.key),
    CONTENT_EDITOR: ['dashboard', 'notifications', 'businesses', 'faqs', 'questions', 'boards', 'forms', 'education', 'gallery', 'contact-messages', 'form-submissions', 'banners', 'popups', 'terms', 'password'],
    FACILITY_STAFF: ['dashboard', 'spaces', 'equipment', 'apply', 'schedule', 'users', 'levels', 'withdrawals', 'messages', 'practices', 'password'],
    PROGRAM_STAFF: ['dashboard', 'advice-requests', 'advisors', 'advice-sessions', 'fairs', 'makers', 'auction-programs', 'auction-works', 'auction-authors', 'password'],
    SHOP_STAFF: ['dashboard', 'shop-review', 'shop-products', 'shop-orders', 'shop-categories', 'shop-coupons', 'shop-loyalty', 'shop-points', 'shop-sales', 'password'],
  };
  for (const role of STAFF_ROLES) t.same(menuKeys({ role }), expected[role], role);
  t.same(menuKeys({ role: 'ADMINISTRATOR', twoStep: 'ENROL' }), ['password'], 'before two-step set-up: the password page alone');
  t.same(menuKeys({}), [], 'a token without a role: nothing');
  t.same(menuKeys(null), [], 'no session: nothing');
  t.same(
    consoleMenu({ role: 'FACILITY_STAFF' }).map((group) => group.group),
    ['home', 'facilities', 'applications', 'members', 'messages', 'support', 'account'],
    'groups without a page for the role are left out',
  );
});

t.test('pages reached from another page are refused as their list is', async (t) => {
  const editor = { role: 'CONTENT_EDITOR' } as const;
  const facility = { role: 'FACILITY_STAFF' } as const;
  for (const key of ['user-create', 'user', 'window-edit', 'holidays', 'apply-settings', 'staff-create', 'message-send']) t.notOk(mayOpenPage(editor, pageByKey(key)), `content editor: not ${key}`);
  for (const key of ['notifications-create', 'notifications-edit', 'notifications-trash', 'question']) t.ok(mayOpenPage(editor, pageByKey(key)), `content editor: ${key}`);
  for (const key of ['holidays', 'window-create', 'user', 'user-create', 'message']) t.ok(mayOpenPage(facility, pageByKey(key)), `facility staff: ${key}`);
  for (const key of ['staff-edit', 'notifications-edit', 'setting']) t.notOk(mayOpenPage(facility, pageByKey(key)), `facility staff: not ${key}`);
});

t.test('the route table has one route per page, each leading to its own page', async (t) => {
  // As routes.tsx renders the table: under /console, with the not-found route last.
  const table = consoleRouteTable();
  const routes: RouteObject[] = [
    { path: 'console', children: [...table.map(({ index, path }, i) => (index ? { index: true, id: String(i) } : { path, id: String(i) })), { path: '*', id: 'not-found' }] },
  ];
  const pageAt = (pathname: string) => {
    const id = matchRoutes(routes, pathname)?.at(-1)?.route.id;
    return id === undefined || id === 'not-found' ? undefined : table[Number(id)]!.page;
  };
  t.equal(pageAt('/console'), CONSOLE_HOME, '/console opens the dashboard');
  for (const page of CONSOLE_PAGES) {
    const pathname = `/console/${page.path.replace(':id', '0190f1c2-aaaa-7bbb-8ccc-123456789abc')}`;
    t.equal(pageAt(pathname)?.key, page.key, pathname);
  }
  t.equal(pageAt('/console/no-such-page'), undefined, 'an unknown address is not a page (the not-found route)');
});

t.test('features import no other feature, and shared components import no feature', async (t) => {
  const src = path.join(ROOT, 'mf-console/src');
  const files = (readdirSync(src, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
  const crossings: string[] = [];
  for (const file of files) {
    const [top, feature] = file.split(path.sep);
    if (top !== 'features' && top !== 'components') continue;
    const source = readFileSync(path.join(src, file), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.relative(src, path.resolve(path.dirname(path.join(src, file)), specifier!)).split(path.sep);
      if (target[0] !== 'features') continue;
      if (top === 'components' || target[1] !== feature) crossings.push(`${file} → ${target.join('/')}`);
    }
  }
  t.same(crossings, [], 'no crossing imports');
});
