import { Link } from 'react-router';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/ui/card.tsx';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** Who offers the listing: picture, name (a link to their profile and reviews) and how long they have been a member. */
export function ListingProviderCard({ provider }: { provider: OfferDetail['provider'] }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={provider.fullName} src={provider.profilePictureUrl} className="size-14 text-lg" />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Provider</p>
        <p className="truncate font-semibold">
          <Link to={paths.member(provider.id)} className="hover:text-primary hover:underline">
            {provider.fullName}
          </Link>
        </p>
        <p className="text-sm text-muted-foreground">Member since {monthYear.format(new Date(provider.memberSince))}</p>
      </div>
    </Card>
  );
}
