import { useId } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { OfferKind } from '#shared/constants.ts';
import type { ListingMatch } from '#shared/schemas/listing-matches.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { useFormatPrice } from '#web/components/price.ts';
import { Card } from '#web/components/ui/card.tsx';
import { useListingMatches } from '#web/features/marketplace/api.ts';
import { OfferRating } from '#web/features/marketplace/components/offer-rating.tsx';

type ListingMatchesProps = { offerId: string; kind: OfferKind };

/**
 * A live listing's other side: on a request the members who offer it, on a service the members looking for it.
 * Extra to the page: nothing shows while it loads, when it fails, or when no one matches.
 */
export function ListingMatches({ offerId, kind }: ListingMatchesProps) {
  const headingId = useId();
  const { data } = useListingMatches(offerId);
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-4 text-xl font-semibold tracking-tight">
        {kind === 'request' ? (
          <FormattedMessage id="marketplace.listingMatches.offering" />
        ) : (
          <FormattedMessage id="marketplace.listingMatches.looking" />
        )}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((match) => (
          <li key={match.listing.id}>
            <MatchCard match={match} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MatchCard({ match: { listing, member } }: { match: ListingMatch }) {
  const formatPrice = useFormatPrice();
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <Link to={paths.listing(listing.id)} className="font-medium leading-snug text-balance hover:text-primary">
        {listing.title}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-primary">{formatPrice(listing.price)}</span>
        <OfferRating rating={listing.rating} reviewCount={listing.reviewCount} />
      </div>
      <Link
        to={paths.member(member.id)}
        className="mt-auto flex items-center gap-2 border-t border-border pt-3 text-sm hover:text-primary"
      >
        <Avatar name={member.fullName} src={member.profilePictureUrl} className="size-7 text-xs" />
        <span className="truncate">{member.fullName}</span>
      </Link>
    </Card>
  );
}
