import { Type, type Static } from 'typebox';
import { SCOPES } from './enums.ts';
import { OneOf } from './common.ts';

export const TOKEN_ISSUER = 'centre-gateway';
export const TOKEN_AUDIENCE = 'centre-services';

export const RefreshTokenResponse = Type.Object({
  data: Type.Object({
    refreshToken: Type.String(),
    /** Seconds until the refresh token expires. */
    expiresIn: Type.Integer(),
  }),
});
export type RefreshTokenResponse = Static<typeof RefreshTokenResponse>;

export const AccessTokenResponse = Type.Object({
  data: Type.Object({
    accessToken: Type.String(),
    /** The rotated refresh token: the one just presented is spent. */
    refreshToken: Type.String(),
    expiresIn: Type.Integer(),
  }),
});
export type AccessTokenResponse = Static<typeof AccessTokenResponse>;

export const ScopeSchema = OneOf(SCOPES);

/** Claims of the access JWT, read by services (verified) and by the browser (decoded only). */
export const AccessTokenPayload = Type.Object({
  sub: Type.String(),
  username: Type.String(),
  name: Type.String(),
  scope: Type.Array(ScopeSchema),
  iat: Type.Optional(Type.Integer()),
  exp: Type.Optional(Type.Integer()),
  iss: Type.Optional(Type.String()),
  aud: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});
export type AccessTokenPayload = Static<typeof AccessTokenPayload>;

/** Internal call gateway → users service; never routed from outside. */
export const VerifyCredentialsRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type VerifyCredentialsRequest = Static<typeof VerifyCredentialsRequest>;

export const Principal = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  scope: Type.Array(ScopeSchema),
});
export type Principal = Static<typeof Principal>;

export const PrincipalResponse = Type.Object({ principal: Principal });
export type PrincipalResponse = Static<typeof PrincipalResponse>;

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_PATHS = {
  verifyCredentials: '/internal/credentials/verify',
  principal: (userId: string) => `/internal/principals/${userId}`,
} as const;
