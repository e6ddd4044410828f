// The accessibility sweep over every public page (../public-routes.ts) in one language at both spec
// sizes: no serious or critical axe-core violations, the right <html lang>, no page errors or failed
// requests, and every picture has an alt text. One test file per language (ko.test.ts …) keeps each
// file well under two minutes and lets tap run languages side by side.
//
// One page per viewport, moving between routes the way the site does (single-spa navigation, no
// reload), so the remotes and axe-core are loaded once per viewport instead of once per route.
import type { Page } from 'playwright-core';
import type { Locale } from '@centre/contracts';
import { htmlLangOf } from '../../../packages/platform/src/i18n/locales.ts';
import { axeViolations, browserSuite, newPage, watchPageProblems, type TapLike, type ViewportName } from '../harness.ts';
import { PUBLIC_ROUTES, PUBLIC_SERVICES, resolveRoutePath, type PublicRoute } from '../public-routes.ts';

const VIEWPORT_NAMES: ViewportName[] = ['phone', 'desktop'];
/** How long the network must stay quiet before a page counts as rendered. */
const QUIET_MS = 150;

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

/** The route's own readiness signal, or: a level-1 heading is shown and nothing is still loading. */
async function waitUntilRendered(page: Page, route: PublicRoute, path: string) {
  await page.waitForFunction((target) => window.location.pathname + window.location.search === target, path);
  if (route.ready) {
    await page.locator(route.ready).first().waitFor();
    return;
  }
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    // A loading state is a status region with its spinner (LoadingState); a count or a live line is content.
    const loading = [...document.querySelectorAll('[role="status"]')].some((element) => (element as HTMLElement).offsetParent !== null && element.querySelector('[aria-hidden="true"]'));
    return heading !== null && heading.textContent!.trim() !== '' && !loading;
  });
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

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

export async function sweepPublicRoutes(t: TapLike, locale: Locale): Promise<void> {
  await browserSuite(t, async ({ site, browser }) => {
    const routes = await Promise.all(PUBLIC_ROUTES.map(async (route) => ({ route, path: await resolveRoutePath(route, site) })));

    for (const viewport of VIEWPORT_NAMES) {
      t.test(`public pages in ${locale} at ${viewport} size`, async (t) => {
        const page = await newPage(t, browser, { viewport, locale });
        const problems = watchPageProblems(page);
        const network = trackNetwork(page);
        let loaded = false;
        for (const { route, path } of routes) {
          t.test(`${route.name} (${path})`, async (t) => {
            problems.clear();
            if (loaded) await navigateInPage(page, path);
            else await page.goto(`${site.url}${path}`);
            loaded = true;
            await waitUntilRendered(page, route, path);
            await network.quiet();
            t.equal(await page.getAttribute('html', 'lang'), htmlLangOf(locale), `<html lang="${htmlLangOf(locale)}">`);
            t.same(await axeViolations(page), [], 'no serious or critical accessibility violations');
            t.same(
              await page.locator('img:not([alt])').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)),
              [],
              'every picture has an alt text (empty for decoration)',
            );
            problems.assertNone(t, route.expectedProblems);
          });
        }
      });
    }
  }, { services: PUBLIC_SERVICES });
}
