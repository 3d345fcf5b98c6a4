import { QueryClient } from '@tanstack/react-query';

/** Read policy: results never go stale, no refetch on focus, no polling, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
