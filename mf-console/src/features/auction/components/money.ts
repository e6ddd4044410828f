const grouping = new Intl.NumberFormat('en-US');
const seoulClock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** Whole won with digit grouping (the console shows numbers, not currency words). */
export const won = (amount: number | null | undefined) => (amount === null || amount === undefined ? '—' : grouping.format(amount));
/** An instant as Seoul's "YYYY-MM-DD HH:mm:ss" (bids are seconds apart). */
export const seoulTime = (value: string | null | undefined) => (value ? seoulClock.format(new Date(value)) : '—');
