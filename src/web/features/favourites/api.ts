import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { favouriteKeys, favouritesQueryKey } from './query-keys.ts';

// A member's favourite listings on the dashboard. The hearts on lists and listing pages are
// components/favourite-button.tsx.

/** The member's favourites for the dashboard, most recently added first. */
export function useFavourites(page: number) {
  return useQuery({
    queryKey: favouriteKeys.page(page),
    queryFn: ({ signal }) => api.get('/me/favourites', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Removes a favourite from the dashboard's list; the hearts and the list reread. */
export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => api.delete('/me/favourites/:offerId', { params: { offerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}
