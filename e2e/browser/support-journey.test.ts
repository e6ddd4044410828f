// The centre's support pages end to end in a real browser (issue 27): a member books one of an
// advisor's free sessions and a seat at a practice session; programme staff confirm the advice and
// write the advisor's note, facility staff confirm the seat and mark the practice completed; a
// visitor writes to the centre (a link refused while signed out) and staff answer; a member's secret
// question stays closed to another member; a member downloads a form and hands a filled one back.
// Key screens in all four languages, on a phone and a desktop, each checked with axe.
import t from 'tap';
import type { Page } from 'playwright-core';
import {
  ADVICE_PATHS,
  ADVICE_REFUSALS,
  addDays,
  CONSOLE_CONTACT_MESSAGES_PATH,
  CONSOLE_DOCUMENTS_PATH,
  CONTACT_MESSAGE_PATH,
  CONTACT_REFUSALS,
  DEMO_MEMBER_IDS,
  type AdvisorDetail,
  type ConsoleContactMessageList,
  type ConsolePracticeSeat,
  type ConsolePracticeSession,
  type Locale,
  type MemberConsultation,
  type PracticeSeat,
  type PracticeSessionList,
  PRACTICE_PATHS,
  seoulDate,
} from '@centre/contracts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/staff.ts';
import supportKo from '../../mf-public/src/features/support/i18n/ko.json' with { type: 'json' };
import supportEn from '../../mf-public/src/features/support/i18n/en.json' with { type: 'json' };
import supportCn from '../../mf-public/src/features/support/i18n/cn.json' with { type: 'json' };
import supportJp from '../../mf-public/src/features/support/i18n/jp.json' with { type: 'json' };
import memberKo from '../../mf-member/src/features/support/i18n/ko.json' with { type: 'json' };
import memberEn from '../../mf-member/src/features/support/i18n/en.json' with { type: 'json' };
import memberCn from '../../mf-member/src/features/support/i18n/cn.json' with { type: 'json' };
import memberJp from '../../mf-member/src/features/support/i18n/jp.json' with { type: 'json' };
import mypageEn from '../../mf-member/src/features/mypage/i18n/en.json' with { type: 'json' };
import consoleEn from '../../mf-console/src/features/support/i18n/en.json' with { type: 'json' };
import consoleKo from '../../mf-console/src/features/support/i18n/ko.json' with { type: 'json' };
import consoleJp from '../../mf-console/src/features/support/i18n/jp.json' with { type: 'json' };
import { JOURNEY_SERVICES } from '../api/stack.ts';
import { DEMO_PROFILES } from '../../services/fairs/src/seeds/demo-content.ts';
import { axeViolations, browserSuite, DEMO_MEMBER, newPage, pictureDrawn, watchPageProblems, type TapLike, type ViewportName, eventually } from './harness.ts';
import { consoleSettled } from './console-helpers.ts';
import { OTHER_DEMO_MEMBER, openMypage } from './mypage-helpers.ts';
import { submitSignIn } from './sign-in.ts';
import { fill } from './texts.ts';

