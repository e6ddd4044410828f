// Validation rules shared by server and browser (§5, §9), so both reject the same input.

export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 30;
/** At least 5 characters with at least one letter and one digit. */
export const USERNAME_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9_.-]{5,30}$';

/** Every new password (sign-up, change, reset, staff); one not on the common-passwords list either (server side). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 64;
/** At least PASSWORD_MIN_LENGTH characters including a letter, a digit and a special symbol. */
export const PASSWORD_PATTERN = `^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`;
/**
 * What the sign-in form asks before sending: passwords set under the earlier 8-character rule
 * still sign in, so sign-in does not hold them to the rule for new ones.
 */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 8;

/** Phone numbers are stored as digits only. */
export const PHONE_PATTERN = '^[0-9]{9,11}$';

export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 10;

/**
 * A link the site may follow or store: a path of this site ("/notice/…") or an https address.
 * Browsers read `/\evil.example` and `/<tab>/evil.example` as `//evil.example` (another site), so
 * backslashes, control characters and whitespace are refused anywhere in it, and so is any path
 * starting with two slashes.
 */
export const SAFE_LINK_PATTERN = '^(/(?![/\\\\])|https://)[^\\\\\\u0000-\\u0020\\u007f]*$';

/** A same-site path that is safe to navigate to after sign-in (`returnTo`). */
export function isSafeLocalPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 500 && value.startsWith('/') && new RegExp(SAFE_LINK_PATTERN).test(value);
}
