import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import type { SortOrder } from './use-list-params.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import styles from './components.module.css';

export interface DataTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: ColumnDef<Row, unknown>[];
  getRowId: (row: Row) => string;
  /** The column that names a row (a <th scope="row">), e.g. the subject. */
  rowHeader: string;
  /** What a row's checkbox is called, e.g. its subject. */
  rowLabel: (row: Row) => string;
  /** Sorting is done by the server; the table shows and changes the URL's sort. */
  sort?: { id: string | undefined; order: SortOrder };
  sortable?: readonly string[];
  onSort?: (id: string, order: SortOrder) => void;
  /** Actions on the selected rows (e.g. delete); without it the rows cannot be selected. */
  bulkActions?: (selectedIds: string[], clearSelection: () => void) => ReactNode;
  /** One line a row, smaller padding (the review queue: many rows on one screen). */
  dense?: boolean;
}

/**
 * A console table (TanStack Table): a caption, row headers, sortable column buttons with
 * aria-sort, and row selection for bulk actions. The selection is cleared when the rows change.
 */
export function DataTable<Row>({ caption, rows, columns, getRowId, rowHeader, rowLabel, sort, sortable = [], onSort, bulkActions, dense = false }: DataTableProps<Row>) {
  const { t } = useTranslation('console');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  useEffect(() => setRowSelection({}), [rows]);

  const table = useReactTable({
    data: rows as Row[],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: Boolean(bulkActions),
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
  });
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();

  return (
    <div className={styles.tableBlock}>
      {bulkActions && (
        <div className={styles.bulkBar} role="group" aria-label={t('list.bulkActions')}>
          <span aria-live="polite">{t('list.selected', { count: selectedIds.length })}</span>
          {bulkActions(selectedIds, () => setRowSelection({}))}
        </div>
      )}
      <ScrollRegion label={caption}>
        <table className={dense ? `${styles.table} ${styles.denseTable}` : styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {bulkActions && (
                  <td className={styles.selectCell}>
                    <input
                      type="checkbox"
                      aria-label={t('list.selectAll')}
                      checked={allSelected}
                      ref={(box) => {
                        if (box) box.indeterminate = someSelected && !allSelected;
                      }}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </td>
                )}
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const canSort = sortable.includes(id) && onSort;
                  const current = sort?.id === id ? sort.order : undefined;
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}>
                      {canSort ? (
                        <button type="button" className={styles.sortButton} onClick={() => onSort(id, current === 'desc' ? 'asc' : 'desc')}>
                          {title}
                          <span aria-hidden="true">{current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : ' ↕'}</span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {bulkActions && (
                  <td className={styles.selectCell}>
                    <input
                      type="checkbox"
                      aria-label={t('list.selectRow', { name: rowLabel(row.original) })}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return cell.column.id === rowHeader ? (
                    <th key={cell.id} scope="row" className={styles.rowHeader}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id}>{content}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
