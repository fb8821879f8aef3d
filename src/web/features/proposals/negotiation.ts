import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import { type PaymentType, paymentTypeLabels } from '#shared/constants.ts';
import type { CounterOfferInput, DealTerm, ProposalVersion, ProposalView } from '#shared/schemas/proposals.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';

// How a negotiation reads on screen: the versions' terms with what changed, whose turn it is, and the counter form's
// starting values. Apart from the components so the rules are tested on their own.

export const dealTermLabels: Record<DealTerm, string> = {
  paymentMethods: 'Payment methods',
  cashAmountCents: 'Cash amount',
  offerAmount: 'Note on the amount',
  coinAmount: 'Dragon Coins',
  tradeDescription: 'In exchange',
  note: 'Note on scope or date',
};

export type VersionTerm = { term: DealTerm; label: string; value: string; changed: boolean };

type VersionTerms = Pick<
  ProposalVersion,
  'paymentMethods' | 'cashAmountCents' | 'offerAmount' | 'coinAmount' | 'tradeDescription' | 'note' | 'changed'
>;

/**
 * The terms a version names, one row each, flagged when they differ from the version before. A term the version
 * dropped (coins no longer offered) reads through the changed payment methods, so only named terms are listed.
 */
export function describeVersionTerms(version: VersionTerms, currency: CurrencyCode): VersionTerm[] {
  const rows: [DealTerm, string | null][] = [
    ['paymentMethods', version.paymentMethods.map((method) => paymentTypeLabels[method]).join(', ')],
    ['cashAmountCents', version.cashAmountCents === null ? null : formatMoney(version.cashAmountCents, currency)],
    ['offerAmount', version.offerAmount],
    ['coinAmount', version.coinAmount === null ? null : `${version.coinAmount.toLocaleString('en-US')} Dragon Coins`],
    ['tradeDescription', version.tradeDescription],
    ['note', version.note],
  ];
  return rows
    .filter((row): row is [DealTerm, string] => Boolean(row[1]))
    .map(([term, value]) => ({ term, label: dealTermLabels[term], value, changed: version.changed.includes(term) }));
}

/** 'Changed: Dragon Coins, Note on scope or date', for a counter-offer; null for a first version. */
export function describeChanges(version: Pick<ProposalVersion, 'number' | 'changed'>): string | null {
  if (version.number === 1 || version.changed.length === 0) return null;
  return `Changed: ${version.changed.map((term) => dealTermLabels[term]).join(', ')}`;
}

/** 'Proposal by Maya Chen' for the first version, 'Counter-offer by Sam Lee' for each after it. */
export function titleVersion(version: Pick<ProposalVersion, 'number' | 'author'>): string {
  return `${version.number === 1 ? 'Proposal' : 'Counter-offer'} by ${nameParty(version.author)}`;
}

type TurnFacts = Pick<ProposalView, 'status' | 'turn' | 'role' | 'sender' | 'receiver'>;

/** Whose turn it is to answer a pending proposal, as the viewer reads it; null once it is decided. */
export function describeTurn(proposal: TurnFacts): string | null {
  if (proposal.status !== 'pending' || !proposal.turn) return null;
  if (proposal.turn === proposal.role) return 'Your turn to answer';
  return `Waiting for ${nameParty(findOtherParty(proposal))} to answer`;
}

/** The counter form's values: the latest terms, as the form's inputs hold them. */
export type CounterFormValues = {
  paymentMethods: PaymentType[];
  cashAmountCents?: number | undefined;
  offerAmount: string;
  coinAmount?: number | undefined;
  tradeDescription: string;
  note: string;
  version: number;
};

/**
 * The latest version's terms to start a counter-offer from, keeping only the methods the listing accepts (all of
 * them when the listing is unknown), so the form never offers what the server refuses.
 */
export function counterDefaults(
  proposal: Pick<ProposalView, 'version' | 'versions'>,
  accepted: readonly PaymentType[],
): CounterFormValues {
  const latest = proposal.versions.find((version) => version.number === proposal.version) ?? proposal.versions.at(-1);
  return {
    paymentMethods: (latest?.paymentMethods ?? []).filter((method) => accepted.includes(method)),
    cashAmountCents: latest?.cashAmountCents ?? undefined,
    offerAmount: latest?.offerAmount ?? '',
    coinAmount: latest?.coinAmount ?? undefined,
    tradeDescription: latest?.tradeDescription ?? '',
    note: latest?.note ?? '',
    version: proposal.version,
  };
}

/** The counter-offer as sent: empty boxes are no value, so they do not read as terms. */
export function toCounterInput(values: CounterOfferInput): CounterOfferInput {
  return {
    ...values,
    offerAmount: values.offerAmount || undefined,
    tradeDescription: values.tradeDescription || undefined,
    note: values.note || undefined,
  };
}

/** The terms changed under the member while they read them: the server refuses the answer (409 STALE_VERSION). */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'STALE_VERSION';
}
