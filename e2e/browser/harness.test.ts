// The harness's own checks: each helper must be able to report a failure, or the suites built on
// it prove nothing.
import { spawn } from 'node:child_process';
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

t.test('a suite whose site cannot start fails at once and says why', async (t) => {
  // Without this, the throw came before any test was registered: tap saw "no tests found" after
  // the process ended, and a browser that had started kept it running until tap's timeout.
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./fixtures/start-failure.ts', import.meta.url).pathname], {
    env: { ...process.env, REQUIRE_BROWSER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const guard = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(guard);
  t.equal(code, 1, 'the file fails (and ends by itself)');
  t.match(output, /not ok 1 - the site or the browser did not start: ADMIN_PASSWORD does not meet the password rule/, 'as a named failure with the reason');
  t.notMatch(output, /never reached/);
});
