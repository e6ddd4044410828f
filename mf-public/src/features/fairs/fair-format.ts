import type { Fair } from '@centre/contracts';

/** A slot key ("YYYY-MM-DDTHH:MM", Seoul) as people read it. */
export const slotLabel = (slot: string) => slot.replace('T', ' ');

/** When a slot starts, as an instant (slots are Seoul wall clock, UTC+9 all year). */
export const slotStart = (slot: string) => new Date(`${slot}:00+09:00`);

/** "2027-04-07" or "2027-04-07 ~ 2027-04-09". */
export const fairDays = (fair: Pick<Fair, 'firstDay' | 'lastDay'>) => (fair.firstDay === fair.lastDay ? fair.firstDay : `${fair.firstDay} ~ ${fair.lastDay}`);

/** Fairs, exhibitors and products per page. */
export const FAIRS_PAGE_SIZE = 10;
export const SELLERS_PAGE_SIZE = 12;
export const PRODUCTS_PAGE_SIZE = 12;
