import { ListingPage } from '#web/features/marketplace/pages/listing.tsx';
import { ProposalPanel } from '#web/features/proposals/components/proposal-panel.tsx';

// Two features meet on /listing/{id}: the marketplace's listing and the proposals' form. A feature never imports
// another, so they are put together here.
export function ListingRoute() {
  return <ListingPage renderProposalForm={(offer) => <ProposalPanel offer={offer} />} />;
}
