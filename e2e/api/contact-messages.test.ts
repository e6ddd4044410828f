// Issue 27's content routes through the real stack: POST /api/v1/message (the gateway forwards the
// client's address, the content service counts per client in its shared state, a signed-out
// sender's link is refused), public Q&A, members' posts and pictures, forms with files.
import t from 'tap';
import {
  BOARD_SETTING_PATHS,
  CONSOLE_CONTACT_MESSAGES_PATH,
  CONTACT_LIMITS,
  CONTACT_MESSAGE_PATH,
  MEMBER_EDITOR_PATH,
  PUBLIC_QUESTIONS_PATH,
  consoleFormFilesPath,
  consoleFormSubmissionsPath,
  formFileDownloadPath,
  memberFormSubmissionPath,
} from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { signInThroughGateway, STAFF_PASSWORD, startTestStack } from './stack.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// The test's requests come from loopback: the gateway takes the client's address from X-Forwarded-For, as behind the site's proxy.
const stack = await startTestStack(t, 'contact', { TRUST_PROXY: 'loopback' });

const send = (client: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}${CONTACT_MESSAGE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: JSON.stringify(body),
  });
const letter = { name: 'Visitor', email: 'visitor@example.net', subject: 'Opening hours', text: 'Are you open on Saturdays?' };

t.test('per client address through the gateway: the sixth in an hour is refused, another client is not', async (t) => {
  for (let i = 0; i < CONTACT_LIMITS.perClientPerHour; i += 1) t.equal((await send('203.0.113.50', letter)).status, 201, `message ${i + 1}`);
  const refused = await send('203.0.113.50', letter, { 'accept-language': 'ko' });
  t.equal(refused.status, 429);
  t.ok(Number(refused.headers.get('retry-after')) > 0);
  t.match(await refused.json(), { code: 'CONTACT_RATE_LIMITED', message: /잠시 후/ });
  t.equal((await send('203.0.113.51', letter)).status, 201, 'another client');
});

t.test('a signed-out sender\'s link is refused; staff read what arrived', async (t) => {
  const linked = await send('203.0.113.52', { ...letter, text: 'Cheap bags at https://spam.example/now' });
  t.equal(linked.status, 400);
  t.equal((await linked.json()).code, 'CONTACT_LINKS_NOT_ALLOWED');
  const staff = await signInThroughGateway(stack, 'admin', STAFF_PASSWORD);
  const list = await (await fetch(`${stack.url}${CONSOLE_CONTACT_MESSAGES_PATH}?limit=50`, { headers: staff.headers })).json();
  t.equal(list.summary.total, CONTACT_LIMITS.perClientPerHour + 1, 'the accepted ones, not the refused');
  t.notOk(list.messages.some((message: { text: string }) => message.text.includes('spam.example')));
});

t.test('Q&A, members\' posts, editor pictures and forms with files answer through the gateway', async (t) => {
  const maker = await signInThroughGateway(stack, 'sewing01', DEMO_MEMBER_PASSWORD);
  const staff = await signInThroughGateway(stack, 'admin', STAFF_PASSWORD);
  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
  const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);

  const asked = await api(PUBLIC_QUESTIONS_PATH, { method: 'POST', headers: json(maker.headers), body: JSON.stringify({ title: '비밀 질문', content: '개인 사정', secret: true }) });
  t.equal(asked.status, 201);
  const question = (await asked.json()).question;
  const listed = (await (await api(PUBLIC_QUESTIONS_PATH)).json()).questions.find((item: { _id: string }) => item._id === question._id);
  t.match(listed, { title: null, secret: true, status: 'WAITING_REPLY' }, 'a visitor sees it listed, title masked');
  t.equal((await api(`${PUBLIC_QUESTIONS_PATH}/${question._id}`)).status, 403);
  t.equal((await api(`${PUBLIC_QUESTIONS_PATH}/${question._id}`, { headers: maker.headers })).status, 200);

  t.equal((await api(BOARD_SETTING_PATHS.console, { method: 'PUT', headers: json(staff.headers), body: JSON.stringify({ membersMayPost: true }) })).status, 200);
  const picture = new FormData();
  picture.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'p.png');
  const uploaded = await api(MEMBER_EDITOR_PATH, { method: 'POST', headers: maker.headers, body: picture });
  t.equal(uploaded.status, 201);
  const { url } = (await uploaded.json()).file;
  const posted = await api('/api/v1/boards', { method: 'POST', headers: json(maker.headers), body: JSON.stringify({ subject: '원단 나눔', content: `<p>나눔합니다</p><img src="${url}">` }) });
  t.equal(posted.status, 201);
  const board = (await posted.json()).board;
  t.match((await (await api(`/api/v1/boards/${board._id}`)).json()).board, { subject: '원단 나눔', author: /\*/ }, 'readers see it at once (the gateway\'s kept answers were emptied)');

  const pdf = Buffer.from('%PDF-1.4\n% filled\n%%EOF\n');
  const created = await api('/api/console/forms', {
    method: 'POST',
    headers: json(staff.headers),
    body: JSON.stringify({ title: { ko: '신청서', en: '', cn: '', jp: '' }, description: { ko: '', en: '', cn: '', jp: '' }, thumb: null, files: [{ name: 'a.pdf', url: '/api/v1/files/0123456789abcdef0123456789abcdef.pdf', contentType: 'application/pdf', size: 1 }], order: 0 }),
  });
  t.equal(created.status, 201);
  const formId = (await created.json()).form._id as string;
  const files = new FormData();
  files.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), '신청서.pdf');
  const added = await api(consoleFormFilesPath(formId), { method: 'POST', headers: staff.headers, body: files });
  t.equal(added.status, 200);
  const stored = (await added.json()).form.files[1].url.split('/').pop();
  const download = await api(formFileDownloadPath(formId, stored));
  t.equal(download.status, 200);
  t.match(download.headers.get('content-disposition'), /filename\*=UTF-8''/);
  const filled = new FormData();
  filled.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'filled.pdf');
  t.equal((await api(memberFormSubmissionPath(formId), { method: 'POST', headers: maker.headers, body: filled })).status, 201);
  const submissions = (await (await api(consoleFormSubmissionsPath(formId), { headers: staff.headers })).json()).submissions;
  t.equal(submissions.length, 1);
  t.equal((await api(submissions[0].url, { headers: staff.headers })).status, 200);
  t.equal((await api(submissions[0].url, { headers: maker.headers })).status, 403);
});
