import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';

export type AsyncData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs a load when the dependencies change and tracks loading / success / error. A load that is
 * overtaken by a newer one (dependencies changed, retry, unmount) is ignored and aborted.
 */
export function useAsyncData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  onError?: (error: unknown) => void,
): AsyncData<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        // Rendering what arrived is a transition: React renders it in slices instead of one long
        // task (a page of cards can take 100+ ms on a slow phone), so input stays responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'success', data }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
        onError?.(error);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps describe the load
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
