import { findCategoryByName } from '#shared/categories.ts';
import type { PaymentType } from '#shared/constants.ts';
import { revisedFields } from '#shared/schemas/listings.ts';
import type { OfferCard, OfferDetail } from '#shared/schemas/offers.ts';
import { describeChanges } from './revision-plan.ts';
import type { FoundOffer, RatedOffer } from './rows.ts';
import { readPrice } from './price.ts';

/** A listing card: what anyone may see of a live offer (no owner email, no moderation fields). */
export function presentOfferCard({ offer, provider, rating, reviewCount }: RatedOffer): OfferCard {
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

export function presentOfferDetail(found: FoundOffer): OfferDetail {
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
