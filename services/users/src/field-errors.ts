import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldError, fieldErrorsOf, type FieldError, type FieldErrorResponse, type FieldRuleContext, type RuleCode } from '@centre/contracts';
import { httpReason, localeFrom, type Static } from '@centre/server-kit';
import type { TSchema } from 'typebox';

/** An error carrying field errors; the route's error handler answers it in FieldErrorResponse shape. */
export class FieldProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly fields: FieldError[],
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(fields[0]?.message ?? 'Please check the form.');
  }
}

/** Throws a FieldProblem for one field under one rule, in the request's language. */
export function refuse(request: FastifyRequest, statusCode: number, field: string, rule: RuleCode, params: Record<string, string | number> = {}, headers: Record<string, string> = {}): never {
  throw new FieldProblem(statusCode, [fieldError(field, rule, localeFrom(request.headers['accept-language']), params)], rule, headers);
}

/** Checks `value` against `schema`; throws a 400 with every field's message when it does not fit. */
export function validated<S extends TSchema>(request: FastifyRequest, schema: S, value: unknown, context: FieldRuleContext = {}): Static<S> {
  const fields = fieldErrorsOf(schema, value, localeFrom(request.headers['accept-language']), context);
  if (fields.length > 0) throw new FieldProblem(400, fields, 'VALIDATION');
  return value as Static<S>;
}

function answer(reply: FastifyReply, problem: FieldProblem) {
  const body: FieldErrorResponse = { statusCode: problem.statusCode, error: httpReason(problem.statusCode), message: problem.message, code: problem.code, fields: problem.fields };
  return reply.code(problem.statusCode).headers(problem.headers).send(body);
}

/**
 * Member forms answer a 400 with a message per field (FieldErrorResponse) in the spec's words,
 * instead of the validator's first complaint: routes in this scope collect their schema errors
 * themselves, and FieldProblem errors thrown by handlers are answered in the same shape.
 */
export function fieldErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (request, reply) => {
    const error = request.validationError as (Error & { validationContext?: string }) | undefined;
    if (!error) return;
    const schema = request.routeOptions.schema as Record<string, TSchema | undefined> | undefined;
    const part = error.validationContext === 'querystring' ? 'querystring' : error.validationContext === 'params' ? 'params' : 'body';
    const partSchema = schema?.[part];
    const value = part === 'querystring' ? request.query : part === 'params' ? request.params : request.body;
    const locale = localeFrom(request.headers['accept-language']);
    let fields = partSchema ? fieldErrorsOf(partSchema, value, locale) : [];
    if (fields.length === 0) fields = [fieldError('', 'INVALID_VALUE', locale)];
    return answer(reply, new FieldProblem(400, fields, 'VALIDATION'));
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof FieldProblem) return answer(reply, error);
    throw error;
  });
}
