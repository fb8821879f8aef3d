import type { CurrencyCode } from '#shared/currency.ts';
import { type PaymentType, paymentTypeLabels, type ProposalStatus } from '#shared/constants.ts';
import { formatPrice } from '#shared/price.ts';
import { type ProposalView, proposalMessages } from '#shared/schemas/proposals.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { findOtherParty, findViewer, nameParty } from '#web/lib/proposal-parties.ts';

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

const formatCoins = (coins: number) => `${coins.toLocaleString('en-US')} Dragon Coins`;

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
