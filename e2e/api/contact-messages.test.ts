// POST /api/v1/message through the real stack: the gateway forwards the client's address, the
// content service counts per client (its shared state), a signed-out sender's link is refused.
import t from 'tap';
import { CONSOLE_CONTACT_MESSAGES_PATH, CONTACT_LIMITS, CONTACT_MESSAGE_PATH } from '@centre/contracts';
import { signInThroughGateway, STAFF_PASSWORD, startTestStack } from './stack.ts';

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
