// A remote that cannot be loaded shows a localised message with a retry in its own slot, while the
// header and the other remotes keep working. Two ways to fail, both configured as an operator
// would: the member remote's manifest points nowhere (REMOTE_MEMBER_URL), and the console's
// manifest is served but its entry file is missing (a half-finished upload).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { Locale } from '@centre/contracts';
import { ROOT } from '../../infra/stack.ts';
import shellKo from '../../shell/src/i18n/ko.json' with { type: 'json' };
import { answerDialogs, browserSuite, newPage, watchPageProblems } from './harness.ts';
import { COMMON_TEXT } from './sign-in.ts';

const consoleWithoutEntry = mkdtempSync(path.join(tmpdir(), 'centre-console-manifest-only-'));
copyFileSync(path.join(ROOT, 'mf-console/dist/mf-manifest.json'), path.join(consoleWithoutEntry, 'mf-manifest.json'));
t.teardown(() => rmSync(consoleWithoutEntry, { recursive: true, force: true }));

/**
 * What the browser reports about the files missing on purpose: the manifest that is not there, and
 * every console file besides its manifest (the runtime also preloads the assets the manifest lists).
 */
const EXPECTED_FAILURES = [/\/mf\/missing\/mf-manifest\.json/, /\/mf\/console\/(?!mf-manifest\.json)/, /status of 404/, /remote module .* failed to load/];

const fallback = (page: import('playwright-core').Page, locale: Locale) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: COMMON_TEXT[locale].remoteUnavailable }) });

await browserSuite(
  t,
  async ({ site, browser }) => {
    t.test('member remote unreachable: fallback with retry, the rest of the site works', async (t) => {
      const page = await newPage(t, browser, { viewport: 'phone' });
      const problems = watchPageProblems(page);
      const dialogs = answerDialogs(page);
      await page.goto(`${site.url}/login`);
      await t.resolves(fallback(page, 'ko').waitFor(), 'the member area\'s slot shows the fallback');
      const retry = fallback(page, 'ko').getByRole('button', { name: COMMON_TEXT.ko.retry });
      t.ok(await retry.isVisible(), 'with a retry button');
      await t.resolves(page.getByRole('link', { name: shellKo.user.login }).first().waitFor(), 'the header is there');

      await retry.click();
      await t.resolves(fallback(page, 'ko').getByRole('button', { name: COMMON_TEXT.ko.retry, disabled: false }).waitFor(), 'retrying (still unreachable) ends in the fallback again');

      await page.getByRole('group', { name: shellKo.language }).getByRole('button', { name: 'English' }).click();
      await t.resolves(fallback(page, 'en').waitFor(), `localised: "${COMMON_TEXT.en.remoteUnavailable}"`);
      t.ok(await fallback(page, 'en').getByRole('button', { name: COMMON_TEXT.en.retry }).isVisible(), 'the retry button too');

      // A public page, reached inside the same page without a reload.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/notice');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await t.resolves(page.locator('a[href^="/notice/"]').first().waitFor(), 'the public notice list still works');
      t.equal(await fallback(page, 'en').count(), 0, 'and the fallback has left with the member area');
      t.same(dialogs.messages, [], 'no alerts');
      problems.assertNone(t, EXPECTED_FAILURES);
      t.ok(problems.failedRequests.some((line) => line.includes('/mf/missing/mf-manifest.json')), 'the missing manifest was asked for');
    });

    t.test('console manifest served but its entry missing: fallback in the console slot', async (t) => {
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await page.goto(`${site.url}/console`);
      await t.resolves(fallback(page, 'ko').waitFor(), 'the console slot shows the fallback');
      t.ok(await fallback(page, 'ko').getByRole('button', { name: COMMON_TEXT.ko.retry }).isVisible(), 'with a retry button');
      await page.goto(site.url);
      await t.resolves(page.locator('a[href^="/notice/"]').first().waitFor(), 'the home page still works');
      problems.assertNone(t, EXPECTED_FAILURES);
      t.ok(problems.failedRequests.some((line) => /^404 GET .*\/mf\/console\/remoteEntry/.test(line)), 'the entry file was asked for and missing');
    });
  },
  { env: { REMOTE_MEMBER_URL: '/mf/missing/mf-manifest.json', MF_DIST_CONSOLE: consoleWithoutEntry } },
);
