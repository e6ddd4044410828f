// The console's content screens in a real browser: a notice written in four languages, edited and
// deleted through the console, followed on the public site in Korean and English; bulk delete with
// its confirmation; the form's client-side validation from the server's schema; the setting shown
// in the public footer.
import t from 'tap';
import type { Page } from 'playwright-core';
import { ConsoleNotificationInput, type ConsoleNotificationList, type ConsoleSettingDetail, type NotificationList } from '@centre/contracts';
import { formatKoreanPhone } from '../../packages/platform/src/format/format.ts';
import { browserSuite, eventually, newPage, recordApiRequests, type Site, watchPageProblems } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { consoleKo as ko, consoleSettled, openConsoleSignedIn } from './console-helpers.ts';
import { fill } from './texts.ts';

/** A field's name, whether or not it carries the required mark (a '*' hidden from screen readers). */
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const localeLabel = (field: string, language: string) => named(`${field} (${language})`);
const LANGUAGES = { ko: '한국어', en: 'English', cn: '中文', jp: '日本語' } as const;

/** The subjects the public notice list shows in a language (a fresh page, as a visitor). */
async function publicNoticeSubjects(site: Site, keyword: string, locale: 'ko' | 'en'): Promise<string[]> {
  const list = await site.getJson<NotificationList>(`/api/v1/center/notifications?keyword=${encodeURIComponent(keyword)}`, { locale });
  return list.notifications.map((notice) => notice.subject);
}

async function publicNoticePage(t: Parameters<typeof newPage>[0], browser: Parameters<typeof newPage>[1], site: Site, locale: 'ko' | 'en', keyword: string, expected: string) {
  const page = await newPage(t, browser, { viewport: 'phone', locale });
  await page.goto(`${site.url}/notice?keyword=${encodeURIComponent(keyword)}`);
  const links = page.locator('#main-content ul li a');
  await page.waitForFunction(
    (subject) => [...document.querySelectorAll('#main-content ul li a')].some((link) => link.textContent?.includes(subject)),
    expected,
  );
  return links.allTextContents();
}

async function staffHeaders(site: Site) {
  return { authorization: `Bearer ${await staffToken(site)}`, 'content-type': 'application/json' };
}

const editorIn = (page: Page, field: string, language: string) => page.getByRole('textbox', { name: localeLabel(field, language) });

