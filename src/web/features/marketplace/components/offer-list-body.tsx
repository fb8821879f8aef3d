import { type ReactNode, useDeferredValue } from 'react';
import { CircleAlert, SearchX } from 'lucide-react';
import type { OfferCard as OfferCardData } from '#shared/schemas/offers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { type CardLayout, OfferCard } from '#web/features/marketplace/components/offer-card.tsx';
import { OfferCardSkeleton } from '#web/features/marketplace/components/offer-card-skeleton.tsx';
import { cn } from '#web/lib/cn.ts';

// What the list area shows in each state: the cards, their placeholders, nothing found, or a failed load.

const layoutClasses: Record<CardLayout, string> = {
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-4',
};

type ListItemsProps = {
  offers: readonly OfferCardData[];
  layout: CardLayout;
  /** The list opens the page, so its first card is in view on load: its picture is fetched first. */
  leading?: boolean;
};

// What a screen shows first: a wide screen's first two rows.
const firstCardCount = 6;

export function ListItems({ offers, layout, leading = false }: ListItemsProps) {
  // A page of up to 100 cards rendered at once held the main thread for a third of a second on a phone. The list
  // opens with the cards in view, and React renders the rest right after in the background, yielding to input.
  const shown = useDeferredValue(offers, offers.slice(0, firstCardCount));
  return (
    <ul className={layoutClasses[layout]}>
      {shown.map((offer, index) => (
        <li key={offer.id}>
          <OfferCard offer={offer} layout={layout} priority={leading && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ListSkeletons({ count, layout }: { count: number; layout: CardLayout }) {
  return (
    <ul aria-label="Loading" className={layoutClasses[layout]}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <OfferCardSkeleton layout={layout} />
        </li>
      ))}
    </ul>
  );
}

function ListNotice({ tone, children }: { tone: 'empty' | 'error'; children: ReactNode }) {
  const Icon = tone === 'empty' ? SearchX : CircleAlert;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center',
        tone === 'error' ? 'border-destructive/40' : 'border-border',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-10', tone === 'error' ? 'text-destructive' : 'text-muted-foreground')}
      />
      {children}
    </div>
  );
}

type ListEmptyProps = { noun: string; filtered: boolean; onClear: () => void };

export function ListEmpty({ noun, filtered, onClear }: ListEmptyProps) {
  return (
    <ListNotice tone="empty">
      <p className="text-lg font-semibold">No {noun} found</p>
      <p className="max-w-md text-sm text-muted-foreground text-pretty">
        {filtered
          ? 'Nothing matches this search and these filters. Try other words, or clear the filters to see everything.'
          : `No ${noun} are listed yet. Check back soon.`}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          Clear all filters
        </Button>
      ) : null}
    </ListNotice>
  );
}

export function ListError({ noun, onRetry }: { noun: string; onRetry: () => void }) {
  return (
    <ListNotice tone="error">
      <p className="font-semibold">The {noun} could not be loaded.</p>
      <p className="text-sm text-muted-foreground">Check your connection, then try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </ListNotice>
  );
}
