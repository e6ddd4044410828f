// Member accounts (issue 12): sign-up for the three member kinds, identity verification by code,
// recovery of username and password, member files, and the internal contact route. The my-page
// shapes (profile, password, withdrawal, consents) and the console's are in users.ts.
import { Type, type Static } from 'typebox';
import { LOCALES, MEMBER_KINDS, type MemberKind, type MemberType, APPROVAL_STATUSES } from './enums.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from './rules.ts';
import { Id, OneOf, Timestamp } from './common.ts';
import { TERMS_CODES } from './site.ts';
import { PHONE_INPUT_MAX_LENGTH, PHONE_INPUT_PATTERN, internationalPhone } from './phones.ts';

// ---- Rules and constants of member accounts

/** Which member type each kind signs up as: the member sends the kind, the server derives the type. */
export const MEMBER_TYPE_OF_KIND: Record<MemberKind, MemberType> = {
  DOMESTIC_PRIVATE: 'PERSON',
  DOMESTIC_INSTITUTION: 'COMPANY',
  OVERSEAS: 'PERSON',
};

/** Domestic members verify a mobile number by SMS; overseas members an e-mail address. */
export const VERIFICATION_CHANNEL_OF_KIND: Record<MemberKind, VerificationChannel> = {
  DOMESTIC_PRIVATE: 'SMS',
  DOMESTIC_INSTITUTION: 'SMS',
  OVERSEAS: 'EMAIL',
};

export const VERIFICATION_PURPOSES = ['SIGN_UP', 'FIND_USERNAME', 'RESET_PASSWORD', 'CHANGE_CONTACT'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const VERIFICATION_CHANNELS = ['SMS', 'EMAIL'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

export const VERIFICATION_RULES = {
  codeLength: 6,
  /** How long a sent code can be entered. */
  codeTtlSeconds: 180,
  /** How soon the form may offer "resend". */
  resendAfterSeconds: 60,
  /** Wrong codes before the code is spent. */
  maxWrongTries: 5,
  /** Codes sent to one number or address per hour. */
  requestsPerTargetPerHour: 5,
  /** Codes asked for by one client (IP address) per hour. */
  requestsPerClientPerHour: 20,
  /** Code checks by one client per hour (guessing across many codes). */
  checksPerClientPerHour: 60,
  /** Code checks for one number, address or account per hour, whatever the client addresses (a botnet guessing one target). */
  checksPerTargetPerHour: 25,
  /** How long a confirmed verification can be used to sign up, recover or change a contact. */
  tokenTtlSeconds: 1800,
} as const;

/** After withdrawal a username cannot be taken again for this many days. */
export const WITHDRAWN_USERNAME_RESERVED_DAYS = 365;

/** Mobile and Korean landline numbers, digits only. Overseas members' numbers are E.164 (phones.ts). */
export const DOMESTIC_PHONE_PATTERN = '^0[0-9]{8,10}$';
/**
 * Numbers an SMS code may go to: Korean mobile prefixes only (010, 011, 016–019). Landlines take
 * no text messages, and codes to them would be paid for and lost. International numbers are not
 * sent codes: overseas members verify by e-mail.
 */
export const KOREAN_MOBILE_PATTERN = '^01[016789][0-9]{7,8}$';
/** @deprecated Overseas numbers are read by `internationalPhone()` and stored in E.164. */
export const OVERSEAS_PHONE_PATTERN = '^[0-9]{6,15}$';
/** Digits only, any length the schema allows; the kind decides the exact pattern above. */
export const DIGITS_PATTERN = '^[0-9]*$';
export const PHONE_MAX_LENGTH = 15;

export const EMAIL_MAX_LENGTH = 254;
/** Deliberately loose: one @, a dot in the domain, no spaces. The code sent proves the address. */
export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]+$';

/** ISO 3166-1 alpha-2, upper case. Domestic members are always KR. */
export const COUNTRY_PATTERN = '^[A-Z]{2}$';
export const DOMESTIC_COUNTRY = 'KR';

export const MEMBER_NAME_MAX_LENGTH = 100;
export const VERIFICATION_CODE_PATTERN = '^[0-9]{6}$';
export const VERIFICATION_TOKEN_MAX_LENGTH = 100;

// ---- Shared field schemas (the same field means the same rule on every form)

export const UsernameField = Type.String({ maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN });
export const NewPasswordField = Type.String({ maxLength: PASSWORD_MAX_LENGTH, pattern: PASSWORD_PATTERN });
/** A password being checked (not chosen): any text up to the limit. */
export const PasswordField = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
export const MemberNameField = Type.String({ minLength: 1, maxLength: MEMBER_NAME_MAX_LENGTH, pattern: '\\S' });
export const EmailField = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });
/**
 * Digits only (Korean numbers, DOMESTIC_PHONE_PATTERN), or an international number starting with
 * `+` as people write it (`+33 6 12 34 56 78`); the member kind decides which (`memberPhone()`).
 */