const PUBLIC = { ko: supportKo, en: supportEn, cn: supportCn, jp: supportJp };
const MEMBER = { ko: memberKo, en: memberEn, cn: memberCn, jp: memberJp };
/** A text key that failed to translate shows as its path. */
const RAW_KEY = /\b(?:consultations|practices|status|speciality|advice|practice|qna|forms|contact)\.[a-zA-Z]+/;
const OTHER_MEMBER = { username: OTHER_DEMO_MEMBER.username, password: DEMO_MEMBER.password };
const PROGRAM_STAFF = { username: 'program01', password: DEMO_STAFF_PASSWORD };
const FACILITY_STAFF = { username: 'facility01', password: DEMO_STAFF_PASSWORD };
const PDF = Buffer.from('%PDF-1.4\n% support journey\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The page shows its h1 and no loading state is left; then axe finds nothing serious. */
async function settledAndAccessible(t: TapLike, page: Page, heading: string | RegExp, what: string) {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  t.same(await axeViolations(page), [], `${what}: no serious or critical accessibility violations`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  t.ok(overflow <= 1, `${what}: no sideways scrolling (${overflow}px)`);
}

/** Signs staff in on the console's own form at `path`. */
async function openConsoleAs(page: Page, url: string, credentials: { username: string; password: string }, path: string, locale: Locale = 'ko') {
  await page.goto(`${url}${path}`);
  await submitSignIn(page, credentials, locale);
  await page.locator('#console-menu').waitFor({ state: 'attached', timeout: 30_000 });
  await consoleSettled(page);
}

/** A JSON call through the gateway with a token; answers the status and the body. */
async function call<T>(siteUrl: string, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const answer = await fetch(new URL(path, siteUrl), { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as T };
}

async function memberToken(page: Page): Promise<string> {
  return (await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken))!;
}

await browserSuite(t, async ({ site, browser }) => {
  let staffToken = '';
  let advisor = { _id: '', name: '' };
  let session = { date: '', startTime: '' };
  let practice = { _id: '', title: '' };
  let formId = '';
  const formTitle = { ko: '시설 이용 신청서', en: 'Facility use application', cn: '设施使用申请表', jp: '施設利用申請書' };

  t.test('the demo advisors and practice sessions, and a form staff publish', async (t) => {
    staffToken = await site.signIn('admin', site.staffPassword);
    const { lawyers } = await site.getJson<{ lawyers: Array<{ _id: string; name: string }> }>('/api/v1/lawyers?limit=10');
    advisor = lawyers[0]!;
    const { lawyer } = await site.getJson<AdvisorDetail>(`/api/v1/lawyers/${advisor._id}`, { locale: 'en' });
    session = lawyer.freeSessions[0]!;
    const { practices } = await site.getJson<PracticeSessionList>('/api/v1/practices?limit=10', { locale: 'en' });
    practice = practices.find((item) => item.seatsLeft > 0)!;
    t.ok(session && practice, 'the demo content has a free advice session and a practice session with seats');

    // A published form with one real file (the demo content has none).
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'application.pdf');
    const uploaded = await fetch(new URL(CONSOLE_DOCUMENTS_PATH, site.url), { method: 'POST', headers: { authorization: `Bearer ${staffToken}` }, body: upload });
    t.equal(uploaded.status, 201, 'staff upload the form file');
    const stored = ((await uploaded.json()) as { file: { url: string; contentType: string; size: number } }).file;
    const createdForm = await fetch(new URL('/api/console/forms', site.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: formTitle, description: { ko: '<p>작성 후 제출해 주세요.</p>', en: '<p>Fill it in and hand it back.</p>', cn: '', jp: '' }, thumb: null, files: [{ name: '신청서.pdf', ...stored }], order: 0 }),
    });
    t.equal(createdForm.status, 201, 'staff publish the form');
    formId = ((await createdForm.json()) as { form: { _id: string } }).form._id;
  });

  t.test('the support pages in four languages, on a phone and a desktop', async (t) => {
    const visits: Array<{ path: string; locale: Locale; viewport: ViewportName; heading: (text: typeof supportEn) => string }> = [
      { path: '/advice', locale: 'ko', viewport: 'desktop', heading: (text) => text.advice.title },
      { path: `/advice/${advisor._id}`, locale: 'jp', viewport: 'phone', heading: () => advisor.name },
      { path: '/practices', locale: 'en', viewport: 'phone', heading: (text) => text.practice.title },
      { path: `/practices/${practice._id}`, locale: 'cn', viewport: 'desktop', heading: () => '' },
      { path: '/qna', locale: 'cn', viewport: 'phone', heading: (text) => text.qna.title },
      { path: '/forms', locale: 'jp', viewport: 'desktop', heading: (text) => text.forms.title },
      { path: `/forms/${formId}`, locale: 'ko', viewport: 'phone', heading: () => formTitle.ko },
      { path: '/contact', locale: 'en', viewport: 'desktop', heading: (text) => text.contact.title },
      { path: '/contact', locale: 'jp', viewport: 'phone', heading: (text) => text.contact.title },
    ];
    for (const visit of visits) {
      const page = await newPage(t, browser, { viewport: visit.viewport, locale: visit.locale });
      const problems = watchPageProblems(page);
      await page.goto(`${site.url}${visit.path}`);
      const heading = visit.heading(PUBLIC[visit.locale] as typeof supportEn);
      await settledAndAccessible(t, page, heading || /./, `${visit.path} (${visit.locale}, ${visit.viewport})`);
      problems.assertNone(t);
      await page.close();
    }

    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await page.goto(`${site.url}/advice`);
    await page.getByRole('heading', { level: 1, name: supportEn.advice.title }).waitFor();
    await page.getByRole('combobox', { name: supportEn.advice.speciality }).selectOption('IP');
    await t.resolves(page.getByText(supportEn.advice.empty).waitFor(), 'no demo advisor gives intellectual-property advice: the filter says so');
    t.match(page.url(), /speciality=IP/, 'the filter is in the address');
    await page.getByRole('combobox', { name: supportEn.advice.speciality }).selectOption('');
    await t.resolves(page.getByRole('link', { name: advisor.name }).waitFor(), 'every advisor again');
    await page.getByRole('link', { name: advisor.name }).click();
    await t.resolves(page.getByText(supportEn.advice.signInToAsk).waitFor(), 'signed out: a sign-in link instead of asking');
    t.match(await page.getByRole('link', { name: supportEn.signIn }).getAttribute('href'), /^\/login\?returnTo=/, 'the sign-in comes back here');
  });

  t.test('a member books an advisor\'s session and a practice seat; staff confirm both; the practice is completed', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/consultations', 'en');
    await settledAndAccessible(t, page, memberEn.consultations.title, 'my consultations (empty)');
    t.ok(await page.getByText(memberEn.consultations.empty).isVisible(), 'no requests yet');

    await page.goto(`${site.url}/advice/${advisor._id}`);
    await page.getByRole('heading', { level: 1, name: advisor.name }).waitFor();
    await page.getByRole('link', { name: fill(supportEn.advice.askSessionLabel, { date: session.date, time: session.startTime }) }).click();
    await settledAndAccessible(t, page, memberEn.consultations.newTitle, 'asking for advice');
    t.ok(await page.getByRole('radio', { name: new RegExp(`${session.date} ${session.startTime}`) }).isChecked(), 'the session chosen on the advisor\'s page is selected');
    await page.getByRole('button', { name: memberEn.consultations.submit }).click();
    await page.getByLabel(memberEn.consultations.topic, { exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor();
    t.pass('an empty topic is refused before sending');
    await page.getByLabel(memberEn.consultations.topic, { exact: true }).fill('Hiring my first two sewers');
    await page.getByLabel(memberEn.consultations.description, { exact: true }).fill('Which contract and insurance do I need for two part-time sewers?');
    await page.getByRole('button', { name: memberEn.consultations.submit }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: 'declare how many employees' }).waitFor(), 'the employee rule is refused in the member\'s words');
    await page.getByLabel(memberEn.consultations.employees).fill('3');
    await page.getByRole('button', { name: memberEn.consultations.submit }).click();
    await settledAndAccessible(t, page, 'Hiring my first two sewers', 'my consultation');
    t.ok(await page.getByText(memberEn.status.REQUESTED, { exact: true }).isVisible(), 'requested');
    t.ok(await page.getByText(memberEn.consultations.sent).isVisible(), 'sent is announced');

    // Attachments: a script named .pdf is refused by its bytes in the member's words; a PDF is attached and listed.
    t.ok(await page.getByText(memberEn.attachments.empty).isVisible(), 'no attachments yet');
    const attachPicker = page.getByLabel(memberEn.attachments.file, { exact: true });
    await attachPicker.setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<script>alert(1)</script>') });
    await page.getByRole('button', { name: memberEn.attachments.add }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: ADVICE_REFUSALS.ATTACHMENT_TYPE.messages.en }).waitFor(), 'a script named .pdf is refused by its bytes');
    await attachPicker.setInputFiles({ name: 'draft contract.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: memberEn.attachments.add }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: fill(memberEn.attachments.attached, { name: 'draft contract.pdf' }) }).waitFor(), 'the PDF is attached');
    await t.resolves(page.getByRole('button', { name: fill(memberEn.attachments.download, { name: 'draft contract.pdf' }) }).waitFor(), 'and listed for download');
    t.same(await axeViolations(page), [], 'a consultation with an attachment: no serious or critical accessibility violations');

    await page.goto(`${site.url}/practices/${practice._id}`);
    await page.getByRole('heading', { level: 1, name: practice.title }).waitFor();
    await page.getByRole('button', { name: supportEn.practice.apply }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: supportEn.practice.applied }).waitFor(), 'the seat is taken');
    // The page moves focus once it has read the seats left again, a moment after the outcome shows.
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-live')), 'polite'), 'polite', 'focus moves to the outcome');
    await page.getByRole('link', { name: supportEn.practice.mine }).click();
    await settledAndAccessible(t, page, memberEn.practices.title, 'my practice seats');
    t.ok(await page.getByRole('listitem').filter({ hasText: practice.title }).getByText(memberEn.status.WAITING, { exact: true }).isVisible(), 'waiting for staff');
    problems.assertNone(t, [/\b403\b.*\/api\/v1\/me\/consultations$|\b403\b.*\/api\/v1\/me\/consultations\)$/, /\b415\b.*\/api\/v1\/me\/consultations\/[^/]+\/attachments\)?$/]);
    const token = await memberToken(page);

    // Programme staff: the advice request.
    const advice = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await openConsoleAs(advice, site.url, PROGRAM_STAFF, '/console/advice/requests', 'en');
    t.ok(await advice.locator('#console-menu').getByRole('link', { name: consoleEn.nav.adviceRequests }).isVisible(), 'advice is in programme staff\'s menu');
    t.notOk(await advice.locator('#console-menu').getByRole('link', { name: consoleEn.nav.practices }).count(), 'practice sessions are facility staff\'s, not theirs');
    t.same(await axeViolations(advice), [], 'the requests list: no serious or critical accessibility violations');
    await advice.getByRole('link', { name: 'Hiring my first two sewers' }).click();
    await t.resolves(advice.getByText('Which contract and insurance').waitFor(), 'staff read the private description');
    await t.resolves(advice.getByRole('button', { name: fill(consoleEn.attachments.download, { name: 'draft contract.pdf' }) }).waitFor(), 'advice staff see the member\'s attachment');
    await settledAndAccessible(t, advice, /Hiring my first two sewers/, 'the request');
    await advice.getByRole('button', { name: consoleEn.requests.confirm, exact: true }).click();
    await t.resolves(advice.getByRole('status').filter({ hasText: consoleEn.requests.confirmed }).waitFor(), 'confirmed');
    await advice.getByLabel(consoleEn.requests.noteLabel).fill('Use the standard part-time contract; register both for employment insurance.');
    await advice.getByRole('button', { name: consoleEn.requests.saveNote }).click();
    await t.resolves(advice.getByRole('status').filter({ hasText: consoleEn.requests.noted }).waitFor(), 'the advisor\'s note is saved');

    // Facility staff: the practice seat, then completion.
    const room = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
    await openConsoleAs(room, site.url, FACILITY_STAFF, `/console/practices/${practice._id}`, 'ko');
    const seatRow = room.getByRole('row').filter({ hasText: DEMO_MEMBER.username });
    await seatRow.getByRole('button', { name: new RegExp(`^${consoleKo.practices.confirm}`) }).click();
    await t.resolves(room.getByRole('status').filter({ hasText: /좌석을 확정했습니다/ }).waitFor(), 'the seat is confirmed');
    await seatRow.getByText(consoleKo.enums.seat.CONFIRMED, { exact: true }).waitFor();
    t.same(await axeViolations(room), [], 'the practice page on a phone: no serious or critical accessibility violations');
    await seatRow.getByRole('checkbox').check();
    await room.getByRole('button', { name: fill(consoleKo.practices.complete_other, { count: 1 }) }).click();
    const dialog = room.getByRole('dialog', { name: consoleKo.practices.completeTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: consoleKo.practices.completeConfirm }).click();
    await t.resolves(room.getByRole('status').filter({ hasText: /1명을 이수 처리/ }).waitFor(), 'marked completed');

    const seats = await site.getJson<{ seats: PracticeSeat[] }>('/api/v1/me/practices', { token });
    t.equal(seats.seats.find((seat) => seat.sessionId === practice._id)?.status, 'COMPLETED', 'the member\'s seat is completed');

    // The member sees the outcome in Korean now.
    await page.goto(`${site.url}/mypage/consultations`);
    const consultations = await site.getJson<{ consultations: MemberConsultation[] }>('/api/v1/me/consultations', { token });
    t.equal(consultations.consultations[0]?.status, 'DONE', 'the consultation is done once the note is written');
    await page.getByRole('link', { name: 'Hiring my first two sewers' }).click();
    await t.resolves(page.getByText('register both for employment insurance').waitFor(), 'the member reads the advisor\'s note');
  });

  t.test('my page\'s advice and practice screens in Korean, Chinese and Japanese', async (t) => {
    const visits: Array<{ locale: Locale; viewport: ViewportName; screens: Array<[string, (text: typeof memberEn) => string]> }> = [
      { locale: 'ko', viewport: 'phone', screens: [['/mypage/consultations', (text) => text.consultations.title], ['/mypage/practices', (text) => text.practices.title]] },
      { locale: 'cn', viewport: 'desktop', screens: [['/mypage/consultations/new', (text) => text.consultations.newTitle], ['/mypage/practices', (text) => text.practices.title]] },
      { locale: 'jp', viewport: 'phone', screens: [['/mypage/consultations', (text) => text.consultations.title], ['/mypage/consultations/new', (text) => text.consultations.newTitle]] },
    ];
    for (const { locale, viewport, screens } of visits) {
      const page = await newPage(t, browser, { viewport, locale });
      const problems = watchPageProblems(page);
      await openMypage(page, site.url, DEMO_MEMBER, screens[0]![0], locale);
      for (const [screen, headingOf] of screens) {
        await page.evaluate((path) => (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate(path), screen);
        await page.waitForURL((url) => url.pathname === screen);
        await settledAndAccessible(t, page, headingOf(MEMBER[locale] as typeof memberEn), `${screen} (${locale}, ${viewport})`);
        t.notMatch(await page.locator('#main-content').innerText(), RAW_KEY, `${screen} (${locale}): no raw translation keys`);
      }
      problems.assertNone(t);
      await page.close();
    }
  });

  t.test('a visitor writes to the centre and staff answer', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/contact`);
    await settledAndAccessible(t, page, supportKo.contact.title, 'contact (ko, phone)');
    await page.getByRole('button', { name: supportKo.contact.send }).click();
    t.equal(await page.getByLabel(supportKo.contact.name, { exact: true }).getAttribute('aria-invalid'), 'true', 'an empty name is marked');
    await page.getByLabel(supportKo.contact.name, { exact: true }).fill('박재봉');
    await page.getByLabel(supportKo.contact.email, { exact: true }).fill('jaebong@example.org');
    await page.getByLabel(supportKo.contact.subject, { exact: true }).fill('원단 보관 문의');
    await page.getByLabel(supportKo.contact.text, { exact: true }).fill('원단을 센터에 며칠 보관할 수 있나요? https://example.org/photo');
    await page.getByRole('button', { name: supportKo.contact.send }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: CONTACT_REFUSALS.CONTACT_LINKS_NOT_ALLOWED.messages.ko }).waitFor(), 'a link from a signed-out sender is refused, in Korean');
    await page.getByLabel(supportKo.contact.text, { exact: true }).fill('원단을 센터에 며칠 보관할 수 있나요?');
    await page.getByRole('button', { name: supportKo.contact.send }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: supportKo.contact.sent }).waitFor(), 'sent');
    problems.assertNone(t, [/\b400\b.*\/api\/v1\/message\)?$/]);

    const staff = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await openConsoleAs(staff, site.url, { username: 'admin', password: site.staffPassword }, '/console/center/messages', 'en');
    t.same(await axeViolations(staff), [], 'contact messages: no serious or critical accessibility violations');
    await staff.getByRole('link', { name: '원단 보관 문의' }).click();
    await settledAndAccessible(t, staff, '원단 보관 문의', 'a contact message');
    t.ok(await staff.getByText('jaebong@example.org', { exact: true }).isVisible(), 'staff see the reply address');
    await staff.getByLabel(fill(consoleEn.contact.answerLabel, { email: 'jaebong@example.org' })).fill('최대 3일까지 보관할 수 있습니다.');
    await staff.getByRole('button', { name: consoleEn.contact.send }).click();
    await t.resolves(staff.getByRole('status').filter({ hasText: consoleEn.contact.answered }).waitFor(), 'answered');
    const { messages } = await site.getJson<ConsoleContactMessageList>(`${CONSOLE_CONTACT_MESSAGES_PATH}?limit=5`, { token: staffToken });
    t.equal(messages.find((message) => message.subject === '원단 보관 문의')?.status, 'ANSWERED', 'the message is answered');
  });

  t.test('a member posts a secret question that another member cannot read', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'jp' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/myinfo', 'jp');
    await page.goto(`${site.url}/qna`);
    await page.getByRole('heading', { level: 1, name: supportJp.qna.title }).waitFor();
    await page.getByRole('link', { name: supportJp.qna.write }).click();
    await settledAndAccessible(t, page, supportJp.qna.newTitle, 'asking a question (jp, phone)');
    await page.getByLabel(supportJp.qna.fieldTitle, { exact: true }).fill('工賃の相場について');
    await page.getByLabel(supportJp.qna.fieldContent, { exact: true }).fill('ブラウス一枚の縫製工賃はいくらが相場ですか。');
    await page.getByLabel(supportJp.qna.secret).check();
    await page.getByRole('button', { name: supportJp.qna.submit }).click();
    await settledAndAccessible(t, page, '工賃の相場について', 'my secret question');
    t.ok(await page.getByText(supportJp.qna.status.WAITING_REPLY).first().isVisible(), 'waiting for reply');
    const questionUrl = page.url();
    problems.assertNone(t);

    const other = await newPage(t, browser, { viewport: 'desktop', locale: 'ko' });
    await openMypage(other, site.url, OTHER_MEMBER, '/mypage/myinfo', 'ko');
    await other.goto(`${site.url}/qna`);
    await settledAndAccessible(t, other, supportKo.qna.title, 'Q&A list (ko, desktop)');
    const row = other.getByRole('row').filter({ hasText: supportKo.qna.secretTitle });
    await t.resolves(row.first().waitFor(), 'the secret question is listed, its title hidden');
    t.notOk(await other.getByText('工賃の相場について').count(), 'its title is not shown to another member');
    await other.goto(questionUrl);
    await t.resolves(other.getByRole('alert').filter({ hasText: CONTACT_REFUSALS.QUESTION_SECRET.messages.ko }).waitFor(), 'another member cannot read it');
    t.notOk(await other.getByText('ブラウス一枚').count(), 'nor its text');
  });

  t.test('a member downloads a form and hands a filled one back', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'cn' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/myinfo', 'cn');
    await page.goto(`${site.url}/forms`);
    await page.getByRole('heading', { level: 1, name: supportCn.forms.title }).waitFor();
    await page.getByRole('link', { name: formTitle.cn }).click();
    await settledAndAccessible(t, page, formTitle.cn, 'a form (cn, desktop)');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: fill(supportCn.forms.downloadLabel, { name: '신청서.pdf' }) }).click()]);
    t.equal(download.suggestedFilename(), '신청서.pdf', 'the file downloads under the name staff gave it');
    await page.getByLabel(supportCn.forms.file, { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await t.resolves(page.getByRole('alert').filter({ hasText: 'notes.txt' }).waitFor(), 'a file of another type is refused before sending');
    await page.getByLabel(supportCn.forms.file, { exact: true }).setInputFiles({ name: 'filled.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: supportCn.forms.submit, exact: true }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: fill(supportCn.forms.submitted, { name: 'filled.pdf' }) }).waitFor(), 'handed back');
    problems.assertNone(t);
    const { submissions } = await site.getJson<{ submissions: Array<{ name: string; memberUsername: string }> }>(`/api/console/forms/${formId}/submissions`, { token: staffToken });
    t.match(submissions, [{ name: 'filled.pdf', memberUsername: DEMO_MEMBER.username }], 'staff have the filled form');
  });

  t.test('a full practice session keeps a waitlist; a freed seat moves the member up; staff cancel the whole session and everyone is told', async (t) => {
    // A one-seat session on the demo practice's equipment, five days ahead (Seoul), taken by another member.
    const { practice: demo } = await site.getJson<{ practice: ConsolePracticeSession }>(`${PRACTICE_PATHS.consolePractices}/${practice._id}`, { token: staffToken });
    const title = { ko: '대기 명단 실습', en: 'Waitlist practice', cn: '候补实习', jp: 'キャンセル待ち実習' };
    const planned = await call<{ practice: ConsolePracticeSession }>(site.url, 'POST', PRACTICE_PATHS.consolePractices, staffToken, {
      title, equipmentId: demo.equipmentId, site: demo.site, date: addDays(seoulDate(new Date()), 5), startTime: '14:00', endTime: '16:00', seats: 1, level: 'BEGINNER', materials: demo.materials, language: 'ko', learns: demo.learns,
    });
    t.equal(planned.status, 201, 'staff plan a one-seat session');
    const full = planned.body.practice._id;
    const otherToken = await site.signIn(OTHER_MEMBER.username, OTHER_MEMBER.password);
    const taken = await call<{ seat: PracticeSeat }>(site.url, 'POST', PRACTICE_PATHS.myPractices, otherToken, { sessionId: full });
    t.equal(taken.status, 201, 'another member takes the only seat');

    // The member (Japanese, phone) finds it full and joins the waitlist.
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'jp' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/practices', 'jp');
    await page.goto(`${site.url}/practices/${full}`);
    await settledAndAccessible(t, page, title.jp, 'a full practice session (jp, phone)');
    t.ok(await page.getByText(supportJp.practice.waitlistHint).isVisible(), 'the page says the waitlist is open');
    await page.getByRole('button', { name: supportJp.practice.joinWaitlist }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: fill(supportJp.practice.waitlisted, { position: 1 }) }).waitFor(), 'first on the waitlist');
    await page.getByRole('link', { name: supportJp.practice.mine }).click();
    await settledAndAccessible(t, page, memberJp.practices.title, 'my practice seats with a waitlisted one (jp, phone)');
    const mine = page.getByRole('listitem').filter({ hasText: title.jp });
    t.ok(await mine.getByText(memberJp.status.WAITLISTED, { exact: true }).isVisible(), 'on the waitlist, in words');
    t.ok(await mine.getByText(fill(memberJp.practices.position, { position: 1 })).isVisible(), 'and where in line');
    const token = await memberToken(page);

    // The seat is given back: the member moves up and is told.
    t.equal((await call(site.url, 'POST', `${PRACTICE_PATHS.myPractices}/${taken.body.seat._id}/cancel`, otherToken)).status, 200, 'the other member gives the seat up');
    const seats = await site.getJson<{ seats: PracticeSeat[] }>(PRACTICE_PATHS.myPractices, { token });
    t.equal(seats.seats.find((seat) => seat.sessionId === full)?.status, 'WAITING', 'the waitlisted member now holds the seat');
    await page.reload();
    await t.resolves(page.getByRole('listitem').filter({ hasText: title.jp }).getByText(memberJp.status.WAITING, { exact: true }).waitFor(), 'my page says so');
    problems.assertNone(t);

    // Facility staff cancel the whole session (the app's dialog, with a reason).
    const room = await newPage(t, browser, { viewport: 'desktop', locale: 'jp' });
    await openConsoleAs(room, site.url, FACILITY_STAFF, `/console/practices/${full}`, 'jp');
    await room.getByRole('button', { name: consoleJp.practices.cancelSession }).click();
    const dialog = room.getByRole('dialog', { name: consoleJp.practices.cancelSessionTitle });
    await dialog.waitFor();
    t.same(await axeViolations(room), [], 'the cancel dialog: no serious or critical accessibility violations');
    await dialog.getByLabel(consoleJp.practices.cancelReason).fill('設備点検のため');
    await dialog.getByRole('button', { name: consoleJp.practices.cancelSession }).click();
    await t.resolves(room.getByRole('status').filter({ hasText: fill(consoleJp.practices.sessionCancelled_other, { count: 1 }) }).waitFor(), 'cancelled, one member told');
    t.notOk(await room.getByRole('button', { name: consoleJp.practices.cancelSession }).count(), 'a cancelled session cannot be cancelled again');

    const { seats: applicants } = await site.getJson<{ seats: ConsolePracticeSeat[] }>(`${PRACTICE_PATHS.consolePractices}/${full}/seats`, { token: staffToken });
    const memberId = applicants.find((seat) => seat.member?.username === DEMO_MEMBER.username)!.memberId;
    const { messages } = await site.getJson<{ messages: Array<{ template: string; locale: string; body: string }> }>(`/api/console/messages?memberId=${memberId}&limit=20`, { token: staffToken });
    t.ok(messages.some((message) => message.template === 'PRACTICE_PROMOTED'), 'the member was told a seat opened');
    t.match(messages.find((message) => message.template === 'PRACTICE_CANCELLED'), { body: /設備点検のため/ }, 'and told of the cancellation, with the reason');
    t.equal((await site.getJson<{ seats: PracticeSeat[] }>(PRACTICE_PATHS.myPractices, { token })).seats.find((seat) => seat.sessionId === full)?.status, 'CANCELLED', 'the seat is cancelled');
  });

  t.test('programme staff change a free advice session', async (t) => {
    const made = await call<{ advisor: { _id: string } }>(site.url, 'POST', ADVICE_PATHS.consoleAdvisors, staffToken, { name: '정세무', profession: 'TAX_ACCOUNTANT', photoFileId: null, specialities: ['TAX'], languages: ['ko'], bio: { ko: '세무 상담', en: 'Tax advice', cn: '', jp: '' } });
    t.equal(made.status, 201, 'an advisor');
    const date = addDays(seoulDate(new Date()), 9);
    t.equal((await call(site.url, 'POST', ADVICE_PATHS.consoleSessions, staffToken, { advisorId: made.body.advisor._id, date, startTime: '10:00', endTime: '11:00', mode: 'PHONE', site: null })).status, 201, 'a free session');

    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    await openConsoleAs(page, site.url, PROGRAM_STAFF, `/console/advice/sessions?advisorId=${made.body.advisor._id}`, 'en');
    const row = page.getByRole('row').filter({ hasText: `${date} 10:00` });
    await row.getByRole('button', { name: new RegExp(`^${consoleEn.sessions.edit}`) }).click();
    const form = page.getByRole('form', { name: fill(consoleEn.sessions.editTitle, { name: '정세무', when: `${date} 10:00` }) });
    await form.waitFor();
    t.same(await axeViolations(page), [], 'changing a session: no serious or critical accessibility violations');
    await form.getByLabel(consoleEn.fields.startTime).fill('14:00');
    await form.getByLabel(consoleEn.fields.endTime).fill('15:00');
    await form.getByRole('button', { name: consoleEn.save }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: consoleEn.sessions.updated }).waitFor(), 'changed');
    await t.resolves(page.getByRole('row').filter({ hasText: `${date} 14:00–15:00` }).waitFor(), 'the list shows the new time');
    const { lawyer } = await site.getJson<AdvisorDetail>(`/api/v1/lawyers/${made.body.advisor._id}`);
    t.match(lawyer.freeSessions, [{ date, startTime: '14:00', endTime: '15:00' }], 'the public page offers the changed session');

    // The advisor's photo: a refused file says why; a picture is sent with progress and shown publicly.
    await page.goto(`${site.url}/console/advice/advisors/${made.body.advisor._id}`);
    await page.getByRole('heading', { level: 2, name: consoleEn.advisors.photo }).waitFor();
    t.ok(await page.getByText(consoleEn.advisors.noPhoto).isVisible(), 'no photo yet');
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
    await t.resolves(page.getByRole('alert').filter({ hasText: ADVICE_REFUSALS.PHOTO_TYPE.messages.en }).waitFor(), 'a script named .png is refused by its bytes');
    await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await t.resolves(page.getByRole('status').filter({ hasText: consoleEn.advisors.photoSaved }).waitFor(), 'the photo is saved');
    const shown = page.getByRole('img', { name: fill(consoleEn.advisors.photoAlt, { name: '정세무' }) });
    await shown.waitFor();
    t.ok(await pictureDrawn(shown), 'the console shows it');
    t.same(await axeViolations(page), [], 'an advisor with a photo: no serious or critical accessibility violations');

    const visitor = await newPage(t, browser, { viewport: 'desktop', locale: 'ko' });
    await visitor.goto(`${site.url}/advice/${made.body.advisor._id}`);
    await settledAndAccessible(t, visitor, '정세무', 'an advisor with a photo (ko, desktop)');
    t.ok(await pictureDrawn(visitor.locator('article img').first()), 'the public page shows the photo');
  });

  t.test('a visitor contacts a maker; the maker answers on my page, and the answer is e-mailed to the visitor', async (t) => {
    const write = () => fetch(new URL(CONTACT_MESSAGE_PATH, site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ name: 'Mina Buyer', email: 'mina@example.org', subject: 'Forty linen shirts', text: 'Could you sew forty linen shirts by March?', recipientId: DEMO_MEMBER_IDS.sewing01 }),
    });
    // Only a maker listed in the directory (the fairs service) is written to: the member lists their company first.
    const refused = await write();
    t.match(await refused.json(), { statusCode: 404, code: 'CONTACT_MAKER_NOT_LISTED', message: CONTACT_REFUSALS.CONTACT_MAKER_NOT_LISTED.messages.en }, 'a maker not in the directory is not written to');
    const makerToken = await site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const listed = await fetch(new URL('/api/v1/me/introductions', site.url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${makerToken}` },
      body: JSON.stringify({ ...DEMO_PROFILES[0]!.profile, tradeName: 'Sewing 01', published: true }),
    });
    t.equal(listed.status, 200, 'the maker publishes a directory profile');
    const sent = await write();
    t.equal(sent.status, 201, 'the message reaches the maker');
    const messageId = ((await sent.json()) as { message: { _id: string } }).message._id;

    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/contact-messages', 'en');
    await settledAndAccessible(t, page, memberEn.contactMessages.title, 'messages to me (en, phone)');
    t.ok(await page.locator('#mypage-nav, nav').getByRole('link', { name: mypageEn.nav.contactMessages }).first().isVisible(), 'my page lists the section');
    const card = page.getByRole('listitem').filter({ hasText: 'Forty linen shirts' });
    t.ok(await card.getByText('Could you sew forty linen shirts by March?').isVisible(), 'the maker reads the message');
    t.notOk(await page.getByText('mina@example.org').count(), 'the sender\'s address is not shown on the platform');
    await card.getByRole('button', { name: memberEn.contactMessages.send }).click();
    await t.resolves(card.getByRole('alert').filter({ hasText: memberEn.contactMessages.answerEmpty }).waitFor(), 'an empty answer is refused before sending');
    await card.getByLabel(fill(memberEn.contactMessages.answerLabel, { name: 'Mina Buyer' })).fill('Yes, forty shirts by mid-March is possible.');
    await card.getByRole('button', { name: memberEn.contactMessages.send }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: fill(memberEn.contactMessages.sent, { name: 'Mina Buyer' }) }).waitFor(), 'the answer is sent');
    await t.resolves(card.getByRole('heading', { name: memberEn.contactMessages.yourAnswer }).waitFor(), 'the message shows the answer');
    t.same(await axeViolations(page), [], 'an answered message: no serious or critical accessibility violations');
    problems.assertNone(t);
    const { message } = await site.getJson<{ message: { status: string; answer: string } }>(`${CONSOLE_CONTACT_MESSAGES_PATH}/${messageId}`, { token: staffToken });
    t.match(message, { status: 'ANSWERED', answer: 'Yes, forty shirts by mid-March is possible.' }, 'staff see it answered');
  });

}, { services: [...JOURNEY_SERVICES, 'fairs'] });
