// Questions to the centre in a real browser: the empty list, writing a question with a picture
// (its limits shown), seeing it "waiting for reply", its private picture, staff's answer making it
// "answer complete" (and no longer deletable), and deleting one still waiting after confirming.
import t from 'tap';
import { validationMessage, CONSOLE_INQUIRIES_PATH, type InquiryList } from '@centre/contracts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { answerAppDialogs, browserSuite, DEMO_MEMBER, newPage, STAFF, watchPageProblems } from './harness.ts';
import { MYPAGE_TEXT, openMypage } from './mypage-helpers.ts';

const text = MYPAGE_TEXT.en;
/** A 1×1 PNG: the server reads the type from the bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

await browserSuite(t, async ({ site, browser }) => {
  t.test('ask a question, see it waiting, then answered', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/inquiries', 'en');
    await t.resolves(page.getByText(text.inquiries.empty).waitFor(), 'no questions yet');

    await page.getByRole('link', { name: text.inquiries.write }).click();
    await page.getByRole('heading', { level: 1, name: text.inquiries.newTitle }).waitFor();
    t.match(await page.getByText(/JPEG, PNG or WebP/).textContent(), '3 pictures', 'the picture limits are shown');
    await page.getByRole('button', { name: text.inquiries.submit }).click();
    await t.resolves(page.getByText(validationMessage('ENTER_CONTENT', 'en')).waitFor(), 'an empty question is refused before sending');
    t.equal(await page.getByLabel(text.inquiries.fieldTitle, { exact: true }).getAttribute('aria-invalid'), 'true', 'the title is marked');

    await page.getByLabel(text.inquiries.fieldTitle, { exact: true }).fill('Cutting room on Saturdays?');
    await page.getByLabel(text.inquiries.fieldContent, { exact: true }).fill('Is the shared cutting room open on Saturday mornings?');
    const files = page.getByLabel(text.inquiries.images, { exact: true });
    await files.setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: PNG }, { name: 'b.png', mimeType: 'image/png', buffer: PNG }, { name: 'c.png', mimeType: 'image/png', buffer: PNG }, { name: 'd.png', mimeType: 'image/png', buffer: PNG }]);
    await t.resolves(page.getByRole('alert').filter({ hasText: text.inquiries.imagesTooMany.replace('{{count}}', '3') }).waitFor(), 'a fourth picture is refused');
    await files.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await t.resolves(page.getByRole('alert').filter({ hasText: 'notes.txt' }).waitFor(), 'a file that is not a picture is refused');
    await files.setInputFiles([{ name: 'table.png', mimeType: 'image/png', buffer: PNG }]);
    await t.resolves(page.getByRole('button', { name: text.inquiries.removeImage.replace('{{name}}', 'table.png') }).waitFor(), 'a picture is added (and can be removed)');

    await page.getByRole('button', { name: text.inquiries.submit }).click();
    await t.resolves(page.getByRole('heading', { level: 1, name: 'Cutting room on Saturdays?' }).waitFor(), 'the question opens');
    await t.resolves(page.getByRole('status').filter({ hasText: text.inquiries.sent }).waitFor(), 'sent');
    t.ok(await page.getByText(text.inquiries.status.WAITING_REPLY, { exact: true }).isVisible(), 'waiting for reply');
    await t.resolves(page.locator('img[alt="' + text.inquiries.picture.replace('{{number}}', '1') + '"]').waitFor(), 'its picture is shown');
    t.ok(await page.getByText(text.inquiries.noAnswer).isVisible(), 'no answer yet');

    await page.getByRole('link', { name: text.inquiries.back }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Cutting room on Saturdays?' });
    await t.resolves(card.waitFor(), 'listed');
    t.match(await card.textContent(), text.inquiries.status.WAITING_REPLY, 'as waiting for reply');

    // Staff answer in the console.
    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    const mine = await site.getJson<InquiryList>('/api/v1/me/inquires', { token: token! });
    const staffToken = await site.signIn(STAFF.username, site.staffPassword);
    const answered = await fetch(new URL(`${CONSOLE_INQUIRIES_PATH}/${mine.inquiries[0]!._id}/answer`, site.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answer: '<p>Yes, from 9 to 12.</p>' }),
    });
    t.equal(answered.status, 200, 'staff answer');

    await page.reload();
    await card.waitFor();
    t.match(await card.textContent(), text.inquiries.status.ANSWERED, 'now: answer complete');
    await card.getByRole('link').click();
    await t.resolves(page.getByText('Yes, from 9 to 12.').waitFor(), 'the answer is shown');
    t.equal(await page.getByRole('button', { name: text.inquiries.delete }).count(), 0, 'an answered question cannot be deleted');
    problems.assertNone(t);
  });

  t.test('delete a question still waiting, after confirming', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page, { accept: false });
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/inquiries/new', 'en');
    await page.getByLabel(text.inquiries.fieldTitle, { exact: true }).fill('Parking');
    await page.getByLabel(text.inquiries.fieldContent, { exact: true }).fill('Is there parking for a van?');
    await page.getByRole('button', { name: text.inquiries.submit }).click();
    await page.getByRole('heading', { level: 1, name: 'Parking' }).waitFor();

    await page.getByRole('button', { name: text.inquiries.delete }).click();
    t.equal(await dialogs.next(), text.inquiries.deleteConfirm, 'asked first');
    t.ok(await page.getByRole('heading', { level: 1, name: 'Parking' }).isVisible(), 'declined: still there');

    page.removeAllListeners('dialog');
    await answerAppDialogs(page, { accept: true });
    await page.getByRole('button', { name: text.inquiries.delete }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: text.inquiries.deleted }).waitFor(), 'deleted');
    t.equal(await page.getByRole('listitem').filter({ hasText: 'Parking' }).count(), 0, 'no longer listed');
    problems.assertNone(t);
  });
});
