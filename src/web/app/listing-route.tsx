import { ListingPage } from '#web/features/marketplace/pages/listing.tsx';
import { MessageProviderButton } from '#web/features/messaging/components/message-provider-button.tsx';
import { ProposalPanel } from '#web/features/proposals/components/proposal-panel.tsx';

// Three features meet on /listing/{id}: the marketplace's listing, the proposals' form and messaging's 'Message
// provider'. A feature never imports another, so they are put together here.
export function ListingRoute() {
  return (
    <ListingPage
      renderProposalForm={(offer) => <ProposalPanel offer={offer} />}
      renderProviderActions={(offer) => <MessageProviderButton providerId={offer.provider.id} />}
    />
  );
}
