// Every console page (the menu's pages, each content screen's create page and an edit page) at both
// spec sizes: no serious or critical axe violations, no horizontal scrolling of the page, no page
// errors or failed requests. One page per viewport, moving between routes as the console's own
// links do (no reload), so the remote and axe are loaded once per viewport.
import t from 'tap';
import { APPLY_PATHS, type ConsoleApplicationWindowList, type ConsoleNotificationList, type StaffList } from '@centre/contracts';
import ko from '../../mf-console/src/i18n/ko.json' with { type: 'json' };
import { CONSOLE_PAGES } from '../../mf-console/src/console-pages.ts';
import { CONSOLE_RESOURCES } from '../../mf-console/src/features/content/resources.ts';
import { browserSuite, newPage, watchPageProblems, type ViewportName } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { JOURNEY_SERVICES } from '../api/stack.ts';
import { checkConsolePage, openConsoleSignedIn } from './console-helpers.ts';

const VIEWPORT_NAMES: ViewportName[] = ['desktop', 'phone'];
/** The journeys' services, and those the console's menu pages read beyond them (shop, fairs, auction). */
const SWEEP_SERVICES = [...JOURNEY_SERVICES, 'shop', 'fairs', 'auction'] as const;

await browserSuite(t, async ({ site, browser }) => {
  const token = await staffToken(site);
  const notices = await site.getJson<ConsoleNotificationList>('/api/console/center/notifications?limit=1', { token });
  const staff = await site.getJson<StaffList>('/api/console/staff?limit=1', { token });
  const windows = await site.getJson<ConsoleApplicationWindowList>(`${APPLY_PATHS.consoleLimitations}?limit=1`, { token });
  const practices = await site.getJson<{ practices: Array<{ _id: string }> }>('/api/console/practices?limit=1', { token });
  const advisors = await site.getJson<{ advisors: Array<{ _id: string }> }>('/api/console/advice/advisors?limit=1', { token });
  const paths = [
    ...CONSOLE_PAGES.filter((entry) => entry.menu).map((entry) => `/console/${entry.path}`),
    ...Object.values(CONSOLE_RESOURCES).map((resource) => `${resource.route}/create`),
    ...Object.values(CONSOLE_RESOURCES).filter((resource) => resource.description.trash).map((resource) => `${resource.route}/trash`),
    `/console/center/notifications/${notices.notifications[0]!._id}`,
    '/console/staff/create',
    `/console/staff/${staff.staff[0]!._id}`,
    // The applications screens below /console/apply (the queue and /console/schedule are menu pages).
    '/console/apply/limitations',
    '/console/apply/limitations/create',
    `/console/apply/limitations/${windows.limitations[0]!._id}`,
    '/console/apply/appeals',
    '/console/apply/trainings',
    '/console/apply/settings',
    '/console/schedule/holidays',
    // The support screens reached from their lists (issue 27).
    '/console/advice/settings',
    '/console/advice/advisors/create',
    `/console/advice/advisors/${advisors.advisors[0]!._id}`,
    '/console/practices/create',
    `/console/practices/${practices.practices[0]!._id}`,
    // The auction's forms (its lists are menu pages).
    '/console/auction/programs/create',
    '/console/auction/works/create',
    '/console/auction/authors/create',
    '/console/no-such-page',
  ];

  for (const viewport of VIEWPORT_NAMES) {
    t.test(`console pages at ${viewport} size`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      const problems = watchPageProblems(page);
      await openConsoleSignedIn(page, site, '/console');
      for (const path of paths) {
        t.test(path, async (t) => {
          await checkConsolePage(t, page, problems, path);
          // Every page the menu or a list links to has its screen: only the made-up address is "not found".
          const notFoundHeading = page.getByRole('heading', { name: ko.notFound.title });
          if (path === '/console/no-such-page') {
            // Its screen is a lazy chunk: wait for it rather than count at once (a busy machine is slow to load it).
            await t.resolves(notFoundHeading.waitFor(), `${path}: the not-found page`);
          } else {
            t.equal(await notFoundHeading.count(), 0, `${path}: a real screen`);
          }
        });
      }
    });
  }
}, { services: SWEEP_SERVICES });
