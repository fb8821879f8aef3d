// What the viewer of a listing's page may do there: the `can` flags of GET /offers/:id (decision 040). They depend on
// who asks, so each request works them out beside the rest of the answer, from each action's own policy. A visitor
// (null) is judged as anyone about to sign in, a member with no tie to the listing: only the listing's own facts
// count, so every visitor gets the same flags, and the web turns them into invitations to sign in.
import type { ListingCan } from '#shared/schemas/offers.ts';
import type { Database } from '../../db/client.ts';
import { isSuspended, type Viewer } from '../../platform/guards.ts';
import { allowSending } from '../deals/service.ts';
import { favouriteAbilities } from '../favourites/service.ts';
import { contactAbilities } from '../messaging/service.ts';
import { findMyPendingProposal } from '../proposals/service.ts';
import { ownerAbilities } from './policy.ts';
import type { OfferRow } from './rows.ts';

type ListingViewFacts = {
  offer: Pick<OfferRow, 'id' | 'userId' | 'status' | 'paymentTypes'>;
  /** The viewer's own proposal on the listing is waiting for an answer: one at a time. */
  pendingProposal: boolean;
};

/** Sending a proposal: the deal process's send row, but for the payment methods, which the proposal will choose. */
function mayPropose(viewer: Viewer, { offer, pendingProposal }: ListingViewFacts): boolean {
  return allowSending(viewer, { listing: offer, pendingProposal }).allowed;
}

function listingAbilities(viewer: Viewer, facts: ListingViewFacts): ListingCan {
  // The guards refuse a suspended member all of these.
  if (isSuspended(viewer)) return { propose: false, message: false, favourite: false, edit: false };
  return {
    propose: mayPropose(viewer, facts),
    message: contactAbilities(viewer, { memberId: facts.offer.userId }).message,
    favourite: favouriteAbilities(viewer, facts).add,
    // A visitor owns no listing.
    edit: viewer !== null && ownerAbilities(viewer, facts).edit,
  };
}

/** The viewer's flags on a listing findOffer found for them. */
export async function readListingAbilities(
  db: Database,
  viewer: Viewer,
  offer: ListingViewFacts['offer'],
): Promise<ListingCan> {
  const pendingProposal = viewer !== null && (await findMyPendingProposal(db, viewer, offer.id)) !== null;
  return listingAbilities(viewer, { offer, pendingProposal });
}
