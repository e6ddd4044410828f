import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  CONTENT_RESOURCES,
  type ConsoleBoardListItem,
  type ConsoleBanner,
  type ConsoleDownloadForm,
  type ConsoleEducationListItem,
  type ConsoleFacilityListItem,
  type ConsoleFaqListItem,
  type ConsoleGalleryItem,
  type ConsoleNotificationListItem,
  type ConsolePopup,
  type ConsoleTermsListItem,
  type ContentResourceName,
  type ResourceDescription,
} from '@centre/contracts';
import type { FieldHints } from '../../components/form/SchemaField.tsx';
import { nodeOf } from '../../components/form/schema.ts';
import type { ColumnKind } from '../../components/ResourceCell.tsx';


/**
 * A content screen of the console over a resource description from @centre/contracts: the API,
 * the input schema (the form and its validation), the rich-text fields, the sort keys and the
 * filters all come from the description the server's routes are built from. What is said here is
 * only how the console shows it: where the page lives, which columns the list shows, which texts
 * get a text area, and how many rows a page holds.
 */
export interface ConsoleScreen<Item extends { _id: string }> {
  /** Names its texts (`<key>.title`, `<key>.one`…) and matches the menu entry. */
  key: string;
  /** The console page, e.g. /console/center/notifications; create at ./create, edit at ./:id. */
  route: string;
  description: ResourceDescription;
  columns: ReadonlyArray<{ field: keyof Item & string; kind: ColumnKind }>;
  /** Plain localised texts long enough for a text area. */
  multiline?: readonly string[];
  /** A field whose label differs from the shared `fields.<name>` (e.g. a course's status is its enrolment). */
  labels?: Readonly<Record<string, string>>;
  /**
   * Fields holding another record's id, chosen from that record's list by name: the field → which
   * list (reference-choices.ts loads it; named here so this file stays free of React hooks).
   */
  references?: Readonly<Record<string, ReferenceList>>;
  pageSize: number;
  /** More of a saved record shown under its form (a board post's comments), loaded with its own code. */
  recordSection?: LazyExoticComponent<ComponentType<{ recordId: string }>>;
}

/** The lists a reference field chooses from (reference-choices.ts). */
export type ReferenceList = 'courses';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table holds screens of different item types; `screen()` below checks each entry against its own
export type AnyConsoleScreen = ConsoleScreen<any>;

const screen = <Item extends { _id: string }>(entry: ConsoleScreen<Item>): AnyConsoleScreen => entry;

const noticeColumns = [
  { field: 'subject', kind: 'localised' },
  { field: 'visibility', kind: 'choice' },
  { field: 'isMain', kind: 'boolean' },
  { field: 'publishAt', kind: 'datetime' },
  { field: 'createdAt', kind: 'date' },
] as const;

