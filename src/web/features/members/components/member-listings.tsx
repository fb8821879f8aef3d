import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferCard } from '#shared/schemas/offers.ts';
import { paths } from '#web/app/paths.ts';
import { useCategoryName } from '#web/components/category-names.ts';
import { useFormatPrice } from '#web/components/price.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

type Tab = 'services' | 'requests';

// Message ids, formatted at render; a tab's label carries its count.
const tabLabels = { services: 'members.listings.servicesTab', requests: 'members.listings.requestsTab' } as const;
const emptyTexts = { services: 'members.listings.noServices', requests: 'members.listings.noRequests' } as const;

/** The member's live services and requests, one tab each, as a compact list of links to the listings. */
export function MemberListings({ services, requests }: { services: OfferCard[]; requests: OfferCard[] }) {
  const intl = useIntl();
  const baseId = useId();
  // Opens on whichever they have, services first.
  const [tab, setTab] = useState<Tab>(services.length === 0 && requests.length > 0 ? 'requests' : 'services');
  const listings = { services, requests };
  const tabs: Tab[] = ['services', 'requests'];
  return (
    <section aria-labelledby={`${baseId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${baseId}-heading`} className="text-xl font-semibold">
        <FormattedMessage id="members.listings.heading" />
      </h2>
      <div
        role="tablist"
        aria-label={intl.formatMessage({ id: 'members.listings.heading' })}
        className="flex gap-2 border-b border-border"
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-${name}-panel`}
            onClick={() => setTab(name)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
              tab === name
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            <FormattedMessage id={tabLabels[name]} values={{ count: listings[name].length }} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {listings[tab].length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            <FormattedMessage id={emptyTexts[tab]} />
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {listings[tab].map((offer) => (
              <li key={offer.id}>
                <ListingRow offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ListingRow({ offer }: { offer: OfferCard }) {
  const formatPrice = useFormatPrice();
  const nameCategory = useCategoryName();
  return (
    <Card className="relative flex h-full gap-3 p-3 transition hover:border-primary focus-within:ring-2 focus-within:ring-ring">
      {offer.image ? (
        <img src={offer.image} alt="" loading="lazy" className="size-16 shrink-0 rounded-md object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={paths.listing(offer.id)}
          className="line-clamp-2 font-medium outline-none after:absolute after:inset-0 hover:text-primary"
        >
          {offer.title}
        </Link>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="accent">{nameCategory(offer.category)}</Badge>
          <span>{formatPrice(offer.price)}</span>
          {offer.rating === null ? null : (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
              {offer.rating.toFixed(1)}
            </span>
          )}
        </div>
      </div>
    </Card>
  );
}
