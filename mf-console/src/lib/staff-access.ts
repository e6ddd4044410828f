// Who may do what in the console, read from contracts' one permission table: the page registry
// asks it which pages a session may open, and pages that call several API families ask it (through
// use-may-request.ts) which parts to show, so the console sends no request the role would be refused.
import { CONSOLE_STAFF_PATHS, roleMayRequest, TWO_STEP_ENROL_PENDING, type AccessTokenPayload } from '@centre/contracts';

export type StaffSession = Pick<AccessTokenPayload, 'role' | 'twoStep'> | null | undefined;

const PASSWORD_FAMILY = CONSOLE_STAFF_PATHS.password;

/**
 * Whether the session may make this console request. While two-step sign-in must still be set up,
 * the API answers the password family alone, whatever the role.
 */
export function sessionMayRequest(payload: StaffSession, method: string, path: string): boolean {
  if (payload?.twoStep === TWO_STEP_ENROL_PENDING) return path === PASSWORD_FAMILY || path.startsWith(`${PASSWORD_FAMILY}/`);
  return roleMayRequest(payload?.role, method, path);
}
