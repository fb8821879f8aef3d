import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { useFavouriteToggle } from '#web/features/favourites/api.ts';
import { cn } from '#web/lib/cn.ts';

type FavouriteButtonProps = {
  offerId: string;
  /**
   * On a card, the listing's owner, who sees no heart there: a list is one answer cached for everyone, so its cards
   * carry no `can` flags (decision 040). The listing page shows the button only where its `can.favourite` allows.
   */
  cardOwnerId?: string;
  /** With its words beside the heart (the listing page), or the heart alone (cards). */
  labelled?: boolean;
  className?: string;
};

/**
 * The heart on cards and listing pages: a toggle (aria-pressed) that keeps or drops the listing among the member's
 * favourites at once. Visitors are asked to sign in, as for every member-only action.
 */
export function FavouriteButton({ offerId, cardOwnerId, labelled = false, className }: FavouriteButtonProps) {
  const { openSignIn } = useAuthDialog();
  const { viewerId, favourited, press } = useFavouriteToggle(offerId);
  if (cardOwnerId !== undefined && viewerId === cardOwnerId) return null;
  const label = favourited ? 'Remove from favourites' : 'Add to favourites';

  const click = (event: MouseEvent) => {
    // On a card the click must not open the listing underneath.
    event.preventDefault();
    event.stopPropagation();
    void press(openSignIn);
  };

  return (
    <button
      type="button"
      aria-pressed={favourited}
      aria-label={labelled ? undefined : label}
      title={labelled ? undefined : label}
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
        className={cn('size-4 shrink-0', favourited ? 'fill-red-500 text-red-500' : 'text-muted-foreground')}
      />
      {labelled ? label : null}
    </button>
  );
}
