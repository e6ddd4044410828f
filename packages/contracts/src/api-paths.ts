// Paths of the API that the shell, the platform and the public remote call. Plain strings and
// builders with no TypeBox import: the home page's first load reads these, and a path constant kept
// beside its schemas would pull those schemas (and TypeBox) into that load. The schema modules take
// the same paths from here, so each path is written once.

/** `<collection>/<id>`: one item of a public collection, the id encoded as one path segment. */
export const apiItemPath = (collection: string, id: string): string => `${collection}/${encodeURIComponent(id)}`;

/** Token issuance and sign-out: the gateway owns these. */
export const AUTH_PATHS = {
  /** GET with the sealed Basic credential header: a refresh token, or a two-step challenge. */
  refreshToken: '/api/auth/refreshToken',
  /** GET with `Bearer <refresh token>`: a short-lived access token (the refresh token rotates). */
  accessToken: '/api/auth/accessToken',
  /** POST with `Bearer <refresh token>`: revokes it. */
  logout: '/api/auth/logout',
  /** POST: the second step of a two-step sign-in (challenge and code). */
  twoStep: '/api/auth/twoStep',
} as const;

/**
 * What the layout chrome and the home page read on every visit. Apart from the collections below so
 * that the shell's first load, which needs only these, does not carry every collection's path.
 */
export const SITE_PATHS = {
  setting: '/api/v1/setting',
  /** The popups showing now. */
  popups: '/api/v1/popups',
  /** Published banners of one group (MAIN, PARTNER…). */
  banners: (code: string) => `/api/v1/banners/${encodeURIComponent(code)}`,
} as const;

/** The collections readers browse without signing in: lists here, one item through `apiItemPath`. */
export const PUBLIC_CONTENT_PATHS = {
  spaces: '/api/v1/space',
  equipment: '/api/v1/equipment',
  education: '/api/v1/education',
  gallery: '/api/v1/gallery',
  notifications: '/api/v1/center/notifications',
  businesses: '/api/v1/center/businesses',
  faqs: '/api/v1/center/faqs',
  forms: '/api/v1/forms',
  boards: '/api/v1/boards',
  /** The calendar of approved use (the applications service answers). */
  schedule: '/api/v1/schedule',
} as const;

/** Paths of the public terms: every current version's summary, and one document by code. */
export const TERMS_PATHS = {
  list: '/api/v1/terms',
  one: (code: string) => apiItemPath('/api/v1/terms', code),
} as const;
