import { existsSync, readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MessageChannel } from '@centre/contracts';
import { integerFrom } from '@centre/server-kit';
import { LOG_ADAPTER, type Outgoing } from '../repositories/messages.ts';

/** How a message leaves the platform. One adapter per channel, chosen at start from the environment. */
export interface DeliveryAdapter {
  /** Recorded with each message it delivered (smtp, sms-http, log). */
  readonly name: string;
  deliver(message: Outgoing): Promise<void>;
  close?(): void;
}

/** A delivery that failed. `permanent` failures (an address the server refuses) are not retried. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type DeliveryAdapters = Record<MessageChannel, DeliveryAdapter>;

/** Where the log adapter drops what it "delivered", under DATA_DIR: one JSON line per message. */
export const LOG_DELIVERIES_FILE = 'messages-delivered-by-log.ndjson';

/**
 * Delivers nothing to anyone: the default when no provider is configured, so `npm start` works
 * anywhere. The staff's history masks codes like any other delivery (a staff member must never
 * read another person's sign-up or recovery code), so the developer's copy, code included, goes
 * to `dropFile` on the machine (DATA_DIR); the process log gets no text. Refused in production.
 */
export function logAdapter(log: (entry: Record<string, unknown>, text: string) => void = () => {}, dropFile?: string): DeliveryAdapter {
  return {
    name: LOG_ADAPTER,
    async deliver(message) {
      if (dropFile) {
        const { id, channel, recipient, subject, body } = message;
        await appendFile(dropFile, `${JSON.stringify({ id, channel, recipient, subject, body, at: new Date().toISOString() })}\n`, { mode: 0o600 });
      }
      log({ messageId: message.id, channel: message.channel }, 'message not sent: no provider configured (log adapter)');
    },
  };
}

/** One message as the log adapter dropped it (see logAdapter). */
export interface LoggedDelivery {
  id: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  at: string;
}

/**
 * What the log adapter has dropped into `file` so far, oldest first (none when there is no file).
 * Whole lines only: a reader may come while the file has just been created or a line is being written.
 */
export function readLogDeliveries(file: string): LoggedDelivery[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedDelivery);
}

/** E-mail over SMTP. SMTP_URL, e.g. smtps://user:pass@smtp.example.org:465 or smtp://127.0.0.1:2525. */
export function smtpAdapter(options: { url: string; from: string; timeoutMs?: number }): DeliveryAdapter {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport(
    { url: options.url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from: options.from },
  );
  return {
    name: 'smtp',
    async deliver(message) {
      try {
        await transport.sendMail({
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx is the server's final word on this message (no such mailbox, refused); 4xx and network errors may pass later.
        throw new DeliveryError(`SMTP: ${(error as Error).message}`, typeof code === 'number' && code >= 500);
      }
    },
    close: () => transport.close(),
  };
}

export interface SmsHttpOptions {
  url: string;
  apiKey: string;
  sender: string;
  timeoutMs?: number;
}

/** Korean carriers split messages at 90 bytes (EUC-KR): longer texts go as LMS. */
const SMS_BYTE_LIMIT = 90;

function euckrLength(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) > 0x7f ? 2 : 1;
  return bytes;
}

/**
 * SMS through a Korean provider's HTTP API: one JSON POST per message with a bearer key and a
 * timeout. Shape: { from, to, type: SMS|LMS, subject?, text }. Providers whose API differs get a
 * small relay or a second adapter of this form; the outbox does not change.
 */
export function smsHttpAdapter(options: SmsHttpOptions): DeliveryAdapter {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'sms-http',
    async deliver(message) {
      const long = euckrLength(message.body) > SMS_BYTE_LIMIT || message.subject !== null;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            from: options.sender,
            to: message.recipient,
            type: long ? 'LMS' : 'SMS',
            ...(message.subject ? { subject: message.subject } : {}),
            text: message.body,
            reference: message.id,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`SMS provider unreachable: ${(error as Error).message}`, false);
      }
      if (response.ok) return;
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      // A 4xx other than throttling is the provider refusing this message (bad number, no credit): final.
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 408;
      throw new DeliveryError(`SMS provider answered ${response.status}: ${detail}`, permanent);
    },
  };
}

type Env = Record<string, string | undefined>;

/**
 * The adapter for each channel from the environment. MAIL_TRANSPORT=smtp|log and SMS_TRANSPORT=http|log
 * choose explicitly; otherwise SMTP_URL and SMS_API_URL being set choose the real providers.
 * With NODE_ENV=production the `log` adapter is refused on either channel, so the service does
 * not start: verification and recovery codes go by both channels, and a code that is not
 * delivered locks members out (and would sit in the outbox) — better a failed deploy than that.
 */
export function deliveryAdaptersFromEnv(env: Env, log?: (entry: Record<string, unknown>, text: string) => void): DeliveryAdapters {
  const mail = env.MAIL_TRANSPORT || (env.SMTP_URL ? 'smtp' : 'log');
  const sms = env.SMS_TRANSPORT || (env.SMS_API_URL ? 'http' : 'log');
  if (env.NODE_ENV === 'production') {
    const unsent = [mail === 'log' ? 'e-mail (set SMTP_URL and MAIL_FROM)' : null, sms === 'log' ? 'SMS (set SMS_API_URL, SMS_API_KEY and SMS_SENDER)' : null].filter(Boolean);
    if (unsent.length) throw new Error(`NODE_ENV=production refuses the log adapter (codes would never reach members) for: ${unsent.join('; ')}`);
  }
  const fallback = logAdapter(log, env.DATA_DIR ? path.join(env.DATA_DIR, LOG_DELIVERIES_FILE) : undefined);
  let email: DeliveryAdapter = fallback;
  if (mail === 'smtp') {
    if (!env.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL, e.g. smtps://user:pass@smtp.example.org:465');
    if (!env.MAIL_FROM) throw new Error('SMTP_URL needs MAIL_FROM, e.g. "Centre <no-reply@example.org>"');
    email = smtpAdapter({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: integerFrom(env, 'SMTP_TIMEOUT_MS', 15_000) });
  } else if (mail !== 'log') throw new Error(`MAIL_TRANSPORT must be "smtp" or "log", got "${mail}"`);
  let phone: DeliveryAdapter = fallback;
  if (sms === 'http') {
    if (!env.SMS_API_URL || !env.SMS_API_KEY || !env.SMS_SENDER) throw new Error('SMS_TRANSPORT=http needs SMS_API_URL, SMS_API_KEY and SMS_SENDER');
    phone = smsHttpAdapter({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY, sender: env.SMS_SENDER, timeoutMs: integerFrom(env, 'SMS_TIMEOUT_MS', 10_000) });
  } else if (sms !== 'log') throw new Error(`SMS_TRANSPORT must be "http" or "log", got "${sms}"`);
  return { EMAIL: email, SMS: phone };
}
