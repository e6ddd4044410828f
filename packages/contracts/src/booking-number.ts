// The booking number a maker quotes to staff: the last eight hex digits of the application's id
// (UUIDv7, whose tail is random), upper-cased and split in two so it reads over the phone
// ("5F3A-91C2"). Staff find an application by it in the review queue's keyword search.

const HEX_TAIL = /^[0-9a-f]{8}$/i;

/** "0190a5a0-…-8000-00005f3a91c2" → "5F3A-91C2". */
export function bookingNumberOf(applicationId: string): string {
  const tail = applicationId.replace(/-/g, '').slice(-8).toUpperCase();
  return `${tail.slice(0, 4)}-${tail.slice(4)}`;
}

/** The eight hex digits of a booking number as typed ("5f3a91c2", "5F3A-91C2"), or null. */
export function bookingNumberDigits(text: string): string | null {
  const digits = text.trim().replace(/-/g, '');
  return HEX_TAIL.test(digits) ? digits.toLowerCase() : null;
}
