// Every console page of the spec (§2), grouped as staff think of their work. The side navigation
// reads this list; the console accessibility sweep opens every entry and fails on a "not found".

export interface ConsoleMenuEntry {
  /** Its label: `nav.<key>`. */
  key: string;
  /** Path under /console ('' is the console's home). */
  path: string;
}

export interface ConsoleMenuGroup {
  /** Its heading: `navGroups.<key>`. */
  key: string;
  entries: readonly ConsoleMenuEntry[];
}

export const CONSOLE_MENU: readonly ConsoleMenuGroup[] = [
  { key: 'home', entries: [{ key: 'dashboard', path: 'dashboard' }] },
  {
    key: 'content',
    entries: [
      { key: 'notifications', path: 'center/notifications' },
      { key: 'businesses', path: 'center/businesses' },
      { key: 'faqs', path: 'center/faqs' },
      { key: 'questions', path: 'center/questions' },
      { key: 'boards', path: 'boards' },
      { key: 'forms', path: 'forms' },
    ],
  },
  {
    key: 'facilities',
    entries: [
      { key: 'spaces', path: 'facility-space' },
      { key: 'equipment', path: 'equipment' },
    ],
  },
  {
    key: 'education',
    entries: [
      { key: 'education', path: 'edu-education' },
      { key: 'gallery', path: 'edu-gallery' },
    ],
  },
  {
    key: 'applications',
    entries: [
      { key: 'apply', path: 'apply' },
      { key: 'schedule', path: 'schedule' },
    ],
  },
  {
    key: 'members',
    entries: [
      { key: 'users', path: 'users' },
      { key: 'levels', path: 'users/levels' },
      { key: 'withdrawals', path: 'users/withdrawals' },
    ],
  },
  { key: 'messages', entries: [{ key: 'messages', path: 'messages' }] },
  {
    key: 'site',
    entries: [
      { key: 'banners', path: 'banners' },
      { key: 'popups', path: 'popups' },
      { key: 'terms', path: 'terms' },
      { key: 'setting', path: 'setting' },
    ],
  },
  {
    key: 'account',
    entries: [
      { key: 'audit', path: 'audit' },
      { key: 'staff', path: 'staff' },
      { key: 'password', path: 'password' },
    ],
  },
];

