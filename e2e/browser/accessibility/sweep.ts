// The accessibility sweep over every public page (../public-routes.ts) in one language at both spec
// sizes: no serious or critical axe-core violations, the right <html lang>, no page errors or failed
// requests, and every picture has an alt text. One test file per language (ko.test.ts …) keeps each
// file well under two minutes and lets tap run languages side by side.
//
// One page per viewport, moving between routes the way the site does (single-spa navigation, no
// reload), so the remotes and axe-core are loaded once per viewport instead of once per route.
import type { Locale } from '@centre/contracts';
import { htmlLangOf } from '../../../packages/platform/src/i18n/locales.ts';
import { axeViolations, browserSuite, newPage, watchPageProblems, type TapLike, type ViewportName } from '../harness.ts';
import { navigateInPage, trackNetwork, waitUntilRendered } from '../in-page-navigation.ts';
import { PUBLIC_ROUTES, PUBLIC_SERVICES, resolveRoutePath } from '../public-routes.ts';

const VIEWPORT_NAMES: ViewportName[] = ['phone', 'desktop'];

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
            await waitUntilRendered(page, path, route.ready);
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
