// Which single-spa application owns a path. Whole path segments are compared, so
// /studio/application (public) is not mistaken for /studio/apply (member).

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

const startsWithSegments = (pathname: string, prefix: readonly string[]) => {
  const segments = segmentsOf(pathname);
  return prefix.every((segment, index) => segments[index] === segment);
};

/** Member-area pages (spec §2): sign-in, sign-up, my page and the application forms. */
export const MEMBER_PATH_PREFIXES: ReadonlyArray<readonly string[]> = [
  ['login'],
  ['join'],
  ['mypage'],
  ['studio', 'apply'],
  ['studio', 'apply2'],
  ['cuttingroom', 'apply'],
];

export const CONSOLE_PATH_PREFIX = ['console'] as const;

export const isConsolePath = (pathname: string) => startsWithSegments(pathname, CONSOLE_PATH_PREFIX);
export const isMemberPath = (pathname: string) => MEMBER_PATH_PREFIXES.some((prefix) => startsWithSegments(pathname, prefix));
export const isPublicPath = (pathname: string) => !isConsolePath(pathname) && !isMemberPath(pathname);
