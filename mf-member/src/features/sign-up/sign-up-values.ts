import {
  DOMESTIC_COUNTRY,
  MEMBER_FILE_MAX_BYTES,
  MEMBER_FILE_TYPES,
  signUpProblems,
  type Locale,
  type SignUpRequest,
} from '@centre/contracts';
import type { FieldProblem } from '@centre/platform/form-rules';
import { SIGN_UP_KINDS, type SignUpKind } from './kinds.ts';

/** The form as typed: the request's fields (optional ones as '' until filled) and the file. */
export interface SignUpValues extends Omit<SignUpRequest, 'phone' | 'country'> {
  phone: string;
  country: string;
  businessRegistration: File | null;
}

export const BUSINESS_REGISTRATION_ACCEPT = MEMBER_FILE_TYPES.BUSINESS_REGISTRATION.join(',');
export const FILE_MAX_MEGABYTES = Math.round(MEMBER_FILE_MAX_BYTES / (1024 * 1024));

export function emptySignUp(kind: SignUpKind, locale: Locale): SignUpValues {
  return {
    memberKind: SIGN_UP_KINDS[kind].memberKind,
    username: '',
    password: '',
    passwordConfirm: '',
    name: '',
    email: '',
    phone: '',
    country: '',
    agreements: [],
    receiveConsent: { sms: false, email: false },
    verificationToken: '',
    locale,
    businessRegistration: null,
  };
}

/** The request as sent: trimmed, empty optional fields left out, the file apart. */
export function signUpRequestOf(values: SignUpValues): SignUpRequest {
  const overseas = values.memberKind === 'OVERSEAS';
  const request: SignUpRequest = {
    memberKind: values.memberKind,
    username: values.username.trim(),
    password: values.password,
    passwordConfirm: values.passwordConfirm,
    name: values.name.trim(),
    email: values.email.trim(),
    agreements: values.agreements,
    receiveConsent: values.receiveConsent,
    verificationToken: values.verificationToken,
    locale: values.locale,
  };
  const phone = values.phone.trim();
  if (phone) request.phone = phone;
  if (overseas && values.country) request.country = values.country;
  if (!overseas) request.country = DOMESTIC_COUNTRY;
  return request;
}

/** The contracts' cross-field rules, and the institution's business registration file. */
export function signUpFormProblems(values: SignUpValues): FieldProblem[] {
  const problems: FieldProblem[] = signUpProblems(signUpRequestOf(values));
  // An empty repeat reads better as "required" than as "not the same password".
  if (!values.passwordConfirm) problems.unshift({ field: 'passwordConfirm', rule: 'REQUIRED' });
  if (values.memberKind === 'DOMESTIC_INSTITUTION') {
    const file = values.businessRegistration;
    if (!file) problems.push({ field: 'businessRegistration', rule: 'ATTACH_FILE' });
    else if (!(MEMBER_FILE_TYPES.BUSINESS_REGISTRATION as readonly string[]).includes(file.type)) problems.push({ field: 'businessRegistration', rule: 'FILE_TYPE' });
    else if (file.size > MEMBER_FILE_MAX_BYTES) problems.push({ field: 'businessRegistration', rule: 'FILE_TOO_LARGE' });
  }
  return problems;
}
