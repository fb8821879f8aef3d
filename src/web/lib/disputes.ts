// How a dispute reads on screen, for the parties on the proposal page and the admins' Disputes tab alike.
import { type DisputeOutcome, type DisputeReason, type DisputeStatus, disputeReasonLabels } from '#shared/constants.ts';
import type { DisputeEntryView } from '#shared/schemas/disputes.ts';
import { formatCoins } from '#shared/price.ts';

export const disputeStatusLabels: Record<DisputeStatus, string> = {
  open: 'Open',
  withdrawn: 'Withdrawn',
  resolved: 'Resolved',
};

export const disputeOutcomeLabels: Record<DisputeOutcome, string> = {
  release: 'Release to provider',
  refund: 'Refund to payer',
  split: 'Split',
};

export const labelDisputeReason = (reason: DisputeReason) => disputeReasonLabels[reason];

/** The coins of a ruling as both sides read them: 'Provider: 30 DC · Payer: 20 DC'. */
export function describeRulingCoins(ruling: {
  providerCoins: number | null;
  payerCoins: number | null;
}): string | null {
  if (ruling.providerCoins === null && ruling.payerCoins === null) return null;
  return `Provider: ${formatCoins(ruling.providerCoins ?? 0)} · Payer: ${formatCoins(ruling.payerCoins ?? 0)}`;
}

/** Who wrote an entry, as its heading says: an admin's question names no admin. */
export function describeEntry(
  entry: Pick<DisputeEntryView, 'kind' | 'author' | 'byAdmin' | 'addressedTo'>,
  nameOf: (party: DisputeEntryView['author']) => string,
): string {
  if (entry.kind === 'question' || entry.byAdmin) return `Admin asked ${nameOf(entry.addressedTo)}`;
  if (entry.kind === 'answer') return `Answer from ${nameOf(entry.author)}`;
  return `Statement from ${nameOf(entry.author)}`;
}

/** 'Add your statement by November 30, 2026' when the deadline is the viewer's to meet. */
export const formatDisputeDay = (value: string) =>
  new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long a case has waited, as the Disputes tab reads it: 'Under an hour', '5 hours', '3 days'. */
export function describeCaseAge(openedAt: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(openedAt).getTime());
  if (elapsed < hourMs) return 'Under an hour';
  if (elapsed < dayMs) return plural(Math.floor(elapsed / hourMs), 'hour');
  return plural(Math.floor(elapsed / dayMs), 'day');
}
