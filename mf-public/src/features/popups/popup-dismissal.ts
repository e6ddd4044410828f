import { seoulDate } from '@centre/contracts';
import { popupDismissalKey } from './popup-dismissal-key.ts';

// "Don't show again today" lasts until midnight in Seoul, the centre's day, whatever the visitor's
// clock zone: we remember the Seoul date on which it was chosen and compare with today's.

export function isHiddenToday(popupId: string, now = new Date()): boolean {
  try {
    return localStorage.getItem(popupDismissalKey(popupId)) === seoulDate(now);
  } catch {
    return false; // Storage blocked: show the popup; closing it still works for this page.
  }
}

export function hideForToday(popupId: string, now = new Date()): void {
  try {
    localStorage.setItem(popupDismissalKey(popupId), seoulDate(now));
  } catch {
    // Storage blocked: the popup stays closed for this page only.
  }
}
