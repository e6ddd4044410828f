declare global {
  interface Window {
    /** Set by single-spa in the shell; absent when a remote runs alone in development. */
    singleSpaNavigate?: (url: string) => void;
  }
}

/** Client-side navigation that every app (and single-spa's routing) hears about. */
export function navigateTo(url: string): void {
  if (window.singleSpaNavigate) {
    window.singleSpaNavigate(url);
    return;
  }
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** What `canGoBackWithinSite` reads: the Navigation API where the browser has it. */
export interface HistoryView {
  navigation?: { canGoBack: boolean } | undefined;
}

/**
 * Whether "back" lands on a page of this site. `history.length` cannot tell: a tab opened on a
 * member page counts the blank page (or another site) it started from, and going back there shows
 * a blank page. The Navigation API lists only this site's entries of the tab; without it, only
 * the moves made inside this document count (`movesInDocument`).
 */
export function canGoBackWithinSite(view: HistoryView, movesInDocument: number): boolean {
  if (view.navigation) return view.navigation.canGoBack;
  return movesInDocument > 0;
}

// Moves inside this document, for browsers without the Navigation API. single-spa announces every
// route change (its first one is the landing page itself).
let movesInDocument = -1;
if (typeof window !== 'undefined') {
  window.addEventListener('single-spa:routing-event', () => {
    movesInDocument += 1;
  });
}

/** Back to the previous page of this site, or home when there is none (a tab opened on this page). */
export function goBackOrHome(): void {
  const view = window as unknown as HistoryView;
  if (canGoBackWithinSite(view, movesInDocument)) window.history.back();
  else navigateTo('/');
}
