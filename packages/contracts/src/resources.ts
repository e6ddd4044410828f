// Resource descriptions: each content resource said once, as plain data and TypeBox schemas, so the
// server's generic routes (server-kit resource-routes) and the console's list/form kit read the same
// thing. No server code here: the browser imports this module.
import type { TObject, TSchema } from 'typebox';
import { PUBLIC_CONTENT_PATHS } from './api-paths.ts';
import {
  BusinessDetail,
  BusinessList,
  BusinessListQuery,
  ConsoleFaq,
  ConsoleFaqInput,
  ConsoleFaqListItem,
  ConsoleFaqListQuery,
  ConsoleNotification,
  ConsoleNotificationInput,
  ConsoleNotificationListItem,
  ConsoleNotificationListQuery,
  FAQ_SORT_KEYS,
  FaqList,
  FaqListQuery,
  NOTICE_SORT_KEYS,
  NotificationDetail,
  NotificationList,
  NotificationListQuery,
} from './center.ts';
import {
  ConsoleEquipmentInput,
  ConsoleEquipmentListQuery,
  ConsoleFacility,
  ConsoleFacilityListItem,
  ConsoleSpaceInput,
  ConsoleSpaceListQuery,
  EquipmentDetail,
  EquipmentList,
  EquipmentListQuery,
  FACILITY_SORT_KEYS,
  SpaceDetail,
  SpaceList,
  SpaceListQuery,
} from './facilities.ts';
import {
  ConsoleEducation,
  ConsoleEducationInput,
  ConsoleEducationListItem,
  ConsoleEducationListQuery,
  EDUCATION_SORT_KEYS,
  EducationDetail,
  EducationList,
  EducationListQuery,
} from './education.ts';
import { ConsoleGalleryInput, ConsoleGalleryItem, ConsoleGalleryListQuery, GALLERY_SORT_KEYS, GalleryList, GalleryListQuery } from './gallery.ts';
import {
  BANNER_SORT_KEYS,
  ConsoleBanner,
  ConsoleBannerInput,
  ConsoleBannerListQuery,
  ConsolePopup,
  ConsolePopupInput,
  ConsolePopupListQuery,
  ConsoleTerms,
  ConsoleTermsInput,
  ConsoleTermsListItem,
  ConsoleTermsListQuery,
  ConsoleDownloadForm,
  ConsoleDownloadFormInput,
  ConsoleDownloadFormListQuery,
  DownloadFormDetail,
  DownloadFormList,
  DownloadFormListQuery,
  FORM_SORT_KEYS,
  POPUP_SORT_KEYS,
  TERMS_SORT_KEYS,
} from './site.ts';
import {
  BOARD_SORT_KEYS,
  BoardDetail,
  BoardList,
  BoardListQuery,
  ConsoleBoard,
  ConsoleBoardInput,
  ConsoleBoardListItem,
  ConsoleBoardListQuery,
} from './boards.ts';

/**
 * One content resource, as both sides need it.
 * - `keys`: the answers are `{ [keys.list]: [...], summary }` and `{ [keys.item]: {...} }`.
 * - `paths.console`: list (GET), create (POST); `/:id` read (GET), replace (PUT), delete (DELETE);
 *   with `trash`: `/trash` (GET), `/trash/:id/restore` (POST), `/trash/:id` (DELETE: purge now).
 * - `paths.public`: list (GET) and, with `publicDetail`, `/:id`; null when readers reach the
 *   resource another way (banners by code, popups, terms by code).
 * - `schemas.input`: the body of POST and PUT — strict objects, every string limited (FIELD_LIMITS),
 *   every array limited; the console validates its form with this very schema.
 * - `fields`: which input fields are four-locale text (ko required unless the schema allows empty),
 *   which of those are rich text (sanitised HTML on the server), which hold uploaded image URLs.
 * - `sort`: the keys `sort=<key>:<asc|desc>` accepts (each backed by an index) and the default.
 * - `publication`: null, or the input fields that bound when a published item is public
 *   (`status: DRAFT` is never public; times are ISO-8601 with offset, stored UTC, see PublishTime).
 */
