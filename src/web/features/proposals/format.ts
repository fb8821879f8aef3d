import type { IntlShape } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import type { PaymentType, ProposalStatus } from '#shared/constants.ts';
import { type ProposalView } from '#shared/schemas/proposals.ts';
import { proposalMessages } from '#shared/schemas/proposal-messages.ts';
import { describePrice } from '#web/components/price.ts';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { findOtherParty, findViewer, nameParty } from '#web/lib/proposal-parties.ts';

// How a proposal reads on screen, apart from the components so the rules are tested on their own. The words come
// from the reader's language (`intl`).

/** Each status's label, by message id: a cancelled proposal reads Withdrawn (labelStatus tells a cancelled deal). */
export const proposalStatusLabels = {
  pending: 'proposals.status.pending',
  accepted: 'proposals.status.accepted',
  delivered: 'proposals.status.delivered',
  declined: 'proposals.status.declined',
  completed: 'proposals.status.completed',
  cancelled: 'proposals.status.withdrawn',
  expired: 'proposals.status.expired',
} as const satisfies Record<ProposalStatus, string>;

/**
 * The status as the badge reads it: a deal cancelled after its acceptance is Cancelled, where a proposal withdrawn
 * while pending (the same state, never accepted, so without a cancellation) keeps reading Withdrawn.
 */
export function labelStatus(proposal: Pick<ProposalView, 'status' | 'cancellation'>, intl: IntlShape): string {
  const id =
    proposal.status === 'cancelled' && proposal.cancellation
      ? 'proposals.status.cancelled'
      : proposalStatusLabels[proposal.status];
  return intl.formatMessage({ id });
}

/** The spec's three error views: not found, not a party to it, anything else. */
export function describeProposalLoadError(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiError && error.status === 404) return proposalMessages.notFound;
  if (error instanceof ApiError && error.status === 403) return proposalMessages.forbidden;
  return intl.formatMessage({ id: 'proposals.details.loadFailed' });
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
export function describePayment(proposal: PayerFacts, intl: IntlShape): string {
  const name = nameParty(findOtherParty(proposal), intl);
  const id = findViewerSide(proposal) === 'payer' ? 'proposals.format.youPay' : 'proposals.format.paysYou';
  return intl.formatMessage({ id }, { name });
}

/** '1,250 Dragon Coins', the number as the reader's language writes it. */
export const formatCoins = (coins: number, intl: IntlShape) =>
  intl.formatMessage({ id: 'proposals.format.coins' }, { coins: intl.formatNumber(coins) });

type Terms = Pick<ProposalView, 'paymentMethods' | 'offerAmount' | 'coinAmount' | 'tradeDescription'>;

/** The terms with the cash offered in USD cents (decision 027); `offerAmount` is only its note. */
type PricedTerms = Terms & Pick<ProposalView, 'cashAmountCents'>;

/** The cash offered in the display currency with its note ('€46.00 · per visit'), else the note, else Negotiable. */
const describeCash = (terms: PricedTerms, currency: CurrencyCode, intl: IntlShape) =>
  describePrice(
    { cashCents: terms.cashAmountCents, coins: null, unit: 'fixed', note: terms.offerAmount },
    currency,
    intl,
  );

/** One line per way of paying the proposal offers, e.g. 'Cash: $50.00', 'Dragon Coins: 250 Dragon Coins'. */
export function describeTerms(
  terms: PricedTerms,
  currency: CurrencyCode,
  intl: IntlShape,
): { method: PaymentType; label: string; value: string }[] {
  return terms.paymentMethods.map((method) => {
    const value =
      method === 'coins' && terms.coinAmount !== null
        ? formatCoins(terms.coinAmount, intl)
        : method === 'trade' && terms.tradeDescription
          ? terms.tradeDescription
          : describeCash(terms, currency, intl);
    return { method, label: intl.formatMessage({ id: paymentTypeMessages[method] }), value };
  });
}

/** A one-line summary for lists: the coin amount when coins are offered, else the cash amount. */
export function summarizeTerms(terms: PricedTerms, currency: CurrencyCode, intl: IntlShape): string {
  if (terms.paymentMethods.includes('coins') && terms.coinAmount !== null) return formatCoins(terms.coinAmount, intl);
  return describeCash(terms, currency, intl);
}
