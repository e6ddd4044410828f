// A member's question and the message that tells them of the answer, through the real stack:
// gateway, content service, admin outbox (log adapter) and the users service's contact route.
import t from 'tap';
import { CONSOLE_INQUIRIES_PATH, INQUIRY_LIMITS, INTERNAL_MESSAGES_PATH, MEMBER_INQUIRIES_PATH } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { signInThroughGateway, STAFF_PASSWORD, startTestStack } from './stack.ts';

const stack = await startTestStack(t, 'inquiries');

const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const signIn = (username: string, password: string) => signInThroughGateway(stack, username, password);

function question(title: string, images: Buffer[]): FormData {
  const body = new FormData();
  body.append('title', title);
  body.append('content', '자동 재단기 교육은 언제 있나요?');
  for (const image of images) body.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return body;
}

t.test('a member asks, staff answer, the member is told through the outbox', async (t) => {
  const maker = await signIn('sewing01', DEMO_MEMBER_PASSWORD);
  const staff = await signIn('admin', STAFF_PASSWORD);
  const asMaker = { authorization: `Bearer ${maker.token}` };
  const asStaff = { authorization: `Bearer ${staff.token}` };

  const tooBig = await api(MEMBER_INQUIRIES_PATH, { method: 'POST', headers: asMaker, body: question('Too big', [Buffer.concat([PNG, Buffer.alloc(INQUIRY_LIMITS.imageBytes)])]) });
  t.equal(tooBig.status, 413, 'an image over the limit, through the gateway');

  const created = await api(MEMBER_INQUIRIES_PATH, { method: 'POST', headers: asMaker, body: question('재단기 교육 문의', [PNG]) });
  t.equal(created.status, 201);
  const { inquiry } = await created.json();
  t.equal(inquiry.status, 'WAITING_REPLY');
  const picture = await api(inquiry.images[0].url, { headers: asMaker });
  t.equal(picture.status, 200);
  t.same(Buffer.from(await picture.arrayBuffer()), PNG);
  t.equal((await api(inquiry.images[0].url)).status, 401, 'no image without signing in');

  const listed = await (await api(`${CONSOLE_INQUIRIES_PATH}?status=WAITING_REPLY`, { headers: asStaff })).json();
  t.ok(listed.inquiries.some((item: { _id: string }) => item._id === inquiry._id));
  const answered = await api(`${CONSOLE_INQUIRIES_PATH}/${inquiry._id}/answer`, {
    method: 'PUT',
    headers: { ...asStaff, 'content-type': 'application/json' },
    body: JSON.stringify({ answer: '<p>매월 첫째 주 화요일입니다.</p>' }),
  });
  t.equal(answered.status, 200);
  t.match(await answered.json(), { notified: true, inquiry: { status: 'ANSWERED' } });

  // The admin process's worker delivers it on its own (log adapter: kept, readable in the history).
  let message: { status: string; template: string; recipient: string; body: string; deliveredBy: string | null } | undefined;
  for (let wait = 0; wait < 60 && message?.status !== 'SENT'; wait += 1) {
    const history = await (await api(`/api/console/messages?memberId=${maker.sub}`, { headers: asStaff })).json();
    message = history.messages.find((item: { template: string }) => item.template === 'INQUIRY_ANSWERED');
    if (message?.status !== 'SENT') await new Promise((resolve) => setTimeout(resolve, 250));
  }
  t.match(message, { status: 'SENT', deliveredBy: 'log', recipient: 'sewing01@example.com' });
  t.match(message!.body, '재단기 교육 문의');

  const own = await (await api(`${MEMBER_INQUIRIES_PATH}/${inquiry._id}`, { headers: asMaker })).json();
  t.match(own.inquiry, { status: 'ANSWERED', answer: '<p>매월 첫째 주 화요일입니다.</p>' });
  t.equal((await api(`/api/console/messages?memberId=${maker.sub}`, { headers: asMaker })).status, 403, 'members do not read the history');
});

t.test('the outbox’s internal route is never reachable through the gateway', async (t) => {
  const res = await api(INTERNAL_MESSAGES_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': 'guess' },
    body: JSON.stringify({ channel: 'SMS', to: '01012345678', template: 'WELCOME' }),
  });
  t.equal(res.status, 404);
});
