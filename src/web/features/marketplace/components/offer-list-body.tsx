import { useIntl } from 'react-intl';
import type { OfferCard as OfferCardData } from '#shared/schemas/offers.ts';
import { type CardLayout, OfferCard } from '#web/features/marketplace/components/offer-card.tsx';
import { useHearts } from '#web/components/favourite-button.tsx';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { OfferCardSkeleton } from '#web/features/marketplace/components/offer-card-skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

// The offer lists' items: the cards, and their placeholders while a page loads.

// About a phone's first screen. The cards after it are laid out and painted only as they come near the screen, so
// a list of 50 costs the first layout a screen's worth; the clip margin keeps a card's focus ring and shadow.
const cardsInFirstScreen = 4;

const laterCardClasses = '[content-visibility:auto] [contain-intrinsic-size:auto_32rem] [overflow-clip-margin:0.75rem]';

const layoutClasses: Record<CardLayout, string> = {
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-4',
};

type ListItemsProps = {
  offers: readonly OfferCardData[];
  layout: CardLayout;
  /** The list opens the page, so its first card is in view on load: its picture is fetched first. */
  leading?: boolean;
  /** Columns of its own in place of the layout's (a category page). */
  className?: string;
  /** True while another page replaces the one on screen. */
  busy?: boolean;
};

/** The list hydrates in a task of its own after the page, and each card after it in one of its own. */
export function ListItems(props: ListItemsProps) {
  return (
    <HydrateLater>
      <Items {...props} />
    </HydrateLater>
  );
}

function Items({ offers, layout, leading = false, className, busy }: ListItemsProps) {
  const currency = useDisplayCurrency();
  const hearts = useHearts();
  return (
    <ul aria-busy={busy} className={cn(className ?? layoutClasses[layout], busy && 'opacity-60 transition-opacity')}>
      {offers.map((offer, index) => (
        <HydrateLater key={offer.id}>
          <li className={index < cardsInFirstScreen ? undefined : laterCardClasses}>
            <OfferCard
              offer={offer}
              layout={layout}
              currency={currency}
              priority={leading && index === 0}
              favourited={hearts.viewerId === offer.provider.id ? null : hearts.kept.has(offer.id)}
              onFavourite={hearts.press}
            />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}

export function ListSkeletons({ count, layout }: { count: number; layout: CardLayout }) {
  const intl = useIntl();
  return (
    <ul aria-label={intl.formatMessage({ id: 'marketplace.offerListBody.loading' })} className={layoutClasses[layout]}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <OfferCardSkeleton layout={layout} />
        </li>
      ))}
    </ul>
  );
}
