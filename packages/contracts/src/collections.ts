import { Type, type Static, type TArray, type TObject, type TProperties, type TSchema } from 'typebox';
import { Id, ListSummary, OneOf, Timestamp } from './common.ts';

// Every public and console list answers { <items>: [...], summary } and every detail { <item>: {...} };
// these build those envelopes so each resource names its keys once.

/** `{ [key]: item[], summary }`, e.g. ListOf('spaces', Facility). */
export function ListOf<const K extends string, T extends TSchema>(key: K, item: T) {
  return Type.Object({ [key]: Type.Array(item), summary: ListSummary } as { [P in K]: TArray<T> } & { summary: typeof ListSummary });
}

/** `{ [key]: item }`, e.g. One('space', Facility). */
export function One<const K extends string, T extends TSchema>(key: K, item: T): TObject<{ [P in K]: T }> {
  return Type.Object({ [key]: item } as { [P in K]: T });
}

/** A record as the console reads it: its editable fields plus id and timestamps. */
export function Stored<P extends TProperties>(fields: P) {
  return Type.Object({ _id: Id, ...fields, createdAt: Timestamp, updatedAt: Timestamp });
}

// ---- Building blocks of console inputs: every field limited, nothing unknown accepted.

/**
 * The most each field may hold (spec §9: "up to N characters"). The console shows the same N under
 * each field; the database columns are at least this wide.
 */
export const FIELD_LIMITS = {
  subject: 200,
  title: 200,
  summary: 1000,
  shortText: 200,
  fee: 100,
  capacityText: 100,
  location: 300,
  alt: 300,
  question: 300,
  description: 500,
  /** Sanitised HTML of one locale (stored as MEDIUMTEXT on MySQL). */
  richText: 50_000,
  version: 20,
  url: 500,
  /** Pictures of one record (a facility's gallery). */
  images: 20,
} as const;

/** An input object that refuses fields it does not name. */
export function Strict<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/**
 * Text in the four locales as staff write it: `ko` is the fallback every reader may see, so it is
 * required unless `optional`; the others may stay empty (the console shows which are missing).
 */
export function Localised(maxLength: number, options: { optional?: boolean } = {}) {
  const text = Type.String({ maxLength });
  return Strict({ ko: Type.String({ minLength: options.optional ? 0 : 1, maxLength }), en: text, cn: text, jp: text });
}

// ---- Publishing: drafts, and publishing or unpublishing at a set time without anyone clicking.

export const PUBLICATION_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/**
 * What readers see of an item now: DRAFT (never public), SCHEDULED (published, its time not yet
 * come), PUBLIC, ENDED (its unpublish time has passed). Worked out at read time from the clock.
 */
export const VISIBILITIES = ['DRAFT', 'SCHEDULED', 'PUBLIC', 'ENDED'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * A publishing time: ISO-8601 with its offset. The console sends Seoul time as entered
 * (`2026-11-25T09:00:00+09:00`); the server stores and answers UTC (`2026-11-25T00:00:00.000Z`).
 * A time without an offset is refused, so no one guesses the zone.
 */
export const PublishTime = Type.String({ format: 'date-time', maxLength: 40 });
const OptionalPublishTime = Type.Union([Type.Null(), PublishTime]);

/** Input fields of a publishable resource; absent status means PUBLISHED (older API clients). */
export const publicationInputFields = {
  status: Type.Optional(OneOf(PUBLICATION_STATUSES)),
  publishAt: Type.Optional(OptionalPublishTime),
  unpublishAt: Type.Optional(OptionalPublishTime),
};

/** What the console reads back of a publishable item. */
export const publicationFields = {
  status: OneOf(PUBLICATION_STATUSES),
  publishAt: Type.Union([Type.Null(), Timestamp]),
  unpublishAt: Type.Union([Type.Null(), Timestamp]),
  visibility: OneOf(VISIBILITIES),
};

// ---- Sorting console lists: `sort=<key>:<asc|desc>`, keys whitelisted per resource.

export type SortDirection = 'asc' | 'desc';

/** The `sort` query parameter over the given keys, e.g. SortParam(['createdAt', 'subject']). */
export function SortParam(keys: readonly string[]) {
  return Type.Optional(Type.String({ maxLength: 40, pattern: `^(${keys.join('|')}):(asc|desc)$`, description: `One of ${keys.join(', ')}, then :asc or :desc` }));
}

/** `createdAt:desc` → { key: 'createdAt', direction: 'desc' }; anything else → null. */
export function parseSort(value: string | undefined): { key: string; direction: SortDirection } | null {
  const match = /^([A-Za-z]+):(asc|desc)$/.exec(value ?? '');
  return match ? { key: match[1] as string, direction: match[2] as SortDirection } : null;
}

// ---- Trash: deleted content stays restorable for TRASH_RETENTION_DAYS, never public.

export const TRASH_RETENTION_DAYS = 30;

export const TrashedItem = Type.Object({
  _id: Id,
  /** The item's name in Korean, so staff recognise it. */
  title: Type.String(),
  deletedAt: Timestamp,
  /** When it is purged for good (deletedAt + TRASH_RETENTION_DAYS). */
  purgesAt: Timestamp,
});
export type TrashedItem = Static<typeof TrashedItem>;
export const TrashList = ListOf('trash', TrashedItem);
export type TrashList = Static<typeof TrashList>;

// ---- Uploaded files (editor images, image fields)

export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Largest picture staff may upload, in bytes. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** `POST /api/console/files` (multipart, field `file`) answers the public address of the stored file. */
export const CONSOLE_FILES_PATH = '/api/console/files';

/** Files of downloadable forms: PDF documents (the one office format recognisable from its bytes) and pictures. */
export const UPLOAD_DOCUMENT_TYPES = ['application/pdf', ...UPLOAD_IMAGE_TYPES] as const;
export const UPLOAD_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** `POST /api/console/files/documents` (multipart, field `file`): like CONSOLE_FILES_PATH, for form files. */
export const CONSOLE_DOCUMENTS_PATH = '/api/console/files/documents';
/** Files one downloadable form may carry. */
export const FORM_FILES_MAX = 10;
export const UploadedFile = One('file', Type.Object({ url: Type.String(), contentType: Type.String(), size: Type.Integer({ minimum: 0 }) }));
export type UploadedFile = Static<typeof UploadedFile>;
