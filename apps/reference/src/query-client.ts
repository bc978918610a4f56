import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '@teranga/headless';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRIES = 3;

const isClientError = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** The storefront document's cache settings: 5 min stale and garbage time, 3 retries backing off up to 30 s, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        // Up to 3 retries for what may pass (network, 5xx); a 4xx answer (not found, bad id) will not change.
        retry: (failures, error) => failures < MAX_RETRIES && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
        refetchOnMount: true,
      },
    },
  });
}

/** The shop's one cache, shared by the pages and by the category-count listener. */
export const queryClient = createQueryClient();
