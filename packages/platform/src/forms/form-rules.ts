// The spec's validation messages (§5) on the public and member forms (one copy for both remotes: a
// subpath, `@centre/platform/form-rules`, bundled with the pages that have forms, never in the shell's
// first load). The forms validate with the server's own
// TypeBox schemas through react-hook-form's TypeBox resolver; each error it finds is turned into
// the rule code of the contracts' catalogue, so the browser shows the very words the server would
// answer in a 400 — in the visitor's language, re-worded if they switch language mid-form.
import { toNestErrors } from '@hookform/resolvers';
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverOptions, UseFormSetError, Path } from 'react-hook-form';
import type { TObject } from 'typebox';
import { isRuleCode, ruleOfKeyword, validationMessage, type FieldErrorResponse, type FieldRuleContext, type Locale, type RuleCode } from '@centre/contracts';
import { errorResponseOf } from '../api/errors.ts';

export interface FieldProblem {
  field: string;
  rule: RuleCode;
}

function valueAt(values: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((current, key) => (current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);
}

/** Leaf errors of react-hook-form's nested error object, by dotted path. */
function flatten(errors: FieldErrors, prefix = ''): Array<[string, FieldError]> {
  return Object.entries(errors).flatMap(([key, entry]): Array<[string, FieldError]> => {
    if (!entry || typeof entry !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (entry as FieldError).type === 'string') return [[path, entry as FieldError]];
    return flatten(entry as FieldErrors, path);
  });
}

export interface RuleResolverOptions<Values> {
  context?: (values: Values) => FieldRuleContext;
  /** What is checked against the schema: the request as it would be sent (trimmed, empty optional fields left out). */
  requestOf?: (values: Values) => unknown;
  /** Rules the schema cannot express (cross-field, files), given the form's values. */
  problems?: (values: Values) => FieldProblem[];
}

/**
 * `typeboxResolver(schema)` whose errors carry a rule code as their `type` (see `ruleMessage`),
 * one per field, plus the cross-field problems.
 */
export function ruleResolver<Values extends FieldValues>(schema: TObject, options: RuleResolverOptions<Values> = {}): Resolver<Values> {
  const validate = typeboxResolver(schema) as unknown as Resolver<Values>;
  return async (values, context, resolverOptions: ResolverOptions<Values>) => {
    const request = (options.requestOf ? options.requestOf(values) : values) as Values;
    const result = await validate(request, context, { ...resolverOptions, criteriaMode: 'firstError' });
    const ruleContext = options.context?.(values) ?? {};
    const found = new Map<string, FieldError>();
    for (const [field, error] of flatten(result.errors)) {
      // A property the form never sends is the form's own mistake, not the visitor's.
      if (!field || error.type === 'additionalProperties') continue;
      found.set(field, { type: ruleOfKeyword(field, error.type, valueAt(request, field), ruleContext), message: '' });
    }
    for (const problem of options.problems?.(values) ?? []) {
      if (!found.has(problem.field)) found.set(problem.field, { type: problem.rule, message: '' });
    }
    // The form's own values go on to the submit handler, which builds the request from them.
    if (found.size === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(Object.fromEntries(found), resolverOptions) };
  };
}

/** The longest a field may be, read from the schema (for "up to N characters"). */
function maxLengthOf(schema: TObject, field: string): number | undefined {
  const property = schema.properties[field.split('.')[0] ?? field] as { maxLength?: number; maxItems?: number } | undefined;
  return property?.maxLength ?? property?.maxItems;
}

/**
 * The words of a field error in `locale`: a rule code is worded from the catalogue (so a language
 * switch re-words it); anything else (a server message without a rule) is shown as it came.
 */
export function ruleMessage(
  error: { type?: unknown; message?: unknown } | undefined,
  locale: Locale,
  where: { schema?: TObject; field?: string; params?: Record<string, string | number> } = {},
): string | undefined {
  if (!error) return undefined;
  if (isRuleCode(error.type)) {
    const max = where.schema && where.field ? maxLengthOf(where.schema, where.field) : undefined;
    return validationMessage(error.type, locale, { ...(max === undefined ? {} : { max }), ...where.params });
  }
  return typeof error.message === 'string' && error.message ? error.message : undefined;
}

/**
 * A refusal with a message per field (400, 409): each shown at its field. Returns the fields it
 * placed; an answer without field messages places none (the caller shows its message instead).
 */
export function placeServerFieldErrors<Values extends FieldValues>(failure: unknown, setError: UseFormSetError<Values>, knownFields: readonly string[]): string[] {
  const body = errorResponseOf(failure) as (FieldErrorResponse & { fields?: unknown }) | null;
  if (!body || !Array.isArray(body.fields)) return [];
  const placed: string[] = [];
  for (const { field, rule, message } of body.fields) {
    const top = field.split('.')[0] ?? field;
    if (!knownFields.includes(top)) continue;
    setError(top as Path<Values>, { type: isRuleCode(rule) ? rule : 'server', message }, { shouldFocus: placed.length === 0 });
    placed.push(top);
  }
  return placed;
}
