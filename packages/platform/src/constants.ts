// Business constants from the spec (§9), named once. Components import these, never literals.
import { SEOUL_TIME_ZONE } from '@centre/contracts';

/** Layout breakpoints in CSS pixels (min-width). */
export const BREAKPOINTS = { xs: 576, sm: 768, md: 1024, lg: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Hero and notice sliders on the home page. */
export const HOME_SLIDER = { autoplayDelayMs: 7000, speedMs: 700, loop: true, disableOnInteraction: false } as const;

/** Footer partner slider: slides per view from each breakpoint upwards. */
export const FOOTER_PARTNER_SLIDER = {
  autoplayDelayMs: 5000,
  speedMs: 500,
  slidesPerView: 2,
  slidesPerViewFrom: { [BREAKPOINTS.xs]: 3, [BREAKPOINTS.sm]: 4, [BREAKPOINTS.md]: 5, [BREAKPOINTS.lg]: 7 },
} as const;

export const BACK_TO_TOP_SCROLL_MS = 500;
/** The header gets its scroll-active look after this much vertical scroll. */
export const HEADER_SCROLL_ACTIVE_PX = 2;
export const SCROLL_ANIMATION = { durationMs: 700, offsetPx: 200 } as const;

/** How many items each home section asks for. */
export const HOME_LIST_LIMITS = { spaces: 8, equipments: 8, galleries: 2, notices: 8 } as const;

export const DATE_FORMAT = 'YYYY-MM-DD';
/** Dates are shown as Seoul calendar days (contracts' seoul-calendar does the arithmetic). */
export const DISPLAY_TIME_ZONE = SEOUL_TIME_ZONE;
/** Phone digits are shown in groups of 3-4-4. */
export const PHONE_GROUPS = [3, 4, 4] as const;
