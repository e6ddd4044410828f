import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { SMTPServer } from 'smtp-server';
import { INTERNAL_MESSAGES_PATH } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { deliveryAdaptersFromEnv, LOG_DELIVERIES_FILE, logAdapter, readLogDeliveries } from '../src/outbox/adapters.ts';
import { adminForTest, internal, staff } from './outbox-helpers.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; mail to a "bounce" address is refused with a 550. */
async function smtpServerForTest(t: Test): Promise<{ url: string; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, received };
}

/** Decodes RFC 2047 encoded words (what a mail client does with a non-ASCII subject). */
function decodeWords(header: string): string {
  return header.replace(/\s*=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** The subject and the text/plain part of a raw message. */
function readMail(raw: string): { subject: string; text: string } {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  const part = /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([^\r\n]+)\r\n\r\n([\s\S]*?)\r\n(?:--|$)/i.exec(raw);
  if (!part) return { subject, text: '' };
  const [, encoding, body] = part;
  const text = encoding!.trim() === 'base64' ? Buffer.from(body!, 'base64').toString('utf8') : encoding!.trim() === 'quoted-printable' ? decodeQuotedPrintable(body!) : body!;
  return { subject, text };
}

interface ProviderCall {
  authorization: string | undefined;
  body: { from: string; to: string; type: string; text: string; subject?: string; reference: string };
}

/** An SMS provider's HTTP API on a free port; `answer` decides each reply's status. */
async function smsProviderForTest(t: Test, answer: (call: ProviderCall, index: number) => number) {
  const calls: ProviderCall[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
      calls.push(call);
      const status = answer(call, calls.length - 1);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/send`;
  return { calls, env: { SMS_API_URL: url, SMS_API_KEY: 'test-key', SMS_SENDER: '0222125581' } };
}

await forEachDatabase(t, 'delivery', async (t, database) => {
  t.test('e-mail is delivered over SMTP to a real server; the code is masked in the history afterwards', async (t) => {
    const smtp = await smtpServerForTest(t);
    const delivery = deliveryAdaptersFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Centre <no-reply@centre.example>' });
    const { app } = await adminForTest(t, database, { delivery });
    const accepted = await app.inject({
      method: 'POST',
      url: INTERNAL_MESSAGES_PATH,
      headers: internal,
      payload: { channel: 'EMAIL', to: 'maker@example.org', template: 'VERIFICATION_CODE', locale: 'ko', params: { code: '731946' } },
    });
    t.equal(accepted.statusCode, 202);
    t.equal(await app.outboxWorker.runOnce(), 1);
    t.equal(smtp.received.length, 1);
    const mail = smtp.received[0]!;
    t.same(mail.to, ['maker@example.org']);
    t.equal(mail.from, 'no-reply@centre.example');
    const { subject, text } = readMail(mail.raw);
    t.equal(subject, '인증번호 안내');
    t.match(text, '인증번호는 731946 입니다');
    const history = (await app.inject({ url: `/api/console/messages/${accepted.json()._id}`, headers: staff() })).json().message;
    t.match(history, { status: 'SENT', deliveredBy: 'smtp', attempts: 1 });
    t.notMatch(history.body, /731946/, 'a real provider delivered it: staff never read the code');
    t.match(history.body, '******');
    const rows = await app.db('messages').where({ id: accepted.json()._id }).select('body', 'html');
    t.notMatch(`${rows[0].body}${rows[0].html}`, /731946/, 'and the code is not kept at rest either');
  });

  t.test('an address the SMTP server refuses (5xx) fails at once, without retries', async (t) => {
    const smtp = await smtpServerForTest(t);
    const { app } = await adminForTest(t, database, { delivery: deliveryAdaptersFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@centre.example' }) });
    const accepted = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'EMAIL', to: 'bounce@example.org', template: 'WELCOME' } });
    await app.outboxWorker.runOnce();
    const message = await app.messages.findById(accepted.json()._id);
    t.match(message, { status: 'FAILED', attempts: 1, lastError: /550/ });
  });

  t.test('SMS over the provider’s HTTP API, retried with exponential back-off until SENT', async (t) => {
    const provider = await smsProviderForTest(t, (_call, index) => (index < 2 ? 503 : 200));
    const { app, clock } = await adminForTest(t, database, {
      delivery: deliveryAdaptersFromEnv(provider.env),
      worker: { intervalMs: 0, maxAttempts: 5, backoffMs: 30_000 },
    });
    const accepted = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', to: '01012345678', template: 'WELCOME', locale: 'en', params: { name: 'Mina' } } });
    const id = accepted.json()._id;
    t.equal(await app.outboxWorker.runOnce(), 1);
    let message = await app.messages.findById(id);
    t.match(message, { status: 'PENDING', attempts: 1, lastError: /503/ });
    t.equal(Date.parse(message!.nextAttemptAt!) - clock.now().getTime(), 30_000, 'first wait: 30 s');
    t.equal(await app.outboxWorker.runOnce(), 0, 'not due yet');
    clock.advance(29_999);
    t.equal(await app.outboxWorker.runOnce(), 0, 'still not due');
    clock.advance(1);
    t.equal(await app.outboxWorker.runOnce(), 1);
    message = await app.messages.findById(id);
    t.match(message, { status: 'PENDING', attempts: 2 });
    t.equal(Date.parse(message!.nextAttemptAt!) - clock.now().getTime(), 60_000, 'second wait doubles');
    clock.advance(60_000);
    t.equal(await app.outboxWorker.runOnce(), 1);
    message = await app.messages.findById(id);
    t.match(message, { status: 'SENT', attempts: 3, deliveredBy: 'sms-http', lastError: null });
    t.equal(provider.calls.length, 3);
    t.equal(provider.calls[2]!.authorization, 'Bearer test-key');
    t.match(provider.calls[2]!.body, { from: '0222125581', to: '01012345678', type: 'SMS', reference: id, text: /Welcome, Mina/ });
  });

  t.test('after the last attempt a message is FAILED; staff can put it back (FAILED → PENDING)', async (t) => {
    let down = true;
    const provider = await smsProviderForTest(t, () => (down ? 500 : 200));
    const { app, clock } = await adminForTest(t, database, {
      delivery: deliveryAdaptersFromEnv(provider.env),
      worker: { intervalMs: 0, maxAttempts: 3, backoffMs: 1_000 },
    });
    const accepted = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', to: '01012345678', template: 'WELCOME' } });
    const id = accepted.json()._id;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.outboxWorker.runOnce();
      clock.advance(10_000);
    }
    t.match(await app.messages.findById(id), { status: 'FAILED', attempts: 3, nextAttemptAt: null, lastError: /500/ });
    t.equal(provider.calls.length, 3, 'three attempts, no more');

    t.equal((await app.inject({ method: 'POST', url: `/api/console/messages/${id}/retry` })).statusCode, 401);
    const other = await app.inject({ method: 'POST', url: '/api/console/messages/0190a5a0-0000-7000-8000-0000000000ff/retry', headers: staff() });
    t.equal(other.statusCode, 404);
    down = false;
    const retried = await app.inject({ method: 'POST', url: `/api/console/messages/${id}/retry`, headers: staff() });
    t.equal(retried.statusCode, 200);
    t.match(retried.json().message, { status: 'PENDING', attempts: 0 });
    t.equal((await app.inject({ method: 'POST', url: `/api/console/messages/${id}/retry`, headers: staff() })).statusCode, 409, 'only a FAILED one');
    await app.outboxWorker.runOnce();
    t.match(await app.messages.findById(id), { status: 'SENT', attempts: 1 });
  });

  t.test('a provider refusing the message (4xx) fails it at once; an unreachable one is retried', async (t) => {
    const provider = await smsProviderForTest(t, () => 400);
    const { app } = await adminForTest(t, database, { delivery: deliveryAdaptersFromEnv(provider.env) });
    const refused = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', to: '01012345678', template: 'WELCOME' } });
    await app.outboxWorker.runOnce();
    t.match(await app.messages.findById(refused.json()._id), { status: 'FAILED', attempts: 1 });

    const { app: cut } = await adminForTest(t, database, {
      delivery: deliveryAdaptersFromEnv({ ...provider.env, SMS_API_URL: 'http://127.0.0.1:1/send' }),
    });
    const unreachable = await cut.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', to: '01012345678', template: 'WELCOME' } });
    await cut.outboxWorker.runOnce();
    t.match(await cut.messages.findById(unreachable.json()._id), { status: 'PENDING', attempts: 1, lastError: /unreachable/ });
  });

  t.test('two admin instances on one database never deliver one message twice', async (t) => {
    const provider = await smsProviderForTest(t, () => 200);
    const delivery = deliveryAdaptersFromEnv(provider.env);
    const { app: first } = await adminForTest(t, database, { delivery });
    const { app: second } = await adminForTest(t, database, { delivery });
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const accepted = await first.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', to: `010${String(10_000_000 + index)}`, template: 'WELCOME' } });
      ids.push(accepted.json()._id);
    }
    const tried = await Promise.all([first.outboxWorker.runOnce(), second.outboxWorker.runOnce(), first.outboxWorker.runOnce(), second.outboxWorker.runOnce()]);
    await Promise.all([first.outboxWorker.runOnce(), second.outboxWorker.runOnce()]);
    const delivered = provider.calls.map((call) => call.body.reference).filter((reference) => ids.includes(reference));
    t.equal(delivered.length, ids.length, 'every message delivered once');
    t.equal(new Set(delivered).size, ids.length, 'no message delivered twice');
    t.ok(tried.reduce((sum, count) => sum + count, 0) >= ids.length);
    const rows = await first.db('messages').whereIn('id', ids).select('status', 'attempts');
    t.ok(rows.every((row: { status: string; attempts: number }) => row.status === 'SENT' && Number(row.attempts) === 1));
  });

  t.test('a message a stopped worker left SENDING is never sent again on its own: it becomes FAILED for staff', async (t) => {
    const provider = await smsProviderForTest(t, () => 200);
    const { app, clock } = await adminForTest(t, database, { delivery: deliveryAdaptersFromEnv(provider.env) });
    const accepted = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', to: '01012345678', template: 'WELCOME' } });
    const id = accepted.json()._id;
    // Another instance claimed it, then died before it could record the outcome.
    t.ok(await app.messages.claim(id, '0190a5a0-0000-7000-8000-00000000dead'));
    t.equal(await app.outboxWorker.runOnce(), 0);
    clock.advance(10 * 60_000 - 1);
    await app.outboxWorker.runOnce();
    t.equal((await app.messages.findById(id))!.status, 'SENDING', 'still within the time a delivery may take');
    clock.advance(2);
    await app.outboxWorker.runOnce();
    t.match(await app.messages.findById(id), { status: 'FAILED', lastError: /interrupted/ });
    t.notOk(provider.calls.some((call) => call.body.reference === id), 'nothing was sent behind the dead worker');
  });

  t.test('the worker starts with the service, delivers on its own, and stops cleanly on close', async (t) => {
    const { app } = await adminForTest(t, database, { delivery: { EMAIL: logAdapter(), SMS: logAdapter() }, worker: { intervalMs: 50 } });
    const accepted = await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: { channel: 'SMS', to: '01012345678', template: 'WELCOME' } });
    let status = '';
    for (let wait = 0; wait < 100 && status !== 'SENT'; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await app.messages.findById(accepted.json()._id))!.status;
    }
    t.equal(status, 'SENT');
  });

  t.test('configuration: log by default, providers by presence, clear errors for half a configuration', async (t) => {
    t.same(Object.values(deliveryAdaptersFromEnv({})).map((adapter) => adapter.name), ['log', 'log']);
    t.same(Object.values(deliveryAdaptersFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.example', SMS_API_URL: 'https://sms.example/send', SMS_API_KEY: 'k', SMS_SENDER: '0212345678' })).map((adapter) => adapter.name), ['smtp', 'sms-http']);
    t.same(Object.values(deliveryAdaptersFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.example', MAIL_TRANSPORT: 'log' })).map((adapter) => adapter.name), ['log', 'log']);
    t.throws(() => deliveryAdaptersFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }), /MAIL_FROM/);
    t.throws(() => deliveryAdaptersFromEnv({ SMS_TRANSPORT: 'http' }), /SMS_API_URL/);
    t.throws(() => deliveryAdaptersFromEnv({ MAIL_TRANSPORT: 'carrier-pigeon' }), /MAIL_TRANSPORT/);
  });

  t.test('in production (NODE_ENV=production) the log adapter is refused: codes must reach members, not sit in the outbox', async (t) => {
    const real = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.example', SMS_API_URL: 'https://sms.example/send', SMS_API_KEY: 'k', SMS_SENDER: '0212345678' };
    t.throws(() => deliveryAdaptersFromEnv({ NODE_ENV: 'production' }), /NODE_ENV=production.*log/);
    t.throws(() => deliveryAdaptersFromEnv({ NODE_ENV: 'production', ...real, SMS_TRANSPORT: 'log' }), /SMS/);
    t.throws(() => deliveryAdaptersFromEnv({ NODE_ENV: 'production', ...real, MAIL_TRANSPORT: 'log' }), /e-mail/);
    t.same(Object.values(deliveryAdaptersFromEnv({ NODE_ENV: 'production', ...real })).map((adapter) => adapter.name), ['smtp', 'sms-http']);
  });

  t.test('outside production the log adapter drops each message, code included, into DATA_DIR for the developer (never into the history)', async (t) => {
    const dir = t.testdir({});
    const adapters = deliveryAdaptersFromEnv({ DATA_DIR: dir });
    await adapters.SMS.deliver({ id: 'm1', channel: 'SMS', recipient: '01012345678', subject: null, body: '[센터] 인증번호 123456', html: null, purpose: 'TRANSACTIONAL', attempts: 1 });
    t.match(readLogDeliveries(path.join(dir, LOG_DELIVERIES_FILE)), [{ id: 'm1', channel: 'SMS', recipient: '01012345678', body: /123456/ }]);
  });

  t.test('a reader of the dropped messages takes whole lines only (the file just created, a line being written)', async (t) => {
    const whole = JSON.stringify({ id: 'm1', channel: 'SMS', recipient: '01012345678', subject: null, body: '123456', at: '2026-11-29T00:00:00.000Z' });
    const dir = t.testdir({ none: {}, empty: { [LOG_DELIVERIES_FILE]: '' }, partial: { [LOG_DELIVERIES_FILE]: `${whole}\n{"id":"m2","chan` } });
    t.same(readLogDeliveries(path.join(dir, 'none', LOG_DELIVERIES_FILE)), [], 'no file: nothing delivered yet');
    t.same(readLogDeliveries(path.join(dir, 'empty', LOG_DELIVERIES_FILE)), [], 'created, nothing written yet');
    t.same(readLogDeliveries(path.join(dir, 'partial', LOG_DELIVERIES_FILE)).map((message) => message.id), ['m1'], 'the line being written waits for the next read');
  });
});