export interface ResourceDescription {
  readonly name: string;
  readonly keys: { readonly list: string; readonly item: string };
  readonly paths: { readonly public: string | null; readonly console: string };
  readonly publicDetail: boolean;
  /** The localised field that names an item (list title, trash entry). */
  readonly titleField: string;
  readonly schemas: {
    readonly consoleQuery: TObject;
    readonly consoleListItem: TObject;
    readonly consoleItem: TObject;
    readonly input: TObject;
    readonly publicQuery: TSchema | null;
    readonly publicList: TSchema | null;
    readonly publicDetail: TSchema | null;
  };
  readonly fields: { readonly localised: readonly string[]; readonly richText: readonly string[]; readonly images: readonly string[] };
  /** Equality filters of the console list (query parameters besides keyword, sort and paging). */
  readonly filters: readonly string[];
  readonly sort: { readonly keys: readonly string[]; readonly default: string };
  readonly publication: null | { readonly from: string; readonly until: string };
  readonly trash: boolean;
  /** What a reader or staff member is told when the id does not exist. */
  readonly notFound: string;
}

/** Keeps each description's literal types (keys, schemas) for the typed routes. */
function describe<const D extends ResourceDescription>(description: D): D {
  return description;
}

const NOTICE_PUBLICATION = { from: 'publishAt', until: 'unpublishAt' } as const;
const noticeFields = { localised: ['subject', 'summary', 'content'], richText: ['content'], images: [] } as const;

export const notificationsResource = describe({
  name: 'notifications',
  keys: { list: 'notifications', item: 'notification' },
  paths: { public: PUBLIC_CONTENT_PATHS.notifications, console: '/api/console/center/notifications' },
  publicDetail: true,
  titleField: 'subject',
  schemas: {
    consoleQuery: ConsoleNotificationListQuery,
    consoleListItem: ConsoleNotificationListItem,
    consoleItem: ConsoleNotification,
    input: ConsoleNotificationInput,
    publicQuery: NotificationListQuery,
    publicList: NotificationList,
    publicDetail: NotificationDetail,
  },
  fields: noticeFields,
  filters: ['isMain', 'visibility'],
  sort: { keys: NOTICE_SORT_KEYS, default: 'createdAt:desc' },
  publication: NOTICE_PUBLICATION,
  trash: true,
  notFound: 'This notice does not exist or has been removed.',
});

export const businessesResource = describe({
  ...notificationsResource,
  name: 'businesses',
  keys: { list: 'businesses', item: 'business' },
  paths: { public: PUBLIC_CONTENT_PATHS.businesses, console: '/api/console/center/businesses' },
  schemas: { ...notificationsResource.schemas, publicQuery: BusinessListQuery, publicList: BusinessList, publicDetail: BusinessDetail },
  notFound: 'This announcement does not exist or has been removed.',
});

export const faqsResource = describe({
  name: 'faqs',
  keys: { list: 'faqs', item: 'faq' },
  paths: { public: PUBLIC_CONTENT_PATHS.faqs, console: '/api/console/center/faqs' },
  publicDetail: false,
  titleField: 'question',
  schemas: {
    consoleQuery: ConsoleFaqListQuery,
    consoleListItem: ConsoleFaqListItem,
    consoleItem: ConsoleFaq,
    input: ConsoleFaqInput,
    publicQuery: FaqListQuery,
    publicList: FaqList,
    publicDetail: null,
  },
  fields: { localised: ['question', 'answer'], richText: ['answer'], images: [] },
  filters: ['category'],
  sort: { keys: FAQ_SORT_KEYS, default: 'order:asc' },
  publication: null,
  trash: true,
  notFound: 'This question does not exist or has been removed.',
});

const facilityFields = { localised: ['title', 'time', 'capacity', 'location', 'content'], richText: ['content'], images: ['thumb', 'images'] } as const;

