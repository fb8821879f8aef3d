import type { IntlShape } from 'react-intl';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import type { PaymentType } from '#shared/constants.ts';
import type { CounterOfferInput, DealTerm, ProposalVersion, ProposalView } from '#shared/schemas/proposals.ts';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { formatCoins } from '#web/features/proposals/format.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';

// How a negotiation reads on screen: the versions' terms with what changed, whose turn it is, and the counter form's
// starting values. Apart from the components so the rules are tested on their own. The words come from the reader's
// language (`intl`).

/** Each term's label, by message id. */
export const dealTermLabels = {
  paymentMethods: 'proposals.negotiation.paymentMethods',
  cashAmountCents: 'proposals.negotiation.cashAmount',
  offerAmount: 'proposals.negotiation.offerAmount',
  coinAmount: 'proposals.negotiation.coinAmount',
  tradeDescription: 'proposals.negotiation.tradeDescription',
  note: 'proposals.negotiation.note',
} as const satisfies Record<DealTerm, string>;

/** 'Cash, Dragon Coins': a list as the reader's language writes one. */
const formatTerms = (items: string[], intl: IntlShape) => intl.formatList(items, { type: 'unit' });

export type VersionTerm = { term: DealTerm; label: string; value: string; changed: boolean };

type VersionTerms = Pick<
  ProposalVersion,
  'paymentMethods' | 'cashAmountCents' | 'offerAmount' | 'coinAmount' | 'tradeDescription' | 'note' | 'changed'
>;

/**
 * The terms a version names, one row each, flagged when they differ from the version before. A term the version
 * dropped (coins no longer offered) reads through the changed payment methods, so only named terms are listed.
 */
export function describeVersionTerms(version: VersionTerms, currency: CurrencyCode, intl: IntlShape): VersionTerm[] {
  const rows: [DealTerm, string | null][] = [
    [
      'paymentMethods',
      formatTerms(
        version.paymentMethods.map((method) => intl.formatMessage({ id: paymentTypeMessages[method] })),
        intl,
      ),
    ],
    [
      'cashAmountCents',
      version.cashAmountCents === null ? null : formatMoney(version.cashAmountCents, currency, { locale: intl.locale }),
    ],
    ['offerAmount', version.offerAmount],
    ['coinAmount', version.coinAmount === null ? null : formatCoins(version.coinAmount, intl)],
    ['tradeDescription', version.tradeDescription],
    ['note', version.note],
  ];
  return rows
    .filter((row): row is [DealTerm, string] => Boolean(row[1]))
    .map(([term, value]) => ({
      term,
      label: intl.formatMessage({ id: dealTermLabels[term] }),
      value,
      changed: version.changed.includes(term),
    }));
}

/** 'Changed: Dragon Coins, Note on scope or date', for a counter-offer; null for a first version. */
export function describeChanges(version: Pick<ProposalVersion, 'number' | 'changed'>, intl: IntlShape): string | null {
  if (version.number === 1 || version.changed.length === 0) return null;
  const terms = formatTerms(
    version.changed.map((term) => intl.formatMessage({ id: dealTermLabels[term] })),
    intl,
  );
  return intl.formatMessage({ id: 'proposals.negotiation.changed' }, { terms });
}

/** 'Proposal by Maya Chen' for the first version, 'Counter-offer by Sam Lee' for each after it. */
export function titleVersion(version: Pick<ProposalVersion, 'number' | 'author'>, intl: IntlShape): string {
  const id = version.number === 1 ? 'proposals.negotiation.proposalBy' : 'proposals.negotiation.counterOfferBy';
  return intl.formatMessage({ id }, { name: nameParty(version.author, intl) });
}

type TurnFacts = Pick<ProposalView, 'status' | 'turn' | 'role' | 'sender' | 'receiver'>;

/** Whose turn it is to answer a pending proposal, as the viewer reads it; null once it is decided. */
export function describeTurn(proposal: TurnFacts, intl: IntlShape): string | null {
  if (proposal.status !== 'pending' || !proposal.turn) return null;
  if (proposal.turn === proposal.role) return intl.formatMessage({ id: 'proposals.negotiation.yourTurn' });
  return intl.formatMessage(
    { id: 'proposals.negotiation.waitingFor' },
    { name: nameParty(findOtherParty(proposal), intl) },
  );
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
