// The console with the keyboard alone: a list (skip link, search, open a record), a form and the
// rich text editor (toolbar reached by Tab and moved through with the arrow keys, Tab leaves the
// text), saved with Enter.
import t from 'tap';
import type { ConsoleNotification, ConsoleNotificationList } from '@centre/contracts';
import { browserSuite, eventually, newPage, watchPageProblems } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { consoleKo as ko, consoleSettled, focused, openConsoleSignedIn, tabTo } from './console-helpers.ts';

await browserSuite(t, async ({ site, browser }) => {
  t.test('a list: skip link, search from the keyboard, open a notice with Enter', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/center/notifications');
    const token = await staffToken(site);
    const first = (await site.getJson<ConsoleNotificationList>('/api/console/center/notifications?limit=1', { token })).notifications[0]!;
    const word = first.subject.ko.split(' ')[0]!;

    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    t.equal(await eventually(() => focused(page), `a: ${ko.skipToContent}`), `a: ${ko.skipToContent}`, 'the first Tab reaches the skip link');
    await page.keyboard.press('Enter');
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.id), 'console-main'), 'console-main', 'Enter moves focus to the main content');

    if (await tabTo(t, page, '#console-main input[type=search]')) {
      await page.keyboard.type(word);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === word);
      await consoleSettled(page);
      t.pass(`the search "${word}" is in the address`);
    }
    if (await tabTo(t, page, '#console-main tbody th a')) {
      const subject = await page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/console\/center\/notifications\/[0-9a-f-]{36}$/);
      await consoleSettled(page);
      t.equal(await page.locator('#field-subject-ko').inputValue(), subject, 'Enter on a row opens that notice');
    }
    problems.assertNone(t);
  });

  t.test('a form and the rich text editor: fill, format bold from the toolbar, leave with Tab, save with Enter', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/center/notifications/create');
    const stamp = `kbd${Date.now().toString(36)}`;
    await page.locator('body').focus();

    t.ok(await tabTo(t, page, '#field-subject-ko'), 'Tab reaches the Korean subject');
    await page.keyboard.type(`키보드 공지 ${stamp}`);
    t.ok(await tabTo(t, page, '#field-summary-ko'), 'then the Korean summary');
    await page.keyboard.type('키보드로만 쓴 요약');

    t.ok(await tabTo(t, page, '[role=toolbar] button[tabindex="0"]'), 'Tab reaches the editor toolbar (one tab stop)');
    t.equal(await eventually(() => focused(page), `button: ${ko.editor.bold}`), `button: ${ko.editor.bold}`, 'starting on its first button');
    await page.keyboard.press('ArrowRight');
    t.equal(await eventually(() => focused(page), `button: ${ko.editor.italic}`), `button: ${ko.editor.italic}`, 'ArrowRight moves to the next button');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    t.equal(await page.getByRole('button', { name: ko.editor.bold, exact: true }).getAttribute('aria-pressed'), 'true', 'Enter turns bold on');
    // TipTap focuses the text on the next animation frame: wait for it rather than read at once.
    await t.resolves(page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'textbox', undefined, { timeout: 5_000 }), 'and puts the caret in the text');
    await page.keyboard.type('굵은 본문');
    await page.keyboard.press('Tab');
    t.not(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'textbox', 'Tab leaves the editor (focus is not trapped)');

    t.ok(await tabTo(t, page, 'button[type=submit]'), 'Tab reaches Save');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: ko.list.saved }).waitFor();
    const token = await staffToken(site);
    const saved = (await site.getJson<ConsoleNotificationList>(`/api/console/center/notifications?keyword=${stamp}`, { token })).notifications;
    t.equal(saved.length, 1, 'the notice is saved');
    const { notification } = await site.getJson<{ notification: ConsoleNotification }>(`/api/console/center/notifications/${saved[0]!._id}`, { token });
    t.match(notification.content.ko, /<strong>굵은 본문<\/strong>/, 'with the bold text typed in the editor');
    problems.assertNone(t);
  });
});
