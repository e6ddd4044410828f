// What frames every page of the public site: terms, banners, popups and the site settings.
import { Type, type Static } from 'typebox';
import { LOCATIONS, SOCIAL_TYPES } from './enums.ts';
import { PHONE_PATTERN, SAFE_LINK_PATTERN } from './rules.ts';
import { Id, ListQuery, LocalisedText, OneOf, Timestamp } from './common.ts';
import { CalendarDate } from './application-windows.ts';
import { FIELD_LIMITS, FORM_FILES_MAX, PublishTime, UPLOAD_DOCUMENT_MAX_BYTES, UPLOAD_DOCUMENT_TYPES, ListOf, Localised, One, SortParam, Stored, Strict, VISIBILITIES, publicationFields, publicationInputFields } from './collections.ts';
import { ImageUrl, OptionalLocalisedText } from './facilities.ts';

/** A link target: a path of this site or an https address, never one a browser reads as another site (rules.ts). */
export const LinkUrl = Type.String({ maxLength: FIELD_LIMITS.url, pattern: SAFE_LINK_PATTERN });

// ---- Terms (spec §2: /terms-use, /privacy-policy)

export const TERMS_CODES = ['TERMS_OF_USE', 'PRIVACY_POLICY'] as const;
export type TermsCode = (typeof TERMS_CODES)[number];

export const TermsSummary = Type.Object({
  code: OneOf(TERMS_CODES),
  title: Type.String(),
  version: Type.String(),
  effectiveAt: CalendarDate,
  /** Members must agree to it; a new version of a required term asks them again. */
  required: Type.Boolean(),
});
export type TermsSummary = Static<typeof TermsSummary>;
export const TermsDocument = Type.Object({ ...TermsSummary.properties, content: Type.String({ description: 'Sanitised HTML' }) });
export type TermsDocument = Static<typeof TermsDocument>;

export const TermsList = Type.Object({ terms: Type.Array(TermsSummary) });
export type TermsList = Static<typeof TermsList>;
export const TermsDetail = One('terms', TermsDocument);
export type TermsDetail = Static<typeof TermsDetail>;
export const TermsParams = Type.Object({ code: Type.String({ maxLength: 40 }) });

const termsInputFields = {
  code: OneOf(TERMS_CODES),
  title: Localised(FIELD_LIMITS.title),
  content: Localised(FIELD_LIMITS.richText),
  version: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.version }),
  effectiveAt: CalendarDate,
  /** Absent: required (both codes are conditions of membership). */
  required: Type.Optional(Type.Boolean()),
};
/**
 * A version of a terms document. Creating one with a code that exists adds a new version: the old
 * ones stay (members agreed to them). Readers get, per code, the latest version in effect.
 */
export const ConsoleTermsInput = Strict(termsInputFields);
export type ConsoleTermsInput = Static<typeof ConsoleTermsInput>;
const consoleTermsListFields = {
  code: OneOf(TERMS_CODES),
  title: LocalisedText,
  version: Type.String(),
  effectiveAt: CalendarDate,
  required: Type.Boolean(),
  /** The version readers get now. */
  current: Type.Boolean(),
};
export const ConsoleTermsListItem = Stored(consoleTermsListFields);
export type ConsoleTermsListItem = Static<typeof ConsoleTermsListItem>;
export const ConsoleTerms = Stored({ ...consoleTermsListFields, content: LocalisedText });
export type ConsoleTerms = Static<typeof ConsoleTerms>;
export const TERMS_SORT_KEYS = ['effectiveAt', 'createdAt', 'code', 'version'] as const;
export const ConsoleTermsListQuery = Type.Object({ ...ListQuery.properties, sort: SortParam(TERMS_SORT_KEYS), code: Type.Optional(OneOf(TERMS_CODES)) });
export type ConsoleTermsListQuery = Static<typeof ConsoleTermsListQuery>;
export const ConsoleTermsList = ListOf('terms', ConsoleTermsListItem);
export type ConsoleTermsList = Static<typeof ConsoleTermsList>;
export const ConsoleTermsDetail = One('terms', ConsoleTerms);
export type ConsoleTermsDetail = Static<typeof ConsoleTermsDetail>;

// ---- Banners: groups of pictures by code (MAIN: home hero slides; PARTNER: footer partner logos)

export const BANNER_CODES = ['MAIN', 'PARTNER'] as const;
export type BannerCode = (typeof BANNER_CODES)[number];
/** Known codes are BANNER_CODES; staff may start other groups. */
export const BannerCodeSchema = Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,29}$' });

