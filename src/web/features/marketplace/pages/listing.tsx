import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { summarize } from '#shared/summarize.ts';
import { paths } from '#web/app/paths.ts';
import { BackButton } from '#web/components/back-button.tsx';
import { FavouriteButton, useHearts } from '#web/components/favourite-button.tsx';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useOffer } from '#web/features/marketplace/api.ts';
import { ListingGallery } from '#web/features/marketplace/components/listing-gallery.tsx';
import { ListingMatches } from '#web/features/marketplace/components/listing-matches.tsx';
import { ListingNotFound } from '#web/features/marketplace/components/listing-not-found.tsx';
import { ListingOwnEdit } from '#web/features/marketplace/components/listing-own-edit.tsx';
import { ListingProviderCard } from '#web/features/marketplace/components/listing-provider-card.tsx';
import { ListingSignInPanel } from '#web/features/marketplace/components/listing-sign-in-panel.tsx';
import { ListingSkeleton } from '#web/features/marketplace/components/listing-skeleton.tsx';
import { ListingSummary } from '#web/features/marketplace/components/listing-summary.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

type ListingPageProps = {
  /** The proposal form, given by the app layer: a feature never imports another. */
  renderProposalForm?: (offer: OfferDetail) => ReactNode;
  /** What a member can do about the listing's owner (message them), given by the app layer like the form. */
  renderProviderActions?: (offer: OfferDetail) => ReactNode;
  /** The provider's live listings, shown in an expired listing's place; given by the app layer like the form. */
  renderProviderListings?: (offer: OfferDetail) => ReactNode;
};

export function ListingPage({ renderProposalForm, renderProviderActions, renderProviderListings }: ListingPageProps) {
  const { id = '' } = useParams();
  const { data: offer, error, isPending, refetch } = useOffer(id);
  const session = useSession();
  const intl = useIntl();

  if (isPending) {
    return (
      <PageContainer aria-busy="true">
        <PageMeta title={intl.formatMessage({ id: 'marketplace.listing.metaTitle' })} />
        <p className="sr-only">
          <FormattedMessage id="marketplace.listing.loading" />
        </p>
        <ListingSkeleton />
      </PageContainer>
    );
  }

  if (error) {
    // The server returns 404 alike for an unknown id and for a listing that is not live.
    if (error instanceof ApiError && error.status === 404) {
      return (
        <PageContainer>
          <PageMeta title={intl.formatMessage({ id: 'marketplace.listing.notFoundTitle' })} />
          <ListingNotFound />
        </PageContainer>
      );
    }
    return (
      <PageContainer className="flex max-w-lg flex-col items-start gap-4">
        <PageMeta title={intl.formatMessage({ id: 'marketplace.listing.metaTitle' })} />
        <Alert tone="error">
          <FormattedMessage id="marketplace.listing.loadError" />
        </Alert>
        <Button variant="outline" onClick={() => void refetch()}>
          <FormattedMessage id="marketplace.listing.tryAgain" />
        </Button>
      </PageContainer>
    );
  }

  if (offer.status === 'expired') {
    return <ExpiredListing offer={offer} own={session.user?.id === offer.provider.id} more={renderProviderListings} />;
  }

  const hidden = offer.status !== 'active';
  return (
    <PageContainer>
      <PageMeta title={offer.title} description={summarize(offer.description)} />
      <BackButton className="mb-4" fallback={paths.browse()} />
      {hidden ? (
        <p role="status" className="mb-4 rounded-md border border-border bg-secondary px-3 py-2 text-sm">
          <FormattedMessage id="marketplace.listing.hidden" values={{ status: offer.status }} />
        </p>
      ) : null}
      <ListingOwnEdit edit={offer.ownEdit} />
      {/* The listing and its side hydrate in tasks of their own, after the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HydrateLater>
          <div className="flex flex-col gap-8">
            {/* Keyed, so another listing opens on its own first picture rather than at the last one's position. */}
            <ListingGallery
              key={offer.id}
              images={offer.images}
              title={offer.title}
              categorySlug={offer.categorySlug}
            />
            <ListingSummary offer={offer} />
          </div>
        </HydrateLater>
        <HydrateLater>
          <aside
            aria-label={intl.formatMessage({
              id: offer.kind === 'request' ? 'marketplace.listing.requesterAside' : 'marketplace.listing.providerAside',
            })}
            className="flex flex-col gap-4"
          >
            {offer.can.favourite ? <ListingHeart offerId={offer.id} /> : null}
            <ListingProviderCard provider={offer.provider} kind={offer.kind} />
            {renderProviderActions?.(offer)}
            {renderProposalForm?.(offer)}
            {/* A visitor's flags say what signing in would allow (decision 040). */}
            {!session.isPending && !session.user && offer.can.propose ? <ListingSignInPanel kind={offer.kind} /> : null}
          </aside>
        </HydrateLater>
      </div>
      {/* Only a live listing has matches. */}
      {hidden ? null : <ListingMatches offerId={offer.id} kind={offer.kind} />}
    </PageContainer>
  );
}

function ListingHeart({ offerId }: { offerId: string }) {
  const { kept, press } = useHearts();
  return (
    <FavouriteButton
      favourited={kept.has(offerId)}
      onPress={(add) => void press(offerId, add)}
      labelled
      className="self-start"
    />
  );
}

/**
 * A listing past its lifetime (issue 34): everyone who follows a link to it learns it has expired and finds the
 * provider's other listings instead; its owner is pointed to My Offers to renew it.
 */
function ExpiredListing({
  offer,
  own,
  more,
}: {
  offer: OfferDetail;
  own: boolean;
  more: ListingPageProps['renderProviderListings'];
}) {
  const intl = useIntl();
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageMeta title={offer.title} description={intl.formatMessage({ id: 'marketplace.listing.expiredMeta' })} />
      <BackButton className="self-start" fallback={paths.browse()} />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{offer.title}</h1>
        <div role="status" className="rounded-md border border-border bg-secondary px-4 py-3">
          <p className="font-medium">
            <FormattedMessage id="marketplace.listing.expiredTitle" />
          </p>
          {own ? (
            <p className="mt-1 text-sm">
              <FormattedMessage
                id="marketplace.listing.expiredOwn"
                values={{
                  link: (chunks) => (
                    <Link to={paths.dashboard.offers({ status: 'expired' })} className="underline">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          ) : (
            <p className="mt-1 text-sm">
              <FormattedMessage id="marketplace.listing.expiredOther" values={{ name: offer.provider.fullName }} />
            </p>
          )}
        </div>
      </div>
      {more?.(offer)}
    </PageContainer>
  );
}
