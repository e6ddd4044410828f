// The site as production serves it: the gateway with a certificate, HTTPS with HTTP/2. A visitor's
// browser gets the page, every script and every API answer over HTTP/2, the public remote comes up
// whole, and a member signs in (a credential and tokens through the gateway's own routes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { throwawayTls } from '@centre/server-kit/testing';
import mypageKo from '../../mf-member/src/features/mypage/i18n/ko.json' with { type: 'json' };
import shellKo from '../../shell/src/i18n/ko.json' with { type: 'json' };
import { DEMO_MEMBER, newPage, openBrowser, requireChromium, startSite, watchPageProblems } from './harness.ts';
import { submitSignIn } from './sign-in.ts';

if (requireChromium(t)) {
  const tlsDir = mkdtempSync(path.join(tmpdir(), 'centre-browser-tls-'));
  t.teardown(() => rmSync(tlsDir, { recursive: true, force: true }));
  const tls = await throwawayTls(tlsDir);
  const [site, browser] = await Promise.all([startSite(t, { env: tls.env }), openBrowser(t, tls.chromiumArgs)]);

  t.test('home over HTTPS: every response arrives over HTTP/2 and the page comes up whole', async (t) => {
    t.match(site.url, /^https:\/\//, 'the site is served over HTTPS');
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/`);
    await t.resolves(page.locator('article a[href^="/notice/"]').first().waitFor(), 'the home notices, from the API, are shown');
    const protocols = await page.evaluate(() =>
      [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { path: new URL(timing.name).pathname, protocol: timing.nextHopProtocol };
      }),
    );
    t.ok(protocols.some((entry) => entry.path.startsWith('/api/')), 'API calls were made');
    t.ok(protocols.some((entry) => entry.path.startsWith('/mf/public/')), 'the public remote was loaded');
    t.same(
      protocols.filter((entry) => entry.protocol !== 'h2'),
      [],
      'the page, its scripts, the remote and the API all came over HTTP/2',
    );
    problems.assertNone(t);
  });

  t.test('a member signs in over HTTP/2 and reaches my page', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/login`);
    await submitSignIn(page, DEMO_MEMBER);
    await page.waitForURL(`${site.url}/`);
    const header = page.locator('#shell-header');
    await header.getByRole('link', { name: shellKo.user.mypage }).click();
    await t.resolves(page.getByRole('heading', { level: 1, name: mypageKo.myinfo.title }).waitFor(), 'my page opens for a member');
    problems.assertNone(t);
  });
}
