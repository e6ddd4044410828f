// The console's boards in a real browser: a board post written with a thumbnail uploaded through
// its image field and published; a member's comment (posted through the API as the member) is
// moderated on the post's page — hidden, shown again, deleted after confirming — and the public
// API follows each step; the post page with its comments has no serious or critical axe violation
// at both spec sizes.
import t from 'tap';
import { basicToken, type BoardCommentList, type BoardList, type ConsoleBoardList } from '@centre/contracts';
import { axeViolations, browserSuite, DEMO_MEMBER, newPage, watchPageProblems, type Site } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { consoleKo as ko, consoleSettled, openConsoleSignedIn } from './console-helpers.ts';

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)), template);
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const localeLabel = (field: string, language: string) => named(`${field} (${language})`);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function memberToken(site: Site): Promise<string> {
  const refresh = await fetch(`${site.url}/api/auth/refreshToken`, { headers: { authorization: `Basic ${basicToken(DEMO_MEMBER.username, DEMO_MEMBER.password)}` } });
  const { data } = (await refresh.json()) as { data: { refreshToken: string } };
  const access = await fetch(`${site.url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${data.refreshToken}` } });
  return ((await access.json()) as { data: { accessToken: string } }).data.accessToken;
}

const publicComments = async (site: Site, boardId: string) => (await site.getJson<BoardCommentList>(`/api/v1/boards/${boardId}/comments`)).summary.total;

await browserSuite(t, async ({ site, browser }) => {
  t.test('a board post with a thumbnail, then a member\'s comment hidden, shown again and deleted', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/boards');
    await page.getByRole('table', { name: ko.boards.caption }).or(page.getByText(ko.boards.empty)).first().waitFor();
    await page.getByRole('link', { name: fill(ko.list.create, { name: ko.boards.one }) }).click();
    await page.getByRole('heading', { level: 1, name: fill(ko.list.create, { name: ko.boards.one }) }).waitFor();

    const stamp = Date.now().toString(36);
    const subject = `게시판 시험 글 ${stamp}`;
    await page.getByLabel(localeLabel(ko.fields.subject, '한국어')).fill(subject);
    await page.getByRole('textbox', { name: localeLabel(ko.fields.content, '한국어') }).click();
    await page.keyboard.type('게시판 본문');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: fill(ko.upload.choose, { field: ko.fields.thumb }), exact: true }).click();
    await (await chooser).setFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForFunction(() => (document.getElementById('field-thumb') as HTMLInputElement | null)?.value.startsWith('/api/v1/files/'));
    t.equal(await page.getByRole('img', { name: fill(ko.form.preview, { field: ko.fields.thumb }) }).count(), 1, 'the uploaded thumbnail is previewed');
    await page.getByLabel(ko.fields.status).selectOption({ label: ko.enums.PUBLISHED });
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: ko.list.saved }).waitFor();
    const table = page.getByRole('table', { name: ko.boards.caption });
    await t.resolves(table.getByRole('link', { name: subject }).waitFor(), 'the list shows the new post');

    const token = await staffToken(site);
    const { boards } = await site.getJson<ConsoleBoardList>(`/api/console/boards?keyword=${encodeURIComponent(stamp)}`, { token });
    const board = boards[0]!;
    t.match(board.thumb, /^\/api\/v1\/files\//, 'stored with its thumbnail');
    const readers = await site.getJson<BoardList>(`/api/v1/boards?keyword=${encodeURIComponent(stamp)}`);
    t.same(readers.boards.map((b) => b.subject), [subject], 'readers see the published post');

    // A member comments (the public site has no board page: through the API, as a member would).
    const posted = await fetch(`${site.url}/api/v1/boards/${board._id}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await memberToken(site)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `좋은 글 감사합니다 ${stamp}` }),
    });
    t.equal(posted.status, 201);
    t.equal(await publicComments(site, board._id), 1);

    await table.getByRole('link', { name: subject }).click();
    const comments = page.getByRole('region', { name: ko.boards.comments.title });
    await comments.getByRole('table').waitFor();
    const row = comments.getByRole('row').filter({ hasText: `좋은 글 감사합니다 ${stamp}` });
    t.match(await row.textContent(), ko.boards.comments.visibleState);

    await row.getByRole('button', { name: new RegExp(`^${ko.boards.comments.hide}`) }).click();
    await row.getByText(ko.boards.comments.hiddenState, { exact: true }).waitFor();
    t.equal(await publicComments(site, board._id), 0, 'hidden: readers no longer see it');
    await row.getByRole('button', { name: new RegExp(`^${ko.boards.comments.unhide}`) }).click();
    await row.getByText(ko.boards.comments.visibleState, { exact: true }).waitFor();
    t.equal(await publicComments(site, board._id), 1, 'shown again');

    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewport === 'desktop' ? { width: 1280, height: 800 } : { width: 390, height: 844 });
      await consoleSettled(page);
      t.same(await axeViolations(page), [], `the post page with its comments: no serious or critical violation (${viewport})`);
    }

    await row.getByRole('button', { name: new RegExp(`^${ko.actions.delete}`) }).click();
    const dialog = page.getByRole('dialog', { name: ko.boards.comments.confirmDeleteTitle });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    t.equal(await publicComments(site, board._id), 1, 'Escape cancels: nothing deleted');
    await row.getByRole('button', { name: new RegExp(`^${ko.actions.delete}`) }).click();
    await dialog.getByRole('button', { name: ko.actions.delete, exact: true }).click();
    await comments.getByText(ko.boards.comments.empty).waitFor();
    t.equal(await publicComments(site, board._id), 0, 'deleted for good');
    problems.assertNone(t);
  });
});
