import { useSyncExternalStore } from 'react';

// One passive scroll listener per subscriber; React only re-renders when the derived value changes.
const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
};

/** A boolean derived from the window's scroll position, e.g. "scrolled past 2 px". */
export function useScrollCondition(condition: () => boolean): boolean {
  return useSyncExternalStore(subscribe, condition, () => false);
}
