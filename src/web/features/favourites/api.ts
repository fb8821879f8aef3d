import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import type { FavouriteIds } from '#shared/schemas/favourites.ts';
import { api } from '#web/lib/api-client.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { sessionQuery, sessionQueryKey } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { favouriteKeys, favouritesQueryKey } from './query-keys.ts';

// A member's favourite listings. The public lists are cached per address and shared by every viewer, so whether a
// card's heart is filled comes from the member's own list of ids, read once and shared by every heart on screen.

// Until the session is known a heart shows as a visitor's, so a visitor's hearts do not all render again when it
// arrives (a list's worth, on a phone's first load); a press waits for it instead (useFavouriteToggle).
const sessionNotKnownYet: SessionResponse = { user: null };

/**
 * Who is signed in, as a heart needs it: null for a visitor (or before the session is known), else their id. It
 * reads the session the header keeps without fetching it again, and each heart renders again only when this changes.
 */
function useViewerId(): string | null {
  return (
    useQuery({
      queryKey: sessionQueryKey,
      queryFn: skipToken,
      placeholderData: sessionNotKnownYet,
      select: (session: SessionResponse) => session.user?.id ?? null,
    }).data ?? null
  );
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
    /** A visitor is asked to sign in; a member's heart turns. A press before the session is known waits for it. */
    press: async (askToSignIn: () => void) => {
      const session = await queryClient.ensureQueryData(sessionQuery);
      if (session.user) mutation.mutate(!favourited);
      else askToSignIn();
    },
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
