import type { FastifyError, FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, type FieldError, type Locale } from '@centre/contracts';

export interface DomainErrorOptions {
  /** A message per field of the form that is to blame. */
  fields?: FieldError[];
  /** The message in each language; the answer is in the caller's (request.locale), else `message`. */
  messages?: Partial<Record<Locale, string>>;
  /** Further properties of the answer, e.g. the unit an application refusal concerns. */
  details?: Record<string, string>;
  cause?: unknown;
}

/**
 * A rule of the centre (or a neighbour's absence) said no. Thrown anywhere below a route — inside
 * a transaction it rolls the whole request back — and answered by the central error handler in
 * the one error shape, so no route catches it by hand.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[] | undefined;
  readonly messages: Partial<Record<Locale, string>>;
  readonly details: Record<string, string>;

  constructor(status: number, code: string, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.messages = options.messages ?? {};
    this.details = options.details ?? {};
  }

  /** Fastify and older callers read the status under this name. */
  get statusCode(): number {
    return this.status;
  }

  /** The answer body in `locale`: the one error shape plus this error's details. */
  answer(locale: Locale = DEFAULT_LOCALE) {
    return {
      statusCode: this.status,
      error: httpReason(this.status),
      code: this.code,
      message: this.messages[locale] || this.messages[DEFAULT_LOCALE] || this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...this.details,
    };
  }
}

/**
 * One error shape for every process: { statusCode, error, code?, message, fields? }. A DomainError
 * answers with its own status, code and words; validation failures are 400 with the validator's
 * message; anything unexpected is logged and answered as a bare 500, so internals never leak.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      if (error.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      return reply.code(error.status).send(error.answer(request.locale));
    }
    if (error.validation) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message: `${error.validationContext ?? 'request'} ${error.validation[0]?.instancePath ?? ''} ${error.validation[0]?.message ?? error.message}`.replace(/\s+/g, ' ').trim(),
      });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Every 503 says when to come back (a neighbour that timed out under load, too), so clients back off honestly.
      if (statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      return reply.code(statusCode).send({
        statusCode,
        error: statusCode === 503 ? 'Service Unavailable' : 'Internal Server Error',
        message: statusCode === 503 ? error.message : 'Something went wrong on our side. Please try again.',
      });
    }
    return reply.code(statusCode).send({
      statusCode,
      error: httpReason(statusCode),
      message: error.message,
      ...(codeOf(error) ? { code: codeOf(error) } : {}),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

/** Fastify's own codes are its internals; a body the parser refused gets a code of ours to act on. */
function codeOf(error: FastifyError): string | undefined {
  if (!error.code) return undefined;
  if (!error.code.startsWith('FST_')) return error.code;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'BODY_TOO_LARGE';
  if (error.code.startsWith('FST_ERR_CTP_')) return 'MALFORMED_BODY';
  return undefined;
}

const REASONS: Record<number, string> = {
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

export function httpReason(statusCode: number): string {
  return REASONS[statusCode] ?? 'Error';
}
