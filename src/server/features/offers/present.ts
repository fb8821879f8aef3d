import { findCategoryByName } from '#shared/categories.ts';
import type { PaymentType } from '#shared/constants.ts';
import { revisedFields } from '#shared/schemas/listings.ts';
import type { OfferCard, OfferDetail } from '#shared/schemas/offers.ts';
import { describeChanges } from './revision-plan.ts';
import type { FoundOffer, OfferRow, ProviderRow, Rating } from './rows.ts';
import { readPrice } from './price.ts';

/** What a card is made of, whether read through the query builder (RatedOffer) or by the list's own SQL. */
export type CardSource = {
  offer: Pick<
    OfferRow,
    | 'id'
    | 'kind'
    | 'title'
    | 'description'
    | 'category'
    | 'paymentTypes'
    | 'images'
    | 'createdAt'
    | 'priceCashCents'
    | 'priceCoins'
    | 'priceUnit'
    | 'price'
  >;
  provider: Pick<ProviderRow, 'id' | 'fullName' | 'profilePictureUrl'>;
} & Rating;

/** A listing card: what anyone may see of a live offer (no owner email, no moderation fields). */
export function presentOfferCard({ offer, provider, rating, reviewCount }: CardSource): OfferCard {
  return {
    id: offer.id,
    kind: offer.kind,
    title: offer.title,
    description: offer.description,
    category: offer.category,
    categorySlug: findCategoryByName(offer.category)?.slug ?? '',
    price: readPrice(offer),
    paymentTypes: offer.paymentTypes as PaymentType[],
    image: offer.images[0] ?? null,
    rating,
    reviewCount,
    provider: { id: provider.id, fullName: provider.fullName, profilePictureUrl: provider.profilePictureUrl },
    createdAt: offer.createdAt.toISOString(),
  };
}

/** The listing as its page shows it; the viewer's `can` flags are added per request (viewer-can.ts). */
export function presentOfferDetail(found: FoundOffer): Omit<OfferDetail, 'can'> {
  const card = presentOfferCard(found);
  const { offer, revision } = found;
  return {
    ...card,
    images: offer.images,
    views: offer.views,
    status: offer.status,
    provider: { ...card.provider, memberSince: found.provider.createdAt.toISOString() },
    ownEdit: revision && {
      status: revision.status,
      fields: revisedFields.filter((field) => field in describeChanges(offer, revision)),
    },
  };
}