await browserSuite(t, async ({ site, browser }) => {
  t.test('a notice: written in four languages as a draft, published, deleted — the public site follows in Korean and English', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/center/notifications');
    await page.getByRole('link', { name: fill(ko.list.create, { name: ko.notifications.one }) }).click();
    await page.getByRole('heading', { level: 1, name: fill(ko.list.create, { name: ko.notifications.one }) }).waitFor();

    const stamp = Date.now().toString(36);
    const subjectKo = `콘솔 시험 공지 ${stamp}`;
    const subjectEn = `Console test notice ${stamp}`;
    await page.getByLabel(localeLabel(ko.fields.subject, LANGUAGES.ko)).fill(subjectKo);
    const subjectStatus = page.getByRole('group', { name: named(ko.fields.subject) }).getByText(/미입력/);
    t.match(await subjectStatus.textContent(), /English.*中文.*日本語/, 'the field says which languages are missing');
    await page.getByLabel(localeLabel(ko.fields.subject, LANGUAGES.en)).fill(subjectEn);
    await page.getByLabel(localeLabel(ko.fields.subject, LANGUAGES.cn)).fill(`控制台测试公告 ${stamp}`);
    await page.getByLabel(localeLabel(ko.fields.subject, LANGUAGES.jp)).fill(`コンソール試験のお知らせ ${stamp}`);
    t.equal(await page.getByRole('group', { name: named(ko.fields.subject) }).getByText(ko.form.allLanguages).count(), 1, 'and when all four are filled');
    await page.getByLabel(localeLabel(ko.fields.summary, LANGUAGES.ko)).fill('콘솔에서 쓴 요약');
    await page.getByLabel(localeLabel(ko.fields.summary, LANGUAGES.en)).fill('Summary written in the console');

    // Rich text, one language at a time.
    await editorIn(page, ko.fields.content, LANGUAGES.ko).click();
    await page.keyboard.type('한국어 본문');
    await page.getByRole('group', { name: fill(ko.form.chooseLanguage, { field: ko.fields.content }) }).getByRole('button', { name: /English/ }).click();
    await editorIn(page, ko.fields.content, LANGUAGES.en).click();
    await page.keyboard.type('English body');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();

    await page.getByRole('status').filter({ hasText: ko.list.saved }).waitFor();
    const table = page.getByRole('table', { name: ko.notifications.caption });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: subjectKo }) });
    await t.resolves(row.waitFor(), 'the list shows the new notice');
    t.match(await row.textContent(), ko.enums.DRAFT, 'as a draft (a new notice starts unpublished)');
    // No scheduled start was set: the list says so, never the epoch (1970-01-01 09:00 in Seoul).
    const rowText = (await row.textContent()) ?? '';
    t.notMatch(rowText, /1970/, 'an unset publication time is not shown as the epoch');
    t.match(rowText, ko.list.notSet, 'it is read out as not set');
    t.same(await publicNoticeSubjects(site, stamp, 'ko'), [], 'a draft is not public');

    // Edit: the form opens with the stored values.
    await table.getByRole('link', { name: subjectKo }).click();
    const subjectInput = page.getByLabel(localeLabel(ko.fields.subject, LANGUAGES.ko));
    await subjectInput.waitFor();
    t.equal(await subjectInput.inputValue(), subjectKo, 'the edit form holds the stored subject');
    t.match(await editorIn(page, ko.fields.content, LANGUAGES.ko).innerHTML(), /한국어 본문/, 'and the stored rich text');
    await subjectInput.fill(`${subjectKo} (수정)`);
    await page.getByLabel(ko.fields.status).selectOption({ label: ko.enums.PUBLISHED });
    await page.getByLabel(localeLabel(ko.fields.subject, LANGUAGES.en)).fill(`${subjectEn} (edited)`);
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    const published = table.getByRole('row').filter({ has: page.getByRole('link', { name: `${subjectKo} (수정)` }) });
    await published.waitFor();
    t.match(await published.textContent(), ko.enums.PUBLIC, 'published: the list says it is public');
    t.same(await publicNoticeSubjects(site, stamp, 'ko'), [`${subjectKo} (수정)`], 'the public API has it in Korean');
    t.same(await publicNoticeSubjects(site, stamp, 'en'), [`${subjectEn} (edited)`], 'and in English');
    t.ok((await publicNoticePage(t, browser, site, 'ko', stamp, `${subjectKo} (수정)`)).some((text) => text.includes(`${subjectKo} (수정)`)), 'the public /notice page shows it in Korean');
    t.ok((await publicNoticePage(t, browser, site, 'en', stamp, `${subjectEn} (edited)`)).some((text) => text.includes(`${subjectEn} (edited)`)), 'and in English');

    // Delete from the edit page, after confirming.
    await table.getByRole('link', { name: `${subjectKo} (수정)` }).click();
    await page.getByRole('button', { name: ko.actions.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(ko.edit.confirmDeleteTitle, { name: ko.notifications.one }) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: ko.actions.delete, exact: true }).click();
    await page.getByRole('status').filter({ hasText: fill(ko.list.deleted, { count: 1 }) }).waitFor();
    t.same(await publicNoticeSubjects(site, stamp, 'ko'), [], 'the public site no longer has it');
    problems.assertNone(t);
  });

  t.test('the form validates with the server\'s schema before sending: Korean subject required, limits shown', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    const api = recordApiRequests(page);
    await openConsoleSignedIn(page, site, '/console/center/notifications/create', 'en');
    const en = (await import('../../mf-console/src/i18n/en.json', { with: { type: 'json' } })).default;
    // The content editor shows English when Save is pressed; the missing Korean text must be brought into view.
    await page.getByRole('group', { name: fill(en.form.chooseLanguage, { field: en.fields.content }) }).getByRole('button', { name: /English/ }).click();
    await editorIn(page, en.fields.content, LANGUAGES.en).waitFor();
    await page.getByRole('button', { name: en.actions.save, exact: true }).click();
    await t.resolves(editorIn(page, en.fields.content, LANGUAGES.ko).waitFor(), 'after the refusal the editor shows the Korean text that is missing');
    const subjectKo = page.getByLabel(localeLabel(en.fields.subject, LANGUAGES.ko));
    await t.resolves(page.getByRole('alert').filter({ hasText: en.form.errors.required }).first().waitFor(), 'a required-field alert in English');
    t.equal(await subjectKo.getAttribute('aria-invalid'), 'true', 'the Korean subject is marked invalid');
    const describedBy = (await subjectKo.getAttribute('aria-describedby'))!.split(' ');
    const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    t.ok(messages.includes(en.form.errors.required), 'and described by its message');
    t.same(api.requests.filter((request) => request.method === 'POST'), [], 'nothing was sent');

    const limit = (ConsoleNotificationInput.properties.subject.properties.ko as { maxLength?: number }).maxLength;
    if (limit !== undefined) {
      t.ok(await page.getByText(fill(en.form.limits.maxLength, { max: limit })).first().isVisible(), `the subject shows its limit (${limit})`);
      await subjectKo.fill('가'.repeat(limit + 1));
      await subjectKo.blur();
      await t.resolves(page.getByRole('alert').filter({ hasText: fill(en.form.errors.maxLength, { max: limit }) }).first().waitFor(), 'one character over the limit is refused on the client');
    }
    problems.assertNone(t);
  });

  t.test('bulk delete: select the rows of a search, confirm (Escape first cancels), the list and the API follow; restore one from the trash', async (t) => {
    const headers = await staffHeaders(site);
    const stamp = `bulk${Date.now().toString(36)}`;
    const text = (value: string) => ({ ko: value, en: '', cn: '', jp: '' });
    for (let n = 1; n <= 3; n += 1) {
      const input: ConsoleNotificationInput = { subject: text(`${stamp} 공지 ${n}`), summary: text('요약'), content: text('<p>본문</p>'), isMain: false };
      const response = await fetch(`${site.url}/api/console/center/notifications`, { method: 'POST', headers, body: JSON.stringify(input) });
      t.equal(response.status, 201, `notice ${n} added`);
    }
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/center/notifications?keyword=${stamp}`);
    const table = page.getByRole('table', { name: ko.notifications.caption });
    await table.locator('tbody tr').first().waitFor();
    t.equal(await table.locator('tbody tr').count(), 3, 'the search (from the address) finds the three');
    await table.getByRole('checkbox', { name: ko.list.selectAll }).check();
    await page.getByText(fill(ko.list.selected, { count: 3 })).waitFor();
    await page.getByRole('button', { name: ko.list.deleteSelected }).click();
    const dialog = page.getByRole('dialog', { name: fill(ko.list.confirmDeleteTitle, { count: 3 }) });
    await dialog.waitFor();
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent), ko.actions.cancel), ko.actions.cancel, 'the safe choice has focus');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent), ko.list.deleteSelected), ko.list.deleteSelected, 'Escape closes it and focus returns');
    t.equal(await table.locator('tbody tr').count(), 3, 'nothing was deleted');

    await page.getByRole('button', { name: ko.list.deleteSelected }).click();
    await dialog.getByRole('button', { name: ko.actions.delete, exact: true }).click();
    await page.getByRole('status').filter({ hasText: fill(ko.list.deleted, { count: 3 }) }).waitFor();
    await page.getByText(ko.list.noMatch).waitFor();
    const left = await site.getJson<ConsoleNotificationList>(`/api/console/center/notifications?keyword=${stamp}`, { token: headers.authorization.slice(7) });
    t.equal(left.summary.total, 0, 'the API has none of them');

    // The trash keeps them: one is restored.
    await page.getByRole('link', { name: ko.trash.link, exact: true }).click();
    const trashTable = page.getByRole('table', { name: fill(ko.trash.title, { name: ko.notifications.title }) });
    await trashTable.locator('tbody tr').first().waitFor();
    await trashTable.getByRole('button', { name: fill(ko.trash.restore, { name: `${stamp} 공지 2` }) }).click();
    await page.getByRole('status').filter({ hasText: ko.trash.restored }).waitFor();
    await trashTable.getByRole('button', { name: fill(ko.trash.restore, { name: `${stamp} 공지 2` }) }).waitFor({ state: 'detached' });
    const restored = await site.getJson<ConsoleNotificationList>(`/api/console/center/notifications?keyword=${stamp}`, { token: headers.authorization.slice(7) });
    t.same(restored.notifications.map((notice) => notice.subject.ko), [`${stamp} 공지 2`], 'the restored notice is back in the list');
    problems.assertNone(t);
  });

  t.test('the setting: a new cutting-room phone shows in the public footer; a bad one is refused before sending', async (t) => {
    const headers = await staffHeaders(site);
    const before = ((await (await fetch(`${site.url}/api/console/setting`, { headers })).json()) as ConsoleSettingDetail).setting;
    t.teardown(async () => void (await fetch(`${site.url}/api/console/setting`, { method: 'PUT', headers, body: JSON.stringify(before) })));
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    const api = recordApiRequests(page);
    await openConsoleSignedIn(page, site, '/console/setting');
    const phone = page.getByLabel(ko.fields.cuttingRoomPhone);
    t.equal(await phone.inputValue(), before.cuttingRoomPhone, 'the form holds the stored setting');
    await phone.fill('02-12ab');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: ko.form.errors.pattern }).waitFor();
    t.same(api.requests.filter((request) => request.method === 'PUT'), [], 'an invalid phone is not sent');

    await phone.fill('0212345678');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: ko.setting.saved }).waitFor();

    const visitor = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await visitor.goto(`${site.url}/notice`);
    await visitor.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const cuttingRoom = visitor.locator('#shell-footer [data-contact="cutting-room"] dd');
    await cuttingRoom.waitFor();
    t.equal(await cuttingRoom.textContent(), formatKoreanPhone('0212345678'), 'the public footer shows the new number');
    problems.assertNone(t);
  });

  t.test('pictures: uploaded into the rich text and into an image field, with progress', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/center/notifications/create');
    // A picture of noise (about 1.5 MB as PNG) drawn by the browser, and a slowed upload, so the progress has steps to show.
    const picture = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 700;
        canvas.height = 700;
        const context = canvas.getContext('2d')!;
        const pixels = context.createImageData(700, 700);
        for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = (i % 4 === 3) ? 255 : Math.floor(Math.random() * 256);
        context.putImageData(pixels, 0, 0);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((value) => resolve(value!), 'image/png'));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      }),
      'base64',
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('progress')) seen.push(Number((bar as HTMLProgressElement).value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('toolbar', { name: ko.editor.toolbar }).getByRole('button', { name: ko.editor.image, exact: true }).click();
    await (await chooser).setFiles({ name: 'noise.png', mimeType: 'image/png', buffer: picture });
    const description = page.getByLabel(ko.editor.imageAlt);
    await description.waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    t.ok(seen.some((value) => value > 0 && value < 100), `the progress bar moved between 0 and 100 (${[...new Set(seen)].join(', ')})`);
    t.equal(await page.locator('progress').count(), 0, 'and is gone when the upload is done');
    await description.fill('무작위 점으로 된 시험 그림');
    await page.getByRole('button', { name: ko.editor.insertImage }).click();
    const inserted = editorIn(page, ko.fields.content, LANGUAGES.ko).locator('img');
    await inserted.waitFor();
    t.equal(await inserted.getAttribute('alt'), '무작위 점으로 된 시험 그림', 'the picture goes into the text with its description');
    const source = (await inserted.getAttribute('src'))!;
    t.match(source, /^\/api\/v1\/files\//, `stored by the content service (${source})`);
    const served = await fetch(new URL(source, site.url));
    t.equal(served.headers.get('content-type'), 'image/png', 'and served as the PNG it is');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // An image field (a gallery picture): the upload fills its address and shows a preview.
    await page.getByRole('navigation', { name: ko.menu }).getByRole('link', { name: ko.nav.gallery }).click();
    await page.getByRole('link', { name: fill(ko.list.create, { name: ko.gallery.one }) }).click();
    const imageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: fill(ko.upload.choose, { field: ko.fields.image }), exact: true }).click();
    await (await imageChooser).setFiles({ name: 'noise.png', mimeType: 'image/png', buffer: picture });
    const address = page.getByLabel(named(ko.fields.image));
    await page.waitForFunction(() => (document.getElementById('field-image') as HTMLInputElement | null)?.value.startsWith('/api/v1/files/'));
    t.match(await address.inputValue(), /^\/api\/v1\/files\//, 'the image field holds the uploaded address');
    t.equal(await page.getByRole('img', { name: fill(ko.form.preview, { field: ko.fields.image }) }).count(), 1, 'with a preview');

    // A file that is not a picture is refused by the server, and the field says so.
    const textChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: fill(ko.upload.choose, { field: ko.fields.thumb }), exact: true }).click();
    await (await textChooser).setFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await t.resolves(page.getByRole('alert').filter({ hasText: fill(ko.upload.failed, { detail: '' }).trim() }).first().waitFor(), 'a refused upload is an alert');
    problems.assertNone(t, [/^4\d\d POST .*\/api\/console\/files/, /status of 4\d\d/]);
  });

  t.test('a downloadable form: a document uploaded, renamed, saved; a form without documents is refused before sending', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/forms/create');
    const stamp = `form${Date.now().toString(36)}`;
    await page.getByLabel(localeLabel(ko.fields.title, LANGUAGES.ko)).fill(`신청서 ${stamp}`);
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    await t.resolves(page.getByRole('group', { name: ko.fields.files }).getByRole('alert').filter({ hasText: ko.form.errors.required }).waitFor(), 'at least one document is required');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: fill(ko.upload.choose, { field: ko.fields.files }), exact: true }).click();
    await (await chooser).setFiles({ name: 'application.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    const documentName = page.getByLabel(named(ko.fields.name));
    await documentName.waitFor();
    t.equal(await documentName.inputValue(), 'application.pdf', 'the uploaded document is listed by its file name');
    await documentName.fill('이용 신청서 (PDF)');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: ko.list.saved }).waitFor();
    const token = await staffToken(site);
    const { forms } = await site.getJson<{ forms: Array<{ title: { ko: string }; files: Array<{ name: string; contentType: string }> }> }>(`/api/console/forms?keyword=${stamp}`, { token });
    t.same(forms.map((form) => [form.title.ko, form.files.map((file) => [file.name, file.contentType])]), [[`신청서 ${stamp}`, [['이용 신청서 (PDF)', 'application/pdf']]]], 'stored with its named document');
    problems.assertNone(t);
  });

  t.test('code loading: no console code on a public page; each console page fetches its own chunks when opened', async (t) => {
    const consoleScripts = (page: Page) => {
      const urls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/mf/console/')) urls.push(new URL(request.url()).pathname);
      });
      return urls;
    };
    const visitor = await newPage(t, browser, { viewport: 'phone' });
    const seenByVisitor = consoleScripts(visitor);
    await visitor.goto(site.url);
    await visitor.locator('article a[href^="/notice/"]').first().waitFor();
    await visitor.waitForLoadState('networkidle');
    t.same(seenByVisitor, [], 'the home page loads nothing of the console');

    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    const loaded = consoleScripts(page);
    await openConsoleSignedIn(page, site, '/console/center/notifications');
    await page.waitForLoadState('networkidle');
    const forList = [...loaded];
    await page.getByRole('link', { name: fill(ko.list.create, { name: ko.notifications.one }) }).click();
    await editorIn(page, ko.fields.content, LANGUAGES.ko).waitFor();
    await page.waitForLoadState('networkidle');
    const forForm = loaded.filter((url) => !forList.includes(url));
    t.ok(forForm.length > 0, `the form and the editor arrive only when a form is opened (${forForm.length} more chunks)`);
    await page.getByRole('navigation', { name: ko.menu }).getByRole('link', { name: ko.nav.audit }).click();
    await page.getByRole('table', { name: ko.audit.caption }).waitFor();
    await page.waitForLoadState('networkidle');
    t.ok(loaded.length > forList.length + forForm.length, 'the audit page brings its own chunk');
    problems.assertNone(t);
  });

  t.test('the menu leads from a page to the audit log, marking where staff are', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/users/levels');
    const nav = page.getByRole('navigation', { name: ko.menu });
    t.equal(await nav.getByRole('link', { name: ko.nav.levels }).getAttribute('aria-current'), 'page', 'the menu marks the open page');
    await nav.getByRole('link', { name: ko.nav.audit }).click();
    await consoleSettled(page);
    await t.resolves(page.getByRole('table', { name: ko.audit.caption }).waitFor(), 'the audit log lists the writes of this run');
    await page.getByRole('searchbox').fill('setting');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/keyword=setting/);
    await consoleSettled(page);
    problems.assertNone(t);
  });
// Each test signs staff in afresh (as a person would); together they exceed the gateway's ten
// sign-ins a minute from one address, which is not what this file tests.
}, { env: { SIGN_IN_IP_ATTEMPTS: '500' } });
