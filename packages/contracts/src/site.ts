// What frames every page of the public site: terms, banners, popups and the site settings.
import { Type, type Static } from 'typebox';
import { LOCATIONS, SOCIAL_TYPES } from './enums.ts';
import { PHONE_PATTERN } from './rules.ts';
import { Id, ListQuery, LocalisedText, OneOf, Timestamp } from './common.ts';
import { CalendarDate } from './applications.ts';
import { ListOf, One, Stored } from './collections.ts';
import { ImageUrl, OptionalLocalisedText } from './facilities.ts';

/** A link target: a path of this site or an https address. */
export const LinkUrl = Type.String({ maxLength: 500, pattern: '^(/(?!/)|https://)' });

// ---- Terms (spec §2: /terms-use, /privacy-policy)

export const TERMS_CODES = ['TERMS_OF_USE', 'PRIVACY_POLICY'] as const;
export type TermsCode = (typeof TERMS_CODES)[number];

export const TermsSummary = Type.Object({
  code: OneOf(TERMS_CODES),
  title: Type.String(),
  version: Type.String(),
  effectiveAt: CalendarDate,
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
  title: LocalisedText,
  content: LocalisedText,
  version: Type.String({ minLength: 1, maxLength: 20 }),
  effectiveAt: CalendarDate,
};
export const ConsoleTermsInput = Type.Object(termsInputFields);
export type ConsoleTermsInput = Static<typeof ConsoleTermsInput>;
export const ConsoleTerms = Stored(termsInputFields);
export type ConsoleTerms = Static<typeof ConsoleTerms>;
export const ConsoleTermsList = ListOf('terms', ConsoleTerms);
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
  title: LocalisedText,
  description: OptionalLocalisedText,
  alt: LocalisedText,
  image: ImageUrl,
  link: Type.Union([Type.Null(), LinkUrl]),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
export const ConsoleBannerInput = Type.Object(bannerInputFields);
export type ConsoleBannerInput = Static<typeof ConsoleBannerInput>;
export const ConsoleBanner = Stored(bannerInputFields);
export type ConsoleBanner = Static<typeof ConsoleBanner>;
export const ConsoleBannerListQuery = Type.Intersect([ListQuery, Type.Object({ code: Type.Optional(BannerCodeSchema) })]);
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
  title: LocalisedText,
  content: LocalisedText,
  image: Type.Union([Type.Null(), ImageUrl]),
  link: Type.Union([Type.Null(), LinkUrl]),
  startsAt: Timestamp,
  endsAt: Timestamp,
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
export const ConsolePopupInput = Type.Object(popupInputFields);
export type ConsolePopupInput = Static<typeof ConsolePopupInput>;
export const ConsolePopup = Stored(popupInputFields);
export type ConsolePopup = Static<typeof ConsolePopup>;
export const ConsolePopupList = ListOf('popups', ConsolePopup);
export type ConsolePopupList = Static<typeof ConsolePopupList>;
export const ConsolePopupDetail = One('popup', ConsolePopup);
export type ConsolePopupDetail = Static<typeof ConsolePopupDetail>;

// ---- Site settings (footer contacts, copy protection, social links)

const Phone = Type.String({ pattern: PHONE_PATTERN, description: 'Digits only; shown 3-4-4' });
const SocialLink = Type.Object({ type: OneOf(SOCIAL_TYPES), url: Type.String({ maxLength: 300, pattern: '^https://' }) });

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

export const ConsoleSetting = Type.Object({
  siteName: LocalisedText,
  branches: Type.Array(Type.Object({ site: OneOf(LOCATIONS), name: LocalisedText, phone: Phone, address: LocalisedText }), { maxItems: 10 }),
  cuttingRoomPhone: Phone,
  fax: Phone,
  email: Type.String({ format: 'email', maxLength: 200 }),
  address: LocalisedText,
  copyProtection: Type.Boolean(),
  openingHours: LocalisedText,
  social: Type.Array(SocialLink, { maxItems: 10 }),
});
export type ConsoleSetting = Static<typeof ConsoleSetting>;
export const ConsoleSettingDetail = One('setting', ConsoleSetting);
export type ConsoleSettingDetail = Static<typeof ConsoleSettingDetail>;
