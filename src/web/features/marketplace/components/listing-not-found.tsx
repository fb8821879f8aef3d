import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useOffers } from '#web/features/marketplace/api.ts';

/** An unknown id, or a listing that is not live: the spec's 'Listing not found' with the way back to browsing. */
export function ListingNotFound() {
  // Services and requests are listed apart; the smallest pages, as only their totals are read.
  const services = useOffers({ kind: 'service', pageSize: 25 });
  const requests = useOffers({ kind: 'request', pageSize: 25 });
  const available = services.data && requests.data ? services.data.total + requests.data.total : undefined;
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-muted-foreground">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="marketplace.listingNotFound.title" />
      </h1>
      <p className="text-muted-foreground text-pretty">
        <FormattedMessage id="marketplace.listingNotFound.text" />
      </p>
      {available === undefined ? null : (
        <p className="text-sm font-medium">
          <FormattedMessage id="marketplace.listingNotFound.available" values={{ count: available }} />
        </p>
      )}
      <Button asChild size="lg">
        <Link to={paths.browse()}>
          <FormattedMessage id="marketplace.listingNotFound.browseAll" />
        </Link>
      </Button>
    </Card>
  );
}
