// Every console page, described once: where it lives, what it shows, which API family it reads
// (and so which roles may open it), and where the menu lists it. The route table, the side menu
// and the page gate are all generated from this list, so adding a page is one entry here. Plain
// TypeScript (createElement, no JSX) so that tests read it as data.
import { createElement, lazy, type ReactElement } from 'react';
import {
  ADVICE_PATHS,
  APPLY_PATHS,
  CONSOLE_CONTACT_MESSAGES_PATH,
  CONSOLE_AUDIT_PATH,
  CONSOLE_INQUIRIES_PATH,
  CONSOLE_MEMBER_PATHS,
  CONSOLE_MESSAGE_PATHS,
  CONSOLE_SETTING_PATH,
  CONSOLE_STAFF_PATHS,
  PRACTICE_PATHS,
  STATISTICS_PATH,
  SHOP_PATHS,
  SHOP_STATISTICS_PATH,
  CONSOLE_AUCTION_PATHS,
  consolePermissionFor,
  type StaffPermission,
} from '@centre/contracts';
import { CONSOLE_RESOURCES, type ConsoleResourceKey } from './features/content/resources.ts';
import { FAIRS_CONSOLE_PATHS } from './features/fairs/api/paths.ts';
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
const AdviceRequestsPage = lazy(() => import('./pages/support/AdviceRequestsPage.tsx'));
const AdviceRequestPage = lazy(() => import('./pages/support/AdviceRequestPage.tsx'));
const AdvisorsPage = lazy(() => import('./pages/support/AdvisorsPage.tsx'));
const AdvisorEditPage = lazy(() => import('./pages/support/AdvisorEditPage.tsx'));
const AdviceSessionsPage = lazy(() => import('./pages/support/AdviceSessionsPage.tsx'));
const AdviceSettingsPage = lazy(() => import('./pages/support/AdviceSettingsPage.tsx'));
const PracticeSessionsPage = lazy(() => import('./pages/support/PracticeSessionsPage.tsx'));
const PracticeSessionPage = lazy(() => import('./pages/support/PracticeSessionPage.tsx'));
const ContactMessagesPage = lazy(() => import('./pages/support/ContactMessagesPage.tsx'));
const ContactMessagePage = lazy(() => import('./pages/support/ContactMessagePage.tsx'));
const FormSubmissionsPage = lazy(() => import('./pages/support/FormSubmissionsPage.tsx'));
const ShopProductsPage = lazy(() => import('./pages/shop/ShopProductsPage.tsx'));
const ShopProductPage = lazy(() => import('./pages/shop/ShopProductPage.tsx'));
const ShopOrdersPage = lazy(() => import('./pages/shop/ShopOrdersPage.tsx'));
const ShopOrderPage = lazy(() => import('./pages/shop/ShopOrderPage.tsx'));
const ShopCategoriesPage = lazy(() => import('./pages/shop/ShopCategoriesPage.tsx'));
const ShopCouponsPage = lazy(() => import('./pages/shop/ShopCouponsPage.tsx'));
const ShopPointsPage = lazy(() => import('./pages/shop/ShopPointsPage.tsx'));
const ShopLoyaltyPage = lazy(() => import('./pages/shop/ShopLoyaltyPage.tsx'));
const ShopSalesPage = lazy(() => import('./pages/shop/ShopSalesPage.tsx'));
const AuctionProgramsPage = lazy(() => import('./pages/auction/AuctionProgramsPage.tsx'));
const AuctionProgramEditPage = lazy(() => import('./pages/auction/AuctionProgramEditPage.tsx'));
const AuctionWorksPage = lazy(() => import('./pages/auction/AuctionWorksPage.tsx'));
const AuctionWorkEditPage = lazy(() => import('./pages/auction/AuctionWorkEditPage.tsx'));
const AuctionAuthorsPage = lazy(() => import('./pages/auction/AuctionAuthorsPage.tsx'));
const AuctionAuthorEditPage = lazy(() => import('./pages/auction/AuctionAuthorEditPage.tsx'));
const FairsPage = lazy(() => import('./pages/fairs/FairsPage.tsx'));
const FairEditPage = lazy(() => import('./pages/fairs/FairEditPage.tsx'));
const FairExhibitorsPage = lazy(() => import('./pages/fairs/FairExhibitorsPage.tsx'));
const FairBuyersPage = lazy(() => import('./pages/fairs/FairBuyersPage.tsx'));
const FairProductsPage = lazy(() => import('./pages/fairs/FairProductsPage.tsx'));
const FairBoardPage = lazy(() => import('./pages/fairs/FairBoardPage.tsx'));
const FairMeetingsPage = lazy(() => import('./pages/fairs/FairMeetingsPage.tsx'));
const FairReportPage = lazy(() => import('./pages/fairs/FairReportPage.tsx'));
const MakerDirectoryPage = lazy(() => import('./pages/fairs/MakerDirectoryPage.tsx'));

