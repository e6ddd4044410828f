// The states every console list goes through, in one place: loading, an error with a retry, the
// empty state, then its rows (a table, paged or not).
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';

/** What a list's query gives (a TanStack Query result fits). */
export interface RowsQuery {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, the error with retry, `empty` when there are no rows, else `children(rows)`. */
export function QueryRows<Row>({ query, rows, empty, children }: { query: RowsQuery; rows: readonly Row[] | undefined; empty: ReactNode; children: (rows: readonly Row[]) => ReactNode }) {
  return (
    <>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState detail={errorMessage(query.error)} onRetry={() => void query.refetch()} />}
      {query.data !== undefined && rows && (rows.length === 0 ? <EmptyState>{empty}</EmptyState> : children(rows))}
    </>
  );
}
