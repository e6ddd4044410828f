// Staff roles and what each may do in the console, staff accounts, the console password and
// two-step sign-in (TOTP). The permission table below is the one place that says which role
// reaches which console API: server-kit enforces it in every service, the console reads it to
// show only the menu entries a role can use.
import { Type, type Static } from 'typebox';
import { Id, ListQuery, ListSummary, OneOf, Timestamp } from './common.ts';
import { EmailField, MemberNameField, NewPasswordField, PasswordField, UsernameField } from './members.ts';
import { PASSWORD_MAX_LENGTH } from './rules.ts';
import { AUTH_PATHS } from './api-paths.ts';

export const STAFF_ROLES = ['ADMINISTRATOR', 'CONTENT_EDITOR', 'FACILITY_STAFF', 'SHOP_STAFF', 'PROGRAM_STAFF'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a console route needs. `self` is the staff member's own password and two-step sign-in. */
export const STAFF_PERMISSIONS = [
  'self',
  'dashboard',
  'content',
  'files',
  'facilities',
  'applications',
  'members.read',
  'members.review',
  'members.desk',
  'members.write',
  'messages',
  'shop',
  'fairs',
  'auction',
  // Advice and practice (issue 27): advisors, their sessions and members' consultation requests.
  'advice',
  'settings',
  'staff',
  'audit',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const EVERY_STAFF: readonly StaffPermission[] = ['self', 'dashboard'];

/** What each role may do. ADMINISTRATOR may do everything, including routes no rule names yet. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  ADMINISTRATOR: STAFF_PERMISSIONS,
  CONTENT_EDITOR: [...EVERY_STAFF, 'content', 'files'],
  FACILITY_STAFF: [...EVERY_STAFF, 'files', 'facilities', 'applications', 'members.read', 'members.review', 'members.desk', 'messages'],
  // The makers' shop: listing review, orders, deposits and refunds, coupons, points, sales figures.
  SHOP_STAFF: [...EVERY_STAFF, 'files', 'shop'],
  // Business-support programmes: trade fairs and buyer matching, the maker directory, exhibitions and the auction.
  PROGRAM_STAFF: [...EVERY_STAFF, 'files', 'fairs', 'auction', 'advice'],
};

/**
 * One rule: console API paths starting with `prefix` (segment by segment; `*` stands for one
 * segment, e.g. an id) need `read` for GET/HEAD and `write` for every other method.
 */
export interface ConsolePermissionRule {
  prefix: `/api/console/${string}`;
  read: StaffPermission;
  write: StaffPermission;
}

/**
 * THE permission table. A console route is covered by its URL family (the first segment after
 * /api/console/); a longer prefix refines a family (the most specific rule wins). A route no rule
 * covers is refused to every role but ADMINISTRATOR, and a test over every service's routes fails.
 */
export const CONSOLE_PERMISSION_TABLE: readonly ConsolePermissionRule[] = [
  // Every member of staff: their own account, and the day's overview.
  { prefix: '/api/console/password', read: 'self', write: 'self' },
  { prefix: '/api/console/dashboard', read: 'dashboard', write: 'settings' },
  { prefix: '/api/console/statistics', read: 'dashboard', write: 'settings' },
  // Content editors: what the public site shows.
  { prefix: '/api/console/center', read: 'content', write: 'content' },
  { prefix: '/api/console/boards', read: 'content', write: 'content' },
  { prefix: '/api/console/forms', read: 'content', write: 'content' },
  { prefix: '/api/console/education', read: 'content', write: 'content' },
  { prefix: '/api/console/gallery', read: 'content', write: 'content' },
  { prefix: '/api/console/banners', read: 'content', write: 'content' },
  { prefix: '/api/console/popups', read: 'content', write: 'content' },
  { prefix: '/api/console/terms', read: 'content', write: 'content' },
  { prefix: '/api/console/trash', read: 'content', write: 'content' },
  // Uploads serve content and facilities alike.
  { prefix: '/api/console/files', read: 'files', write: 'files' },
  // Facility staff: the shared rooms and machines, applications, the schedule, members.
  { prefix: '/api/console/space', read: 'facilities', write: 'facilities' },
  { prefix: '/api/console/equipment', read: 'facilities', write: 'facilities' },
  { prefix: '/api/console/apply', read: 'applications', write: 'applications' },
  { prefix: '/api/console/schedule', read: 'applications', write: 'applications' },
  // Desk work: facility staff create walk-in members and correct their contact details
  // (POST /users, PUT /users/:id; the users service refuses a level change without members.write).
  { prefix: '/api/console/users', read: 'members.read', write: 'members.desk' },
  // Suspending and reactivating an account stay with administrators.
  { prefix: '/api/console/users/*/suspend', read: 'members.read', write: 'members.write' },
  { prefix: '/api/console/users/*/reactivate', read: 'members.read', write: 'members.write' },
  // Reviewing a member's business registration is daily desk work, not account administration.
  { prefix: '/api/console/users/*/files', read: 'members.read', write: 'members.review' },
  { prefix: '/api/console/levels', read: 'members.read', write: 'members.write' },
  { prefix: '/api/console/messages', read: 'messages', write: 'messages' },
  // Shop staff: the makers' shop and its sales figures.
  { prefix: '/api/console/shop', read: 'shop', write: 'shop' },
  { prefix: '/api/console/statistics/shop', read: 'shop', write: 'shop' },
  // Programme staff: trade fairs, buyer matching, the maker directory, exhibitions and the auction.
  { prefix: '/api/console/fairs', read: 'fairs', write: 'fairs' },
  { prefix: '/api/console/matchings', read: 'fairs', write: 'fairs' },
  { prefix: '/api/console/introductions', read: 'fairs', write: 'fairs' },
  { prefix: '/api/console/auction', read: 'auction', write: 'auction' },
  // Advice and practice (issue 27): practice sessions run on the centre's machines (facility staff);
  // advisors and consultations are a business-support programme.
  { prefix: '/api/console/practices', read: 'applications', write: 'applications' },
  { prefix: '/api/console/advice', read: 'advice', write: 'advice' },
  // Administrators alone: the site's settings, staff accounts, the audit log.
  { prefix: '/api/console/setting', read: 'settings', write: 'settings' },
  { prefix: '/api/console/staff', read: 'staff', write: 'staff' },
  { prefix: '/api/console/audit', read: 'audit', write: 'audit' },
];

function segmentsOf(path: string): string[] {
  return path.split('?')[0]!.split('/').filter(Boolean);
}

const RULE_SEGMENTS = CONSOLE_PERMISSION_TABLE.map((rule) => ({ rule, segments: segmentsOf(rule.prefix) }));

/** The rule covering a console path (a request URL or a route pattern such as `/api/console/users/:id`), or null. */
export function consolePermissionRuleFor(path: string): ConsolePermissionRule | null {
  const segments = segmentsOf(path);
  let best: { rule: ConsolePermissionRule; length: number } | null = null;
  for (const { rule, segments: prefix } of RULE_SEGMENTS) {
    if (prefix.length > segments.length) continue;
    if (!prefix.every((part, i) => part === '*' || part === segments[i])) continue;
    if (!best || prefix.length > best.length) best = { rule, length: prefix.length };
  }
  return best?.rule ?? null;
}

/** The permission a console request needs; null when no rule covers the path. */
export function consolePermissionFor(method: string, path: string): StaffPermission | null {
  const rule = consolePermissionRuleFor(path);
  if (!rule) return null;
  const upper = method.toUpperCase();
  return upper === 'GET' || upper === 'HEAD' || upper === 'OPTIONS' ? rule.read : rule.write;
}

/** Whether `role` may make this console request. Without a role (a token from before roles), nothing. */
export function roleMayRequest(role: StaffRole | null | undefined, method: string, path: string): boolean {
  if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) return false;
  if (role === 'ADMINISTRATOR') return true;
  const permission = consolePermissionFor(method, path);
  return permission !== null && ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether `role` holds `permission` (the console's menu asks this). */
export function roleHas(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return !!role && (STAFF_ROLES as readonly string[]).includes(role) && ROLE_PERMISSIONS[role].includes(permission);
}

// --- Two-step sign-in -------------------------------------------------------------------------

/** The six-digit code of an authenticator app, or a recovery code (xxxx-xxxx-xx, letters and digits). */
export const TWO_STEP_CODE_PATTERN = '^(?:[0-9]{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{2})$';
export const TwoStepCodeField = Type.String({ minLength: 6, maxLength: 12, pattern: TWO_STEP_CODE_PATTERN });
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
export const TotpCodeField = Type.String({ minLength: 6, maxLength: 6, pattern: TOTP_CODE_PATTERN });
export const RECOVERY_CODE_COUNT = 10;

/**
 * The access-token claim `twoStep: 'ENROL'`: two-step sign-in is mandatory and this staff member
 * has not enrolled; until they do, the console API answers them on /api/console/password alone.
 */
export const TWO_STEP_ENROL_PENDING = 'ENROL';

/** Where the sign-in's second step is answered (gateway). */
export const TWO_STEP_SIGN_IN_PATH = AUTH_PATHS.twoStep;

/** The first step's answer when the account has two-step sign-in: no tokens yet, a challenge. */
export const TwoStepChallenge = Type.Object(
  {
    twoStep: Type.Object(
      {
        /** Sent back with the code; good for `expiresIn` seconds and a few tries. */
        challenge: Type.String({ maxLength: 64 }),
        expiresIn: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type TwoStepChallenge = Static<typeof TwoStepChallenge>;

export const TwoStepSignInRequest = Type.Object(
  { challenge: Type.String({ minLength: 1, maxLength: 64 }), code: TwoStepCodeField },
  { additionalProperties: false },
);
export type TwoStepSignInRequest = Static<typeof TwoStepSignInRequest>;

/** Internal call gateway → users: is this the account's current code (or an unused recovery code)? */
export const VerifyTwoStepRequest = Type.Object({ userId: Type.String({ maxLength: 36 }), code: TwoStepCodeField }, { additionalProperties: false });
export type VerifyTwoStepRequest = Static<typeof VerifyTwoStepRequest>;
export const INTERNAL_TWO_STEP_PATH = '/internal/credentials/two-step';

/** GET /api/console/password/two-step */
export const TwoStepStatus = Type.Object(
  {
    enabled: Type.Boolean(),
    /** Whether a setting makes two-step sign-in mandatory for all staff. */
    required: Type.Boolean(),
    recoveryCodesLeft: Type.Integer({ minimum: 0 }),
    enabledAt: Type.Union([Timestamp, Type.Null()]),
  },
  { additionalProperties: false },
);
export type TwoStepStatus = Static<typeof TwoStepStatus>;

/** POST /api/console/password/two-step/enrolment: a new secret, shown this once. */
export const TwoStepEnrolment = Type.Object(
  {
    /** Base32, for typing into an app by hand. */
    key: Type.String({ maxLength: 64 }),
    /** otpauth:// URI, what the QR code holds. */
    uri: Type.String({ maxLength: 500 }),
    /** The QR code as a PNG data URL. */
    qrCode: Type.String({ maxLength: 20_000 }),
  },
  { additionalProperties: false },
);
export type TwoStepEnrolment = Static<typeof TwoStepEnrolment>;

/** POST /api/console/password/two-step: confirms the enrolment with a code from the app. */
export const TwoStepConfirm = Type.Object({ code: TotpCodeField }, { additionalProperties: false });
export type TwoStepConfirm = Static<typeof TwoStepConfirm>;

/** The answer of the confirmation: recovery codes, shown this once (stored hashed). */
export const RecoveryCodes = Type.Object(
  { recoveryCodes: Type.Array(Type.String({ maxLength: 12 }), { maxItems: RECOVERY_CODE_COUNT }) },
  { additionalProperties: false },
);
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** POST /api/console/password/two-step/disable: the password and a current code (or a recovery code). */
export const TwoStepDisable = Type.Object({ password: PasswordField, code: TwoStepCodeField }, { additionalProperties: false });
export type TwoStepDisable = Static<typeof TwoStepDisable>;

/**
 * POST /api/console/password/two-step/recovery-codes: the password and a current code from the
 * authenticator app (not a recovery code: new codes are for someone who still holds the device).
 * Answers ten new recovery codes, shown this once; the old ones stop working.
 */
export const RecoveryCodesRenewal = Type.Object({ password: PasswordField, code: TotpCodeField }, { additionalProperties: false });
export type RecoveryCodesRenewal = Static<typeof RecoveryCodesRenewal>;

// --- Staff accounts (/api/console/staff, administrators) ---------------------------------------

export const STAFF_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const StaffAccount = Type.Object(
  {
    _id: Id,
    username: Type.String(),
    name: Type.String(),
    email: Type.String(),
    /** null: a console account no one gave a role yet (it reaches nothing until an administrator does). */
    role: Type.Union([OneOf(STAFF_ROLES), Type.Null()]),
    status: OneOf(STAFF_STATUSES),
    twoStepEnabled: Type.Boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type StaffAccount = Static<typeof StaffAccount>;

export const StaffListQuery = Type.Object(
  {
    ...ListQuery.properties,
    role: Type.Optional(OneOf(STAFF_ROLES)),
    status: Type.Optional(OneOf(STAFF_STATUSES)),
  },
  { additionalProperties: false },
);
export type StaffListQuery = Static<typeof StaffListQuery>;

export const StaffList = Type.Object({ staff: Type.Array(StaffAccount), summary: ListSummary }, { additionalProperties: false });
export type StaffList = Static<typeof StaffList>;

export const StaffResponse = Type.Object({ staff: StaffAccount }, { additionalProperties: false });
export type StaffResponse = Static<typeof StaffResponse>;

export const StaffCreate = Type.Object(
  {
    username: UsernameField,
    name: MemberNameField,
    email: EmailField,
    role: OneOf(STAFF_ROLES),
    /** The first password, handed over in person; the staff member changes it on /console/password. */
    password: NewPasswordField,
    passwordConfirm: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type StaffCreate = Static<typeof StaffCreate>;

/** PUT /api/console/staff/:id — a new role or status ends the account's sessions at once. */
export const StaffUpdate = Type.Object(
  {
    name: MemberNameField,
    email: EmailField,
    role: OneOf(STAFF_ROLES),
    status: OneOf(STAFF_STATUSES),
  },
  { additionalProperties: false },
);
export type StaffUpdate = Static<typeof StaffUpdate>;

/** GET/PUT /api/console/staff/security: the staff-wide sign-in policy. */
export const StaffSecurity = Type.Object({ twoStepRequired: Type.Boolean() }, { additionalProperties: false });
export type StaffSecurity = Static<typeof StaffSecurity>;

/** Console paths of staff accounts and of the signed-in staff member's own password and two-step sign-in. */
export const CONSOLE_STAFF_PATHS = {
  staff: '/api/console/staff',
  security: '/api/console/staff/security',
  password: '/api/console/password',
  twoStep: '/api/console/password/two-step',
  twoStepEnrolment: '/api/console/password/two-step/enrolment',
  twoStepDisable: '/api/console/password/two-step/disable',
  recoveryCodes: '/api/console/password/two-step/recovery-codes',
} as const;
