import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';
import { goBackOrHome } from '../runtime/navigation.ts';
import { returnPath } from '../instance.ts';
import { showPageNotice } from '../ui/page-notice.ts';
import { decideRouteAccess, type RouteRequirement } from './route-access.ts';

interface RouteGuardProps {
  requirement: RouteRequirement;
  /** The path being guarded (from the router); the console rule looks at it. */
  pathname: string;
  children: ReactNode;
  /** Render the refusal in place instead of the spec's alert-and-go-back. */
  renderDenied?: (reason: 'loginRequired' | 'noPermission') => ReactNode;
}

export function RouteGuard({ requirement, pathname, children, renderDenied }: RouteGuardProps) {
  const { t } = useTranslation('common');
  const current = useSession();
  const decision = decideRouteAccess(requirement, pathname, current);
  const alertAndLeave = !decision.allowed && !renderDenied;
  const reason = decision.allowed ? null : decision.reason;

  // One alert per refusal, however often the guard re-renders before the navigation lands.
  const refusedPath = useRef<string | null>(null);
  useEffect(() => {
    if (!alertAndLeave || !reason) {
      refusedPath.current = null;
      return;
    }
    if (refusedPath.current === pathname) return;
    refusedPath.current = pathname;
    // Signing in afterwards leads back here (the header's and the login page's sign-in both ask).
    if (reason === 'loginRequired') returnPath.remember(pathname + window.location.search);
    showPageNotice(t(reason));
    goBackOrHome();
  }, [alertAndLeave, reason, pathname, t]);

  if (decision.allowed) return <>{children}</>;
  return renderDenied ? <>{renderDenied(decision.reason)}</> : null;
}
