import { INTERNAL_MESSAGES_PATH, INTERNAL_TOKEN_HEADER, type InternalMessageRequest, type Locale } from '@centre/contracts';
import { request as httpRequest, type Dispatcher } from 'undici';
import { DomainError } from './errors.ts';

/** The error every failed call between processes becomes: the caller's own 503. */
export function serviceUnavailable(service: string, cause?: unknown): DomainError {
  return new DomainError(503, 'SERVICE_UNAVAILABLE', `The ${service} service is unavailable. Please try again shortly.`, { cause });
}

export interface InternalAnswer<T> {
  status: number;
  /** The parsed JSON body; null when there was none or it was not JSON. */
  body: T | null;
}

export interface InternalClientOptions {
  /** Which service is called, for messages and logs. */
  service: string;
  baseUrl: string;
  /** Presented in x-internal-token; omit for public routes (health, public reads). */
  internalToken?: string;
  timeoutMs?: number;
}

/**
 * One way to call another process of the platform: a timeout on every call, the internal token
 * when given, JSON both ways. A network failure or timeout is thrown as a 503 error; any HTTP
 * answer (including 4xx and 5xx) is returned for the caller to read.
 *
 * Sent with undici's `request`, not the global `fetch` (the same undici under WHATWG streams,
 * headers and abort objects): a call costs a fraction of fetch's CPU, and the busiest callers make
 * one per decision or message (docs/decisions.md).
 */
export function internalClient(options: InternalClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    async request<T = unknown>(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      init: { body?: unknown; headers?: Record<string, string> } = {},
    ): Promise<InternalAnswer<T>> {
      const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
      if (options.internalToken) headers[INTERNAL_TOKEN_HEADER] = options.internalToken;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      let response: Dispatcher.ResponseData;
      try {
        response = await httpRequest(`${options.baseUrl}${path}`, {
          method,
          headers,
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          // The whole call, the answer's body included (as fetch's signal did).
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw serviceUnavailable(options.service, error);
      }
      // Read to the end whatever it is: an answer left unread holds its connection out of the pool.
      const text = await response.body.text().catch(() => '');
      let body: T | null = null;
      try {
        body = text ? (JSON.parse(text) as T) : null;
      } catch {
        body = null;
      }
      return { status: response.statusCode, body };
    },
  };
}

export type InternalClient = ReturnType<typeof internalClient>;

export const OUTBOX_UNAVAILABLE = 'OUTBOX_UNAVAILABLE';
export const OUTBOX_UNAVAILABLE_MESSAGES: Record<Locale, string> = {
  ko: '지금은 알림을 보낼 수 없어 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  en: 'The message service is unavailable, so nothing was done. Please try again shortly.',
  cn: '消息服务暂时不可用，请求未被处理。请稍后再试。',
  jp: 'メッセージサービスが利用できないため、処理できませんでした。しばらくしてから再度お試しください。',
};

/** The outbox refused a message (4xx): the caller asked wrongly, or the member cannot be reached on that channel. */
export class OutboxRefused extends Error {
  constructor(
    /** The admin service's HTTP status. */
    readonly answerStatus: number,
    /** Its error code, e.g. NO_CONTACT when the member has no address on the channel. */
    readonly reason: string | undefined,
    body: unknown,
  ) {
    super(`The outbox refused a message: ${answerStatus} ${JSON.stringify(body)}`);
    this.name = 'OutboxRefused';
  }
}

export interface Outbox {
  /** Hands one message to the admin service's outbox; resolves once the outbox has written it. */
  send(message: InternalMessageRequest): Promise<void>;
}

/**
 * The one client of the admin service's outbox, for every service. A message is never dropped
 * silently: when the admin service is down, times out or answers 5xx, send() throws a 503
 * DomainError (OUTBOX_UNAVAILABLE, Retry-After) — a request that awaits it fails with that 503 and
 * the caller tries again; a background sender must log it as an error with the message's template
 * and member. A 4xx answer is this service's bug or a member without that contact, thrown as OutboxRefused.
 */
export function outboxClient(options: { adminUrl: string; internalToken: string; timeoutMs?: number }): Outbox {
  const admin = internalClient({ service: 'admin', baseUrl: options.adminUrl, internalToken: options.internalToken, timeoutMs: options.timeoutMs ?? 5_000 });
  const unavailable = (cause?: unknown) =>
    new DomainError(503, OUTBOX_UNAVAILABLE, OUTBOX_UNAVAILABLE_MESSAGES.en, { messages: OUTBOX_UNAVAILABLE_MESSAGES, cause });
  return {
    async send(message) {
      let answer: InternalAnswer<unknown>;
      try {
        answer = await admin.request('POST', INTERNAL_MESSAGES_PATH, { body: message });
      } catch (error) {
        throw unavailable(error);
      }
      if (answer.status >= 500) throw unavailable(new Error(`The outbox answered ${answer.status}`));
      if (answer.status < 200 || answer.status >= 300) {
        const code = (answer.body as { code?: unknown } | null)?.code;
        throw new OutboxRefused(answer.status, typeof code === 'string' ? code : undefined, answer.body);
      }
    },
  };
}
