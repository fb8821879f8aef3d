import { browseCategories, categories, type Category } from '#shared/categories.ts';
import type { OfferKind } from '#shared/constants.ts';
import type { Prefetch } from '#web/app/prefetch.ts';
import { marketListQuery, parseMarketListParams } from '#web/components/list/list-params.ts';
import { offersQuery } from '#web/features/marketplace/api.ts';
import { BrowsePage } from '#web/features/marketplace/pages/browse.tsx';
import { RequestsPage } from '#web/features/marketplace/pages/requests.tsx';
import { ServicesPage } from '#web/features/marketplace/pages/services.tsx';
import { SaveSearchButton } from '#web/features/saved-searches/components/save-search-button.tsx';

// The marketplace's lists with 'Save this search' from the saved searches: a feature never imports another, so they
// are put together here.
export function BrowseRoute() {
  return <BrowsePage actions={<SaveSearchButton kind="service" />} />;
}

export function ServicesRoute() {
  return <ServicesPage actions={<SaveSearchButton kind="service" />} />;
}

export function RequestsRoute() {
  return <RequestsPage actions={<SaveSearchButton kind="request" />} />;
}

/** A list's first read, from its address exactly as the page reads it (useMarketListParams). */
function prefetchList(kind: OfferKind, listCategories: readonly Category[]): Prefetch {
  const slugs = listCategories.map((category) => category.slug);
  return ({ queryClient, url }) =>
    queryClient.prefetchQuery(offersQuery(marketListQuery(parseMarketListParams(url.searchParams, slugs), kind)));
}

export const prefetchServices = prefetchList('service', browseCategories);
export const prefetchRequests = prefetchList('request', categories);
