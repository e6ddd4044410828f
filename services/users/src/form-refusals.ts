// The member forms' refusals as the server kit's DomainError with a localised message per field
// (contracts' validation messages), answered by the kit's central handler in the one error shape.
// What the kit cannot know lives here: schema errors and unreadable bodies of these forms also name
// their field in the member's language, and a throttle says when to come back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, fieldErrorsOf, type FieldError, type FieldRuleContext, type RuleCode } from '@centre/contracts';
import { DomainError, type Static } from '@centre/server-kit';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** Seconds to wait, for the refusals that carry a Retry-After (throttles, the SMS budget). */
const retryAfterOf = new WeakMap<DomainError, number>();

/** A refusal of several fields at once; its message is the first field's. */
export function fieldsRefusal(fields: FieldError[], code = 'VALIDATION', status = 400): DomainError {
  return new DomainError(status, code, fields[0]?.message ?? 'Please check the form.', { fields });
}

/** Throws a DomainError for one field under one rule, in the request's language. */
export function refuse(request: FastifyRequest, status: number, field: string, rule: RuleCode, params: Record<string, string | number> = {}, retryAfterSeconds?: number): never {
  const error = fieldsRefusal([fieldError(field, rule, request.locale, params)], rule, status);
  if (retryAfterSeconds !== undefined) retryAfterOf.set(error, retryAfterSeconds);
  throw error;
}

/** Rule problems found by a contracts check (`signUpProblems`, `memberKindProblems`), as one 400. */
export function refuseProblems(request: FastifyRequest, problems: ReadonlyArray<{ field: string; rule: RuleCode }>): void {
  if (problems.length > 0) throw fieldsRefusal(problems.map((problem) => fieldError(problem.field, problem.rule, request.locale)));
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
  const fields = fieldErrorsOf(schema, value, request.locale, context);
  if (fields.length > 0) throw fieldsRefusal(fields);
  if (!Value.Check(schema, value)) throw fieldsRefusal([fieldError(unknownField(schema, value) ?? '', 'INVALID_VALUE', request.locale)]);
  return value as Static<S>;
}

/** A body no parser could read, in the form's words. */
export function unreadableBody(request: FastifyRequest): DomainError {
  return fieldsRefusal([fieldError('', 'BODY_UNREADABLE', request.locale)], 'BODY_UNREADABLE');
}

/** Codes of @fastify/multipart's refusals of a form's parts. */
const MULTIPART_CODE = /^FST_(INVALID_MULTIPART|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION)/;

/** A multipart error read from request.parts() as the form's refusal; any other error as it is. */
export function asFormRefusal(request: FastifyRequest, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && MULTIPART_CODE.test(code) ? unreadableBody(request) : error;
}

/**
 * Member forms answer a bad request with a message per field in the spec's words instead of the
 * validator's first complaint: schema errors are collected here, and a body the parsers cannot
 * read (truncated or empty JSON, a type no form takes) is refused as BODY_UNREADABLE.
 */
export function memberFormAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (request) => {
    const error = request.validationError as (Error & { validationContext?: string }) | undefined;
    if (!error) return;
    const schema = request.routeOptions.schema as Record<string, TSchema | undefined> | undefined;
    const part = error.validationContext === 'querystring' ? 'querystring' : error.validationContext === 'params' ? 'params' : 'body';
    const partSchema = schema?.[part];
    const value = part === 'querystring' ? request.query : part === 'params' ? request.params : request.body;
    const fields = partSchema ? fieldErrorsOf(partSchema, value, request.locale) : [];
    throw fieldsRefusal(fields.length > 0 ? fields : [fieldError('', 'INVALID_VALUE', request.locale)]);
  });
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(unreadableBody(request), undefined);
    json(request, text, (error, value) => (error ? done(unreadableBody(request), undefined) : done(null, value)));
  });
  // A body of a type no form reads (XML, none named) is unreadable rather than a bare 415.
  app.addContentTypeParser('*', (request, _payload, done) => done(unreadableBody(request), undefined));
  app.addHook('onError', async (_request, reply, error) => {
    const seconds = error instanceof DomainError ? retryAfterOf.get(error) : undefined;
    if (seconds !== undefined) reply.header('retry-after', String(seconds));
  });
}
