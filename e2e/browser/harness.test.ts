// The harness's own checks: each helper must be able to report a failure, or the suites built on
// it prove nothing.
import t from 'tap';
import { answerDialogs, axeViolations, browserSuite, newPage, recordApiRequests, watchPageProblems } from './harness.ts';

await browserSuite(t, async ({ site, browser }) => {
  t.test('the site answers through the gateway and the page is sized as asked', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    await page.goto(site.url);
    t.same(page.viewportSize(), { width: 390, height: 844 });
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    t.pass('the page started in the language asked for');
  });

  t.test('the helpers see what goes wrong', async (t) => {
    const page = await newPage(t, browser);
    const problems = watchPageProblems(page);
    const api = recordApiRequests(page);
    const dialogs = answerDialogs(page);
    await page.goto(site.url);
    await page.evaluate(async () => {
      await fetch('/api/v1/center/notifications/not-a-real-id', { headers: { 'accept-language': 'jp' } });
      setTimeout(() => {
        throw new Error('deliberate');
      });
      const picture = document.createElement('img');
      picture.src = '/api/v1/files/none.svg';
      document.body.append(picture);
      window.alert('hello');
    });
    t.equal(await dialogs.next(), 'hello', 'the alert was answered and recorded');
    await page.waitForTimeout(300);
    t.match(problems.pageErrors, [/deliberate/], 'an uncaught error is recorded');
    t.ok(problems.failedRequests.some((line) => /^4\d\d GET .*not-a-real-id/.test(line)), 'a 4xx answer is recorded', { failedRequests: problems.failedRequests });
    const probe = api.requests.find((request) => request.path.includes('not-a-real-id'));
    t.equal(probe?.headers['accept-language'], 'jp', 'API request headers are recorded');
    const violations = await axeViolations(page);
    t.ok(violations.some((line) => line.startsWith('image-alt (critical)')), 'axe reports a picture without alt');
    t.same(await axeViolations(page, { exclude: ['body > img'] }).then((lines) => lines.filter((line) => line.startsWith('image-alt'))), [], 'exclusions apply');
  });
});
