// The console's message, inquiry and member screens through the real stack (demo data seeded):
// staff send an SMS to a demo member and find it in the history; answer a demo member's inquiry,
// which the member then reads as ANSWERED; open a member's record. axe at both spec sizes.
import t from 'tap';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import type { ConsoleUserDetail, ConsoleUserList, InquiryDetail, MessageDetail, MessageList, MessageStatus } from '@centre/contracts';
import { axeViolations, browserSuite, DEMO_MEMBER, newPage, watchPageProblems, type ViewportName } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { consoleKo, consoleSettled, openConsoleSignedIn } from './console-helpers.ts';

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

const text = consoleKo;

// A stand-in SMS provider (the real sms-http adapter posts to it): it accepts, or refuses with a
// 400 (a permanent failure, so the message is FAILED at once) while `refusing` is set.
const provider = { refusing: false, received: [] as string[] };
const smsProvider = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    provider.received.push(body);
    response.writeHead(provider.refusing ? 400 : 200, { 'content-type': 'application/json' });
    response.end(provider.refusing ? '{"error":"number refused"}' : '{"ok":true}');
  });
});
await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => smsProvider.close(() => resolve())));
const smsEnv = {
  SMS_API_URL: `http://127.0.0.1:${(smsProvider.address() as AddressInfo).port}/send`,
  SMS_API_KEY: 'browser-test-key',
  SMS_SENDER: '0212345678',
};