export const PhoneField = Type.String({ minLength: 1, maxLength: PHONE_INPUT_MAX_LENGTH, pattern: PHONE_INPUT_PATTERN });

/**
 * The number as stored for a member of `kind`: a Korean number as its digits, an overseas one in
 * E.164 (read in the member's `country` when typed without its code); null when it breaks the rule.
 */
export function memberPhone(kind: MemberKind, phone: string, country?: string | null): string | null {
  if (kind === 'OVERSEAS') return internationalPhone(phone, country);
  return new RegExp(DOMESTIC_PHONE_PATTERN).test(phone) ? phone : null;
}
export const CountryField = Type.String({ minLength: 2, maxLength: 2, pattern: COUNTRY_PATTERN });
export const VerificationTokenField = Type.String({ minLength: 1, maxLength: VERIFICATION_TOKEN_MAX_LENGTH });
export const LocaleField = OneOf(LOCALES);

/** Whether a member of `kind` wants to be told news by SMS and by e-mail (optional consent). */
export const ReceiveConsent = Type.Object({ sms: Type.Boolean(), email: Type.Boolean() }, { additionalProperties: false });
export type ReceiveConsent = Static<typeof ReceiveConsent>;

/** The terms a member must agree to: both published by the content service (`GET /api/v1/terms`). */
export const REQUIRED_TERMS_CODES = TERMS_CODES;

