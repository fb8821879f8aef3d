import { Link } from 'react-router';
import { CircleAlert, Clock } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { paths } from '#web/app/paths.ts';
import { describePending, describeRejected } from '../wording.ts';

const bannerClass = 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-4 py-3 text-sm';
const linkClass = 'font-medium underline underline-offset-4 hover:no-underline';

/** Listings waiting on an admin, and listings turned down: each says how many and leads to My Offers. */
export function ListingBanners({ listings }: { listings: Dashboard['listings'] }) {
  const intl = useIntl();
  if (listings.pending === 0 && listings.rejected === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {listings.pending > 0 ? (
        <p className={`${bannerClass} border-accent-foreground/20 bg-accent text-accent-foreground`}>
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span>{describePending(listings.pending, intl)}</span>
          <Link to={paths.dashboard.offers()} className={linkClass}>
            <FormattedMessage id="dashboard.banners.viewOffers" />
          </Link>
        </p>
      ) : null}
      {listings.rejected > 0 ? (
        <p className={`${bannerClass} border-destructive/40 bg-destructive/10 text-destructive`}>
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span>{describeRejected(listings.rejected, intl)}</span>
          <Link to={paths.dashboard.offers()} className={linkClass}>
            <FormattedMessage id="dashboard.banners.seeWhy" />
          </Link>
        </p>
      ) : null}
    </div>
  );
}
