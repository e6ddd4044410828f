import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { Pagination } from './Pagination.tsx';
import { QueryRows } from './QueryRows.tsx';
import styles from './components.module.css';

/** What a list page's query gives (a TanStack Query result fits): every console list answers with a summary. */
export interface ListQuery {
  data?: { summary: { total: number } };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PagedListProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  list: ListQuery;
  /** The rows of `list.data` (undefined while there is no answer yet). */
  rows: readonly Row[] | undefined;
  /** What an empty page says, e.g. "no match" when a search or filter is on. */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * A console list below its tools: the total (announced politely), then loading, an error with
 * retry, the empty state, or the table and its page numbers.
 */
export function PagedList<Row>({ list, rows, empty, page, pageSize, onPage, ...table }: PagedListProps<Row>) {
  const { t } = useTranslation('console');
  const total = list.data?.summary.total ?? 0;
  return (
    <>
      <p className={styles.total} aria-live="polite">
        {list.data ? t('list.total', { count: total }) : '\u00a0'}
      </p>
      <QueryRows query={list} rows={rows} empty={empty}>
        {(shown) => (
          <>
            <DataTable rows={shown} {...table} />
            <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPage={onPage} />
          </>
        )}
      </QueryRows>
    </>
  );
}
