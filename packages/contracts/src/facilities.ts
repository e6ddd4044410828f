import { Type, type Static } from 'typebox';
import { LOCATIONS, WORK_TYPES } from './enums.ts';
import { Id, ListQuery, LocalisedText, OneOf, QueryFlag, Timestamp } from './common.ts';
import { FIELD_LIMITS, ListOf, Localised, One, SortParam, Strict } from './collections.ts';

// Nullable unions list Type.Null() first: with coerceTypes, Ajv would otherwise turn null into 0 or "" for the first branch.

/** Localised text that may be left empty in every locale (an area that does not apply, a slide without copy). */
export const OptionalLocalisedText = Type.Object({ ko: Type.String(), en: Type.String(), cn: Type.String(), jp: Type.String() });
export type OptionalLocalisedText = Static<typeof OptionalLocalisedText>;

/** A file the content service serves, or any https address. */
export const ImageUrl = Type.String({ maxLength: 500, pattern: '^(/api/v1/files/[A-Za-z0-9._-]+$|https://[^\\\\\\u0000-\\u0020\\u007f]+$)' });

/**
 * A facility space or a piece of equipment, as cards and detail pages show it (spec §2, §3).
 * Spaces have no work type; equipment belongs to the shared cutting room or the shared studio.
 */
export const Facility = Type.Object({
  _id: Id,
  title: Type.String(),
  thumb: Type.Union([Type.Null(), Type.String()]),
  /** Usage time, as text ("평일 09:00~18:00"). */
  time: Type.String(),
  /** Area, as text ("177㎡"); absent when it does not apply. */
  capacity: Type.Optional(Type.String()),
  quantity: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Location guidance ("용신 센터 4층"). */
  location: Type.String(),
  work: Type.Union([Type.Null(), OneOf(WORK_TYPES)]),
  site: OneOf(LOCATIONS),
  isMain: Type.Boolean(),
  /** Sanitised HTML; only on the detail answer. */
  content: Type.Optional(Type.String()),
  /** Further pictures; only on the detail answer. */
  images: Type.Optional(Type.Array(Type.String())),
  /** Equipment: the education course a maker must have completed to book it (null: none). */
  requiredEducationId: Type.Optional(Type.Union([Type.Null(), Type.String()])),
  /** Cutting equipment: staff's cutting rate, milliseconds per cm of marker per ply (null: not set). */
  cutMsPerCmPly: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
});
export type Facility = Static<typeof Facility>;

const CatalogueFilter = {
  location: Type.Optional(OneOf(LOCATIONS)),
  isMain: Type.Optional(QueryFlag),
};

export const SpaceListQuery = Type.Intersect([ListQuery, Type.Object(CatalogueFilter)]);
export type SpaceListQuery = Static<typeof SpaceListQuery>;
export const EquipmentListQuery = Type.Intersect([ListQuery, Type.Object({ ...CatalogueFilter, code: Type.Optional(OneOf(WORK_TYPES)) })]);
export type EquipmentListQuery = Static<typeof EquipmentListQuery>;

export const SpaceList = ListOf('spaces', Facility);
export type SpaceList = Static<typeof SpaceList>;
export const SpaceDetail = One('space', Facility);
export type SpaceDetail = Static<typeof SpaceDetail>;
export const EquipmentList = ListOf('equipments', Facility);
export type EquipmentList = Static<typeof EquipmentList>;
export const EquipmentDetail = One('equipment', Facility);
export type EquipmentDetail = Static<typeof EquipmentDetail>;

const facilityInputFields = {
  title: Localised(FIELD_LIMITS.title),
  time: Localised(FIELD_LIMITS.shortText),
  capacity: Localised(FIELD_LIMITS.capacityText, { optional: true }),
  location: Localised(FIELD_LIMITS.location),
  content: Localised(FIELD_LIMITS.richText),
  quantity: Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 100_000 })]),
  thumb: Type.Union([Type.Null(), ImageUrl]),
  images: Type.Array(ImageUrl, { maxItems: FIELD_LIMITS.images }),
  site: OneOf(LOCATIONS),
  isMain: Type.Boolean(),
  /** Position among cards of the same importance; lower first. */
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};

/** A space as staff edit it: every locale at once. */
export const ConsoleSpaceInput = Strict(facilityInputFields);
export type ConsoleSpaceInput = Static<typeof ConsoleSpaceInput>;
export const ConsoleEquipmentInput = Strict({
  ...facilityInputFields,
  work: OneOf(WORK_TYPES),
  /** The education course (its id) a maker must have completed to book this equipment; null: none. */
  requiredEducationId: Type.Optional(Type.Union([Type.Null(), Id])),
  /**
   * Cutting room machines: how long the machine takes, in milliseconds per cm of marker per ply, so
   * the form can estimate a job's cutting time and sessions (issue 20 item 22); null: not set.
   */
  cutMsPerCmPly: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 600_000 })])),
});
export type ConsoleEquipmentInput = Static<typeof ConsoleEquipmentInput>;

const consoleFacilityListFields = {
  _id: Id,
  title: LocalisedText,
  location: LocalisedText,
  thumb: Type.Union([Type.Null(), Type.String()]),
  quantity: Type.Union([Type.Null(), Type.Integer()]),
  site: OneOf(LOCATIONS),
  work: Type.Union([Type.Null(), OneOf(WORK_TYPES)]),
  isMain: Type.Boolean(),
  order: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};
export const ConsoleFacilityListItem = Type.Object(consoleFacilityListFields);
export type ConsoleFacilityListItem = Static<typeof ConsoleFacilityListItem>;

export const ConsoleFacility = Type.Object({
  ...consoleFacilityListFields,
  time: LocalisedText,
  capacity: OptionalLocalisedText,
  content: LocalisedText,
  images: Type.Array(Type.String()),
  requiredEducationId: Type.Optional(Type.Union([Type.Null(), Type.String()])),
  cutMsPerCmPly: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
});
export type ConsoleFacility = Static<typeof ConsoleFacility>;

export const FACILITY_SORT_KEYS = ['order', 'createdAt', 'updatedAt', 'title'] as const;
const consoleFacilityQueryFields = {
  ...ListQuery.properties,
  sort: SortParam(FACILITY_SORT_KEYS),
  location: Type.Optional(OneOf(LOCATIONS)),
  isMain: Type.Optional(QueryFlag),
};
export const ConsoleSpaceListQuery = Type.Object(consoleFacilityQueryFields);
export type ConsoleSpaceListQuery = Static<typeof ConsoleSpaceListQuery>;
export const ConsoleEquipmentListQuery = Type.Object({ ...consoleFacilityQueryFields, code: Type.Optional(OneOf(WORK_TYPES)) });
export type ConsoleEquipmentListQuery = Static<typeof ConsoleEquipmentListQuery>;

export const ConsoleSpaceList = ListOf('spaces', ConsoleFacilityListItem);
export type ConsoleSpaceList = Static<typeof ConsoleSpaceList>;
export const ConsoleSpaceDetail = One('space', ConsoleFacility);
export type ConsoleSpaceDetail = Static<typeof ConsoleSpaceDetail>;
export const ConsoleEquipmentList = ListOf('equipments', ConsoleFacilityListItem);
export type ConsoleEquipmentList = Static<typeof ConsoleEquipmentList>;
export const ConsoleEquipmentDetail = One('equipment', ConsoleFacility);
export type ConsoleEquipmentDetail = Static<typeof ConsoleEquipmentDetail>;
