import type { ConsoleFacility, ConsoleSpaceInput, Facility, WorkType, Location } from '@centre/contracts';
import { pickLocalised, toBoolean, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, parseJsonList, pickLocalisedFields, stamps, type Row } from './localised-table.ts';

/** Spaces and equipment share one table and one card shape; `kind` tells them apart. */
export const FACILITY_KINDS = { space: 'SPACE', equipment: 'EQUIPMENT' } as const;

type FacilityInput = ConsoleSpaceInput & { work?: WorkType | null; requiredEducationId?: string | null; cutMsPerCmPly?: number | null };

/** Cutting rate of an equipment row (issue 20 item 22); null when staff set none. */
const cutRateOf = (row: Row) => (row.cut_ms_per_cm_ply === null || row.cut_ms_per_cm_ply === undefined ? null : Number(row.cut_ms_per_cm_ply));

const textOrAbsent = (value: string) => (value === '' ? undefined : value);

function toPublic(row: Row, locale: Parameters<typeof pickLocalised>[2], detail: boolean): Facility {
  const capacity = textOrAbsent(pickLocalised(row, 'capacity', locale));
  return {
    _id: row.id,
    ...pickLocalisedFields(row, ['title', 'time', 'location'], locale),
    thumb: (row.thumb as string | null) ?? null,
    ...(capacity ? { capacity } : {}),
    ...(row.quantity === null || row.quantity === undefined ? {} : { quantity: Number(row.quantity) }),
    work: (row.work as WorkType | null) ?? null,
    site: row.site as Location,
    isMain: toBoolean(row.is_main),
    ...(detail ? { content: pickLocalised(row, 'content', locale), images: parseJsonList(row.images) } : {}),
    ...(row.kind === FACILITY_KINDS.equipment ? { requiredEducationId: (row.required_education_id as string | null) ?? null, cutMsPerCmPly: cutRateOf(row) } : {}),
  };
}

function toConsole(row: Row): ConsoleFacility {
  return {
    _id: row.id,
    ...localisedFieldsOf(row, ['title', 'time', 'capacity', 'location', 'content']),
    quantity: row.quantity === null || row.quantity === undefined ? null : Number(row.quantity),
    thumb: (row.thumb as string | null) ?? null,
    images: parseJsonList(row.images),
    site: row.site as Location,
    work: (row.work as WorkType | null) ?? null,
    isMain: toBoolean(row.is_main),
    order: Number(row.sort_order),
    ...(row.kind === FACILITY_KINDS.equipment ? { requiredEducationId: (row.required_education_id as string | null) ?? null, cutMsPerCmPly: cutRateOf(row) } : {}),
    ...stamps(row),
  };
}

function toRow({ title, time, capacity, location, content, ...input }: FacilityInput) {
  return {
    ...localisedColumnsOf({ title, time, capacity, location, content }, ['content']),
    quantity: input.quantity,
    thumb: input.thumb,
    images: JSON.stringify(input.images),
    site: input.site,
    work: input.work ?? null,
    is_main: input.isMain,
    sort_order: input.order,
    // Equipment only: the course a maker must have completed (read by the applications service).
    required_education_id: input.requiredEducationId ?? null,
    // Equipment only: staff's cutting rate, ms per cm × ply (read by the apply form's estimate).
    cut_ms_per_cm_ply: input.cutMsPerCmPly ?? null,
  };
}

/** Spaces or equipment: one kind of the facilities table. */
export function createFacilitiesRepository(db: Knex, kind: (typeof FACILITY_KINDS)[keyof typeof FACILITY_KINDS]) {
  return createLocalisedTable<Facility, ConsoleFacility, FacilityInput>(db, {
    table: 'facilities',
    columns: { location: 'site', code: 'work', isMain: 'is_main' },
    fixed: { kind },
    sort: { order: 'sort_order', createdAt: 'created_at', updatedAt: 'updated_at', title: 'title_ko' },
    title: 'title',
    trash: true,
    keyword: ['title', 'location'],
    // Home cards first, then the order staff chose.
    order: [{ column: 'is_main', order: 'desc' }, { column: 'sort_order', order: 'asc' }],
    toPublic,
    toConsole,
    toRow,
  });
}

export type FacilitiesRepository = ReturnType<typeof createFacilitiesRepository>;
