import { LOCALES, seoulToday } from '@centre/contracts';
import type { TSchema } from 'typebox';

// The console's forms are drawn from the same TypeBox schemas the server validates with. TypeBox
// schemas are JSON Schema, so the form reads their plain keywords to choose an input and to show
// each field's limits; nothing here re-declares what a field accepts.

/** The JSON Schema keywords the form reads. */
export interface SchemaNode {
  type?: string;
  enum?: readonly string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  items?: SchemaNode;
  anyOf?: readonly SchemaNode[];
}

export type FieldKind =
  | 'localised'
  | 'object'
  | 'list'
  | 'choices'
  | 'images'
  | 'documents'
  | 'text'
  | 'integer'
  | 'boolean'
  | 'choice'
  | 'date'
  | 'datetime'
  | 'image'
  | 'email';

export const nodeOf = (schema: TSchema): SchemaNode => schema as unknown as SchemaNode;

/** A union with null (`Type.Union([Type.Null(), X])`) is X that may be left empty. */
export function unwrapNullable(node: SchemaNode): { node: SchemaNode; nullable: boolean } {
  if (!node.anyOf) return { node, nullable: false };
  const others = node.anyOf.filter((branch) => branch.type !== 'null');
  return { node: others[0] ?? node, nullable: others.length < node.anyOf.length };
}

/** Text in ko, en, cn and jp, one string each (LocalisedText and OptionalLocalisedText). */
export function isLocalised(node: SchemaNode): boolean {
  const keys = Object.keys(node.properties ?? {});
  return node.type === 'object' && keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale));
}

/** Pictures are stored as an address of the content service's file store or an https address. */
const isImageAddress = (node: SchemaNode) => node.type === 'string' && (node.pattern ?? '').includes('/api/v1/files/');

/**
 * The values of a set of choices (an array of distinct enum values, or of a few distinct small
 * integers such as weekdays 1–7), shown as check boxes; undefined for other arrays.
 */
export function choicesOf(node: SchemaNode): readonly (string | number)[] | undefined {
  const item = node.items;
  if (node.type !== 'array' || !node.uniqueItems || !item) return undefined;
  if (item.enum) return item.enum;
  if (item.type === 'integer' && item.minimum !== undefined && item.maximum !== undefined && item.maximum - item.minimum < 12) {
    return Array.from({ length: item.maximum - item.minimum + 1 }, (_, index) => item.minimum! + index);
  }
  return undefined;
}

export function kindOf(schema: SchemaNode): FieldKind {
  const { node } = unwrapNullable(schema);
  if (isLocalised(node)) return 'localised';
  if (node.type === 'object') return 'object';
  if (node.type === 'array') {
    if (choicesOf(node)) return 'choices';
    if (node.items && isImageAddress(node.items)) return 'images';
    // Uploaded documents: { name, url, contentType, size } filled in by the upload.
    const item = Object.keys(node.items?.properties ?? {});
    if (['url', 'contentType', 'size'].every((key) => item.includes(key))) return 'documents';
    return 'list';
  }
  if (node.type === 'integer' || node.type === 'number') return 'integer';
  if (node.type === 'boolean') return 'boolean';
  if (node.enum) return 'choice';
  if (node.format === 'date') return 'date';
  if (node.format === 'date-time') return 'datetime';
  if (node.format === 'email') return 'email';
  if (isImageAddress(node)) return 'image';
  return 'text';
}

/** Whether ko must be filled (LocalisedText) or every locale may stay empty (OptionalLocalisedText). */
export const koRequired = (node: SchemaNode) => (node.properties?.ko?.minLength ?? 0) > 0;

/** The longest text any locale of a field takes, for the "up to N characters" hint. */
export function maxLengthOf(node: SchemaNode): number | undefined {
  const { node: inner } = unwrapNullable(node);
  if (isLocalised(inner)) return inner.properties?.ko?.maxLength;
  return inner.maxLength;
}

/** A blank value that a new record starts from: empty texts, the first choice, the lowest number. */
export function blankValueOf(schema: SchemaNode): unknown {
  const { node, nullable } = unwrapNullable(schema);
  if (nullable) return null;
  switch (kindOf(node)) {
    case 'localised':
      return Object.fromEntries(LOCALES.map((locale) => [locale, '']));
    case 'object':
      return Object.fromEntries(Object.entries(node.properties ?? {}).map(([name, child]) => [name, blankValueOf(child)]));
    case 'list':
    case 'choices':
    case 'images':
    case 'documents':
      return [];
    case 'integer':
      return node.minimum ?? 0;
    case 'boolean':
      return false;
    case 'choice':
      return node.enum?.[0] ?? '';
    case 'date':
      return seoulToday();
    case 'datetime':
      return new Date().toISOString();
    default:
      return '';
  }
}
