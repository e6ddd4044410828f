import { useCallback, useEffect, useState } from 'react';
import type { Registration } from '@centre/contracts';
import { useIsLoggedIn } from '@centre/platform';
import { fetchRegistration } from './auction-api.ts';

/** The signed-in member's registration for a program (`undefined` while it loads or signed out). */
export function useRegistration(programId: string | null) {
  const signedIn = useIsLoggedIn();
  const [registration, setRegistration] = useState<Registration | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setRegistration(undefined);
    setFailed(false);
    if (!signedIn || !programId) return;
    const controller = new AbortController();
    fetchRegistration(programId, controller.signal).then(
      (found) => setRegistration(found),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [programId, signedIn]);
  const registered = useCallback((next: Registration) => setRegistration(next), []);
  return { signedIn, registration, failed, registered };
}
