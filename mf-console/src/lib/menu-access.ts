import { roleMayRequest, type AccessTokenPayload } from '@centre/contracts';
import { useSession } from '@centre/platform';

/**
 * The console API each menu page works with. Whether a role sees a page is read from the one
 * permission table (contracts' CONSOLE_PERMISSION_TABLE) through this address: the menu never
 * shows a page whose API would refuse the role.
 */
const PAGE_API: Readonly<Record<string, `/api/console/${string}`>> = {
  dashboard: '/api/console/dashboard',
  notifications: '/api/console/center/notifications',
  businesses: '/api/console/center/businesses',
  faqs: '/api/console/center/faqs',
  questions: '/api/console/center/questions',
  boards: '/api/console/boards',
  forms: '/api/console/forms',
  spaces: '/api/console/space',
  equipment: '/api/console/equipment',
  education: '/api/console/education',
  gallery: '/api/console/gallery',
  apply: '/api/console/apply',
  schedule: '/api/console/schedule',
  users: '/api/console/users',
  levels: '/api/console/levels',
  withdrawals: '/api/console/users/withdrawals',
  messages: '/api/console/messages',
  banners: '/api/console/banners',
  popups: '/api/console/popups',
  terms: '/api/console/terms',
  setting: '/api/console/setting',
  audit: '/api/console/audit',
  staff: '/api/console/staff',
  password: '/api/console/password',
};

/** Whether the signed-in staff member may open the menu page `key` (pages without an API: yes). */
export function mayOpenPage(payload: Pick<AccessTokenPayload, 'role' | 'twoStep'> | null | undefined, key: string): boolean {
  if (payload?.twoStep === 'ENROL') return key === 'password';
  const path = PAGE_API[key];
  return !path || roleMayRequest(payload?.role, 'GET', path);
}

/**
 * Whether the signed-in staff member's role may make a console request, for pages that call
 * several API families (the dashboard, a member's page): they ask only for what the role may
 * read and show only those parts, so no request is refused and no 403 alert appears.
 */
export function useMayRequest(): (method: string, path: string) => boolean {
  const { payload } = useSession();
  const role = payload?.twoStep === 'ENROL' ? null : payload?.role;
  return (method, path) => roleMayRequest(role, method, path);
}
