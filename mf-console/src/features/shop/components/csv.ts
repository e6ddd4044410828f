// The shop's CSV files (orders, sales figures) are made in the browser from the answers the page
// already reads: the same numbers as the screen, UTF-8 with a byte-order mark so Excel reads Korean.

import { saveBlob } from '@centre/platform';

type Cell = string | number | null | undefined;

const quoted = (cell: Cell) => {
  const text = cell === null || cell === undefined ? '' : String(cell);
  // A leading =, +, - or @ would be a formula to a spreadsheet: an apostrophe keeps it text.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function csvOf(header: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  return [header, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n');
}

/** Hands the text to the browser's download under `name`. */
export function saveCsv(name: string, text: string): void {
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), name);
}