/** One answer to one term, by the version the member was shown. */
export const Agreement = Type.Object(
  {
    code: OneOf(TERMS_CODES),
    version: Type.String({ minLength: 1, maxLength: 20 }),
    agreed: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Agreement = Static<typeof Agreement>;

// ---- Sign-up: POST /api/v1/users

/**
 * POST /api/v1/users — sign-up, every kind. JSON for kinds without a required file; for
 * DOMESTIC_INSTITUTION a multipart/form-data request carrying this object as JSON text in the field
 * `data` and the business registration in the file field `businessRegistration` (and optionally
 * `employmentCertificate`), so the account and its file are written together or not at all.
 * Extra checks beyond the schema: `signUpProblems()`.
 */
export const SignUpRequest = Type.Object(
  {
    memberKind: OneOf(MEMBER_KINDS),
    username: UsernameField,
    password: NewPasswordField,
    passwordConfirm: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    /** The person's name, or "name or institution name" for DOMESTIC_INSTITUTION. */
    name: MemberNameField,
    email: EmailField,
    /** Required for domestic kinds (the verified number); optional for OVERSEAS. */
    phone: Type.Optional(PhoneField),
    /** Required for OVERSEAS (not KR); domestic members are KR whatever is sent. */
    country: Type.Optional(CountryField),
    agreements: Type.Array(Agreement, { minItems: 1, maxItems: 10 }),
    receiveConsent: ReceiveConsent,
    /** From POST /api/v1/users/certify (purpose SIGN_UP) for the phone (domestic) or e-mail (overseas). */
    verificationToken: VerificationTokenField,
    locale: LocaleField,
  },
  { additionalProperties: false },
);
export type SignUpRequest = Static<typeof SignUpRequest>;

/** Names of the multipart fields of a DOMESTIC_INSTITUTION sign-up. */
export const SIGN_UP_MULTIPART_FIELDS = { data: 'data', businessRegistration: 'businessRegistration', employmentCertificate: 'employmentCertificate' } as const;

/** POST /api/v1/users → 201. */
export const SignUpResponse = Type.Object({
  user: Type.Object({
    _id: Id,
    username: Type.String(),
    memberKind: OneOf(MEMBER_KINDS),
    createdAt: Timestamp,
  }),
});
export type SignUpResponse = Static<typeof SignUpResponse>;

/** The kind's rules for phone and country: sign-up, and staff creating or editing a member. */
export function memberKindProblems(input: { memberKind: MemberKind; phone?: string | undefined; country?: string | undefined }): Array<{
  field: string;
  rule: 'ENTER_PHONE' | 'PHONE_FORMAT' | 'DIGITS_ONLY' | 'INTERNATIONAL_PHONE' | 'COUNTRY_RULE';
}> {
  const problems: Array<{ field: string; rule: 'ENTER_PHONE' | 'PHONE_FORMAT' | 'DIGITS_ONLY' | 'INTERNATIONAL_PHONE' | 'COUNTRY_RULE' }> = [];
  const overseas = input.memberKind === 'OVERSEAS';
  if (!overseas && !input.phone) problems.push({ field: 'phone', rule: 'ENTER_PHONE' });
  if (input.phone && memberPhone(input.memberKind, input.phone, input.country) === null) {
    // Korean numbers are typed as digits; an overseas number needs its country code to be read.
    problems.push({ field: 'phone', rule: overseas ? 'INTERNATIONAL_PHONE' : /^[0-9]+$/.test(input.phone) ? 'PHONE_FORMAT' : 'DIGITS_ONLY' });
  }
  if (overseas && (!input.country || input.country === DOMESTIC_COUNTRY)) problems.push({ field: 'country', rule: 'COUNTRY_RULE' });
  return problems;
}

/** Problems the schema cannot express: cross-field rules of sign-up (used by server and browser). */
export function signUpProblems(input: Pick<SignUpRequest, 'memberKind' | 'password' | 'passwordConfirm' | 'phone' | 'country' | 'agreements'>): Array<{
  field: string;
  rule: 'SAME_PASSWORD' | 'ENTER_PHONE' | 'PHONE_FORMAT' | 'DIGITS_ONLY' | 'INTERNATIONAL_PHONE' | 'COUNTRY_RULE' | 'AGREE_REQUIRED_TERMS';
}> {
  const problems: Array<{ field: string; rule: 'SAME_PASSWORD' | 'ENTER_PHONE' | 'PHONE_FORMAT' | 'DIGITS_ONLY' | 'INTERNATIONAL_PHONE' | 'COUNTRY_RULE' | 'AGREE_REQUIRED_TERMS' }> = [];
  if (input.passwordConfirm !== input.password) problems.push({ field: 'passwordConfirm', rule: 'SAME_PASSWORD' });
  problems.push(...memberKindProblems(input));
  for (const code of REQUIRED_TERMS_CODES) {
    if (!input.agreements.some((agreement) => agreement.code === code && agreement.agreed)) {
      problems.push({ field: 'agreements', rule: 'AGREE_REQUIRED_TERMS' });
      break;
    }
  }
  return problems;
}

// ---- Username availability: GET /api/v1/users/availability?username=

/** GET /api/v1/users/availability — the debounced username field. */
export const UsernameAvailabilityQuery = Type.Object({ username: UsernameField }, { additionalProperties: false });
export type UsernameAvailabilityQuery = Static<typeof UsernameAvailabilityQuery>;
/** Only whether it can be taken: never whether it belonged to someone. */
export const UsernameAvailability = Type.Object({ available: Type.Boolean() });
export type UsernameAvailability = Static<typeof UsernameAvailability>;

// ---- Identity verification: POST /api/v1/users/certify

/**
 * POST /api/v1/users/certify — without `code`: send a code to `target` (202, CertifyCodeSent);
 * with `code`: check it (200, CertifyConfirmed). `target` is the phone digits (SMS) or the e-mail
 * address (EMAIL). `locale` picks the message language (default: Accept-Language).
 */
export const CertifyRequest = Type.Object(
  {
    purpose: OneOf(VERIFICATION_PURPOSES),
    channel: OneOf(VERIFICATION_CHANNELS),
    target: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 6, pattern: VERIFICATION_CODE_PATTERN })),
    locale: Type.Optional(LocaleField),
  },
  { additionalProperties: false },
);
export type CertifyRequest = Static<typeof CertifyRequest>;

