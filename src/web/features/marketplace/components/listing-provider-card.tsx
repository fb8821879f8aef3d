import { Link } from 'react-router';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatMonthYear } from '#shared/number-format.ts';

type ListingProviderCardProps = { provider: OfferDetail['provider']; kind: OfferDetail['kind'] };

/**
 * Whose listing it is: picture, name (a link to their profile and reviews) and how long they have been a member. A
 * service's owner is its provider; a request's owner asks for the work and pays for it ('Requested by').
 */
export function ListingProviderCard({ provider, kind }: ListingProviderCardProps) {
  const name = (
    <Link to={paths.member(provider.id)} className="hover:text-primary hover:underline">
      {provider.fullName}
    </Link>
  );
  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={provider.fullName} src={provider.profilePictureUrl} className="size-14 text-lg" />
      <div className="min-w-0">
        {kind === 'request' ? (
          <p className="truncate font-semibold">Requested by {name}</p>
        ) : (
          <>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Provider</p>
            <p className="truncate font-semibold">{name}</p>
          </>
        )}
        <p className="text-sm text-muted-foreground">Member since {formatMonthYear(provider.memberSince)}</p>
      </div>
    </Card>
  );
}
