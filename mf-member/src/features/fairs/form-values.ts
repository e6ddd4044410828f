// What the fairs forms hold (text of inputs, checked boxes) turned into what their requests carry.

/** A group of checkboxes of one name: react-hook-form gives an array, a lone box its value or false. */
export const checkedValues = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : value ? [String(value)] : []);

/** A whole number typed in a field; an empty field is no number (the schema then asks for one). */
export const typedCount = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));
