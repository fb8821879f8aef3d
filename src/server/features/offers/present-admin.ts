import type { AdminOffer, OfferApproval } from '#shared/schemas/admin.ts';
import type { AdminRevision, RevisionDecision as RevisionDecisionView } from '#shared/schemas/listing-revisions.ts';
import type { Member } from '../../platform/guards.ts';
import { editModeratorAbilities, moderatorAbilities } from './policy.ts';
import type { AdminOfferRow } from './moderation.ts';
import type { PublishResult } from './publish.ts';
import { readPrice } from './price.ts';
import { describeChanges } from './revision-plan.ts';
import type { AdminRevisionRow, RevisionDecision } from './revisions.ts';

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

/** An edit waiting for review: the listing as the public sees it, and the diff the edit would make. */
export function presentAdminRevision({ offer, revision, owner }: AdminRevisionRow, viewer: Member): AdminRevision {
  return {
    id: offer.id,
    kind: offer.kind,
    title: offer.title,
    status: offer.status,
    owner,
    submittedAt: revision.submittedAt.toISOString(),
    changes: describeChanges(offer, revision),
    can: editModeratorAbilities(viewer, { offer, revision }),
  };
}

export function presentRevisionDecision({ offer, notifiedSubscribers }: RevisionDecision): RevisionDecisionView {
  return { id: offer.id, status: offer.status, notifiedSubscribers };
}
