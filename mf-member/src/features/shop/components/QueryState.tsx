import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';

/** Loading and error states of one query, the same on every shop screen; children render the data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState detail={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
