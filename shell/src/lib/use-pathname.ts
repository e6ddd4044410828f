import { useSyncExternalStore } from 'react';

// single-spa fires its routing event after every navigation (patched pushState, popstate, links).
const subscribe = (onChange: () => void) => {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
};

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
