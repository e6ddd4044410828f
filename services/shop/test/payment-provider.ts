// A REAL HTTP server speaking the card provider's protocol (Toss Payments-like), for the tests:
// confirm with the Basic secret key, an Idempotency-Key (each key answered once, then the same
// answer again) and the provider's name of the method (CARD, or EASY_PAY for a mobile wallet), and cancel — in full or in part — of a confirmed payment, which keeps its balance
// and refuses to give back more than is left.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';

export const SECRET_KEY = 'test_sk_shop_0123456789';
export const WEBHOOK_SECRET = 'whsec_test_shop_abcdef';
/** The methods this provider takes, by its own names. */
const PROVIDER_METHODS = ['CARD', 'EASY_PAY'];

export interface ProviderCall {
  idempotencyKey: string;
  body: { paymentKey: string; orderId: string; amount: number; method: string };
}
export interface CancelCall {
  idempotencyKey: string;
  paymentKey: string;
  body: { cancelReason: string; cancelAmount: number };
}

export async function startProvider(t: Test) {
  const confirms: ProviderCall[] = [];
  const cancels: CancelCall[] = [];
  /** What each payment has left to give back. */
  const balances = new Map<string, number>();
  const answers = new Map<string, { status: number; body: string }>();
  /** Set to make the next cancels fail as the provider would (the test's switch). */
  const state = { refuseCancels: false };
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const json = (status: number, body: object) => ({ status, body: JSON.stringify(body) });
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const send = (answer: { status: number; body: string }) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    if (request.method !== 'POST') return response.writeHead(404).end();
    if (request.headers.authorization !== `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`) return send(json(401, { code: 'UNAUTHORIZED_KEY', message: 'bad key' }));
    const idempotencyKey = String(request.headers['idempotency-key'] ?? '');
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(request.url ?? '');
    if (request.url === '/v1/payments/confirm') {
      const parsed = JSON.parse(body) as ProviderCall['body'];
      confirms.push({ idempotencyKey, body: parsed });
      const answer =
        answers.get(idempotencyKey) ??
        (!PROVIDER_METHODS.includes(parsed.method)
          ? json(400, { code: 'INVALID_METHOD', message: `unknown method ${String(parsed.method)}` })
          : parsed.paymentKey.startsWith('declined')
            ? json(400, { code: 'REJECT_CARD_PAYMENT', message: 'declined' })
            : json(200, { status: 'DONE', method: parsed.method, paymentKey: parsed.paymentKey, orderId: parsed.orderId, totalAmount: parsed.amount }));
      if (!answers.has(idempotencyKey) && answer.status === 200) balances.set(parsed.paymentKey, parsed.amount);
      answers.set(idempotencyKey, answer);
      return send(answer);
    }
    if (cancel) {
      const paymentKey = decodeURIComponent(cancel[1]!);
      const parsed = JSON.parse(body) as CancelCall['body'];
      cancels.push({ idempotencyKey, paymentKey, body: parsed });
      const seen = answers.get(idempotencyKey);
      if (seen) return send(seen);
      if (state.refuseCancels) return send(json(503, { code: 'PROVIDER_ERROR', message: 'try later' }));
      const balance = balances.get(paymentKey);
      if (balance === undefined) return send(json(404, { code: 'NOT_FOUND_PAYMENT', message: 'no such payment' }));
      if (!Number.isInteger(parsed.cancelAmount) || parsed.cancelAmount <= 0 || parsed.cancelAmount > balance) return send(json(400, { code: 'NOT_CANCELABLE_AMOUNT', message: 'more than is left' }));
      balances.set(paymentKey, balance - parsed.cancelAmount);
      const answer = json(200, { paymentKey, status: balance - parsed.cancelAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED', balanceAmount: balance - parsed.cancelAmount, cancels: [{ cancelAmount: parsed.cancelAmount, cancelReason: parsed.cancelReason }] });
      answers.set(idempotencyKey, answer);
      return send(answer);
    }
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, confirms, cancels, balances, state };
}
