import { INTERNAL_TOKEN_HEADER } from '@centre/contracts';

/** The error every failed call between processes becomes: the caller's own 503. */
export function serviceUnavailable(service: string, cause?: unknown): Error & { statusCode: number } {
  return Object.assign(new Error(`The ${service} service is unavailable. Please try again shortly.`, { cause }), { statusCode: 503 });
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
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}${path}`, {
          method,
          headers,
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw serviceUnavailable(options.service, error);
      }
      const text = await response.text().catch(() => '');
      let body: T | null = null;
      try {
        body = text ? (JSON.parse(text) as T) : null;
      } catch {
        body = null;
      }
      return { status: response.status, body };
    },
  };
}

export type InternalClient = ReturnType<typeof internalClient>;
