import type { CurrencyCode } from '#shared/currency.ts';
import {
  type PaymentType,
  paymentTypeLabels,
  type ProposalStatus,
  type ProposalStepAction,
} from '#shared/constants.ts';
import { formatPrice } from '#shared/price.ts';
import {
  type ProposalParty,
  type ProposalStep,
  type ProposalView,
  proposalMessages,
} from '#shared/schemas/proposals.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';

// How a proposal reads on screen, apart from the components so the rules are tested on their own.

export const proposalStatusLabels: Record<ProposalStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  delivered: 'Delivered',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Withdrawn',
  expired: 'Expired',
};

/**
 * The status as the badge reads it: a deal cancelled after its acceptance is Cancelled, where a proposal withdrawn
 * while pending (the same state, never accepted, so without a cancellation) keeps reading Withdrawn.
 */
export function labelStatus(proposal: Pick<ProposalView, 'status' | 'cancellation'>): string {
  return proposal.status === 'cancelled' && proposal.cancellation ? 'Cancelled' : proposalStatusLabels[proposal.status];
}

export const proposalLoadFailed = 'Failed to load proposal details';

/** The spec's three error views: not found, not a party to it, anything else. */
export function describeProposalLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return proposalMessages.notFound;
  if (error instanceof ApiError && error.status === 403) return proposalMessages.forbidden;
  return proposalLoadFailed;
}

/** The viewer's own side of the proposal. */
function findViewer(proposal: Pick<ProposalView, 'role' | 'sender' | 'receiver'>): ProposalParty {
  return proposal.role === 'sender' ? proposal.sender : proposal.receiver;
}

type PayerFacts = Pick<ProposalView, 'role' | 'sender' | 'receiver' | 'payerId'> & {
  listing: Pick<ProposalView['listing'], 'kind'>;
};

/**
 * Whether the viewer pays in this deal or is paid: the payer is fixed when it is sent (decision 009), the sender on a
 * service and the listing's owner (the receiver) on a request; the kind decides for an old one without a payer.
 */
export function findViewerSide(proposal: PayerFacts): 'payer' | 'provider' {
  const viewer = findViewer(proposal);
  if (proposal.payerId && viewer) return viewer.id === proposal.payerId ? 'payer' : 'provider';
  const senderPays = proposal.listing.kind !== 'request';
  return (proposal.role === 'sender') === senderPays ? 'payer' : 'provider';
}

/** Who pays whom, as the viewer reads it: 'You pay Olga Owner', 'Sami Sender pays you'. */
export function describePayment(proposal: PayerFacts): string {
  const other = nameParty(findOtherParty(proposal));
  return findViewerSide(proposal) === 'payer' ? `You pay ${other}` : `${other} pays you`;
}

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

const formatCoins = (coins: number) => `${coins.toLocaleString('en-US')} Dragon Coins`;

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

/** Where a coins deal's held coins go when it is cancelled: back to its payer. Null for a deal without coins. */
export function describeRefund(
  proposal: Pick<ProposalView, 'coinAmount' | 'payerId' | 'role' | 'sender' | 'receiver'>,
): string | null {
  if (proposal.coinAmount === null) return null;
  const payer = [proposal.sender, proposal.receiver].find((party) => party !== null && party.id === proposal.payerId);
  const to = !payer ? 'the payer' : payer.id === findViewer(proposal)?.id ? 'you' : payer.fullName;
  return `The ${formatCoins(proposal.coinAmount)} held for it go back to ${to}.`;
}

type Terms = Pick<ProposalView, 'paymentMethods' | 'offerAmount' | 'coinAmount' | 'tradeDescription'>;

/** The terms with the cash offered in USD cents (decision 027); `offerAmount` is only its note. */
type PricedTerms = Terms & Pick<ProposalView, 'cashAmountCents'>;

/** The cash offered in the display currency with its note ('€46.00 · per visit'), else the note, else Negotiable. */
const describeCash = (terms: PricedTerms, currency: CurrencyCode) =>
  formatPrice({ cashCents: terms.cashAmountCents, coins: null, unit: 'fixed', note: terms.offerAmount }, currency);

/** One line per way of paying the proposal offers, e.g. 'Cash: $50.00', 'Dragon Coins: 250 Dragon Coins'. */
export function describeTerms(
  terms: PricedTerms,
  currency: CurrencyCode,
): { method: PaymentType; label: string; value: string }[] {
  return terms.paymentMethods.map((method) => {
    const value =
      method === 'coins' && terms.coinAmount !== null
        ? formatCoins(terms.coinAmount)
        : method === 'trade' && terms.tradeDescription
          ? terms.tradeDescription
          : describeCash(terms, currency);
    return { method, label: paymentTypeLabels[method], value };
  });
}

/** A one-line summary for lists: the coin amount when coins are offered, else the cash amount. */
export function summarizeTerms(terms: PricedTerms, currency: CurrencyCode): string {
  if (terms.paymentMethods.includes('coins') && terms.coinAmount !== null) return formatCoins(terms.coinAmount);
  return describeCash(terms, currency);
}