export const spacesResource = describe({
  name: 'spaces',
  keys: { list: 'spaces', item: 'space' },
  paths: { public: PUBLIC_CONTENT_PATHS.spaces, console: '/api/console/space' },
  publicDetail: true,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsoleSpaceListQuery,
    consoleListItem: ConsoleFacilityListItem,
    consoleItem: ConsoleFacility,
    input: ConsoleSpaceInput,
    publicQuery: SpaceListQuery,
    publicList: SpaceList,
    publicDetail: SpaceDetail,
  },
  fields: facilityFields,
  filters: ['location', 'isMain'],
  sort: { keys: FACILITY_SORT_KEYS, default: 'order:asc' },
  publication: null,
  trash: true,
  notFound: 'This space does not exist or has been removed.',
});

export const equipmentResource = describe({
  name: 'equipment',
  keys: { list: 'equipments', item: 'equipment' },
  paths: { public: PUBLIC_CONTENT_PATHS.equipment, console: '/api/console/equipment' },
  publicDetail: true,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsoleEquipmentListQuery,
    consoleListItem: ConsoleFacilityListItem,
    consoleItem: ConsoleFacility,
    input: ConsoleEquipmentInput,
    publicQuery: EquipmentListQuery,
    publicList: EquipmentList,
    publicDetail: EquipmentDetail,
  },
  fields: facilityFields,
  filters: ['location', 'isMain', 'code'],
  sort: { keys: FACILITY_SORT_KEYS, default: 'order:asc' },
  publication: null,
  trash: true,
  notFound: 'This equipment does not exist or has been removed.',
});

export const educationsResource = describe({
  name: 'educations',
  keys: { list: 'educations', item: 'education' },
  paths: { public: PUBLIC_CONTENT_PATHS.education, console: '/api/console/education' },
  publicDetail: true,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsoleEducationListQuery,
    consoleListItem: ConsoleEducationListItem,
    consoleItem: ConsoleEducation,
    input: ConsoleEducationInput,
    publicQuery: EducationListQuery,
    publicList: EducationList,
    publicDetail: EducationDetail,
  },
  fields: { localised: ['title', 'summary', 'schedule', 'place', 'fee', 'content'], richText: ['content'], images: ['thumb'] },
  filters: ['isMain', 'status'],
  sort: { keys: EDUCATION_SORT_KEYS, default: 'periodFrom:desc' },
  publication: null,
  trash: true,
  notFound: 'This course does not exist or has been removed.',
});

export const galleryResource = describe({
  name: 'gallery',
  keys: { list: 'galleries', item: 'gallery' },
  paths: { public: PUBLIC_CONTENT_PATHS.gallery, console: '/api/console/gallery' },
  publicDetail: false,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsoleGalleryListQuery,
    consoleListItem: ConsoleGalleryItem,
    consoleItem: ConsoleGalleryItem,
    input: ConsoleGalleryInput,
    publicQuery: GalleryListQuery,
    publicList: GalleryList,
    publicDetail: null,
  },
  fields: { localised: ['title', 'alt'], richText: [], images: ['image', 'thumb'] },
  filters: ['isMain'],
  sort: { keys: GALLERY_SORT_KEYS, default: 'takenAt:desc' },
  publication: null,
  trash: true,
  notFound: 'This picture does not exist or has been removed.',
});

/** Readers get banners by code: GET /api/v1/banners/{code} (published and in period only). */
export const bannersResource = describe({
  name: 'banners',
  keys: { list: 'banners', item: 'banner' },
  paths: { public: null, console: '/api/console/banners' },
  publicDetail: false,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsoleBannerListQuery,
    consoleListItem: ConsoleBanner,
    consoleItem: ConsoleBanner,
    input: ConsoleBannerInput,
    publicQuery: null,
    publicList: null,
    publicDetail: null,
  },
  fields: { localised: ['title', 'description', 'alt'], richText: [], images: ['image'] },
  filters: ['code', 'visibility'],
  sort: { keys: BANNER_SORT_KEYS, default: 'order:asc' },
  publication: NOTICE_PUBLICATION,
  trash: true,
  notFound: 'This banner does not exist or has been removed.',
});

