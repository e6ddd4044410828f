// The one normalisation of the identifiers people type (usernames, e-mail addresses, phone
// numbers), used wherever one is stored, looked up or counted: sign-up, sign-in, recovery, code
// requests, profile changes and throttle keys. Databases then compare them exactly (binary), so a
// look-alike (`kim@nävër.com`, `ádmin`, full-width digits) is never taken for another identifier.

/**
 * Usernames may only hold these characters (any account, members and staff alike): a name outside
 * them cannot exist, so sign-in refuses it before any lookup.
 */
export const SIGN_IN_USERNAME_PATTERN = '^[A-Za-z0-9_.-]{1,30}$';

/** NFKC folds compatibility forms (full-width letters and digits, ligatures) into their plain ones. */
function folded(value: string): string {
  return value.normalize('NFKC').trim();
}

/** A username as stored and looked up: compared exactly, so `Admin` is not `admin`. */
export function normalisedUsername(username: string): string {
  return folded(username);
}

/** One key per username for throttles and logs, whatever the letter case typed. */
export function usernameKey(username: string): string {
  return folded(username).toLowerCase();
}

/** Phone numbers as digits; full-width digits become ASCII. */
export function normalisedPhone(phone: string): string {
  return folded(phone);
}

/**
 * An e-mail address in lower case with its domain in IDNA ASCII (punycode) form, or null when the
 * domain is not a valid host name. The WHATWG URL host parser does the IDNA mapping — the same
 * algorithm as node:url's domainToASCII — and runs in the browser too.
 */
export function normalisedEmail(email: string): string | null {
  const address = folded(email);
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return null;
  const domain = address.slice(at + 1);
  if (/[\s/\\?#@:%[\]]/.test(domain)) return null;
  let asciiDomain: string;
  try {
    asciiDomain = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  if (!asciiDomain || asciiDomain.includes(':')) return null;
  return `${address.slice(0, at).toLowerCase()}@${asciiDomain}`;
}
