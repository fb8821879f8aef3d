import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatMonthYear } from '#shared/date-format.ts';

type ListingProviderCardProps = { provider: OfferDetail['provider']; kind: OfferDetail['kind'] };

/**
 * Whose listing it is: picture, name (a link to their profile and reviews) and how long they have been a member. A
 * service's owner is its provider; a request's owner asks for the work and pays for it ('Requested by').
 */
export function ListingProviderCard({ provider, kind }: ListingProviderCardProps) {
  const intl = useIntl();
  const link = (chunks: ReactNode) => (
    <Link to={paths.member(provider.id)} className="hover:text-primary hover:underline">
      {chunks}
    </Link>
  );
  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={provider.fullName} src={provider.profilePictureUrl} className="size-14 text-lg" />
      <div className="min-w-0">
        {kind === 'request' ? (
          <p className="truncate font-semibold">
            <FormattedMessage id="marketplace.listingProvider.requestedBy" values={{ name: provider.fullName, link }} />
          </p>
        ) : (
          <>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              <FormattedMessage id="marketplace.listingProvider.provider" />
            </p>
            <p className="truncate font-semibold">{link(provider.fullName)}</p>
          </>
        )}
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="marketplace.listingProvider.memberSince"
            values={{ date: formatMonthYear(provider.memberSince, intl.locale) }}
          />
        </p>
      </div>
    </Card>
  );
}
