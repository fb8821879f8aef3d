import type { PaymentType } from '#shared/constants.ts';
import type { ProposalParty, ProposalView } from '#shared/schemas/proposals.ts';
import type { Member } from '../../platform/guards.ts';
import { proposalAbilities } from './policy.ts';
import type { ProposalRecord } from './service.ts';

// A party who deleted their account is null; the page shows 'Deleted user'.
const presentParty = (party: ProposalRecord['sender'] | ProposalRecord['history'][number]['actor']): ProposalParty =>
  party?.id ? { id: party.id, fullName: party.fullName ?? '', profilePictureUrl: party.profilePictureUrl } : null;

/** A proposal as `viewer` (one of its parties) sees it, with what they may do next. */
export function presentProposal(
  { proposal, listing, sender, receiver, myReview, history, autoCompletesAt }: ProposalRecord,
  viewer: Member,
) {
  const role = proposal.senderId === viewer.id ? 'sender' : 'receiver';
  const view: ProposalView = {
    id: proposal.id,
    status: proposal.status,
    role,
    listing: {
      id: listing?.id ?? null,
      title: proposal.listingTitle,
      category: listing?.category ?? null,
      image: listing?.images[0] ?? null,
      kind: listing?.kind ?? null,
    },
    paymentMethods: proposal.paymentMethods as PaymentType[],
    currency: proposal.currency,
    cashAmountCents: proposal.cashAmountCents,
    offerAmount: proposal.amount,
    coinAmount: proposal.coinAmount,
    tradeDescription: proposal.tradeDescription,
    message: proposal.message,
    contact: { name: proposal.contactName, email: proposal.contactEmail, phone: proposal.contactPhone },
    sender: presentParty(sender),
    receiver: presentParty(receiver),
    payerId: proposal.payerId,
    can: proposalAbilities(viewer, { proposal, reviewed: myReview !== null }),
    myReview,
    history: history.map((step) => ({
      action: step.action,
      status: step.status,
      actor: presentParty(step.actor),
      at: step.at.toISOString(),
    })),
    autoCompletesAt: proposal.status === 'delivered' ? (autoCompletesAt?.toISOString() ?? null) : null,
    completedAt: proposal.completedAt?.toISOString() ?? null,
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
  };
  return view;
}
