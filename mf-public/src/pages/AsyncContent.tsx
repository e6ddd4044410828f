import type { ReactNode } from 'react';
import { ErrorState, LoadingState, statusOf, type AsyncData } from '@centre/platform';
import { NotFoundState } from './NotFoundPage.tsx';

/**
 * A detail load that names no record: 404, or 400 when the address's id is not even well-formed
 * (the id is a detail page's only input, so for the visitor both mean "no such page").
 */
export const isMissingRecord = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 400;

/** The detail page's record does not exist: its tab title must say so too, not just its heading. */
export const isNotFound = (state: AsyncData<unknown>) => state.status === 'error' && isMissingRecord(state.error);

/**
 * The loading / error / not-found / ready states every public page goes through, in one place:
 * a missing record (see isMissingRecord) becomes the localised not-found page inside the layout.
 */
export function AsyncContent<T>({
  state,
  notFoundTitle,
  children,
}: {
  state: AsyncData<T> & { reload: () => void };
  notFoundTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') {
    if (notFoundTitle && isMissingRecord(state.error)) return <NotFoundState title={notFoundTitle} />;
    return <ErrorState onRetry={state.reload} />;
  }
  return <>{children(state.data)}</>;
}
