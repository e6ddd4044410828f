import { useCallback, useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from './auction-constants.ts';

/**
 * The server's time as this page knows it: every answer names it, and the difference to the
 * phone's clock is kept, so a countdown follows the server even when the phone's clock is wrong.
 */
export function useServerClock() {
  const offset = useRef(0);
  const sync = useCallback((serverTime: string) => {
    const at = Date.parse(serverTime);
    if (!Number.isNaN(at)) offset.current = at - Date.now();
  }, []);
  const now = useCallback(() => Date.now() + offset.current, []);
  return { sync, now };
}

/** Milliseconds left until `until` by the server's clock, ticking each second; 0 once past. */
export function useRemaining(until: string, now: () => number): number {
  const target = Date.parse(until);
  const [remaining, setRemaining] = useState(() => Math.max(0, target - now()));
  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, target - now()));
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target, now]);
  return remaining;
}
