// Every console page, described once: where it lives, what it shows, which API family it reads
// (and so which roles may open it), and where the menu lists it. The route table, the side menu
// and the page gate are all generated from this list, so adding a page is one entry here. Plain
// TypeScript (createElement, no JSX) so that tests read it as data.
import { createElement, lazy, type ReactElement } from 'react';
import {
  APPLY_PATHS,
  CONSOLE_AUDIT_PATH,
  CONSOLE_INQUIRIES_PATH,
  CONSOLE_MEMBER_PATHS,
  CONSOLE_MESSAGE_PATHS,
  CONSOLE_SETTING_PATH,
  CONSOLE_STAFF_PATHS,
  STATISTICS_PATH,
  consolePermissionFor,
  type StaffPermission,
} from '@centre/contracts';
import { CONSOLE_RESOURCES, type ConsoleResourceKey } from './features/content/resources.ts';
import { sessionMayRequest, type StaffSession } from './lib/staff-access.ts';

// Every page is its own chunk: a staff member opening the notices does not load the setting form.
const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const ResourceListPage = lazy(() => import('./pages/ResourceListPage.tsx'));
const ResourceEditPage = lazy(() => import('./pages/ResourceEditPage.tsx'));
const ResourceTrashPage = lazy(() => import('./pages/ResourceTrashPage.tsx'));
const SettingPage = lazy(() => import('./pages/SettingPage.tsx'));
const AuditPage = lazy(() => import('./pages/AuditPage.tsx'));
const MessagesPage = lazy(() => import('./pages/MessagesPage.tsx'));
const MessageSendPage = lazy(() => import('./pages/MessageSendPage.tsx'));
const MessageDetailPage = lazy(() => import('./pages/MessageDetailPage.tsx'));
const InquiriesPage = lazy(() => import('./pages/InquiriesPage.tsx'));
const InquiryAnswerPage = lazy(() => import('./pages/InquiryAnswerPage.tsx'));
const MembersPage = lazy(() => import('./pages/MembersPage.tsx'));
const MemberDetailPage = lazy(() => import('./pages/MemberDetailPage.tsx'));
const WithdrawalsPage = lazy(() => import('./pages/WithdrawalsPage.tsx'));
const MemberLevelsPage = lazy(() => import('./pages/MemberLevelsPage.tsx'));
const MemberCreatePage = lazy(() => import('./pages/MemberCreatePage.tsx'));
const StaffPage = lazy(() => import('./pages/StaffPage.tsx'));
const StaffEditPage = lazy(() => import('./pages/StaffEditPage.tsx'));
const PasswordPage = lazy(() => import('./pages/PasswordPage.tsx'));
const ApplyQueuePage = lazy(() => import('./pages/ApplyQueuePage.tsx'));
const ApplyDetailPage = lazy(() => import('./pages/ApplyDetailPage.tsx'));
const ApplyAppealsPage = lazy(() => import('./pages/ApplyAppealsPage.tsx'));
const ApplyTrainingsPage = lazy(() => import('./pages/ApplyTrainingsPage.tsx'));
const ApplySettingsPage = lazy(() => import('./pages/ApplySettingsPage.tsx'));
const WindowsPage = lazy(() => import('./pages/WindowsPage.tsx'));
const WindowEditPage = lazy(() => import('./pages/WindowEditPage.tsx'));
const SchedulePage = lazy(() => import('./pages/SchedulePage.tsx'));
const HolidaysPage = lazy(() => import('./pages/HolidaysPage.tsx'));

