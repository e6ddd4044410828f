// The accessibility sweep of the member area's sign-in, sign-up and recovery pages: for each
// language at phone and desktop size, no serious or critical axe-core violation (also with the
// form's errors shown), the right <html lang>, no raw translation keys, no page errors. One page
// per viewport, moving between routes as the site does (like accessibility/sweep.ts).
import type { Page } from 'playwright-core';
import type { Locale } from '@centre/contracts';
import { htmlLangOf } from '../../packages/platform/src/i18n/locales.ts';
import { navigateInPage, trackNetwork, waitUntilRendered } from './in-page-navigation.ts';
import { axeViolations, browserSuite, newPage, watchPageProblems, type TapLike, type ViewportName } from './harness.ts';
import { MEMBER_TEXT } from './member-helpers.ts';

interface MemberRoute {
  path: string;
  /** The submit button to press to see the form's errors too. */
  submit?: (locale: Locale) => string;
}

export const MEMBER_ROUTES: MemberRoute[] = [
  { path: '/login' },
  { path: '/login/find-username', submit: (locale) => MEMBER_TEXT[locale].recovery.findSubmit },
  { path: '/login/reset-password', submit: (locale) => MEMBER_TEXT[locale].recovery.resetSubmit },
  { path: '/join/type' },
  { path: '/join/person', submit: (locale) => MEMBER_TEXT[locale].signUp.submit },
  { path: '/join/company', submit: (locale) => MEMBER_TEXT[locale].signUp.submit },
  { path: '/join/overseas', submit: (locale) => MEMBER_TEXT[locale].signUp.submit },
  { path: '/join/complete' },
];

/** Translation keys that leaked onto the page (`signUp.submit`, `join.kinds.overseas.title`…). */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('main, #root, body').first().innerText();
  return text.match(/\b(?:login|join|signUp|verification|recovery|failure|upload|mypage|notFound|signIn|common|member)\.[A-Za-z][\w.]*/g) ?? [];
}

export async function sweepMemberPages(t: TapLike, locales: Locale[]): Promise<void> {
  await browserSuite(t, async ({ site, browser }) => {
    for (const locale of locales) {
      for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
        t.test(`member pages in ${locale} at ${viewport} size`, async (t) => {
          const page = await newPage(t, browser, { viewport, locale });
          const problems = watchPageProblems(page);
          const network = trackNetwork(page);
          let loaded = false;
          for (const route of MEMBER_ROUTES) {
            t.test(route.path, async (t) => {
              problems.clear();
              if (loaded) await navigateInPage(page, route.path);
              else await page.goto(`${site.url}${route.path}`);
              loaded = true;
              await waitUntilRendered(page, route.path);
              await network.quiet();
              t.equal(await page.getAttribute('html', 'lang'), htmlLangOf(locale), `<html lang="${htmlLangOf(locale)}">`);
              t.same(await axeViolations(page), [], 'no serious or critical accessibility violations');
              t.same(await rawKeys(page), [], 'no raw translation keys');
              if (route.submit) {
                await page.getByRole('button', { name: route.submit(locale), exact: true }).click();
                await page.getByRole('alert').first().waitFor();
                t.same(await axeViolations(page), [], 'nor with the errors shown');
                t.same(await rawKeys(page), [], 'whose words are translated too');
              }
              problems.assertNone(t);
            });
          }
        });
      }
    }
  });
}