/** Readers get the popups showing now: GET /api/v1/popups. The display window is the publishing period. */
export const popupsResource = describe({
  name: 'popups',
  keys: { list: 'popups', item: 'popup' },
  paths: { public: null, console: '/api/console/popups' },
  publicDetail: false,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsolePopupListQuery,
    consoleListItem: ConsolePopup,
    consoleItem: ConsolePopup,
    input: ConsolePopupInput,
    publicQuery: null,
    publicList: null,
    publicDetail: null,
  },
  fields: { localised: ['title', 'content'], richText: ['content'], images: ['image'] },
  filters: ['visibility'],
  sort: { keys: POPUP_SORT_KEYS, default: 'order:asc' },
  publication: { from: 'startsAt', until: 'endsAt' },
  trash: true,
  notFound: 'This popup does not exist or has been removed.',
});

/**
 * Versions of the terms. POST adds a version (old ones are kept: members agreed to them); readers get
 * GET /api/v1/terms (the current version of each code) and /api/v1/terms/{code}. Versions are never
 * deleted once members may have agreed to them, so there is no trash.
 */
export const termsResource = describe({
  name: 'terms',
  keys: { list: 'terms', item: 'terms' },
  paths: { public: null, console: '/api/console/terms' },
  publicDetail: false,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsoleTermsListQuery,
    consoleListItem: ConsoleTermsListItem,
    consoleItem: ConsoleTerms,
    input: ConsoleTermsInput,
    publicQuery: null,
    publicList: null,
    publicDetail: null,
  },
  fields: { localised: ['title', 'content'], richText: ['content'], images: [] },
  filters: ['code'],
  sort: { keys: TERMS_SORT_KEYS, default: 'effectiveAt:desc' },
  publication: null,
  trash: false,
  notFound: 'These terms do not exist.',
});

/** Downloadable forms (spec §2 /console/forms): files uploaded with POST /api/console/files/documents. */
export const formsResource = describe({
  name: 'forms',
  keys: { list: 'forms', item: 'form' },
  paths: { public: PUBLIC_CONTENT_PATHS.forms, console: '/api/console/forms' },
  publicDetail: true,
  titleField: 'title',
  schemas: {
    consoleQuery: ConsoleDownloadFormListQuery,
    consoleListItem: ConsoleDownloadForm,
    consoleItem: ConsoleDownloadForm,
    input: ConsoleDownloadFormInput,
    publicQuery: DownloadFormListQuery,
    publicList: DownloadFormList,
    publicDetail: DownloadFormDetail,
  },
  fields: { localised: ['title', 'description'], richText: ['description'], images: ['thumb'] },
  filters: [],
  sort: { keys: FORM_SORT_KEYS, default: 'order:asc' },
  publication: null,
  trash: true,
  notFound: 'This form does not exist or has been removed.',
});

/** Every content resource by name, for the console's menu and generic pages. */
/** Board posts (spec §7 boards): notice-like, with a thumbnail and members' comments (boards.ts). */
export const boardsResource = describe({
  name: 'boards',
  keys: { list: 'boards', item: 'board' },
  paths: { public: PUBLIC_CONTENT_PATHS.boards, console: '/api/console/boards' },
  publicDetail: true,
  titleField: 'subject',
  schemas: {
    consoleQuery: ConsoleBoardListQuery,
    consoleListItem: ConsoleBoardListItem,
    consoleItem: ConsoleBoard,
    input: ConsoleBoardInput,
    publicQuery: BoardListQuery,
    publicList: BoardList,
    publicDetail: BoardDetail,
  },
  fields: { localised: ['subject', 'summary', 'content'], richText: ['content'], images: ['thumb'] },
  filters: ['isMain', 'visibility'],
  sort: { keys: BOARD_SORT_KEYS, default: 'createdAt:desc' },
  publication: NOTICE_PUBLICATION,
  trash: true,
  notFound: 'This board post does not exist or has been removed.',
});

export const CONTENT_RESOURCES = {
  notifications: notificationsResource,
  businesses: businessesResource,
  faqs: faqsResource,
  spaces: spacesResource,
  equipment: equipmentResource,
  educations: educationsResource,
  gallery: galleryResource,
  banners: bannersResource,
  popups: popupsResource,
  terms: termsResource,
  forms: formsResource,
  boards: boardsResource,
} as const;
export type ContentResourceName = keyof typeof CONTENT_RESOURCES;
