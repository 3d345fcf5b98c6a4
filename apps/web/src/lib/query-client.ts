import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { noteFailedCall } from './session-expiry.ts';

/**
 * Read policy: results never go stale, no refetch on focus, no polling, no retries. Every failed
 * call passes by lib/session-expiry.ts, the one place that notices a session gone (401).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => noteFailedCall(error, query.queryKey) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => noteFailedCall(error, mutation.options.mutationKey),
  }),
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
