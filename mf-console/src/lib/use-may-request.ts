// The signed-in staff member's permissions as a hook, for pages and features that show only the
// parts their role may read (the dashboard, a member's page).
import { useSession } from '@centre/platform';
import { sessionMayRequest } from './staff-access.ts';

/**
 * Whether the signed-in staff member's role may make a console request, for pages that call
 * several API families: they ask only for what the role may read and show only those parts, so no
 * request is refused and no 403 alert appears.
 */
export function useMayRequest(): (method: string, path: string) => boolean {
  const { payload } = useSession();
  return (method, path) => sessionMayRequest(payload, method, path);
}
