import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/cross-app/AppLink.tsx';

/** To the member area's sign-in, coming back to this page after it (as the other public pages do). */
export function SignInLink({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname, search } = useLocation();
  return <AppLink href={`/login?returnTo=${encodeURIComponent(pathname + search)}`} className={className}>{children}</AppLink>;
}
