/** Whole won with Korean digit grouping (12,000) in every language; the words around it are translated. */
const WON = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

export function formatWon(amount: number): string {
  return WON.format(amount);
}
