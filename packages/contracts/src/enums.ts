// Enumerations named by the spec (§3). Plain const tuples so the browser can import them without
// pulling in TypeBox; the schemas in this package are built from the same tuples.

export const LOCALES = ['ko', 'en', 'cn', 'jp'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

export const WORK_TYPES = ['CUTTINGROOM', 'STUDIO'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const LOCATIONS = ['YONGSIN', 'DAPSIMNI'] as const;
export type Location = (typeof LOCATIONS)[number];

export const WINDOW_STATUSES = ['PLANNED', 'IN_PROGRESS', 'CLOSED'] as const;
export type WindowStatus = (typeof WINDOW_STATUSES)[number];

export const APPROVAL_STATUSES = ['WAITING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const MEMBER_TYPES = ['PERSON', 'COMPANY'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/** Domestic private, domestic institution, overseas resident. */
export const MEMBER_KINDS = ['DOMESTIC_PRIVATE', 'DOMESTIC_INSTITUTION', 'OVERSEAS'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

export const CHANNELS = ['SMS', 'EMAIL', 'PHONE'] as const;
export type Channel = (typeof CHANNELS)[number];

export const SOCIAL_TYPES = ['twitter', 'facebook', 'instagram'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export const INQUIRY_STATUSES = ['WAITING_REPLY', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const PAYMENT_METHODS = ['CARD', 'BANK_DEPOSIT', 'MOBILE_WALLET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Scopes carried in the access token. Only `console` is named by the spec; `member` marks a signed-in member. */
export const SCOPES = ['member', 'console'] as const;
export type Scope = (typeof SCOPES)[number];
export const CONSOLE_SCOPE: Scope = 'console';
export const MEMBER_SCOPE: Scope = 'member';