export const CONSOLE_RESOURCES = {
  boards: screen<ConsoleBoardListItem>({
    key: 'boards',
    route: '/console/boards',
    description: CONTENT_RESOURCES.boards,
    columns: [
      { field: 'thumb', kind: 'image' },
      { field: 'subject', kind: 'localised' },
      { field: 'visibility', kind: 'choice' },
      { field: 'comments', kind: 'number' },
      { field: 'createdAt', kind: 'date' },
    ],
    multiline: ['summary'],
    pageSize: 10,
    recordSection: lazy(() => import('./components/BoardComments.tsx')),
  }),
  notifications: screen<ConsoleNotificationListItem>({
    key: 'notifications',
    route: '/console/center/notifications',
    description: CONTENT_RESOURCES.notifications,
    columns: noticeColumns,
    multiline: ['summary'],
    pageSize: 10,
  }),
  businesses: screen<ConsoleNotificationListItem>({
    key: 'businesses',
    route: '/console/center/businesses',
    description: CONTENT_RESOURCES.businesses,
    columns: noticeColumns,
    multiline: ['summary'],
    pageSize: 10,
  }),
  faqs: screen<ConsoleFaqListItem>({
    key: 'faqs',
    route: '/console/center/faqs',
    description: CONTENT_RESOURCES.faqs,
    columns: [
      { field: 'question', kind: 'localised' },
      { field: 'category', kind: 'choice' },
      { field: 'order', kind: 'number' },
      { field: 'updatedAt', kind: 'date' },
    ],
    pageSize: 20,
  }),
  spaces: screen<ConsoleFacilityListItem>({
    key: 'spaces',
    route: '/console/facility-space',
    description: CONTENT_RESOURCES.spaces,
    columns: [
      { field: 'thumb', kind: 'image' },
      { field: 'title', kind: 'localised' },
      { field: 'site', kind: 'choice' },
      { field: 'isMain', kind: 'boolean' },
      { field: 'order', kind: 'number' },
    ],
    pageSize: 20,
  }),
  equipment: screen<ConsoleFacilityListItem>({
    key: 'equipment',
    route: '/console/equipment',
    description: CONTENT_RESOURCES.equipment,
    columns: [
      { field: 'thumb', kind: 'image' },
      { field: 'title', kind: 'localised' },
      { field: 'work', kind: 'choice' },
      { field: 'site', kind: 'choice' },
      { field: 'quantity', kind: 'number' },
      { field: 'order', kind: 'number' },
    ],
    references: { requiredEducationId: 'courses' },
    pageSize: 20,
  }),
  education: screen<ConsoleEducationListItem>({
    key: 'education',
    route: '/console/edu-education',
    description: CONTENT_RESOURCES.educations,
    columns: [
      { field: 'title', kind: 'localised' },
      { field: 'status', kind: 'choice' },
      { field: 'periodFrom', kind: 'text' },
      { field: 'periodTo', kind: 'text' },
      { field: 'capacity', kind: 'number' },
    ],
    multiline: ['summary'],
    labels: { status: 'enrolment' },
    pageSize: 20,
  }),
  gallery: screen<ConsoleGalleryItem>({
    key: 'gallery',
    route: '/console/edu-gallery',
    description: CONTENT_RESOURCES.gallery,
    columns: [
      { field: 'thumb', kind: 'image' },
      { field: 'title', kind: 'localised' },
      { field: 'takenAt', kind: 'text' },
      { field: 'isMain', kind: 'boolean' },
    ],
    pageSize: 20,
  }),
  banners: screen<ConsoleBanner>({
    key: 'banners',
    route: '/console/banners',
    description: CONTENT_RESOURCES.banners,
    columns: [
      { field: 'image', kind: 'image' },
      { field: 'title', kind: 'localised' },
      { field: 'code', kind: 'choice' },
      { field: 'visibility', kind: 'choice' },
      { field: 'order', kind: 'number' },
    ],
    multiline: ['description'],
    pageSize: 20,
  }),
  popups: screen<ConsolePopup>({
    key: 'popups',
    route: '/console/popups',
    description: CONTENT_RESOURCES.popups,
    columns: [
      { field: 'title', kind: 'localised' },
      { field: 'skin', kind: 'choice' },
      { field: 'visibility', kind: 'choice' },
      { field: 'startsAt', kind: 'datetime' },
      { field: 'endsAt', kind: 'datetime' },
    ],
    pageSize: 20,
  }),
  terms: screen<ConsoleTermsListItem>({
    key: 'terms',
    route: '/console/terms',
    description: CONTENT_RESOURCES.terms,
    columns: [
      { field: 'title', kind: 'localised' },
      { field: 'code', kind: 'choice' },
      { field: 'version', kind: 'text' },
      { field: 'effectiveAt', kind: 'text' },
    ],
    pageSize: 20,
  }),
  forms: screen<ConsoleDownloadForm>({
    key: 'forms',
    route: '/console/forms',
    description: CONTENT_RESOURCES.forms,
    columns: [
      { field: 'title', kind: 'localised' },
      { field: 'order', kind: 'number' },
      { field: 'updatedAt', kind: 'date' },
    ],
    pageSize: 20,
  }),
} as const satisfies Record<string, AnyConsoleScreen>;

export type ConsoleResourceKey = keyof typeof CONSOLE_RESOURCES;
export type { ContentResourceName };

/** The form's hints from the description (rich text) and the screen (text areas, labels). */
export const formHintsOf = (screen: AnyConsoleScreen): FieldHints => ({
  rich: screen.description.fields.richText,
  multiline: screen.multiline ?? [],
  labels: screen.labels ?? {},
});

/** The values a list filter offers, read from the console query schema (an enum, or 'true'/'false'). */
export function filterValuesOf(screen: AnyConsoleScreen, name: string): readonly string[] {
  const node = nodeOf(screen.description.schemas.consoleQuery).properties?.[name];
  if (!node) return [];
  if (node.enum) return node.enum;
  return (node.anyOf ?? []).map((branch) => (branch as { const?: string }).const).filter((value): value is string => typeof value === 'string');
}

/** `createdAt:desc` → { id: 'createdAt', order: 'desc' }. */
export function defaultSortOf(screen: AnyConsoleScreen): { id: string; order: 'asc' | 'desc' } {
  const [id = '', order] = screen.description.sort.default.split(':');
  return { id, order: order === 'asc' ? 'asc' : 'desc' };
}
