import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import type { FavouriteIds } from '#shared/schemas/favourites.ts';
import { api } from '#web/lib/api-client.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { favouriteKeys, favouritesQueryKey } from './query-keys.ts';

// A member's favourite listings. The public lists are cached per address and shared by every viewer, so whether a
// card's heart is filled comes from the member's own list of ids, read once and shared by every heart on screen.

/**
 * Who is signed in, as a heart needs it: undefined while the session loads, null for a visitor, else their id. It
 * reads the session the header keeps without fetching it again, and each heart renders again only when this changes.
 */
function useViewerId(): string | null | undefined {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: skipToken,
    select: (session: SessionResponse) => session.user?.id ?? null,
  }).data;
}

// Each heart selects its own answer, so a change renders again only the hearts it turns.
function useIsFavourite(offerId: string, enabled: boolean): boolean {
  return (
    useQuery({
      queryKey: favouriteKeys.ids,
      queryFn: enabled ? ({ signal }) => api.get('/me/favourites/ids', { signal }) : skipToken,
      select: (answer: FavouriteIds) => answer.ids.includes(offerId),
    }).data ?? false
  );
}

/** One heart's state, and its toggle: the change shows at once and is undone if the server refuses it. */
export function useFavouriteToggle(offerId: string) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  const favourited = useIsFavourite(offerId, Boolean(viewerId));

  const mutation = useMutation({
    mutationFn: (add: boolean) =>
      add
        ? api.put('/me/favourites/:offerId', { params: { offerId } })
        : api.delete('/me/favourites/:offerId', { params: { offerId } }),
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.ids });
      const before = queryClient.getQueryData<FavouriteIds>(favouriteKeys.ids);
      const others = (before?.ids ?? []).filter((id) => id !== offerId);
      queryClient.setQueryData<FavouriteIds>(favouriteKeys.ids, { ids: add ? [offerId, ...others] : others });
      return { before };
    },
    onError: (error, add, context) => {
      if (context?.before) queryClient.setQueryData(favouriteKeys.ids, context.before);
      toast.error(describeError(error, add ? 'Could not add to favourites' : 'Could not remove from favourites'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });

  return {
    viewerId,
    favourited,
    pending: mutation.isPending,
    toggle: () => mutation.mutate(!favourited),
  };
}

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
