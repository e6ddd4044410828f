// Where "don't show again today" is remembered, per popup (kept free of imports so tests can use it).
const KEY_PREFIX = 'centre.popup.hiddenOn.';

export const popupDismissalKey = (popupId: string) => `${KEY_PREFIX}${popupId}`;
