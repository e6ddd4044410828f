import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * One error shape for every process: { statusCode, error, message }. Validation failures are 400
 * with the validator's message; anything unexpected is logged and answered as a bare 500, so
 * internals never leak.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      ...(error.code && !error.code.startsWith('FST_') ? { code: error.code } : {}),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

const REASONS: Record<number, string> = {
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
