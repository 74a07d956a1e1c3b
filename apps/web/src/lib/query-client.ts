import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { notifyUnhandled } from './notify.ts';

export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.customErrorHandling) notifyUnhandled(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not fix themselves; retry only network trouble and 5xx, once.
      retry: (count, error) => count < 1 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
    mutations: { retry: false },
  },
});