export const Banner = Type.Object({
  _id: Id,
  title: Type.String(),
  /** Slide copy under the title; may be empty. */
  description: Type.String(),
  image: Type.String(),
  link: Type.Union([Type.Null(), Type.String()]),
  alt: Type.String(),
  order: Type.Integer(),
});
export type Banner = Static<typeof Banner>;
export const BannerList = Type.Object({ banners: Type.Array(Banner) });
export type BannerList = Static<typeof BannerList>;
export const BannerParams = Type.Object({ code: BannerCodeSchema });

const bannerInputFields = {
  code: BannerCodeSchema,
  title: Localised(FIELD_LIMITS.title),
  description: Localised(FIELD_LIMITS.description, { optional: true }),
  alt: Localised(FIELD_LIMITS.alt),
  image: ImageUrl,
  link: Type.Union([Type.Null(), LinkUrl]),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
/** A banner shows while it is published and between publishAt and unpublishAt (each optional). */
export const ConsoleBannerInput = Strict({ ...bannerInputFields, ...publicationInputFields });
export type ConsoleBannerInput = Static<typeof ConsoleBannerInput>;
export const ConsoleBanner = Stored({
  ...bannerInputFields,
  title: LocalisedText,
  description: OptionalLocalisedText,
  alt: LocalisedText,
  image: Type.String(),
  link: Type.Union([Type.Null(), Type.String()]),
  ...publicationFields,
});
export type ConsoleBanner = Static<typeof ConsoleBanner>;
export const BANNER_SORT_KEYS = ['order', 'createdAt', 'updatedAt', 'publishAt'] as const;
export const ConsoleBannerListQuery = Type.Object({
  ...ListQuery.properties,
  sort: SortParam(BANNER_SORT_KEYS),
  code: Type.Optional(BannerCodeSchema),
  visibility: Type.Optional(OneOf(VISIBILITIES)),
});
export type ConsoleBannerListQuery = Static<typeof ConsoleBannerListQuery>;
export const ConsoleBannerList = ListOf('banners', ConsoleBanner);
export type ConsoleBannerList = Static<typeof ConsoleBannerList>;
export const ConsoleBannerDetail = One('banner', ConsoleBanner);
export type ConsoleBannerDetail = Static<typeof ConsoleBannerDetail>;

// ---- Popups (spec §3: skin type, default 'basic')

export const POPUP_SKINS = ['basic', 'image'] as const;
export type PopupSkin = (typeof POPUP_SKINS)[number];

export const Popup = Type.Object({
  _id: Id,
  skin: OneOf(POPUP_SKINS),
  title: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
  image: Type.Optional(Type.String()),
  link: Type.Optional(Type.String()),
  startsAt: Timestamp,
  endsAt: Timestamp,
  order: Type.Integer(),
});
export type Popup = Static<typeof Popup>;
export const PopupList = Type.Object({ popups: Type.Array(Popup) });
export type PopupList = Static<typeof PopupList>;

const popupInputFields = {
  skin: OneOf(POPUP_SKINS),
  title: Localised(FIELD_LIMITS.title),
  content: Localised(FIELD_LIMITS.richText),
  image: Type.Union([Type.Null(), ImageUrl]),
  link: Type.Union([Type.Null(), LinkUrl]),
  /** The display window is the popup's publishing period (same time convention as publishAt). */
  startsAt: PublishTime,
  endsAt: PublishTime,
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
export const ConsolePopupInput = Strict({ ...popupInputFields, status: publicationInputFields.status });
export type ConsolePopupInput = Static<typeof ConsolePopupInput>;
export const ConsolePopup = Stored({
  ...popupInputFields,
  title: LocalisedText,
  content: LocalisedText,
  image: Type.Union([Type.Null(), Type.String()]),
  link: Type.Union([Type.Null(), Type.String()]),
  startsAt: Timestamp,
  endsAt: Timestamp,
  status: publicationFields.status,
  visibility: publicationFields.visibility,
});
export type ConsolePopup = Static<typeof ConsolePopup>;
export const POPUP_SORT_KEYS = ['order', 'startsAt', 'endsAt', 'createdAt'] as const;
export const ConsolePopupListQuery = Type.Object({ ...ListQuery.properties, sort: SortParam(POPUP_SORT_KEYS), visibility: Type.Optional(OneOf(VISIBILITIES)) });
export type ConsolePopupListQuery = Static<typeof ConsolePopupListQuery>;
export const ConsolePopupList = ListOf('popups', ConsolePopup);
export type ConsolePopupList = Static<typeof ConsolePopupList>;
export const ConsolePopupDetail = One('popup', ConsolePopup);
export type ConsolePopupDetail = Static<typeof ConsolePopupDetail>;

// ---- Site settings (footer contacts, copy protection, social links)

const Phone = Type.String({ pattern: PHONE_PATTERN, maxLength: 11, description: 'Digits only; shown 3-4-4' });
const SocialLink = Strict({ type: OneOf(SOCIAL_TYPES), url: Type.String({ maxLength: 300, pattern: '^https://' }) });

export const Setting = Type.Object({
  siteName: Type.String(),
  branches: Type.Array(Type.Object({ site: OneOf(LOCATIONS), name: Type.String(), phone: Phone, address: Type.String() })),
  cuttingRoomPhone: Phone,
  fax: Phone,
  email: Type.String(),
  address: Type.String(),
  /** Block right-click, copy, selection and drag on main-layout pages (spec §1). */
  copyProtection: Type.Boolean(),
  openingHours: Type.String(),
  social: Type.Array(SocialLink),
});
export type Setting = Static<typeof Setting>;
export const SettingDetail = One('setting', Setting);
export type SettingDetail = Static<typeof SettingDetail>;

export const ConsoleSetting = Strict({
  siteName: Localised(FIELD_LIMITS.title),
  branches: Type.Array(Strict({ site: OneOf(LOCATIONS), name: Localised(FIELD_LIMITS.title), phone: Phone, address: Localised(FIELD_LIMITS.location) }), { maxItems: 10 }),
  cuttingRoomPhone: Phone,
  fax: Phone,
  email: Type.String({ format: 'email', maxLength: 200 }),
  address: Localised(FIELD_LIMITS.location),
  copyProtection: Type.Boolean(),
  openingHours: Localised(FIELD_LIMITS.description),
  social: Type.Array(SocialLink, { maxItems: 10 }),
});
export type ConsoleSetting = Static<typeof ConsoleSetting>;
export const ConsoleSettingDetail = One('setting', ConsoleSetting);
export type ConsoleSettingDetail = Static<typeof ConsoleSettingDetail>;

// ---- Downloadable forms (spec §2: /console/forms; §7: forms, forms/{_form}/files)

/** A file attached to a form: the stored address and the name readers download it by. */
const FormFileInput = Strict({
  name: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.title }),
  url: ImageUrl,
  contentType: OneOf(UPLOAD_DOCUMENT_TYPES),
  size: Type.Integer({ minimum: 0, maximum: UPLOAD_DOCUMENT_MAX_BYTES }),
});
export const FormFile = Type.Object({ name: Type.String(), url: Type.String(), contentType: Type.String(), size: Type.Integer() });
export type FormFile = Static<typeof FormFile>;