/** 202: a code is on its way (for recovery: the same answer whether or not an account matches). */
export const CertifyCodeSent = Type.Object({ expiresInSeconds: Type.Integer(), resendAfterSeconds: Type.Integer() });
export type CertifyCodeSent = Static<typeof CertifyCodeSent>;

/** 200: short-lived, single use, bound to the purpose and target it was issued for. */
export const CertifyConfirmed = Type.Object({ verificationToken: Type.String(), expiresInSeconds: Type.Integer() });
export type CertifyConfirmed = Static<typeof CertifyConfirmed>;

// ---- Recovery: POST /api/v1/users/recovery

/**
 * POST /api/v1/users/recovery — with a verification token of the same purpose.
 * FIND_USERNAME: answers the masked username of the member the verified phone/e-mail belongs to.
 * RESET_PASSWORD: `username`, `newPassword`, `newPasswordConfirm` are required; ends every session.
 * 404 with rule REGISTERED_PHONE_NEEDED / REGISTERED_EMAIL_NEEDED when no member has that contact.
 */
export const RecoveryRequest = Type.Object(
  {
    purpose: OneOf(['FIND_USERNAME', 'RESET_PASSWORD'] as const),
    verificationToken: VerificationTokenField,
    username: Type.Optional(Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH })),
    newPassword: Type.Optional(NewPasswordField),
    newPasswordConfirm: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type RecoveryRequest = Static<typeof RecoveryRequest>;

/** 200 (FIND_USERNAME: `maskedUsername` like `sew***01`; RESET_PASSWORD: `passwordReset: true`). */
export const RecoveryResponse = Type.Object({
  purpose: OneOf(['FIND_USERNAME', 'RESET_PASSWORD'] as const),
  maskedUsername: Type.Optional(Type.String()),
  joinedAt: Type.Optional(Timestamp),
  passwordReset: Type.Optional(Type.Boolean()),
});
export type RecoveryResponse = Static<typeof RecoveryResponse>;

