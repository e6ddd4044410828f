// The member's own page (/api/v1/me/*) and staff's view of accounts (/api/console/users*).
// Sign-up, verification, recovery and files are in members.ts.
import { Type, type Static } from 'typebox';
import { MEMBER_KINDS, MEMBER_TYPES, SCOPES } from './enums.ts';
import { Id, ListQuery, ListSummary, OneOf, Timestamp } from './common.ts';
import { SortParam } from './collections.ts';
import {
  Agreement,
  EmailField,
  LocaleField,
  MemberFile,
  MemberNameField,
  NewPasswordField,
  PasswordField,
  PhoneField,
  ReceiveConsent,
  VerificationTokenField,
} from './members.ts';
import { PASSWORD_MAX_LENGTH } from './rules.ts';
import { TERMS_CODES } from './site.ts';

/**
 * SUSPENDED: staff stopped a member's account (cannot sign in or apply); reactivation gives it back.
 * DISABLED: a staff account an administrator switched off (it cannot sign in; it can be switched on again).
 */
export const MEMBER_STATUSES = ['ACTIVE', 'SUSPENDED', 'WITHDRAWN', 'DISABLED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What the consent ledger records: the terms, and the optional receive consents. */
export const CONSENT_CODES = [...TERMS_CODES, 'RECEIVE_SMS', 'RECEIVE_EMAIL'] as const;
export type ConsentCode = (typeof CONSENT_CODES)[number];

/** One line of the consent ledger: which version of what was agreed to (or refused), and when. */
export const ConsentRecord = Type.Object({
  code: OneOf(CONSENT_CODES),
  version: Type.String(),
  agreed: Type.Boolean(),
  at: Timestamp,
});
export type ConsentRecord = Static<typeof ConsentRecord>;

/** A required term whose current version the member has not agreed to (my page asks again). */
export const TermsToAgree = Type.Object({ code: OneOf(TERMS_CODES), version: Type.String(), title: Type.String() });
export type TermsToAgree = Static<typeof TermsToAgree>;

/** The fields every view of an account shares. */
export const MemberAccount = Type.Object({
  _id: Id,
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** Digits only; shown 3-4-4. */
  phone: Type.String(),
  memberType: OneOf(MEMBER_TYPES),
  memberKind: OneOf(MEMBER_KINDS),
  country: Type.String(),
  createdAt: Timestamp,
});
export type MemberAccount = Static<typeof MemberAccount>;

/** GET /api/v1/me/profile (also the answer of PUT profile and POST consents). */
export const Profile = Type.Object({
  ...MemberAccount.properties,
  locale: LocaleField,
  receiveConsent: ReceiveConsent,
  /** The latest answer per code, newest first. */
  consents: Type.Array(ConsentRecord),
  files: Type.Array(MemberFile),
  /** Empty when every required term is agreed in its current version. */
  termsToAgree: Type.Array(TermsToAgree),
});
export type Profile = Static<typeof Profile>;

export const ProfileResponse = Type.Object({ profile: Profile });
export type ProfileResponse = Static<typeof ProfileResponse>;

/**
 * PUT /api/v1/me/profile — only these fields. A new phone or e-mail needs `verificationToken`
 * from certify with purpose CHANGE_CONTACT for that new phone (SMS) or address (EMAIL); the
 * domestic members' phone and the overseas members' e-mail are their verified contact.
 */
export const ProfileUpdate = Type.Object(
  {
    name: MemberNameField,
    email: EmailField,
    phone: Type.Optional(PhoneField),
    receiveConsent: ReceiveConsent,
    locale: Type.Optional(LocaleField),
    verificationToken: Type.Optional(VerificationTokenField),
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** PUT /api/v1/me/password → 204; every session of the account ends (sign in again). */
export const PasswordChange = Type.Object(
  {
    currentPassword: PasswordField,
    newPassword: NewPasswordField,
    newPasswordConfirm: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type PasswordChange = Static<typeof PasswordChange>;

/** POST /api/v1/me/withdraw — confirmed with the password. */
export const WithdrawRequest = Type.Object(
  {
    password: PasswordField,
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type WithdrawRequest = Static<typeof WithdrawRequest>;

/** POST /api/v1/me/withdraw → 200. */
export const WithdrawResponse = Type.Object({ withdrawnAt: Timestamp, usernameReservedUntil: Timestamp });
export type WithdrawResponse = Static<typeof WithdrawResponse>;

/** POST /api/v1/me/consents — agree again to the current versions (answers ProfileResponse). */
export const ConsentsRequest = Type.Object({ agreements: Type.Array(Agreement, { minItems: 1, maxItems: 10 }) }, { additionalProperties: false });
export type ConsentsRequest = Static<typeof ConsentsRequest>;

// ---- Console: /api/console/users

/** A member or staff account as staff see it in the console list. */
export const ConsoleUser = Type.Object({
  ...MemberAccount.properties,
  scope: Type.Array(OneOf(SCOPES)),
  status: OneOf(MEMBER_STATUSES),
  /** The member level (GET /api/console/levels), or null. */
  levelId: Type.Union([Id, Type.Null()]),
});
export type ConsoleUser = Static<typeof ConsoleUser>;

/** GET /api/console/users — `keyword` searches username, name, e-mail and phone. */
/** The members list sorts by these (`sort=createdAt:asc`); newest first without one. */
export const MEMBER_SORT_KEYS = ['createdAt', 'name', 'username'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

export const ConsoleUserListQuery = Type.Object({
  ...ListQuery.properties,
  sort: SortParam(MEMBER_SORT_KEYS),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  username: Type.Optional(Type.String({ maxLength: 30 })),
  /** Digits are matched whatever the spacing typed: `+33 6 12 34 56 78` finds `+33612345678`. */
  phone: Type.Optional(Type.String({ maxLength: 25 })),
  memberKind: Type.Optional(OneOf(MEMBER_KINDS)),
  status: Type.Optional(OneOf(MEMBER_STATUSES)),
  levelId: Type.Optional(Id),
});
export type ConsoleUserListQuery = Static<typeof ConsoleUserListQuery>;

export const ConsoleUserList = Type.Object({ users: Type.Array(ConsoleUser), summary: ListSummary });
export type ConsoleUserList = Static<typeof ConsoleUserList>;

/** GET /api/console/users/{id}. Files download at GET /api/console/users/{id}/files/{fileId}. */
export const ConsoleUserDetail = Type.Object({
  user: Type.Object({
    ...ConsoleUser.properties,
    receiveConsent: ReceiveConsent,
    consents: Type.Array(ConsentRecord),
    files: Type.Array(MemberFile),
    locale: LocaleField,
    /** Staff's note about the member; never shown to the member. */
    memo: Type.String(),
    /** Why and when staff suspended the account (null when it is not suspended). */
    suspension: Type.Union([Type.Object({ reason: Type.String(), at: Timestamp }), Type.Null()]),
    /** Created at the desk and still on the temporary password staff gave (the member must replace it before any change). */
    mustChangePassword: Type.Boolean(),
  }),
});
export type ConsoleUserDetail = Static<typeof ConsoleUserDetail>;

export const ConsoleMemberFileParams = Type.Object({ id: Id, fileId: Id }, { additionalProperties: false });

/** PUT /api/console/users/{id}/files/{fileId}/review — staff approve or reject a document. */
export const MemberFileReview = Type.Object(
  {
    reviewState: OneOf(['APPROVED', 'REJECTED'] as const),
    /** Seoul date (YYYY-MM-DD) until which an approved document counts. */
    validUntil: Type.Optional(Type.String({ maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type MemberFileReview = Static<typeof MemberFileReview>;

/** One withdrawal as staff see it: who left when, and what is kept until when. */
export const Withdrawal = Type.Object({
  _id: Id,
  maskedUsername: Type.String(),
  memberKind: OneOf(MEMBER_KINDS),
  withdrawnAt: Timestamp,
  /** The username cannot be taken again until then. */
  usernameReservedUntil: Timestamp,
  /** What is kept (e.g. the consent ledger) and until when. */
  kept: Type.Array(Type.Object({ what: Type.String(), until: Timestamp })),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** GET /api/console/users/withdrawals. */
export const WithdrawalList = Type.Object({ withdrawals: Type.Array(Withdrawal), summary: ListSummary });
export type WithdrawalList = Static<typeof WithdrawalList>;
