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
