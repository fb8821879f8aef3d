import { findCategoryByName } from '#shared/categories.ts';
import type { PaymentType } from '#shared/constants.ts';
import type { MyListing } from '#shared/schemas/listings.ts';
import type { Member } from '../../platform/guards.ts';
import { ownerAbilities } from './policy.ts';
import type { OfferRow } from './rows.ts';
import { readPrice } from './price.ts';
import { describeChanges, type RevisionRow } from './revision-plan.ts';

/**
 * A listing as its owner sees it: moderation fields included, since they are about the owner's own work, and the
 * edit waiting for review (or the last one rejected) as a diff against the public version.
 */
export function presentMyListing(offer: OfferRow, owner: Member, revision: RevisionRow | null = null): MyListing {
  return {
    id: offer.id,
    kind: offer.kind,
    title: offer.title,
    description: offer.description,
    category: offer.category,
    categorySlug: findCategoryByName(offer.category)?.slug ?? '',
    price: readPrice(offer),
    paymentTypes: offer.paymentTypes as PaymentType[],
    images: offer.images,
    status: offer.status,
    rejectionReason: offer.rejectionReason,
    revision: revision && {
      status: revision.status,
      rejectionReason: revision.rejectionReason,
      submittedAt: revision.submittedAt.toISOString(),
      changes: describeChanges(offer, revision),
    },
    views: offer.views,
    expiresAt: offer.expiresAt?.toISOString() ?? null,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    can: ownerAbilities(owner, { offer }),
  };
}
