// Every console page of the spec (§2), grouped as staff think of their work. The side navigation
// and the route table both read this list, so a page cannot be in one and missing from the other.
// `built: false` pages answer with a "not available yet" page inside the layout.

export interface ConsoleMenuEntry {
  /** Its label: `nav.<key>`. */
  key: string;
  /** Path under /console ('' is the console's home). */
  path: string;
  built: boolean;
}

export interface ConsoleMenuGroup {
  /** Its heading: `navGroups.<key>`. */
  key: string;
  entries: readonly ConsoleMenuEntry[];
}

export const CONSOLE_MENU: readonly ConsoleMenuGroup[] = [
  { key: 'home', entries: [{ key: 'dashboard', path: 'dashboard', built: true }] },
  {
    key: 'content',
    entries: [
      { key: 'notifications', path: 'center/notifications', built: true },
      { key: 'businesses', path: 'center/businesses', built: true },
      { key: 'faqs', path: 'center/faqs', built: true },
      { key: 'questions', path: 'center/questions', built: true },
      { key: 'boards', path: 'boards', built: true },
      { key: 'forms', path: 'forms', built: true },
    ],
  },
  {
    key: 'facilities',
    entries: [
      { key: 'spaces', path: 'facility-space', built: true },
      { key: 'equipment', path: 'equipment', built: true },
    ],
  },
  {
    key: 'education',
    entries: [
      { key: 'education', path: 'edu-education', built: true },
      { key: 'gallery', path: 'edu-gallery', built: true },
    ],
  },
  {
    key: 'applications',
    entries: [
      { key: 'apply', path: 'apply', built: true },
      { key: 'schedule', path: 'schedule', built: true },
    ],
  },
  {
    key: 'members',
    entries: [
      { key: 'users', path: 'users', built: true },
      { key: 'levels', path: 'users/levels', built: true },
      { key: 'withdrawals', path: 'users/withdrawals', built: true },
    ],
  },
  { key: 'messages', entries: [{ key: 'messages', path: 'messages', built: true }] },
  {
    key: 'site',
    entries: [
      { key: 'banners', path: 'banners', built: true },
      { key: 'popups', path: 'popups', built: true },
      { key: 'terms', path: 'terms', built: true },
      { key: 'setting', path: 'setting', built: true },
    ],
  },
  {
    key: 'account',
    entries: [
      { key: 'audit', path: 'audit', built: true },
      { key: 'staff', path: 'staff', built: true },
      { key: 'password', path: 'password', built: true },
    ],
  },
];

/** Pages whose screen is not built yet (users/… below users is matched before users/:id). */
export const PAGES_NOT_BUILT = CONSOLE_MENU.flatMap((group) => group.entries).filter((entry) => !entry.built);
