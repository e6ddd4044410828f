import { Type, type Static } from 'typebox';
import { SCOPES } from './enums.ts';
import { Id, OneOf } from './common.ts';
import { STAFF_ROLES } from './staff.ts';

export const TOKEN_ISSUER = 'centre-gateway';
export const TOKEN_AUDIENCE = 'centre-services';

/** Longest refresh token the gateway accepts (it issues 43 characters: 32 random bytes). */
const TOKEN_MAX_LENGTH = 4096;
/** ISO-8601 UTC, as written by code: `2026-03-02T01:00:00.000Z`. */
const IsoTimestamp = Type.String({ format: 'date-time', maxLength: 30 });

export const RefreshTokenResponse = Type.Object(
  {
    data: Type.Object(
      {
        refreshToken: Type.String({ maxLength: TOKEN_MAX_LENGTH }),
        /** Seconds until the refresh token expires (never beyond the session's absolute end). */
        expiresIn: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type RefreshTokenResponse = Static<typeof RefreshTokenResponse>;

export const AccessTokenResponse = Type.Object(
  {
    data: Type.Object(
      {
        accessToken: Type.String({ maxLength: TOKEN_MAX_LENGTH }),
        /** The rotated refresh token: the one just presented is spent. */
        refreshToken: Type.String({ maxLength: TOKEN_MAX_LENGTH }),
        /** Seconds until the access token expires. */
        expiresIn: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type AccessTokenResponse = Static<typeof AccessTokenResponse>;

export const ScopeSchema = OneOf(SCOPES);

/** Claims of the access JWT, read by services (verified) and by the browser (decoded only). */
export const AccessTokenPayload = Type.Object({
  sub: Type.String({ maxLength: 64 }),
  username: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 200 }),
  scope: Type.Array(ScopeSchema, { maxItems: 16 }),
  /**
   * The session (refresh-token family) the token was issued in: the sessions API marks it
   * `current`. Every token the gateway issues has it; tokens signed elsewhere (tests, tools) may not.
   */
  sid: Type.Optional(Type.String({ maxLength: 64 })),
  /** A staff member's role (console scope only): what server-kit's permission table checks. */
  role: Type.Optional(OneOf(STAFF_ROLES)),
  /**
   * 'ENROL': two-step sign-in is mandatory and this staff member has not enrolled yet; the console
   * API answers this token on /api/console/password alone.
   */
  twoStep: Type.Optional(Type.Literal('ENROL')),
  /**
   * true: the member signed in with a temporary password staff set; until they change it, member
   * writes other than PASSWORD_CHANGE_ALLOWED_PATH answer 403 PASSWORD_CHANGE_REQUIRED.
   */
  passwordChange: Type.Optional(Type.Literal(true)),
  iat: Type.Optional(Type.Integer()),
  exp: Type.Optional(Type.Integer()),
  iss: Type.Optional(Type.String({ maxLength: 100 })),
  aud: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 8 })])),
});
export type AccessTokenPayload = Static<typeof AccessTokenPayload>;

/** Internal call gateway → users service; never routed from outside. */
export const VerifyCredentialsRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type VerifyCredentialsRequest = Static<typeof VerifyCredentialsRequest>;

/** Who an account is now, as the users service tells the gateway (sign-in and every refresh). */
export const Principal = Type.Object(
  {
    _id: Type.String({ maxLength: 64 }),
    username: Type.String({ maxLength: 100 }),
    name: Type.String({ maxLength: 200 }),
    scope: Type.Array(ScopeSchema, { maxItems: 16 }),
    /**
     * Sessions started before this instant are over: at its next refresh the gateway refuses the
     * token and revokes the session. The users service sets it to "now" on a password change, a
     * password reset and a withdrawal; null when it was never set. A password change ends the
     * session it was made from too: the member area signs in again with the new password, which
     * starts a fresh session (so, for the member, "every other session ends").
     */
    sessionsValidFrom: Type.Union([IsoTimestamp, Type.Null()]),
    /** The staff role of a console account; absent or null for members. */
    role: Type.Optional(Type.Union([OneOf(STAFF_ROLES), Type.Null()])),
    /**
     * How sign-in goes on after the password: 'TOTP' asks for a code before any token;
     * 'ENROL' (two-step sign-in is mandatory, none enrolled) issues tokens that reach enrolment
     * alone. Absent or null: the password is enough.
     */
    twoStep: Type.Optional(Type.Union([Type.Literal('TOTP'), Type.Literal('ENROL'), Type.Null()])),
    /** Staff set this account's password (a walk-in member): it must be changed before anything else. */
    passwordChange: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Principal = Static<typeof Principal>;

export const PrincipalResponse = Type.Object({ principal: Principal }, { additionalProperties: false });
export type PrincipalResponse = Static<typeof PrincipalResponse>;

// --- Sessions of the signed-in member (my page): the gateway owns refresh tokens, so it answers.
// Every route takes the member's access token as `Authorization: Bearer <accessToken>`.

export const SESSIONS_PATHS = {
  /** GET: the member's live sessions, newest use first. */
  list: '/api/auth/sessions',
  /** DELETE: ends one of the member's own sessions (404 for any other id). */
  one: (sessionId: string) => `/api/auth/sessions/${sessionId}`,
  /** POST (no body): ends every session of the member except the one the access token names. */
  endOthers: '/api/auth/sessions/end-others',
} as const;

/** One session: a sign-in on one device, alive until signed out, revoked, idle too long or too old. */
export const SessionSummary = Type.Object(
  {
    _id: Id,
    /** Browser and system from the User-Agent at sign-in, e.g. "Chrome on Android"; "Unknown device" when unrecognised. */
    device: Type.String({ maxLength: 80 }),
    /** When the member signed in. */
    createdAt: IsoTimestamp,
    /** The last time the session's refresh token was used (sign-in or exchange). */
    lastUsedAt: IsoTimestamp,
    /** The session that issued the access token of this request. */
    current: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SessionSummary = Static<typeof SessionSummary>;

export const SessionListResponse = Type.Object(
  { data: Type.Array(SessionSummary, { maxItems: 1000 }) },
  { additionalProperties: false },
);
export type SessionListResponse = Static<typeof SessionListResponse>;

export const SessionParams = Type.Object({ id: Id }, { additionalProperties: false });
export type SessionParams = Static<typeof SessionParams>;

export const EndOtherSessionsResponse = Type.Object(
  { data: Type.Object({ ended: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type EndOtherSessionsResponse = Static<typeof EndOtherSessionsResponse>;

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_PATHS = {
  verifyCredentials: '/internal/credentials/verify',
  principal: (userId: string) => `/internal/principals/${userId}`,
} as const;

/** The member's own password change (PUT): the one member write open while a change is due. */
export const PASSWORD_CHANGE_ALLOWED_PATH = '/api/v1/me/password';
/** The 403 code of a member write refused while a staff-set temporary password is still in use. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';
