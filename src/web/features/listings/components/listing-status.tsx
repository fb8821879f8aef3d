import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '#web/components/ui/badge.tsx';
import { useFormatStatus } from '#web/components/record-status.tsx';
import type { MyListing } from '#shared/schemas/listings.ts';
import { cn } from '#web/lib/cn.ts';

const badgeClasses = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

type ListingStatusProps = { listing: MyListing; busy: boolean; onToggle: (to: 'active' | 'paused') => void };

/**
 * The status badge of My Offers. A live or paused listing's badge is the toggle between the two (the spec's
 * "click the badge"); the others are the admin's to change, and say why the listing is not live.
 */
export function ListingStatus({ listing, busy, onToggle }: ListingStatusProps) {
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const { status } = listing;
  const next = status === 'active' ? 'paused' : 'active';
  if ((status === 'active' || status === 'paused') && (next === 'paused' ? listing.can.pause : listing.can.resume)) {
    return (
      <button
        type="button"
        disabled={busy}
        aria-label={
          next === 'paused'
            ? intl.formatMessage({ id: 'listings.listingStatus.pauseLabel' }, { title: listing.title })
            : intl.formatMessage({ id: 'listings.listingStatus.activateLabel' }, { title: listing.title })
        }
        title={
          next === 'paused'
            ? intl.formatMessage({ id: 'listings.listingStatus.clickToPause' })
            : intl.formatMessage({ id: 'listings.listingStatus.clickToActivate' })
        }
        onClick={() => onToggle(next)}
        className={cn(
          badgeClasses,
          'cursor-pointer transition-opacity hover:opacity-80 disabled:cursor-wait disabled:opacity-50',
          status === 'active' ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
        )}
      >
        {describeStatus(status)}
      </button>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={status === 'rejected' ? 'outline' : 'neutral'}>{describeStatus(status)}</Badge>
      {status === 'pending' ? (
        <span className="text-xs text-muted-foreground">
          <FormattedMessage id="listings.listingStatus.awaitingApproval" />
        </span>
      ) : null}
      {status === 'rejected' ? (
        <span className="text-xs text-muted-foreground">
          <FormattedMessage id="listings.listingStatus.seeDescription" />
        </span>
      ) : null}
    </div>
  );
}
