import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '@centre/platform';

/**
 * All console server data goes through one TanStack Query cache: lists and records are shared
 * between pages, and every write invalidates what it changed. A refusal (4xx) is an answer, not a
 * failure to retry; network trouble and 5xx are retried twice.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          const status = statusOf(error);
          return (status === undefined || status >= 500) && failures < 2;
        },
      },
    },
  });
}
