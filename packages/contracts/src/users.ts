import { Type, type Static } from 'typebox';
import { MEMBER_KINDS, MEMBER_TYPES, SCOPES } from './enums.ts';
import { Id, ListQuery, ListSummary, OneOf, Timestamp } from './common.ts';

/** The signed-in member's own profile (GET /api/v1/me/profile). */
export const Profile = Type.Object({
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
export type Profile = Static<typeof Profile>;

export const ProfileResponse = Type.Object({ profile: Profile });
export type ProfileResponse = Static<typeof ProfileResponse>;

/** A member or staff account as staff see it in the console. */
export const ConsoleUser = Type.Intersect([Profile, Type.Object({ scope: Type.Array(OneOf(SCOPES)) })]);
export type ConsoleUser = Static<typeof ConsoleUser>;

export const ConsoleUserListQuery = ListQuery;
export type ConsoleUserListQuery = Static<typeof ConsoleUserListQuery>;

export const ConsoleUserList = Type.Object({ users: Type.Array(ConsoleUser), summary: ListSummary });
export type ConsoleUserList = Static<typeof ConsoleUserList>;
