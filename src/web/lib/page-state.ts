import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';

// The query cache a server render hands the browser, so the browser's first render reads what the server's did.
// A listing that was not found travels too: the browser shows the same 'not found' the HTML holds, then asks again
// with the member's own session (retryOnMount), which may see their own unpublished listing.

export const pageStateElementId = 'page-state';

type SentError = { status: number; code: string; message: string };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function savePageState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || isNotFound(query.state.error),
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const sent: SentError = { status: error.status, code: error.code, message: error.message };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

/**
 * A read whose answer the browser must ask for itself even when the page brought it: one that records something,
 * as a listing's read counts a view.
 */
export const askedByTheBrowser = { askedByTheBrowser: true } as const;

export function restorePageState(queryClient: QueryClient, state: DehydratedState): void {
  // The page is revalidated on every visit, and its server copy is dropped with the public reads it was rendered
  // from: its reads are as fresh as the same reads asked now, which would only parse the same answers again.
  const arrivedAt = Date.now();
  for (const query of state.queries) {
    const error = query.state.error as SentError | null;
    if (error) (query.state as { error: unknown }).error = new ApiError(error);
    else if (!query.meta?.askedByTheBrowser) query.state.dataUpdatedAt = arrivedAt;
  }
  hydrate(queryClient, state);
}

/** The page's HTML with its state: `<` escaped, so no text in the state can end the script element. */
export function serializePageState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