/** The menu's groups in the order staff think of their work; a group's heading is `navGroups.<group>`. */
export const MENU_GROUPS = ['home', 'content', 'facilities', 'education', 'applications', 'members', 'messages', 'site', 'account'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export type ConsoleApiPath = `/api/console/${string}`;

export interface ConsolePage {
  /** Names the page; unique. */
  key: string;
  /** Path under /console, as react-router matches it (`:id` for a record). */
  path: string;
  group: MenuGroup;
  /** The screen, loaded with its own chunk on first visit. */
  element: ReactElement;
  /**
   * The console API family the page reads. Whoever may GET it (contracts' CONSOLE_PERMISSION_TABLE)
   * may open the page; the menu hides it from everyone else and the route shows why.
   */
  api: ConsoleApiPath;
  /** Its label in the side menu (`nav.<…>` of the console's texts); absent: reached from another page, not listed. */
  menu?: `nav.${string}`;
}

/** A content resource's four pages (list, trash, create, edit) from its console screen. */
function resourcePages(key: ConsoleResourceKey, group: MenuGroup): ConsolePage[] {
  const screen = CONSOLE_RESOURCES[key];
  const path = screen.route.replace(/^\/console\//, '');
  const api = screen.description.paths.console as ConsoleApiPath;
  // Keys make React start a fresh page when staff move from one resource's list to another's.
  return [
    { key, path, group, api, menu: `nav.${key}`, element: createElement(ResourceListPage, { key, resourceKey: key }) },
    { key: `${key}-trash`, path: `${path}/trash`, group, api, element: createElement(ResourceTrashPage, { key: `${key}-trash`, resourceKey: key }) },
    { key: `${key}-create`, path: `${path}/create`, group, api, element: createElement(ResourceEditPage, { key: `${key}-create`, resourceKey: key }) },
    { key: `${key}-edit`, path: `${path}/:id`, group, api, element: createElement(ResourceEditPage, { key: `${key}-edit`, resourceKey: key }) },
  ];
}

/** A route of the table routes.tsx renders: the home (index) route and one per page. */
export interface ConsoleRoute {
  path?: string;
  index?: true;
  page: ConsolePage;
}

/** Every console page; the menu lists the ones with a label, in this order within their group. */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { key: 'dashboard', path: 'dashboard', group: 'home', api: STATISTICS_PATH, menu: 'nav.dashboard', element: createElement(DashboardPage) },

  ...resourcePages('notifications', 'content'),
  ...resourcePages('businesses', 'content'),
  ...resourcePages('faqs', 'content'),
  { key: 'questions', path: 'center/questions', group: 'content', api: CONSOLE_INQUIRIES_PATH, menu: 'nav.questions', element: createElement(InquiriesPage) },
  { key: 'question', path: 'center/questions/:id', group: 'content', api: CONSOLE_INQUIRIES_PATH, element: createElement(InquiryAnswerPage) },
  ...resourcePages('boards', 'content'),
  ...resourcePages('forms', 'content'),

  ...resourcePages('spaces', 'facilities'),
  ...resourcePages('equipment', 'facilities'),

  ...resourcePages('education', 'education'),
  ...resourcePages('gallery', 'education'),

  { key: 'apply', path: 'apply', group: 'applications', api: APPLY_PATHS.consoleApplications, menu: 'nav.apply', element: createElement(ApplyQueuePage) },
  { key: 'application', path: 'apply/:id', group: 'applications', api: APPLY_PATHS.consoleApplications, element: createElement(ApplyDetailPage) },
  { key: 'windows', path: 'apply/limitations', group: 'applications', api: APPLY_PATHS.consoleLimitations, element: createElement(WindowsPage) },
  { key: 'window-create', path: 'apply/limitations/create', group: 'applications', api: APPLY_PATHS.consoleLimitations, element: createElement(WindowEditPage, { key: 'create' }) },
  { key: 'window-edit', path: 'apply/limitations/:id', group: 'applications', api: APPLY_PATHS.consoleLimitations, element: createElement(WindowEditPage, { key: 'edit' }) },
  { key: 'appeals', path: 'apply/appeals', group: 'applications', api: APPLY_PATHS.consoleAppeals, element: createElement(ApplyAppealsPage) },
  { key: 'trainings', path: 'apply/trainings', group: 'applications', api: APPLY_PATHS.consoleTrainings, element: createElement(ApplyTrainingsPage) },
  { key: 'apply-settings', path: 'apply/settings', group: 'applications', api: APPLY_PATHS.consoleSettings, element: createElement(ApplySettingsPage) },
  { key: 'schedule', path: 'schedule', group: 'applications', api: APPLY_PATHS.consoleSchedule, menu: 'nav.schedule', element: createElement(SchedulePage) },
  { key: 'holidays', path: 'schedule/holidays', group: 'applications', api: APPLY_PATHS.consoleHolidays, element: createElement(HolidaysPage) },

  { key: 'users', path: 'users', group: 'members', api: CONSOLE_MEMBER_PATHS.users, menu: 'nav.users', element: createElement(MembersPage) },
  { key: 'levels', path: 'users/levels', group: 'members', api: CONSOLE_MEMBER_PATHS.levels, menu: 'nav.levels', element: createElement(MemberLevelsPage) },
  { key: 'withdrawals', path: 'users/withdrawals', group: 'members', api: CONSOLE_MEMBER_PATHS.withdrawals, menu: 'nav.withdrawals', element: createElement(WithdrawalsPage) },
  { key: 'user-create', path: 'users/create', group: 'members', api: CONSOLE_MEMBER_PATHS.users, element: createElement(MemberCreatePage) },
  { key: 'user', path: 'users/:id', group: 'members', api: CONSOLE_MEMBER_PATHS.users, element: createElement(MemberDetailPage) },

  { key: 'messages', path: 'messages', group: 'messages', api: CONSOLE_MESSAGE_PATHS.messages, menu: 'nav.messages', element: createElement(MessagesPage) },
  { key: 'message-send', path: 'messages/send', group: 'messages', api: CONSOLE_MESSAGE_PATHS.messages, element: createElement(MessageSendPage) },
  { key: 'message', path: 'messages/:id', group: 'messages', api: CONSOLE_MESSAGE_PATHS.messages, element: createElement(MessageDetailPage) },

  ...resourcePages('banners', 'site'),
  ...resourcePages('popups', 'site'),
  ...resourcePages('terms', 'site'),
  { key: 'setting', path: 'setting', group: 'site', api: CONSOLE_SETTING_PATH, menu: 'nav.setting', element: createElement(SettingPage) },

  { key: 'audit', path: 'audit', group: 'account', api: CONSOLE_AUDIT_PATH, menu: 'nav.audit', element: createElement(AuditPage) },
  { key: 'staff', path: 'staff', group: 'account', api: CONSOLE_STAFF_PATHS.staff, menu: 'nav.staff', element: createElement(StaffPage) },
  { key: 'staff-create', path: 'staff/create', group: 'account', api: CONSOLE_STAFF_PATHS.staff, element: createElement(StaffEditPage, { key: 'create' }) },
  { key: 'staff-edit', path: 'staff/:id', group: 'account', api: CONSOLE_STAFF_PATHS.staff, element: createElement(StaffEditPage, { key: 'edit' }) },
  { key: 'password', path: 'password', group: 'account', api: CONSOLE_STAFF_PATHS.password, menu: 'nav.password', element: createElement(PasswordPage) },
];

/** The page /console itself shows: what needs attention today. */
export const CONSOLE_HOME: ConsolePage = CONSOLE_PAGES.find((page) => page.key === 'dashboard')!;

/** The permission a page needs, from contracts' table (null: no rule covers its API, so administrators alone). */
export function permissionOf(page: ConsolePage): StaffPermission | null {
  return consolePermissionFor('GET', page.api);
}

/** Whether the signed-in staff member may open `page`. */
export function mayOpenPage(payload: StaffSession, page: ConsolePage): boolean {
  return sessionMayRequest(payload, 'GET', page.api);
}

export interface MenuEntry {
  key: string;
  /** Path under /console. */
  path: string;
  label: `nav.${string}`;
}

/** The side menu for a session: its groups in order, each with the pages it may open; empty groups left out. */
export function consoleMenu(payload: StaffSession): Array<{ group: MenuGroup; entries: MenuEntry[] }> {
  return MENU_GROUPS.map((group) => ({
    group,
    entries: CONSOLE_PAGES.filter((page) => page.group === group && page.menu && mayOpenPage(payload, page)).map((page) => ({ key: page.key, path: page.path, label: page.menu! })),
  })).filter((group) => group.entries.length > 0);
}

/** The console's route table: /console itself opens the home page, then every page at its path. */
export function consoleRouteTable(): ConsoleRoute[] {
  return [{ index: true, page: CONSOLE_HOME }, ...CONSOLE_PAGES.map((page) => ({ path: page.path, page }))];
}
