// Which front end owns a page path. The shell's single-spa activity functions mount by it and the
// gateway hints the owner's files by it, so both read this one list. Whole path segments are
// compared, so /studio/application (public) is not mistaken for /studio/apply (member).

/** Member-area pages (spec §2): sign-in, sign-up, my page, the application forms and the shop's checkout. */
export const MEMBER_PATH_PREFIXES: ReadonlyArray<readonly string[]> = [
  ['login'],
  ['join'],
  ['mypage'],
  ['studio', 'apply'],
  ['studio', 'apply2'],
  ['cuttingroom', 'apply'],
  // The shop's checkout needs a signed-in member; the rest of /shop is public.
  ['shop', 'checkout'],
];

export const CONSOLE_PATH_PREFIX: readonly string[] = ['console'];

export type FrontEndName = 'mf_console' | 'mf_member' | 'mf_public';

const startsWithSegments = (pathname: string, prefix: readonly string[]) => {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  return prefix.every((segment, index) => segments[index] === segment);
};

export const isConsolePath = (pathname: string) => startsWithSegments(pathname, CONSOLE_PATH_PREFIX);
export const isMemberPath = (pathname: string) => MEMBER_PATH_PREFIXES.some((prefix) => startsWithSegments(pathname, prefix));
export const isPublicPath = (pathname: string) => !isConsolePath(pathname) && !isMemberPath(pathname);

/** The front end that shows a page path. */
export function frontEndForPath(pathname: string): FrontEndName {
  if (isConsolePath(pathname)) return 'mf_console';
  if (isMemberPath(pathname)) return 'mf_member';
  return 'mf_public';
}
