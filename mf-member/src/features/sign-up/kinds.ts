import type { MemberKind, MemberType } from '@centre/contracts';

/**
 * The three ways to become a member (spec §1, §3): the path segment of each form, what the
 * account records, and how the member proves who they are.
 */
export const SIGN_UP_KINDS = {
  person: { memberKind: 'DOMESTIC_PRIVATE', memberType: 'PERSON', verifyBy: 'SMS', textKey: 'domesticPrivate' },
  company: { memberKind: 'DOMESTIC_INSTITUTION', memberType: 'COMPANY', verifyBy: 'SMS', textKey: 'domesticInstitution' },
  overseas: { memberKind: 'OVERSEAS', memberType: 'PERSON', verifyBy: 'EMAIL', textKey: 'overseas' },
} as const satisfies Record<string, { memberKind: MemberKind; memberType: MemberType; verifyBy: 'SMS' | 'EMAIL'; textKey: string }>;

export type SignUpKind = keyof typeof SIGN_UP_KINDS;
export const SIGN_UP_KIND_NAMES = Object.keys(SIGN_UP_KINDS) as SignUpKind[];

export const isSignUpKind = (value: string | undefined): value is SignUpKind => value !== undefined && value in SIGN_UP_KINDS;
