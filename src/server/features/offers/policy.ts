// Who may do what with a listing (platform/policy.ts): its owner edits it, switches it between live and paused and
// deletes it; an admin moderates it. The services refuse through authorizeListing and the presenters' `can` flags
// come from listingAbilities.
import { conflict, forbidden } from '../../platform/errors.ts';
import { notAdmin } from '../../platform/guards.ts';
import { definePolicy, type Rule } from '../../platform/policy.ts';
import type { RevisionRow } from './revision-plan.ts';
import type { OfferRow } from './rows.ts';

export type ListingAction =
  'edit' | 'pause' | 'resume' | 'renew' | 'delete' | 'approve' | 'reject' | 'approveEdit' | 'rejectEdit';
/** The listing, and for an admin's decision on an edit, the edit waiting (decision 034) or null. */
export type ListingFacts = {
  offer: Pick<OfferRow, 'userId' | 'status'>;
  revision?: Pick<RevisionRow, 'status'> | null;
};

const owner: Rule<ListingFacts> = {
  holds: (actor, { offer }) => offer.userId === actor.id,
  refusal: () => forbidden('You can only change your own listings.'),
};

const admin: Rule<ListingFacts> = {
  holds: (actor) => actor.role === 'admin',
  refusal: notAdmin,
};

// The owner's switch: setting the status a listing already has changes nothing and is allowed.
const ownerSwitch = (verb: string): Rule<ListingFacts> => ({
  holds: (_actor, { offer }) => offer.status === 'active' || offer.status === 'paused',
  refusal: ({ offer }) =>
    conflict(
      'LISTING_STATUS_LOCKED',
      `Only active or paused listings can be ${verb} by their owner; this listing is ${offer.status}.`,
    ),
});

// Only an approved listing has an edit waiting: one leaving active or paused loses it (moderation.ts).
const editWaiting: Rule<ListingFacts> = {
  holds: (_actor, { revision }) => revision?.status === 'pending',
  refusal: () => conflict('NO_PENDING_EDIT', 'This listing has no edit awaiting review.'),
};

const policy = definePolicy<ListingAction, ListingFacts>({
  edit: [owner],
  pause: [owner, ownerSwitch('paused')],
  resume: [owner, ownerSwitch('put live')],
  // An approved listing, live, paused or expired, starts its lifetime again (offers/expiry.ts).
  renew: [
    owner,
    {
      holds: (_actor, { offer }) => ['active', 'paused', 'expired'].includes(offer.status),
      refusal: ({ offer }) =>
        conflict('LISTING_STATUS_LOCKED', `Only approved listings can be renewed; this listing is ${offer.status}.`),
    },
  ],
  delete: [owner],
  approve: [
    admin,
    {
      holds: (_actor, { offer }) => offer.status === 'pending',
      refusal: ({ offer }) =>
        conflict('LISTING_NOT_PENDING', `Only pending listings can be approved; this listing is ${offer.status}.`),
    },
  ],
  reject: [
    admin,
    {
      holds: (_actor, { offer }) => offer.status !== 'rejected',
      refusal: () => conflict('LISTING_REJECTED', 'This listing is already rejected.'),
    },
  ],
  approveEdit: [admin, editWaiting],
  rejectEdit: [admin, editWaiting],
});

export const authorizeListing = policy.authorize;

/** The owner's abilities on their listing, for My Offers. */
export function ownerAbilities(actor: Parameters<typeof policy.abilities>[0], facts: ListingFacts) {
  const { edit, pause, resume, renew, delete: remove } = policy.abilities(actor, facts);
  return { edit, pause, resume, renew, delete: remove };
}

/** An admin's abilities on a listing's edit, for the queue of edits. */
export function editModeratorAbilities(actor: Parameters<typeof policy.abilities>[0], facts: ListingFacts) {
  const { approveEdit, rejectEdit } = policy.abilities(actor, facts);
  return { approve: approveEdit, reject: rejectEdit };
}

/** An admin's abilities on a listing, for the Offers tab. */
export function moderatorAbilities(actor: Parameters<typeof policy.abilities>[0], facts: ListingFacts) {
  const { approve, reject } = policy.abilities(actor, facts);
  return { approve, reject };
}
