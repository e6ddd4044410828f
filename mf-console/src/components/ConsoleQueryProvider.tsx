import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@centre/platform';
import { createConsoleQueryClient } from './query-client.ts';

/** One query cache per mounted console, emptied when staff sign out (the next person sees none of it). */
export function ConsoleQueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createConsoleQueryClient);
  const { accessToken } = useSession();
  useEffect(() => {
    if (!accessToken) queryClient.clear();
  }, [accessToken, queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
