import { useIntl } from 'react-intl';
import { SuspendedActionsNotice } from '#web/app/guard-screens.tsx';
import type { Prefetch } from '#web/app/prefetch.ts';
import { offerQuery } from '#web/features/marketplace/api.ts';
import { ListingPage } from '#web/features/marketplace/pages/listing.tsx';
import { ProviderListings } from '#web/features/members/components/provider-listings.tsx';
import { MessageProviderButton } from '#web/features/messaging/components/message-provider-button.tsx';
import { ProposalPanel } from '#web/features/proposals/components/proposal-panel.tsx';
import { useSession } from '#web/lib/session.ts';

// Three features meet on /listing/{id}: the marketplace's listing, the proposals' form and messaging's 'Message
// provider' ('Message <name>' on a request, whose owner asks rather than provides). A feature never imports another,
// so they are put together here. Each shows as the listing's `can` flags allow (decision 040). A suspended member,
// whose flags allow neither, is told why (and where to get help) in the form's place.
export function ListingRoute() {
  const { user } = useSession();
  const intl = useIntl();
  return (
    <ListingPage
      renderProposalForm={(offer) =>
        user?.status === 'suspended' ? (
          <SuspendedActionsNotice reason={user.suspensionReason} />
        ) : (
          <ProposalPanel offer={offer} />
        )
      }
      renderProviderActions={(offer) =>
        offer.can.message ? (
          <MessageProviderButton
            providerId={offer.provider.id}
            label={
              offer.kind === 'request'
                ? intl.formatMessage({ id: 'app.listing.messageOwner' }, { name: offer.provider.fullName })
                : undefined
            }
          />
        ) : null
      }
      renderProviderListings={(offer) => <ProviderListings memberId={offer.provider.id} />}
    />
  );
}

export const prefetchListing: Prefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(offerQuery(params.id ?? ''));
