import type { PaymentType } from '#shared/constants.ts';
import type { ProposalParty, ProposalView } from '#shared/schemas/proposals.ts';
import type { Member } from '../../platform/guards.ts';
import { type DealTransitionName, dealTransitions, disputeRecordOf, proposalAbilities } from '../deals/service.ts';
import { presentDispute } from '../disputes/service.ts';
import type { ProposalRecord } from './records.ts';

// A party who deleted their account is null; the page shows 'Deleted user'.
const presentParty = (party: ProposalRecord['sender'] | ProposalRecord['history'][number]['actor']): ProposalParty =>
  party?.id ? { id: party.id, fullName: party.fullName ?? '', profilePictureUrl: party.profilePictureUrl } : null;

// A cancellation shows while asked for on an open deal, and stays on the deal it cancelled; a withdrawn proposal
// (cancelled while pending) never had one.
function presentCancellation(
  proposal: ProposalRecord['proposal'],
  sender: ProposalRecord['sender'],
  receiver: ProposalRecord['receiver'],
): ProposalView['cancellation'] {
  const { cancelRequestedById: byId, cancelRequestedAt: at } = proposal;
  if (!byId || !at || !['accepted', 'delivered', 'cancelled'].includes(proposal.status)) return null;
  return {
    requestedBy: presentParty(byId === proposal.senderId ? sender : receiver),
    reason: proposal.cancelReason,
    requestedAt: at.toISOString(),
  };
}

/** A proposal as `viewer` (one of its parties) sees it, with what they may do next. */
export function presentProposal(
  {
    proposal,
    listing,
    sender,
    receiver,
    myReview,
    history,
    versions,
    dispute,
    disputableUntil,
    autoCompletesAt,
  }: ProposalRecord,
  viewer: Member,
  now: Date,
) {
  const role = proposal.senderId === viewer.id ? 'sender' : 'receiver';
  const disputeView = dispute ? presentDispute(dispute, viewer, now.getTime()) : null;
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
    version: proposal.version,
    turn: proposal.status === 'pending' ? (proposal.offeredById === proposal.senderId ? 'receiver' : 'sender') : null,
    versions,
    dispute: disputeView,
    can: proposalAbilities(viewer, {
      proposal,
      reviewed: myReview !== null,
      askedToCancel: history.some((step) => step.action === 'request-cancellation' && step.actor?.id === viewer.id),
      disputeOpenedById: disputeView?.status === 'open' ? (disputeView.openedBy?.id ?? null) : null,
      disputeWindowOpen: disputableUntil === null || now < disputableUntil,
      ...disputeRecordOf(
        history.map((step) => ({ action: step.action, actorId: step.actor?.id ?? null })),
        viewer.id,
      ),
    }),
    myReview,
    history: history.map((step) => ({
      action: step.action,
      status: step.status,
      // A ruling is the platform's: the parties are not told which admin made it.
      actor: dealTransitions[step.action as DealTransitionName]?.by === 'admin' ? null : presentParty(step.actor),
      note: step.note,
      at: step.at.toISOString(),
    })),
    cancellation: presentCancellation(proposal, sender, receiver),
    autoCompletesAt: proposal.status === 'delivered' ? (autoCompletesAt?.toISOString() ?? null) : null,
    completedAt: proposal.completedAt?.toISOString() ?? null,
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
  };
  return view;
}
