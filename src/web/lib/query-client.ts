import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { accountErrorCodes } from '#shared/schemas/accounts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { publicSettingsQueryKey } from '#web/lib/public-settings.ts';
import { endSession, readSessionUser, sessionNotices, sessionQueryKey } from '#web/lib/session.ts';

// The shared codes, checked against the contract at compile time. Importing the values would pull the schema
// module, and with it the whole validation library, into the first download of every page.
const errorCodes = {
  suspended: 'ACCOUNT_SUSPENDED',
  maintenance: 'MAINTENANCE',
  unauthorized: 'UNAUTHORIZED',
} as const satisfies Pick<typeof accountErrorCodes, 'suspended' | 'maintenance' | 'unauthorized'>;

const staleTimeMs = 30_000;
const maxRetries = 2;

// A 4xx response (validation, no session, forbidden, not found) will not change by asking again, nor will maintenance
// (the maintenance screen takes over at once instead); network errors, timeouts and other 5xx responses might.
function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.code === errorCodes.maintenance) return false;
  return failureCount < maxRetries;
}

/**
 * The query cache of one page: the browser's, for the life of the tab, or a server render's, for one request (a
 * visitor's responses only; see src/web/entry-server.tsx).
 */
export function createQueryClient(): QueryClient {
  // Any call may learn that the account was suspended, that maintenance began or that the session is gone. The
  // guards decide what to show from the session and the settings, so those are asked again; a session that ended
  // while the app believed it was signed in is a forced sign-out.
  const reactToApiError = (error: Error): void => {
    if (!(error instanceof ApiError)) return;
    if (error.code === errorCodes.suspended || error.code === errorCodes.maintenance) {
      void client.invalidateQueries({ queryKey: sessionQueryKey });
      void client.invalidateQueries({ queryKey: publicSettingsQueryKey });
    } else if (error.code === errorCodes.unauthorized && readSessionUser(client)) {
      endSession(client, sessionNotices.expired);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: reactToApiError }),
    mutationCache: new MutationCache({ onError: reactToApiError }),
    defaultOptions: {
      queries: { staleTime: staleTimeMs, retry: shouldRetryQuery },
      // Writes are not idempotent from the client's point of view; the user retries them deliberately.
      mutations: { retry: false },
    },
  });
  return client;
}
