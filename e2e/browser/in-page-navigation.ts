// Moving between pages the way the site's own links do (single-spa navigation, no reload), and
// knowing when the page arrived at has rendered. A browser test that visits many pages keeps one
// page open and moves within it: the shell, the remotes and axe-core load once, not once a page.
import type { Page } from 'playwright-core';

/** How long the network must stay quiet before a page counts as rendered. */
const QUIET_MS = 150;

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

/** Counts the page's requests in flight, so a client-side navigation can be waited out. */
export function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    async quiet(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** Client-side navigation, as the site's own links do it. */
export async function navigateInPage(page: Page, path: string) {
  await page.evaluate((url) => {
    if (window.singleSpaNavigate) window.singleSpaNavigate(url);
    else {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  }, path);
}

/**
 * Waits until the address is `path` (path and query) and the page there has rendered: its own
 * readiness selector when it has one, else a level-1 heading with text and no loading state left.
 * Checking the address first keeps the previous page's heading from counting.
 */
export async function waitUntilRendered(page: Page, path: string, ready?: string) {
  await page.waitForFunction((target) => window.location.pathname + window.location.search === target, path);
  if (ready) {
    await page.locator(ready).first().waitFor();
    return;
  }
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    // A loading state is a status region with its spinner (LoadingState); a count or a live line is content.
    const loading = [...document.querySelectorAll('[role="status"]')].some((element) => (element as HTMLElement).offsetParent !== null && element.querySelector('[aria-hidden="true"]'));
    return heading !== null && heading.textContent!.trim() !== '' && !loading;
  });
}
