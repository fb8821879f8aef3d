import { useDeferredValue } from 'react';
import type { OfferCard as OfferCardData } from '#shared/schemas/offers.ts';
import { type CardLayout, OfferCard } from '#web/features/marketplace/components/offer-card.tsx';
import { OfferCardSkeleton } from '#web/features/marketplace/components/offer-card-skeleton.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

// The offer lists' items: the cards, and their placeholders while a page loads.

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
  const currency = useDisplayCurrency();
  return (
    <ul className={layoutClasses[layout]}>
      {shown.map((offer, index) => (
        <li key={offer.id}>
          <OfferCard offer={offer} layout={layout} currency={currency} priority={leading && index === 0} />
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
