// The auction pages' timings and list sizes, named once.

/** How often an open work's page asks whether its lot changed (an ETag poll: 304 when not). */
export const WORK_POLL_MS = 3000;
/** The countdown's tick. */
export const COUNTDOWN_TICK_MS = 1000;
/** Programs per page of each list on /auction. */
export const PROGRAMS_PAGE_SIZE = 6;
