import type { Scope } from '@centre/contracts';
import type { Session } from '../session/session-store.ts';

/** What a route asks for: a scope from the token's payload, or merely a signed-in user. */
export type RouteRequirement = Scope | 'signedIn';

export type RouteAccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'loginRequired' | 'noPermission' };

/**
 * The spec's guard (§6): a scoped route needs that scope in the payload's scope list. Without a
 * token a path containing 'console' proceeds (the console shows its own sign-in); any other guarded
 * route needs a login first.
 */
export function decideRouteAccess(
  requirement: RouteRequirement | undefined,
  pathname: string,
  session: Pick<Session, 'accessToken' | 'payload'>,
): RouteAccessDecision {
  if (!requirement) return { allowed: true };
  if (!session.accessToken) {
    if (requirement !== 'signedIn' && pathname.includes('console')) return { allowed: true };
    return { allowed: false, reason: 'loginRequired' };
  }
  if (requirement === 'signedIn') return { allowed: true };
  return session.payload?.scope.includes(requirement) ? { allowed: true } : { allowed: false, reason: 'noPermission' };
}