/** The menu's groups in the order staff think of their work; a group's heading is `navGroups.<group>`. */
export const MENU_GROUPS = ['home', 'content', 'facilities', 'education', 'applications', 'members', 'messages', 'support', 'shop', 'fairs', 'auction', 'site', 'account'] as const;
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

  { key: 'advice-requests', path: 'advice/requests', group: 'support', api: ADVICE_PATHS.consoleRequests, menu: 'nav.adviceRequests', element: createElement(AdviceRequestsPage) },
  { key: 'advice-request', path: 'advice/requests/:id', group: 'support', api: ADVICE_PATHS.consoleRequests, element: createElement(AdviceRequestPage) },
  { key: 'advisors', path: 'advice/advisors', group: 'support', api: ADVICE_PATHS.consoleAdvisors, menu: 'nav.advisors', element: createElement(AdvisorsPage) },
  { key: 'advisor-create', path: 'advice/advisors/create', group: 'support', api: ADVICE_PATHS.consoleAdvisors, element: createElement(AdvisorEditPage, { key: 'create' }) },
  { key: 'advisor-edit', path: 'advice/advisors/:id', group: 'support', api: ADVICE_PATHS.consoleAdvisors, element: createElement(AdvisorEditPage, { key: 'edit' }) },
  { key: 'advice-sessions', path: 'advice/sessions', group: 'support', api: ADVICE_PATHS.consoleSessions, menu: 'nav.adviceSessions', element: createElement(AdviceSessionsPage) },
  { key: 'advice-settings', path: 'advice/settings', group: 'support', api: ADVICE_PATHS.consoleSettings, element: createElement(AdviceSettingsPage) },
  { key: 'practices', path: 'practices', group: 'support', api: PRACTICE_PATHS.consolePractices, menu: 'nav.practices', element: createElement(PracticeSessionsPage) },
  { key: 'practice-create', path: 'practices/create', group: 'support', api: PRACTICE_PATHS.consolePractices, element: createElement(PracticeSessionPage, { key: 'create' }) },
  { key: 'practice', path: 'practices/:id', group: 'support', api: PRACTICE_PATHS.consolePractices, element: createElement(PracticeSessionPage, { key: 'edit' }) },
  { key: 'contact-messages', path: 'center/messages', group: 'support', api: CONSOLE_CONTACT_MESSAGES_PATH, menu: 'nav.contactMessages', element: createElement(ContactMessagesPage) },
  { key: 'contact-message', path: 'center/messages/:id', group: 'support', api: CONSOLE_CONTACT_MESSAGES_PATH, element: createElement(ContactMessagePage) },
  { key: 'form-submissions', path: 'forms/submissions', group: 'support', api: '/api/console/forms', menu: 'nav.formSubmissions', element: createElement(FormSubmissionsPage) },
  { key: 'shop-review', path: 'shop/review', group: 'shop', api: SHOP_PATHS.consoleProducts, menu: 'nav.shopReview', element: createElement(ShopProductsPage, { key: 'shop-review', queue: true }) },
  { key: 'shop-products', path: 'shop/products', group: 'shop', api: SHOP_PATHS.consoleProducts, menu: 'nav.shopProducts', element: createElement(ShopProductsPage, { key: 'shop-products' }) },
  { key: 'shop-product', path: 'shop/products/:id', group: 'shop', api: SHOP_PATHS.consoleProducts, element: createElement(ShopProductPage) },
  { key: 'shop-orders', path: 'shop/orders', group: 'shop', api: SHOP_PATHS.consoleOrders, menu: 'nav.shopOrders', element: createElement(ShopOrdersPage) },
  { key: 'shop-order', path: 'shop/orders/:id', group: 'shop', api: SHOP_PATHS.consoleOrders, element: createElement(ShopOrderPage) },
  { key: 'shop-categories', path: 'shop/categories', group: 'shop', api: SHOP_PATHS.consoleCategories, menu: 'nav.shopCategories', element: createElement(ShopCategoriesPage) },
  { key: 'shop-coupons', path: 'shop/coupons', group: 'shop', api: SHOP_PATHS.consoleCoupons, menu: 'nav.shopCoupons', element: createElement(ShopCouponsPage) },
  { key: 'shop-loyalty', path: 'shop/loyalty', group: 'shop', api: SHOP_PATHS.consoleLoyalty, menu: 'nav.shopLoyalty', element: createElement(ShopLoyaltyPage) },
  { key: 'shop-points', path: 'shop/points', group: 'shop', api: SHOP_PATHS.consolePoints, menu: 'nav.shopPoints', element: createElement(ShopPointsPage) },
  { key: 'shop-sales', path: 'shop/sales', group: 'shop', api: SHOP_STATISTICS_PATH, menu: 'nav.shopSales', element: createElement(ShopSalesPage) },

  { key: 'fairs', path: 'fairs', group: 'fairs', api: FAIRS_CONSOLE_PATHS.fairs, menu: 'nav.fairs', element: createElement(FairsPage) },
  { key: 'fair-create', path: 'fairs/create', group: 'fairs', api: FAIRS_CONSOLE_PATHS.fairs, element: createElement(FairEditPage, { key: 'create' }) },
  { key: 'fair-edit', path: 'fairs/:id', group: 'fairs', api: FAIRS_CONSOLE_PATHS.fairs, element: createElement(FairEditPage, { key: 'edit' }) },
  { key: 'fair-exhibitors', path: 'fairs/:id/exhibitors', group: 'fairs', api: FAIRS_CONSOLE_PATHS.fairs, element: createElement(FairExhibitorsPage) },
  { key: 'fair-buyers', path: 'fairs/:id/buyers', group: 'fairs', api: FAIRS_CONSOLE_PATHS.fairs, element: createElement(FairBuyersPage) },
  { key: 'fair-products', path: 'fairs/:id/products', group: 'fairs', api: FAIRS_CONSOLE_PATHS.fairs, element: createElement(FairProductsPage) },
  { key: 'fair-board', path: 'fairs/:id/board', group: 'fairs', api: FAIRS_CONSOLE_PATHS.matchings, element: createElement(FairBoardPage) },
  { key: 'fair-meetings', path: 'fairs/:id/meetings', group: 'fairs', api: FAIRS_CONSOLE_PATHS.matchings, element: createElement(FairMeetingsPage) },
  { key: 'fair-report', path: 'fairs/:id/report', group: 'fairs', api: FAIRS_CONSOLE_PATHS.matchings, element: createElement(FairReportPage) },
  { key: 'makers', path: 'makers', group: 'fairs', api: FAIRS_CONSOLE_PATHS.introductions, menu: 'nav.makers', element: createElement(MakerDirectoryPage) },

  { key: 'auction-programs', path: 'auction/programs', group: 'auction', api: CONSOLE_AUCTION_PATHS.programs, menu: 'nav.auctionPrograms', element: createElement(AuctionProgramsPage) },
  { key: 'auction-program-create', path: 'auction/programs/create', group: 'auction', api: CONSOLE_AUCTION_PATHS.programs, element: createElement(AuctionProgramEditPage, { key: 'create' }) },
  { key: 'auction-program', path: 'auction/programs/:id', group: 'auction', api: CONSOLE_AUCTION_PATHS.programs, element: createElement(AuctionProgramEditPage, { key: 'edit' }) },
  { key: 'auction-works', path: 'auction/works', group: 'auction', api: CONSOLE_AUCTION_PATHS.works, menu: 'nav.auctionWorks', element: createElement(AuctionWorksPage) },
  { key: 'auction-work-create', path: 'auction/works/create', group: 'auction', api: CONSOLE_AUCTION_PATHS.works, element: createElement(AuctionWorkEditPage, { key: 'create' }) },
  { key: 'auction-work', path: 'auction/works/:id', group: 'auction', api: CONSOLE_AUCTION_PATHS.works, element: createElement(AuctionWorkEditPage, { key: 'edit' }) },
  { key: 'auction-authors', path: 'auction/authors', group: 'auction', api: CONSOLE_AUCTION_PATHS.authors, menu: 'nav.auctionAuthors', element: createElement(AuctionAuthorsPage) },
  { key: 'auction-author-create', path: 'auction/authors/create', group: 'auction', api: CONSOLE_AUCTION_PATHS.authors, element: createElement(AuctionAuthorEditPage, { key: 'create' }) },
  { key: 'auction-author', path: 'auction/authors/:id', group: 'auction', api: CONSOLE_AUCTION_PATHS.authors, element: createElement(AuctionAuthorEditPage, { key: 'edit' }) },

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
