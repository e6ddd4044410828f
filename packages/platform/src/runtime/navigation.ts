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

/** Back to the previous page, or home when this page was the first one. */
export function goBackOrHome(): void {
  if (window.history.length > 1) window.history.back();
  else navigateTo('/');
}
