import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app; the session layer clears it when the identity changes. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});
