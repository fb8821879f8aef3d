import type { OfferCard as OfferCardData } from '#shared/schemas/offers.ts';
import { type CardLayout, OfferCard } from '#web/features/marketplace/components/offer-card.tsx';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { OfferCardSkeleton } from '#web/features/marketplace/components/offer-card-skeleton.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

// The offer lists' items: the cards, and their placeholders while a page loads.

// About a phone's first screen; the cards after it are hydrated one by one, after the page.
const cardsHydratedFirst = 4;

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

export function ListItems({ offers, layout, leading = false }: ListItemsProps) {
  const currency = useDisplayCurrency();
  return (
    <ul className={layoutClasses[layout]}>
      {offers.map((offer, index) => {
        const item = (
          <li key={offer.id}>
            <OfferCard offer={offer} layout={layout} currency={currency} priority={leading && index === 0} />
          </li>
        );
        return index < cardsHydratedFirst ? item : <HydrateLater key={offer.id}>{item}</HydrateLater>;
      })}
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
