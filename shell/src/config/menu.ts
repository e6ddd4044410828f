// The site's menu as one typed list. The desktop header, the mobile slide-in menu and the site map
// all render this list, so an entry added here appears in all three.

export interface MenuEntry {
  /** Translation key under `shell:menu.` */
  key: string;
  href: string;
  /** Shown only to a signed-in user (spec §2: "menu items can be flagged to appear only when logged in"). */
  onlyWhenLoggedIn?: boolean;
  /** Opens in a new tab with rel="noopener" (spec §2: two external schedule pages). */
  external?: boolean;
}

export interface MenuGroup {
  /** Translation key under `shell:menu.` */
  key: string;
  /** Where the group's own title links on desktop: its first page. */
  href: string;
  entries: readonly MenuEntry[];
}

/**
 * The spec gives no address for the two schedule pages that open in a new tab; these are the
 * schedule-view routes it lists. Change them here if the centre moves them to another site.
 */
export const EXTERNAL_SCHEDULE_PAGES = {
  cuttingRoom: '/cuttingroom/schedule-view',
  studio: '/studio/schedule-view',
} as const;

export const SITE_MENU: readonly MenuGroup[] = [
  {
    key: 'intro',
    href: '/intro/introduce',
    entries: [
      { key: 'introduce', href: '/intro/introduce' },
      { key: 'directions', href: '/intro/directions' },
      { key: 'contact', href: '/contact' },
    ],
  },
  {
    key: 'cuttingroom',
    href: '/cuttingroom/application',
    entries: [
      { key: 'cuttingroomApplication', href: '/cuttingroom/application' },
      { key: 'cuttingroomSchedule', href: '/cuttingroom/schedule' },
      { key: 'cuttingroomEquipment', href: '/cuttingroom-equipment?code=CUTTINGROOM' },
      { key: 'cuttingroomScheduleView', href: EXTERNAL_SCHEDULE_PAGES.cuttingRoom, external: true },
    ],
  },
  {
    key: 'studio',
    href: '/studio/application',
    entries: [
      { key: 'studioApplication', href: '/studio/application' },
      { key: 'studioApply', href: '/studio/apply', onlyWhenLoggedIn: true },
      { key: 'studioSchedule', href: '/studio/schedule' },
      { key: 'studioEquipment', href: '/studio-equipment/YONGSIN?code=STUDIO' },
      { key: 'studioScheduleView', href: EXTERNAL_SCHEDULE_PAGES.studio, external: true },
    ],
  },
  {
    key: 'facility',
    href: '/facility-space/YONGSIN',
    entries: [
      { key: 'facilityYongsin', href: '/facility-space/YONGSIN' },
      { key: 'facilityDapsimni', href: '/facility-space/DAPSIMNI' },
    ],
  },
  {
    key: 'education',
    href: '/edu-education',
    entries: [
      { key: 'eduEducation', href: '/edu-education' },
      { key: 'eduGallery', href: '/edu-gallery' },
      { key: 'practices', href: '/practices' },
    ],
  },
  {
    key: 'news',
    href: '/notice',
    entries: [
      { key: 'notice', href: '/notice' },
      { key: 'business', href: '/center-business' },
      { key: 'qna', href: '/qna' },
      { key: 'forms', href: '/forms' },
    ],
  },
  {
    key: 'market',
    href: '/shop',
    entries: [
      { key: 'shop', href: '/shop' },
      { key: 'makers', href: '/makers' },
      { key: 'fairs', href: '/fairs' },
      { key: 'auction', href: '/auction' },
      { key: 'advice', href: '/advice' },
    ],
  },
];

/** The menu as a given visitor sees it: logged-in-only entries are dropped for guests. */
export function visibleMenu(groups: readonly MenuGroup[], loggedIn: boolean): MenuGroup[] {
  return groups.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => loggedIn || !entry.onlyWhenLoggedIn),
  }));
}