await browserSuite(t, async ({ site, browser }) => {
  const token = await staffToken(site);
  const found = await site.getJson<ConsoleUserList>(`/api/console/users?username=${DEMO_MEMBER.username}`, { token });
  const member = found.users.find((user) => user.username === DEMO_MEMBER.username);
  if (!member) throw new Error('the demo member is not seeded');
  const memberToken = await site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const asked = await fetch(`${site.url}/api/v1/me/inquires`, {
    method: 'POST',
    headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Cutting table booking', content: 'Can I book the big cutting table for two days in a row?' }),
  });
  if (asked.status !== 201) throw new Error(`POST inquiry answered ${asked.status}: ${await asked.text()}`);
  const inquiry = ((await asked.json()) as InquiryDetail).inquiry;
  let messageId = '';

  t.test('staff send an SMS to a demo member and see it in the history', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/messages/send');

    // Nothing filled: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: text.messages.sendButton, exact: true }).click();
    t.equal(await page.locator('#console-main [role=alert]').first().textContent(), text.form.errors.required, 'missing fields are announced');
    t.equal(await page.getByRole('dialog').isVisible(), false, 'no confirmation for an incomplete form');

    await page.getByLabel(text.messages.kinds.memberId).check();
    // One member is found by username (or name, or phone), never typed as an id (issue 20).
    await page.getByRole('searchbox', { name: text.memberPicker.label }).fill(member.username);
    await page.getByRole('button', { name: text.memberPicker.search, exact: true }).click();
    await page.getByRole('button', { name: text.memberPicker.choose.replace('{{name}}', `${member.name} (${member.username})`), exact: true }).click();
    const body = `Your cutting-room slot is ready ${Date.now()}`;
    await page.getByLabel(text.messages.message).fill(body);
    await page.getByRole('button', { name: text.messages.sendButton, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Escape cancels: nothing is sent.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const before = await site.getJson<MessageList>(`/api/console/messages?memberId=${member._id}`, { token });
    t.equal(before.messages.length, 0, 'cancelling sends nothing');

    await page.getByRole('button', { name: text.messages.sendButton, exact: true }).click();
    await dialog.getByRole('button', { name: text.messages.sendButton, exact: true }).click();
    await page.getByRole('status').filter({ hasText: text.messages.queued.replace('{{count}}', '1') }).waitFor();

    const after = await site.getJson<MessageList>(`/api/console/messages?memberId=${member._id}`, { token });
    t.equal(after.messages.length, 1, 'one message queued for the member');
    const sent = after.messages[0]!;
    messageId = sent._id;
    t.equal(sent.channel, 'SMS');
    t.equal(sent.recipient, member.phone, 'addressed to the member’s number');
    t.match(sent.body, body);

    await page.getByRole('link', { name: text.messages.back }).click();
    await page.getByLabel(text.messages.channel).selectOption('SMS');
    await page.waitForURL(/channel=SMS/);
    const row = page.getByRole('link', { name: member.phone });
    await row.first().waitFor();
    await row.first().click();
    await page.getByRole('heading', { level: 1, name: text.messages.detail }).waitFor();
    await page.getByText(body).waitFor();
    t.pass('the detail shows the body');
    problems.assertNone(t);
  });

  t.test('staff answer a member’s inquiry and the member reads it as answered', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/center/questions?status=WAITING_REPLY');
    await page.getByRole('link', { name: inquiry.title }).click();
    await page.getByRole('heading', { level: 1, name: inquiry.title }).waitFor();
    t.match(await page.locator('#console-main').textContent(), inquiry.content, 'the member’s question is shown');

    // An empty answer is refused on the page, by the server's own schema.
    await page.getByRole('button', { name: text.inquiries.submitAnswer }).click();
    await page.locator('#console-main [role=alert]').first().waitFor();
    const waiting = (await site.getJson<InquiryDetail>(`/api/v1/me/inquires/${inquiry._id}`, { token: memberToken })).inquiry;
    t.equal(waiting.status, 'WAITING_REPLY', 'nothing saved yet');

    await page.getByRole('textbox', { name: text.fields.answer, exact: true }).fill('Yes: book both days on the schedule page; we keep the table for you.');
    await page.getByRole('button', { name: text.inquiries.submitAnswer }).click();
    await page.getByRole('status').filter({ hasText: /답변을 등록/ }).waitFor();
    await page.getByText(text.inquiries.answerComplete, { exact: true }).waitFor();

    const answered = (await site.getJson<InquiryDetail>(`/api/v1/me/inquires/${inquiry._id}`, { token: memberToken })).inquiry;
    t.equal(answered.status, 'ANSWERED', 'the member sees the inquiry answered');
    t.match(answered.answer, /book both days/);
    problems.assertNone(t);
  });

  t.test('staff send a failed message again', async (t) => {
    const waitForStatus = async (id: string, status: MessageStatus) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const message = (await site.getJson<MessageDetail>(`/api/console/messages/${id}`, { token })).message;
        if (message.status === status) return message;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`message ${id} never became ${status}`);
    };
    provider.refusing = true;
    const queued = await fetch(`${site.url}/api/console/messages/sms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: '01011112222', message: 'Your sewing machine training is on Friday.' }),
    });
    t.equal(queued.status, 202);
    const id = ((await queued.json()) as { queued: Array<{ _id: string }> }).queued[0]!._id;
    const failed = await waitForStatus(id, 'FAILED');
    t.match(failed.lastError, /400/, 'the provider’s refusal is recorded');
    provider.refusing = false;

    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/messages?status=FAILED');
    await page.getByRole('link', { name: '01011112222' }).click();
    await page.getByText(failed.lastError!).waitFor();
    await page.getByRole('button', { name: text.messages.retry }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.messages.retry }).click();
    await page.getByRole('status').filter({ hasText: text.messages.retried }).waitFor();
    const sent = await waitForStatus(id, 'SENT');
    t.equal(sent.deliveredBy, 'sms-http', 'delivered by the provider on the second try');
    t.equal(provider.received.filter((body) => body.includes(id)).length, 2, 'the provider was asked twice');
    problems.assertNone(t);
  });

  t.test('staff find a member and open their record', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/users');
    await page.getByLabel(text.members.searchField).selectOption('username');
    await page.getByRole('searchbox').fill(DEMO_MEMBER.username);
    await page.keyboard.press('Enter');
    await page.waitForURL(/field=username/);
    await page.getByRole('link', { name: member.name }).first().click();
    await page.getByRole('heading', { level: 1, name: `${member.name} (${member.username})` }).waitFor();
    await page.getByRole('heading', { name: text.members.consents }).waitFor();
    t.match(await page.locator('#console-main').textContent(), member.email, 'the profile is shown');
    problems.assertNone(t);
  });

  t.test('staff download a business registration and approve it until a date', async (t) => {
    const company = (await site.getJson<ConsoleUserList>('/api/console/users?username=dongdaemun7', { token })).users[0];
    if (!company) throw new Error('the demo company is not seeded');
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/users/${company._id}`);
    const before = (await site.getJson<ConsoleUserDetail>(`/api/console/users/${company._id}`, { token })).user.files[0]!;
    t.equal(before.kind, 'BUSINESS_REGISTRATION');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.members.download.replace('{{name}}', before.originalName) }).click();
    const download = await downloading;
    t.equal(download.suggestedFilename(), before.originalName, 'the document downloads under its name');
    t.match((await readFile((await download.path())!)).subarray(0, 5).toString(), '%PDF-', 'the bytes are the stored PDF');

    await page.getByLabel(text.members.review.APPROVED, { exact: true }).check();
    await page.getByLabel(text.members.validUntil).fill('2027-12-31');
    await page.getByLabel(text.members.reviewNote).fill('Checked against the original.');
    await page.getByRole('button', { name: text.members.saveReview }).click();
    await page.getByRole('status').filter({ hasText: text.members.reviewed }).waitFor();
    const after = (await site.getJson<ConsoleUserDetail>(`/api/console/users/${company._id}`, { token })).user.files[0]!;
    t.equal(after.reviewState, 'APPROVED', 'approved');
    t.equal(after.validUntil, '2027-12-31', 'valid until the chosen Seoul date');
    await page.getByText(`${text.members.validUntil} 2027-12-31`, { exact: false }).waitFor();
    problems.assertNone(t);
  });

  const VIEWPORTS: ViewportName[] = ['desktop', 'phone'];
  for (const viewport of VIEWPORTS) {
    t.test(`the new pages pass axe at ${viewport} size`, async (t) => {
      const paths = [
        '/console/messages',
        '/console/messages/send',
        ...(messageId ? [`/console/messages/${messageId}`] : []),
        '/console/center/questions',
        `/console/center/questions/${inquiry._id}`,
        '/console/users',
        `/console/users/${member._id}`,
        '/console/users/withdrawals',
      ];
      const page = await newPage(t, browser, { viewport });
      const problems = watchPageProblems(page);
      await openConsoleSignedIn(page, site, '/console/messages');
      for (const path of paths) {
        problems.clear();
        await page.evaluate((url) => window.singleSpaNavigate!(url), path);
        await page.waitForFunction((target) => window.location.pathname === target, path);
        await consoleSettled(page);
        await page.waitForLoadState('networkidle');
        t.same(await axeViolations(page), [], `${path}: no serious or critical accessibility violations`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        t.ok(overflow <= 0, `${path}: no horizontal scrolling (${overflow}px)`);
        problems.assertNone(t);
      }
    });
  }
}, { env: smsEnv });
