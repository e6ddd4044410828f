import { useSyncExternalStore } from 'react';
import { session } from '../instance.ts';
import type { Session } from './session-store.ts';

/** The current session; components re-render when tokens or lists change. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

export function useIsLoggedIn(): boolean {
  return Boolean(useSession().accessToken);
}
