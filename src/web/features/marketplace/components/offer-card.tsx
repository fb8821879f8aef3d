import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode } from '#shared/currency.ts';
import type { OfferCard as OfferCardData } from '#shared/schemas/offers.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { nameCategory } from '#web/components/category-names.ts';
import { describePrice } from '#web/components/price.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FavouriteButton } from '#web/components/favourite-button.tsx';
import { HighlightedText } from '#web/components/highlighted-text.tsx';
import { OfferImage } from '#web/features/marketplace/components/offer-image.tsx';
import { OfferRating } from '#web/features/marketplace/components/offer-rating.tsx';
import { PaymentBadges } from '#web/features/marketplace/components/payment-badges.tsx';
import { cn } from '#web/lib/cn.ts';
import { readSessionUser, sessionQueryKey } from '#web/lib/session.ts';

export type CardLayout = 'grid' | 'list';

type OfferCardProps = {
  offer: OfferCardData;
  layout?: CardLayout;
  /** The viewer's display currency, read once by the list rather than watched by every card. */
  currency: CurrencyCode;
  /** The list's first card: its picture is fetched first (see OfferImage). */
  priority?: boolean;
  /** Whether the viewer keeps it among their favourites; null shows no heart (their own listing). */
  favourited: boolean | null;
  /** The list's heart press (useHearts), the same for every card. */
  onFavourite: (offerId: string, add: boolean) => void;
};

/**
 * One listing in a list. The whole card is one link to the listing (the title's link is stretched over it), but
 * for the heart and the provider's name, which leads to their profile.
 * Visitors are asked to sign in instead of opening it (spec: "clicking a listing or request prompts the sign-in
 * modal"); the address stays a real link so it can still be shared.
 * Memoized: when its list renders again (the session, the hearts), only the cards whose own props changed follow.
 */
export const OfferCard = memo(function OfferCard(props: OfferCardProps) {
  const { offer, layout = 'grid', currency, priority = false, favourited, onFavourite } = props;
  // The session is read when the card is clicked rather than watched: a list shows up to 100 cards, and a
  // subscription each made the first render slow and had every card render again when the session arrived.
  const queryClient = useQueryClient();
  const { openSignIn } = useAuthDialog();
  const intl = useIntl();

  const askVisitorToSignIn = (event: MouseEvent) => {
    // Only a known visitor's plain click: while the session loads the visitor may be a member, and a modified or
    // middle click opens the listing in a new tab or window, where the listing page asks them to sign in itself.
    const plainClick = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    const sessionLoading = (queryClient.getQueryState(sessionQueryKey)?.status ?? 'pending') === 'pending';
    if (readSessionUser(queryClient) || sessionLoading || !plainClick) return;
    event.preventDefault();
    openSignIn();
  };

  return (
    <Card
      className={cn(
        'group relative flex overflow-hidden transition hover:border-primary hover:shadow-md',
        'focus-within:ring-2 focus-within:ring-ring',
        layout === 'grid' ? 'h-full flex-col' : 'flex-col sm:flex-row',
      )}
    >
      <OfferImage
        src={offer.image}
        categorySlug={offer.categorySlug}
        priority={priority}
        className={cn('aspect-[4/3] w-full', layout === 'list' && 'sm:aspect-auto sm:w-56 sm:shrink-0')}
      />
      {favourited === null ? null : (
        <FavouriteButton
          favourited={favourited}
          onPress={(add) => onFavourite(offer.id, add)}
          className="absolute end-2 top-2 z-10"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="accent">{nameCategory(offer.category, intl)}</Badge>
          {offer.kind === 'request' ? (
            <Badge variant="primary">
              <FormattedMessage id="marketplace.offerCard.request" />
            </Badge>
          ) : null}
        </div>
        <h3 className="font-semibold leading-snug text-balance">
          <Link
            to={paths.listing(offer.id)}
            onClick={askVisitorToSignIn}
            className="outline-none after:absolute after:inset-0 group-hover:text-primary"
          >
            {offer.highlight ? <HighlightedText text={offer.highlight.title} /> : offer.title}
          </Link>
        </h3>
        <p className={cn('text-sm text-muted-foreground', layout === 'grid' ? 'line-clamp-2' : 'line-clamp-3')}>
          {offer.highlight ? <HighlightedText text={offer.highlight.description} /> : offer.description}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span className="font-semibold text-primary">{describePrice(offer.price, currency, intl)}</span>
          <OfferRating rating={offer.rating} reviewCount={offer.reviewCount} />
        </div>
        <PaymentBadges paymentTypes={offer.paymentTypes} />
        <div className="flex items-center gap-2 border-t border-border pt-3 text-sm">
          <Avatar name={offer.provider.fullName} src={offer.provider.profilePictureUrl} className="size-7 text-xs" />
          {/* A request's owner asks and pays; a service's owner provides (decision 009). */}
          {offer.kind === 'request' ? (
            <span className="shrink-0 text-muted-foreground">
              <FormattedMessage id="marketplace.offerCard.requestedBy" />
            </span>
          ) : null}
          {/* Above the card's stretched link: a profile is public, so visitors open it too. */}
          <Link
            to={paths.member(offer.provider.id)}
            className="relative z-10 truncate underline-offset-2 hover:text-primary hover:underline"
          >
            {offer.provider.fullName}
          </Link>
        </div>
      </div>
    </Card>
  );
});
