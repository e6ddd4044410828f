import { Type, type Static } from 'typebox';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './rules.ts';

/** A string schema limited to the given values, typed as their union. */
export function OneOf<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** Every error answer, from every process: the shape @fastify/sensible produces. */
export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Identifiers are UUIDv7 strings on the wire, named `_id`. */
export const Id = Type.String({ maxLength: 36, pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/** Boolean query flags arrive as strings; accept the spellings browsers and the spec use. */
export const QueryFlag = Type.Union([Type.Literal('true'), Type.Literal('false')]);

export const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, default: LIST_LIMIT_DEFAULT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export type ListQuery = Static<typeof ListQuery>;

/** Paging facts returned beside every list. */
export const ListSummary = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
});
export type ListSummary = Static<typeof ListSummary>;

/**
 * Localised text as stored and edited in the console: one string per locale, ko required, no
 * other key. `maxLength` bounds each locale's text; a field narrows it with LocalisedTextOf.
 */
export function LocalisedTextOf(maxLength: number) {
  return Type.Object(
    {
      ko: Type.String({ minLength: 1, maxLength }),
      en: Type.String({ maxLength }),
      cn: Type.String({ maxLength }),
      jp: Type.String({ maxLength }),
    },
    { additionalProperties: false },
  );
}

/**
 * The default bound fits the longest rich text (an article body with its markup); four of them
 * still fit the 1 MiB body limit. Titles and names should use LocalisedTextOf with their own.
 */
export const LOCALISED_TEXT_MAX_LENGTH = 200_000;
export const LocalisedText = LocalisedTextOf(LOCALISED_TEXT_MAX_LENGTH);
export type LocalisedText = Static<typeof LocalisedText>;

/** ISO-8601 timestamp in UTC (at most "2026-11-24T06:03:04.123456789+09:00"). */
export const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });

export const HealthResponse = Type.Object({ status: Type.String(), service: Type.String() });
export type HealthResponse = Static<typeof HealthResponse>;
