import type { OfferDetail } from '#shared/schemas/offers.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/ui/card.tsx';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** Who offers the listing: picture, name and how long they have been a member. */
export function ListingProviderCard({ provider }: { provider: OfferDetail['provider'] }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={provider.fullName} src={provider.profilePictureUrl} className="size-14 text-lg" />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Provider</p>
        <p className="truncate font-semibold">{provider.fullName}</p>
        <p className="text-sm text-muted-foreground">Member since {monthYear.format(new Date(provider.memberSince))}</p>
      </div>
    </Card>
  );
}