export const DownloadForm = Type.Object({
  _id: Id,
  title: Type.String(),
  /** Sanitised HTML; only on the detail answer. */
  description: Type.Optional(Type.String()),
  thumb: Type.Union([Type.Null(), Type.String()]),
  files: Type.Array(FormFile),
  createdAt: Timestamp,
});
export type DownloadForm = Static<typeof DownloadForm>;
export const DownloadFormListQuery = Type.Intersect([ListQuery]);
export type DownloadFormListQuery = Static<typeof DownloadFormListQuery>;
export const DownloadFormList = ListOf('forms', DownloadForm);
export type DownloadFormList = Static<typeof DownloadFormList>;
export const DownloadFormDetail = One('form', DownloadForm);
export type DownloadFormDetail = Static<typeof DownloadFormDetail>;

const formInputFields = {
  title: Localised(FIELD_LIMITS.title),
  description: Localised(FIELD_LIMITS.richText, { optional: true }),
  thumb: Type.Union([Type.Null(), ImageUrl]),
  files: Type.Array(FormFileInput, { minItems: 1, maxItems: FORM_FILES_MAX }),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
export const ConsoleDownloadFormInput = Strict(formInputFields);
export type ConsoleDownloadFormInput = Static<typeof ConsoleDownloadFormInput>;
export const ConsoleDownloadForm = Stored({ ...formInputFields, title: LocalisedText, description: OptionalLocalisedText, thumb: Type.Union([Type.Null(), Type.String()]), files: Type.Array(FormFile) });
export type ConsoleDownloadForm = Static<typeof ConsoleDownloadForm>;
export const FORM_SORT_KEYS = ['order', 'createdAt', 'updatedAt', 'title'] as const;
export const ConsoleDownloadFormListQuery = Type.Object({ ...ListQuery.properties, sort: SortParam(FORM_SORT_KEYS) });
export type ConsoleDownloadFormListQuery = Static<typeof ConsoleDownloadFormListQuery>;
export const ConsoleDownloadFormList = ListOf('forms', ConsoleDownloadForm);
export type ConsoleDownloadFormList = Static<typeof ConsoleDownloadFormList>;
export const ConsoleDownloadFormDetail = One('form', ConsoleDownloadForm);
export type ConsoleDownloadFormDetail = Static<typeof ConsoleDownloadFormDetail>;

/** The site setting as staff edit it (content service). */
export const CONSOLE_SETTING_PATH = '/api/console/setting';
