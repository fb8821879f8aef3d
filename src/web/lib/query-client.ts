import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';

const staleTimeMs = 30_000;
const maxRetries = 2;

// A 4xx answer (validation, no session, forbidden, not found) will not change by asking again; network errors,
// timeouts and 5xx answers might.
function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: staleTimeMs, retry: shouldRetryQuery },
    // Writes are not idempotent from the client's point of view; the user retries them deliberately.
    mutations: { retry: false },
  },
});
