import { Heart } from 'lucide-react';
import { type MouseEvent, useCallback, useMemo } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import type { FavouriteIds } from '#shared/schemas/favourites.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { usePageHydrated } from '#web/components/hydrate-later.tsx';
import { favouriteKeys, favouritesQueryKey } from '#web/features/favourites/query-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { sessionQuery, useSessionPart } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';

// The hearts on lists and listing pages. The public lists are cached per address and shared by every viewer, so
// whether a heart is filled comes from the member's own list of ids, read once for a whole screen of hearts.

type Toggle = { offerId: string; add: boolean };

const selectViewerId = (session: SessionResponse) => session.user?.id ?? null;
const selectIds = (answer: FavouriteIds) => answer.ids;
const noIds: readonly string[] = [];

/**
 * The hearts of a screen, read once for all of them: who is signed in (null for a visitor, and until the session is
 * known), the listings they keep, and the toggle. A list's cards then cost no subscriptions of their own, and `press`
 * keeps its identity so that they need not render again.
 */
export function useHearts() {
  const queryClient = useQueryClient();
  const { openSignIn } = useAuthDialog();
  const intl = useIntl();
  const viewerId = useSessionPart(selectViewerId);
  const ids =
    useQuery({
      queryKey: favouriteKeys.ids,
      queryFn: viewerId ? ({ signal }) => api.get('/me/favourites/ids', { signal }) : skipToken,
      select: selectIds,
    }).data ?? noIds;
  const kept = useMemo(() => new Set(ids), [ids]);

  // The change shows at once and is undone if the server refuses it.
  const { mutate } = useMutation({
    mutationFn: ({ offerId, add }: Toggle) =>
      add
        ? api.put('/me/favourites/:offerId', { params: { offerId } })
        : api.delete('/me/favourites/:offerId', { params: { offerId } }),
    onMutate: async ({ offerId, add }) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.ids });
      const before = queryClient.getQueryData<FavouriteIds>(favouriteKeys.ids);
      const others = (before?.ids ?? []).filter((id) => id !== offerId);
      queryClient.setQueryData<FavouriteIds>(favouriteKeys.ids, { ids: add ? [offerId, ...others] : others });
      return { before };
    },
    onError: (error, { add }, context) => {
      if (context?.before) queryClient.setQueryData(favouriteKeys.ids, context.before);
      const fallback = intl.formatMessage({
        id: add ? 'components.favourite.addFailed' : 'components.favourite.removeFailed',
      });
      toast.error(describeError(error, fallback));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });

  /** A visitor is asked to sign in; a member's heart turns. A press before the session is known waits for it. */
  const press = useCallback(
    async (offerId: string, add: boolean) => {
      const session = await queryClient.ensureQueryData(sessionQuery);
      if (session.user) mutate({ offerId, add });
      else openSignIn();
    },
    [queryClient, mutate, openSignIn],
  );

  return { viewerId, kept, press };
}

type FavouriteButtonProps = {
  favourited: boolean;
  /** Called with what the press asks for: true to keep the listing, false to drop it (useHearts' press). */
  onPress: (add: boolean) => void;
  /** With its words beside the heart (the listing page), or the heart alone (cards). */
  labelled?: boolean;
  className?: string;
};

/**
 * The heart on cards and listing pages: a toggle (aria-pressed) that keeps or drops the listing among the member's
 * favourites at once. Its state and its press come from the screen's useHearts.
 */
export function FavouriteButton({ favourited, onPress, labelled = false, className }: FavouriteButtonProps) {
  // The server renders every heart empty, and hydrating keeps the attributes it wrote: a card hydrated after the
  // member's favourites arrived would stay empty. Kept hearts fill once the whole page has hydrated.
  const pressed = usePageHydrated() && favourited;
  const intl = useIntl();
  const labelId = pressed ? 'components.favourite.remove' : 'components.favourite.add';
  const label = labelled ? undefined : intl.formatMessage({ id: labelId });

  const click = (event: MouseEvent) => {
    // On a card the click must not open the listing underneath.
    event.preventDefault();
    event.stopPropagation();
    onPress(!pressed);
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={click}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full border border-border bg-background/90 text-sm',
        'font-medium shadow-sm transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring',
        'outline-none',
        labelled ? 'h-10 px-4' : 'size-9',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-4 shrink-0', pressed ? 'fill-red-500 text-red-500' : 'text-muted-foreground')}
      />
      {labelled ? <FormattedMessage id={labelId} /> : null}
    </button>
  );
}