/** `sewing01` → `sew***01`: first three, stars, last two (short names keep less). */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}**`;
  const head = username.slice(0, Math.min(3, username.length - 2));
  const tail = username.length > 5 ? username.slice(-2) : '';
  return `${head}${'*'.repeat(Math.max(3, username.length - head.length - tail.length))}${tail}`;
}

// ---- Member files

export const MEMBER_FILE_KINDS = ['BUSINESS_REGISTRATION', 'EMPLOYMENT_CERTIFICATE', 'LOGO', 'PHOTO'] as const;
export type MemberFileKind = (typeof MEMBER_FILE_KINDS)[number];

/** The spec's upload route names: POST /api/v1/users/{_id}/{segment} (multipart, file field `file`). */
export const MEMBER_FILE_ROUTE_SEGMENTS: Record<MemberFileKind, string> = {
  BUSINESS_REGISTRATION: 'businessRegistration',
  EMPLOYMENT_CERTIFICATE: 'employmentCertificate',
  LOGO: 'logo',
  PHOTO: 'photo',
};

/** Files staff review (documents); logos and photos are not reviewed (reviewState null). */
export const REVIEWED_MEMBER_FILE_KINDS: readonly MemberFileKind[] = ['BUSINESS_REGISTRATION', 'EMPLOYMENT_CERTIFICATE'];

/** What each kind must and may hand in. Required files come with the sign-up itself. */
export const MEMBER_FILE_RULES: Record<MemberKind, { required: readonly MemberFileKind[]; allowed: readonly MemberFileKind[] }> = {
  DOMESTIC_PRIVATE: { required: [], allowed: ['EMPLOYMENT_CERTIFICATE', 'PHOTO'] },
  DOMESTIC_INSTITUTION: { required: ['BUSINESS_REGISTRATION'], allowed: ['BUSINESS_REGISTRATION', 'EMPLOYMENT_CERTIFICATE', 'LOGO', 'PHOTO'] },
  OVERSEAS: { required: [], allowed: ['PHOTO', 'LOGO'] },
};

/** Documents: PDF or a picture; logos and photos: pictures. Read from the bytes, never the name. */
export const MEMBER_FILE_TYPES: Record<MemberFileKind, readonly ('application/pdf' | 'image/jpeg' | 'image/png')[]> = {
  BUSINESS_REGISTRATION: ['application/pdf', 'image/jpeg', 'image/png'],
  EMPLOYMENT_CERTIFICATE: ['application/pdf', 'image/jpeg', 'image/png'],
  LOGO: ['image/jpeg', 'image/png'],
  PHOTO: ['image/jpeg', 'image/png'],
};
export const MEMBER_FILE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What one member's current files may weigh together (the file replaced by an upload not counted):
 * less than one of each kind at the largest, so the disk a member can fill stays bounded.
 */
export const MEMBER_FILES_QUOTA_BYTES = 20 * 1024 * 1024;

export const MemberFileReviewState = OneOf(APPROVAL_STATUSES);

/** One member file as the member and staff see it (GET /api/v1/me/files, profile, console detail). */
export const MemberFile = Type.Object({
  _id: Id,
  kind: OneOf(MEMBER_FILE_KINDS),
  /** The name the member's computer gave it; shown only, never used to store or serve. */
  originalName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  /** WAITING / APPROVED / REJECTED for documents; null for logo and photo. */
  reviewState: Type.Union([MemberFileReviewState, Type.Null()]),
  reviewNote: Type.Union([Type.String(), Type.Null()]),
  /** Seoul date until which an approved document is valid (YYYY-MM-DD), when staff set one. */
  validUntil: Type.Union([Type.String(), Type.Null()]),
  uploadedAt: Timestamp,
});
export type MemberFile = Static<typeof MemberFile>;

/** POST /api/v1/users/{_id}/{businessRegistration|employmentCertificate|logo|photo} → 201. */
export const MemberFileUploaded = Type.Object({ file: MemberFile });
export type MemberFileUploaded = Static<typeof MemberFileUploaded>;

/** GET /api/v1/me/files. Download: GET /api/v1/me/files/{id} (attachment). */
export const MemberFileList = Type.Object({ files: Type.Array(MemberFile) });
export type MemberFileList = Static<typeof MemberFileList>;

export const MemberFileParams = Type.Object({ id: Id }, { additionalProperties: false });
export const MemberUploadParams = Type.Object({ _id: Id }, { additionalProperties: false });

// ---- Internal: other services ask the users service about a member

/** GET /internal/members/{id}/contact — the admin outbox resolves a member's recipients with it. */
export const MemberContact = Type.Object({
  email: Type.String(),
  phone: Type.String(),
  locale: LocaleField,
  memberKind: OneOf(MEMBER_KINDS),
  receiveConsent: ReceiveConsent,
});
export type MemberContact = Static<typeof MemberContact>;

/** Paths of the members API the member area calls (sign-up, recovery, identity, my page). */
export const MEMBER_PATHS = {
  signUp: '/api/v1/users',
  usernameAvailability: '/api/v1/users/availability',
  certify: '/api/v1/users/certify',
  recovery: '/api/v1/users/recovery',
  profile: '/api/v1/me/profile',
  password: '/api/v1/me/password',
  withdraw: '/api/v1/me/withdraw',
  consents: '/api/v1/me/consents',
  files: '/api/v1/me/files',
  file: (fileId: string) => `/api/v1/me/files/${encodeURIComponent(fileId)}`,
  /** POST (multipart, field `file`): one of the member's files, by the spec's route name. */
  upload: (memberId: string, kind: MemberFileKind) => `/api/v1/users/${encodeURIComponent(memberId)}/${MEMBER_FILE_ROUTE_SEGMENTS[kind]}`,
} as const;

export const INTERNAL_MEMBER_PATHS = {
  contact: (memberId: string) => `/internal/members/${memberId}/contact`,
} as const;
