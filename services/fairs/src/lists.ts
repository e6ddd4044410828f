// Enumerated lists (items, services, languages) live in one column as ",A,B,": one portable
// LIKE "%,A,%" filters them on SQLite and MySQL, and the values are our own enums (no commas).

export function listColumn(values: readonly string[]): string {
  return values.length === 0 ? ',' : `,${values.join(',')},`;
}

export function listFromColumn<T extends string>(column: unknown): T[] {
  return String(column ?? '')
    .split(',')
    .filter((value) => value !== '') as T[];
}

/** The LIKE pattern that finds `value` in such a column. */
export function listMember(value: string): string {
  return `%,${value},%`;
}
