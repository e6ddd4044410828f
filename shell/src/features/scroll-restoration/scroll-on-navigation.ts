import { scrollBehavior } from '../../lib/motion.ts';

// Spec §2 "Navigation uses history mode. A hash or a saved scroll position scrolls smoothly."
// single-spa swaps whole applications, and their content arrives after the URL has changed, so the
// browser's own restoration cannot work: the shell keeps each page's position and, after every
// navigation, scrolls once the page is tall enough (or the hash's element exists).

const STORAGE_KEY = 'centre.scrollPositions';
/** How long to wait for a remote to render what we want to scroll to. */
const CONTENT_WAIT_MS = 4000;

const pageKey = () => window.location.pathname + window.location.search;

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Calls `act` once `ready()` holds, checking every frame; gives up quietly at the deadline. */
function whenReady(ready: () => boolean, act: () => void, cancelled: () => boolean, deadline = performance.now() + CONTENT_WAIT_MS): void {
  const check = () => {
    if (cancelled()) return;
    if (ready()) act();
    else if (performance.now() < deadline) requestAnimationFrame(check);
  };
  check();
}

function hashTarget(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

export function installScrollOnNavigation(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const saved = readSaved();
  let currentKey = pageKey();
  let currentPath = window.location.pathname;
  let traversal = false;
  let navigation = 0;

  // Back and forward are the browser's own popstate events; single-spa's pushState ones are synthetic.
  window.addEventListener('popstate', (event) => { if (event.isTrusted) traversal = true; }, { capture: true });

  let saveQueued = false;
  window.addEventListener('scroll', () => {
    if (saveQueued) return;
    saveQueued = true;
    requestAnimationFrame(() => {
      saveQueued = false;
      // Between a URL change and its routing event the old page is being replaced: skip.
      if (pageKey() !== currentKey) return;
      saved[currentKey] = Math.round(window.scrollY);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: positions still work for this page load.
      }
    });
  }, { passive: true });

  const scrollForThisPage = (restore: boolean) => {
    const thisNavigation = ++navigation;
    const cancelled = () => thisNavigation !== navigation;
    if (window.location.hash) {
      whenReady(() => hashTarget() !== null, () => hashTarget()?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }), cancelled);
      return;
    }
    const position = restore ? saved[currentKey] : undefined;
    if (position !== undefined && position > 0) restorePosition(position, cancelled, performance.now() + CONTENT_WAIT_MS);
  };

  /**
   * A smooth scroll's destination is clamped when it starts; if the page was still growing (a
   * remote rendering), it stops short, so it goes on from there until the position is reached.
   */
  const restorePosition = (position: number, cancelled: () => boolean, deadline: number) => {
    whenReady(
      () => document.documentElement.scrollHeight - window.innerHeight >= position,
      () => {
        window.scrollTo({ top: position, behavior: scrollBehavior() });
        const settled = () => {
          if (cancelled() || Math.abs(window.scrollY - position) <= 1 || performance.now() > deadline) return;
          restorePosition(position, cancelled, deadline);
        };
        if ('onscrollend' in window) window.addEventListener('scrollend', settled, { once: true });
        else setTimeout(settled, 800);
      },
      cancelled,
      deadline,
    );
  };

  window.addEventListener('single-spa:routing-event', () => {
    const key = pageKey();
    const path = window.location.pathname;
    const restore = traversal;
    traversal = false;
    if (key === currentKey && !window.location.hash) return;
    const pathChanged = path !== currentPath;
    currentKey = key;
    currentPath = path;
    // A new page starts at the top, as a full page load would; query changes (filters, paging) stay put.
    if (pathChanged && !restore) window.scrollTo({ top: 0, behavior: 'instant' });
    scrollForThisPage(restore);
  });

  // First load: a link with a hash, or a reload of a page read halfway.
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  scrollForThisPage(entry?.type === 'reload' || entry?.type === 'back_forward');
}
