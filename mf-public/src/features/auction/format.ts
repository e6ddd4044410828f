// How the auction shows money and instants: whole won with digit grouping, Seoul wall-clock time.
import type { TFunction } from 'i18next';

const grouping = new Intl.NumberFormat('en-US');
const seoulClock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/** 125000 → "125,000원" / "₩125,000" in the reader's language. */
export function formatWon(t: TFunction, amount: number): string {
  return t('won', { amount: grouping.format(amount) });
}

const seoulClockSeconds = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** An instant as Seoul's "YYYY-MM-DD HH:mm" (or with seconds, for a lot's close, which an extension moves by seconds). */
export function formatSeoulTime(value: string, { seconds = false } = {}): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : (seconds ? seoulClockSeconds : seoulClock).format(date);
}
