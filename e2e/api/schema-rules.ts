// The schema rules every request body of the platform meets, checked on the schemas a service
// actually registered (its route table), not on a hand-kept list.

type Schema = Record<string, unknown>;

/**
 * Where a body schema breaks a rule: an object that accepts unknown properties, a string without
 * a maximum length, an array without a maximum count. An allOf (TypeBox's Intersect) must close
 * itself with unevaluatedProperties: false, since its members cannot each refuse the other's keys.
 */
export function strictnessProblems(schema: unknown, at = 'body', insideAllOf = false): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  const problems: string[] = [];
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (Array.isArray(node.allOf)) {
    if (node.unevaluatedProperties !== false) problems.push(`${at}: allOf without unevaluatedProperties: false`);
    node.allOf.forEach((member, index) => problems.push(...strictnessProblems(member, `${at}.allOf[${index}]`, true)));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((member, index) => problems.push(...strictnessProblems(member, `${at}.${key}[${index}]`, insideAllOf)));
  }
  if (types.includes('object') || node.properties !== undefined || node.patternProperties !== undefined) {
    if (!insideAllOf && node.additionalProperties !== false && node.unevaluatedProperties !== false) {
      problems.push(`${at}: object accepts unknown properties`);
    }
    if (node.patternProperties !== undefined && typeof node.maxProperties !== 'number') problems.push(`${at}: map without maxProperties`);
    for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
      problems.push(...strictnessProblems(property, `${at}.${name}`));
    }
    for (const [pattern, property] of Object.entries((node.patternProperties ?? {}) as Record<string, unknown>)) {
      problems.push(...strictnessProblems(property, `${at}[${pattern}]`));
    }
  }
  if (types.includes('string') && typeof node.maxLength !== 'number' && node.enum === undefined && node.const === undefined) {
    problems.push(`${at}: string without maxLength`);
  }
  if (types.includes('array')) {
    if (typeof node.maxItems !== 'number') problems.push(`${at}: array without maxItems`);
    problems.push(...strictnessProblems(node.items, `${at}[]`));
  }
  return problems;
}

const SAMPLE_ID = '0190a5a0-0000-7000-8000-000000000abc';

/** A route's URL with every parameter filled in, so it can be requested. */
export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, SAMPLE_ID);
}
