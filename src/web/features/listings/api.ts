import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferStatus } from '#shared/constants.ts';
import type { CreateListingInput, UpdateListingInput } from '#shared/schemas/listings.ts';
import { api } from '#web/lib/api-client.ts';
import { myListingsKey } from './query-keys.ts';

// The public lists, the listing pages and the category counts are cached under these roots (marketplace/api.ts);
// a posted, paused, edited or deleted listing may change any of them, so they are reread when next shown.
const publicRoots = [['offers'], ['categories']] as const;

async function refreshListings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: myListingsKey }),
    ...publicRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** The member's own listings, newest first: every status, or one. */
export function useMyListings(page: number, status?: OfferStatus) {
  return useQuery({
    queryKey: [...myListingsKey, page, status ?? 'all'],
    queryFn: ({ signal }) => api.get('/me/offers', { query: { page, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListingInput) => api.post('/offers', { body: input }),
    onSuccess: () => refreshListings(queryClient),
  });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateListingInput }) =>
      api.patch('/offers/:id', { params: { id }, body: changes }),
    onSuccess: () => refreshListings(queryClient),
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/offers/:id', { params: { id } }),
    onSuccess: () => refreshListings(queryClient),
  });
}

/** One click: the listing's lifetime starts again, and an expired one is back on the marketplace. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/offers/:id/renew', { params: { id } }),
    onSuccess: () => refreshListings(queryClient),
  });
}
