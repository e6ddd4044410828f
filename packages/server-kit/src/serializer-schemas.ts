// Response schemas as the serializer (fast-json-stringify) is given them. A nullable field in the
// contracts is a union, `anyOf: [T, { type: 'null' }]` (TypeBox's Type.Union([T, Type.Null()])).
// fast-json-stringify serializes a union by running an Ajv validator per branch on every answer,
// and compiles those validators at the first answer that reaches them: measured in the opening
// rush (issue 21), ~180 ms of one instance's first second went to compiling them, with every
// arrival waiting behind. The same field written as `type: [T's type, 'null']` is serialized by a
// type check (`=== null`) with no validator, and writes the same JSON.

type Schema = Record<string | symbol, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that make a branch more than one plain type, which a type list cannot say. */
const NOT_PLAIN = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'const'];

/** `{ type: 'null' }` and nothing else that matters to JSON Schema (TypeBox's own `~kind` is not enumerable). */
function isNullOnly(branch: unknown): boolean {
  return isObject(branch) && branch.type === 'null' && Object.keys(branch).every((key) => key === 'type' || key === 'description' || key === 'title');
}

/** The one non-null branch of a nullable union of one plain type, or null when the union is anything else. */
function nullableBranch(schema: Schema): Schema | null {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return null;
  const [other, ...more] = branches.filter((branch) => !isNullOnly(branch));
  if (more.length > 0 || !isObject(other) || typeof other.type !== 'string' || other.type === 'null') return null;
  return NOT_PLAIN.some((key) => key in other) ? null : other;
}

/**
 * The schema with every nullable union of one plain type written as a type list, everything else
 * as it was. The schema given is never changed (the contracts' objects are shared by every route,
 * the validators and the API docs); what changed is copied, what did not is shared.
 */
export function withNullableTypes<T>(schema: T): T {
  return rewrite(schema) as T;
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(rewrite);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isObject(value)) return value;
  const branch = nullableBranch(value);
  if (branch) {
    const { anyOf: _union, ...siblings } = value;
    return rewrite({ ...branch, ...siblings, type: [branch.type, 'null'] });
  }
  let copy: Schema | null = null;
  for (const key of Object.keys(value)) {
    const next = rewrite(value[key]);
    if (next === value[key]) continue;
    copy ??= { ...value };
    copy[key] = next;
  }
  return copy ?? value;
}
