import type { ProposalStepAction } from '#shared/constants.ts';
import type { ProposalStep, ProposalView } from '#shared/schemas/proposals.ts';
import { findOtherParty, findViewer, nameParty } from '#web/lib/proposal-parties.ts';

// How a deal reads on screen (its steps, what it waits for, its cancellation), apart from the components so the
// rules are tested on their own.

const proposalStepVerbs: Record<ProposalStepAction, string> = {
  send: 'Sent',
  accept: 'Accepted',
  decline: 'Declined',
  // The sender withdraws it, as the status reads.
  cancel: 'Withdrawn',
  expire: 'Expired',
  deliver: 'Delivered',
  complete: 'Completed',
  'auto-complete': 'Completed',
  'request-cancellation': 'Cancellation asked for',
  'decline-cancellation': 'Cancellation declined',
  'agree-cancellation': 'Cancellation agreed',
  'cancel-deal': 'Cancelled',
  counter: 'Countered',
  'open-dispute': 'Dispute opened',
  'withdraw-dispute': 'Dispute withdrawn',
  'release-to-provider': 'Dispute resolved: coins released to the provider',
  'refund-to-payer': 'Dispute resolved: coins refunded to the payer',
  'split-coins': 'Dispute resolved: coins split',
};

// An admin's ruling: the parties are not told which admin ruled.
const rulings = new Set<ProposalStepAction>(['release-to-provider', 'refund-to-payer', 'split-coins']);

/**
 * A step of the history as the timeline reads it: 'Sent by Maya Chen', 'Withdrawn by Deleted user'. An expiry and
 * an automatic completion are no member's doing, so they name no one.
 */
export function describeStep(step: Pick<ProposalStep, 'action' | 'actor'>): string {
  if (step.action === 'expire') return 'Expired without an answer';
  if (step.action === 'auto-complete') return 'Completed automatically';
  if (rulings.has(step.action)) return proposalStepVerbs[step.action];
  return `${proposalStepVerbs[step.action]} by ${nameParty(step.actor)}`;
}

const formatDay = (value: string) =>
  new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * What a delivered deal waits for, as its page says it: the payer (who may confirm) that it completes by itself on
 * the day, the provider who confirms it and when. Null in any other state.
 */
export function describeAutoCompletion(
  proposal: Pick<
    ProposalView,
    'status' | 'autoCompletesAt' | 'can' | 'role' | 'sender' | 'receiver' | 'payerId' | 'cancellation'
  >,
): string | null {
  if (proposal.status !== 'delivered') return null;
  // The server holds the clock while the payer's request waits, and restarts it in full if the provider declines.
  const asker = proposal.cancellation?.requestedBy;
  if (asker && asker.id === proposal.payerId) {
    const other = nameParty(findOtherParty(proposal));
    return asker.id === findViewer(proposal)?.id
      ? `The automatic completion waits until ${other} answers your cancellation request.`
      : `The automatic completion waits until you answer ${other}'s cancellation request.`;
  }
  if (!proposal.autoCompletesAt) return null;
  const day = formatDay(proposal.autoCompletesAt);
  if (proposal.can.complete) return `If you do not confirm it, this deal completes by itself on ${day}.`;
  return `${nameParty(findOtherParty(proposal))} confirms completion, or the deal completes by itself on ${day}.`;
}

type CancellationFacts = Pick<ProposalView, 'status' | 'cancellation' | 'role' | 'sender' | 'receiver'> & {
  history: readonly Pick<ProposalStep, 'action'>[];
};

/**
 * The cancellation of a deal as its page says it: asked for on an open deal ('You asked to cancel this deal:
 * "Moving away". Waiting for Sam.'), or done, alone or by agreement. Null when there is none to tell.
 */
export function describeCancellation(proposal: CancellationFacts): string | null {
  const { cancellation, status } = proposal;
  if (!cancellation || !['accepted', 'delivered', 'cancelled'].includes(status)) return null;
  const asker = cancellation.requestedBy;
  const viewerAsked = asker !== null && asker.id === findViewer(proposal)?.id;
  const who = viewerAsked ? 'You' : nameParty(asker);
  const other = nameParty(findOtherParty(proposal));
  const why = cancellation.reason ? `: "${cancellation.reason}"` : '';
  if (status !== 'cancelled') {
    return viewerAsked
      ? `You asked to cancel this deal${why}. Waiting for ${other}.`
      : `${who} asked to cancel this deal${why}.`;
  }
  // The provider's cancel-deal ends the deal with its own step; otherwise the other party agreed to the request.
  if (proposal.history.some((step) => step.action === 'cancel-deal')) return `${who} cancelled this deal${why}.`;
  return `${who} asked to cancel this deal${why}, and ${viewerAsked ? other : 'you'} agreed.`;
}

const formatCoins = (coins: number) => `${coins.toLocaleString('en-US')} Dragon Coins`;

/** Where a coins deal's held coins go when it is cancelled: back to its payer. Null for a deal without coins. */
export function describeRefund(
  proposal: Pick<ProposalView, 'coinAmount' | 'payerId' | 'role' | 'sender' | 'receiver'>,
): string | null {
  if (proposal.coinAmount === null) return null;
  const payer = [proposal.sender, proposal.receiver].find((party) => party !== null && party.id === proposal.payerId);
  const to = !payer ? 'the payer' : payer.id === findViewer(proposal)?.id ? 'you' : payer.fullName;
  return `The ${formatCoins(proposal.coinAmount)} held for it go back to ${to}.`;
}
