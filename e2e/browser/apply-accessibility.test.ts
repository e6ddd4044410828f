// Every page this issue adds for makers, in ko, en, cn and jp at phone and desktop size: the three
// application forms (one with a session chosen and its errors shown), my applications and one
// application's detail, and the public calendar with a day's sessions open for a signed-in maker.
// No serious or critical axe-core violation, the right <html lang>, a level-1 heading, no raw
// translation key, no page errors or failed requests. One page per size moves between screens as
// the site does.
import t from 'tap';
import { APPLY_PATHS, LOCALES, type ApplyAnswer, type Locale } from '@centre/contracts';
import { htmlLangOf } from '../../packages/platform/src/i18n/locales.ts';
import { navigateInPage, trackNetwork } from './in-page-navigation.ts';
import { axeViolations, browserSuite, DEMO_MEMBER, newPage, watchPageProblems, type ViewportName } from './harness.ts';
import { APPLY_TEXT, ensureUnits, fill, openUnits, PUBLIC_TEXT } from './apply-helpers.ts';
import { openMypage } from './mypage-helpers.ts';

const VIEWPORT_NAMES: ViewportName[] = ['phone', 'desktop'];
/** A key that failed to translate shows as its path: `apply.submit`, `scheduleApply.title`… */
const RAW_KEY = /\b(?:apply|mine|detail|cancel|strikes|feed|done|status|allocation|channel|attendance|rules|scheduleApply|site|work)\.[a-zA-Z]+/;

await browserSuite(t, async ({ site, browser }) => {
  await ensureUnits(site);
  const [held, shown] = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', 2);
  // One application of the demo maker, so my page has a card and a detail to check.
  const token = await site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const applied = await fetch(new URL(APPLY_PATHS.applications, site.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ unitIds: [held!._id], item: 'Linen shirts', quantity: 30, markerLengthCm: 410, plies: 30, phone: '01012345678', agreeRules: true }),
  });
  if (!applied.ok) throw new Error(`applying answered ${applied.status}: ${await applied.text()}`);
  const application = ((await applied.json()) as ApplyAnswer).applications[0]!;
  const month = shown!.date.slice(0, 7);

  const screens = (locale: Locale) => {
    const text = APPLY_TEXT[locale];
    return [
      { path: '/mypage/applications', heading: text.mine.title },
      { path: `/mypage/applications/${application._id}`, heading: `${application.date} ${application.startTime}–${application.endTime}` },
      { path: `/cuttingroom/apply?unit=${shown!._id}`, heading: fill(text.apply.title, { work: text.work.CUTTINGROOM }), submit: text.apply.submit },
      { path: '/studio/apply', heading: fill(text.apply.titleAt, { work: text.work.STUDIO, site: text.site.DAPSIMNI }) },
      { path: '/studio/apply2', heading: fill(text.apply.titleAt, { work: text.work.STUDIO, site: text.site.YONGSIN }) },
      { path: `/cuttingroom/schedule?location=DAPSIMNI&month=${month}`, heading: PUBLIC_TEXT[locale].schedule.title.CUTTINGROOM, chooseDay: fill(PUBLIC_TEXT[locale].scheduleApply.chooseDay, { date: shown!.date }) },
    ];
  };

  for (const locale of LOCALES) {
    for (const viewport of VIEWPORT_NAMES) {
      t.test(`${locale} at ${viewport} size`, async (t) => {
        const page = await newPage(t, browser, { viewport, locale });
        const problems = watchPageProblems(page);
        const network = trackNetwork(page);
        await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', locale);
        for (const screen of screens(locale)) {
          t.test(screen.path, async (t) => {
            await navigateInPage(page, screen.path);
            await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
            await network.quiet();
            await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((element) => element.querySelector('span[aria-hidden="true"]')));
            if (screen.chooseDay) {
              await page.getByRole('button', { name: screen.chooseDay, exact: false }).click();
              await page.locator('section:has(#unit-picker-title) a').first().waitFor();
            }
            t.equal(await page.evaluate(() => document.documentElement.lang), htmlLangOf(locale), `<html lang="${htmlLangOf(locale)}">`);
            t.notMatch(await page.locator('#main-content').innerText(), RAW_KEY, 'no raw translation keys');
            t.same(await axeViolations(page), [], 'no serious or critical axe violations');
            if (screen.submit) {
              await page.getByRole('button', { name: screen.submit, exact: true }).click();
              await page.getByRole('alert').first().waitFor();
              t.same(await axeViolations(page), [], 'nor with the errors shown');
              t.notMatch(await page.locator('#main-content').innerText(), RAW_KEY, 'whose words are translated too');
            }
          });
        }
        problems.assertNone(t);
      });
    }
  }
});
