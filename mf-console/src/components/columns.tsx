// Table columns as descriptions: most console columns show one value of a row by its kind, so a
// list page names its columns instead of repeating the TanStack Table wiring for each.
import type { ColumnDef } from '@tanstack/react-table';
import { ResourceCell, type ColumnKind } from './ResourceCell.tsx';

/** A column showing `value(row)` as `kind` shows it (text, choice, date…), headed by `header`. */
export function valueColumn<Row>(id: string, header: () => string, value: (row: Row) => unknown, kind: ColumnKind = 'text'): ColumnDef<Row, unknown> {
  return { id, accessorFn: value, header, cell: ({ getValue }) => <ResourceCell value={getValue()} kind={kind} /> };
}
