import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldError, fieldErrorsOf, type FieldError, type FieldErrorResponse, type FieldRuleContext, type RuleCode } from '@centre/contracts';
import { httpReason, localeFrom, type Static } from '@centre/server-kit';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

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

/** The first field the schema does not have (`scope`, `receiveConsent.staff`), or null. */
function unknownField(schema: TSchema, value: unknown): string | null {
  for (const error of Value.Errors(schema, value)) {
    const names = (error.params as { additionalProperties?: string[] }).additionalProperties;
    if (error.keyword !== 'additionalProperties' || !names?.[0]) continue;
    return [...error.instancePath.split('/').filter(Boolean), names[0]].join('.');
  }
  return null;
}

/**
 * Checks `value` against `schema`; throws a 400 with every field's message when it does not fit.
 * A field the schema does not have is refused too (never silently dropped), by its name.
 */
export function validated<S extends TSchema>(request: FastifyRequest, schema: S, value: unknown, context: FieldRuleContext = {}): Static<S> {
  const locale = localeFrom(request.headers['accept-language']);
  const fields = fieldErrorsOf(schema, value, locale, context);
  if (fields.length > 0) throw new FieldProblem(400, fields, 'VALIDATION');
  if (!Value.Check(schema, value)) throw new FieldProblem(400, [fieldError(unknownField(schema, value) ?? '', 'INVALID_VALUE', locale)], 'VALIDATION');
  return value as Static<S>;
}

/** Codes of Fastify's content-type and body parsers and of @fastify/multipart. */
const BODY_PARSER_CODE = /^FST_(ERR_CTP_|INVALID_MULTIPART|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION|REQ_FILE_TOO_LARGE)/;

/**
 * A body the parsers refused: a 400 in the form's shape (413 kept for a body too large), where the
 * kit's answer has no `fields` and would fail the routes' FieldErrorResponse schema as a 500.
 */
function bodyRefusal(error: { code?: string; statusCode?: number }): number | null {
  if (!error.code || !BODY_PARSER_CODE.test(error.code)) return null;
  return error.statusCode === 413 ? 413 : 400;
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
    const status = bodyRefusal(error as { code?: string; statusCode?: number });
    if (status) return answer(reply, new FieldProblem(status, [fieldError('', 'BODY_UNREADABLE', localeFrom(request.headers['accept-language']))], 'BODY_UNREADABLE'));
    throw error;
  });
}
