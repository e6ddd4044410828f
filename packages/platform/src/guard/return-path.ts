import { isSafeLocalPath } from '@centre/contracts';

/** Where the page a visitor was refused waits until they sign in (per tab, like the session). */
export const RETURN_PATH_KEY = 'centre.returnTo';

/** Pages that never make sense to come back to after signing in. */
const NOT_A_RETURN = /^\/(login|join)(\/|$|\?)/;

/** A path worth returning to after sign-in: same-site (no open redirect) and not a sign-in page. */
export function acceptableReturnPath(value: string | null | undefined): value is string {
  return isSafeLocalPath(value) && !NOT_A_RETURN.test(value);
}

export interface ReturnPathMemory {
  /** Remembers the page a signed-out visitor was refused, so signing in can lead back to it. */
  remember(path: string): void;
  /**
   * Where to go after signing in: the `returnTo` asked for when it is acceptable, else the
   * remembered page, else home. The memory is spent either way.
   */
  take(requested: string | null | undefined): string;
}

export function createReturnPathMemory(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): ReturnPathMemory {
  return {
    remember(path) {
      if (acceptableReturnPath(path)) storage?.setItem(RETURN_PATH_KEY, path);
    },
    take(requested) {
      const remembered = storage?.getItem(RETURN_PATH_KEY) ?? null;
      storage?.removeItem(RETURN_PATH_KEY);
      if (acceptableReturnPath(requested)) return requested;
      if (acceptableReturnPath(remembered)) return remembered;
      return '/';
    },
  };
}
