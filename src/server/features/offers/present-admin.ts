import type { AdminOffer, OfferApproval } from '#shared/schemas/admin.ts';
import type { Member } from '../../platform/guards.ts';
import { moderatorAbilities } from './policy.ts';
import type { AdminOfferRow } from './moderation.ts';
import type { PublishResult } from './publish.ts';
import { readPrice } from './price.ts';

export function presentApproval({ offer, notifiedSubscribers }: PublishResult): OfferApproval {
  return { id: offer.id, status: offer.status, notifiedSubscribers };
}

export function presentAdminOffer({ offer, owner }: AdminOfferRow, viewer: Member): AdminOffer {
  return {
    id: offer.id,
    kind: offer.kind,
    title: offer.title,
    description: offer.description,
    category: offer.category,
    price: readPrice(offer),
    status: offer.status,
    rejectionReason: offer.rejectionReason,
    owner,
    createdAt: offer.createdAt.toISOString(),
    can: moderatorAbilities(viewer, { offer }),
  };
}
