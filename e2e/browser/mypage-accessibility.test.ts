// Every my-page screen in ko, en, cn and jp at phone and desktop sizes: no serious or critical
// axe-core violation, the right <html lang>, a level-1 heading, no raw translation key, and no
// page errors or failed requests. One page per size moves between screens as the site does.
import t from 'tap';
import { LOCALES } from '@centre/contracts';
import { htmlLangOf } from '../../packages/platform/src/i18n/locales.ts';
import { axeViolations, browserSuite, DEMO_MEMBER, newPage, watchPageProblems, type ViewportName } from './harness.ts';
import { MYPAGE_TEXT, openMypage } from './mypage-helpers.ts';

/** Each screen and the heading that shows it is the one on screen (navigation keeps the old one until the new one is ready). */
const MYPAGE_SCREENS = {
  '/mypage/myinfo': (text) => text.myinfo.title,
  '/mypage/password': (text) => text.password.title,
  '/mypage/sessions': (text) => text.sessions.title,
  '/mypage/inquiries': (text) => text.inquiries.title,
  '/mypage/inquiries/new': (text) => text.inquiries.newTitle,
  '/mypage/withdraw': (text) => text.withdraw.title,
} satisfies Record<string, (text: (typeof MYPAGE_TEXT)['ko']) => string>;
const VIEWPORT_NAMES: ViewportName[] = ['phone', 'desktop'];
/** A key that failed to translate shows as its path: `myinfo.title`, `nav.label`… */
const RAW_KEY = /\b(?:nav|myinfo|password|sessions|withdraw|inquiries|reconsent|errors|memberKinds)\.[a-zA-Z]+/;

await browserSuite(t, async ({ site, browser }) => {
  for (const locale of LOCALES) {
    for (const viewport of VIEWPORT_NAMES) {
      t.test(`${locale} at ${viewport} size`, async (t) => {
        const page = await newPage(t, browser, { viewport, locale });
        const problems = watchPageProblems(page);
        await openMypage(page, site.url, DEMO_MEMBER, '/mypage/myinfo', locale);
        for (const [screen, headingOf] of Object.entries(MYPAGE_SCREENS)) {
          await page.evaluate((path) => window.singleSpaNavigate?.(path), screen);
          await page.waitForURL((url) => url.pathname === screen);
          // Rendered: its own heading, and nothing loading any more.
          await page.getByRole('heading', { level: 1, name: headingOf(MYPAGE_TEXT[locale]), exact: true }).waitFor();
          await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((element) => element.querySelector('span[aria-hidden="true"]')));
          t.equal(await page.evaluate(() => document.documentElement.lang), htmlLangOf(locale), `${screen}: <html lang> is ${htmlLangOf(locale)}`);
          const bodyText = await page.locator('#main-content').innerText();
          t.notMatch(bodyText, RAW_KEY, `${screen}: no raw translation keys`);
          t.same(await axeViolations(page), [], `${screen}: no serious or critical axe violations`);
        }
        problems.assertNone(t);
      });
    }
  }
});
