// How a dispute reads on screen, for the parties on the proposal page and the admins' Disputes tab alike. The words
// are the disputes catalog's (src/web/features/disputes/messages), in the page's language through the intl given.
import type { IntlShape } from 'react-intl';
import type { DisputeOutcome, DisputeReason } from '#shared/constants.ts';
import type { DisputeEntryView } from '#shared/schemas/disputes.ts';
import { formatCoins } from '#shared/price.ts';
import { disputeReasonMessages } from '#web/components/shared-labels.ts';

/** A ruling's outcome in words, by message id. A dispute's status in words is useFormatStatus's (record-status). */
export const disputeOutcomeMessages = {
  release: 'disputes.outcome.release',
  refund: 'disputes.outcome.refund',
  split: 'disputes.outcome.split',
} as const satisfies Record<DisputeOutcome, string>;

/** Why the dispute was opened, in the reader's language. */
export const describeDisputeReason = (reason: DisputeReason, intl: IntlShape) =>
  intl.formatMessage({ id: disputeReasonMessages[reason] });

/** The coins of a ruling as both sides read them: 'Provider: 30 DC · Payer: 20 DC'. */
export function describeRulingCoins(
  ruling: { providerCoins: number | null; payerCoins: number | null },
  intl: IntlShape,
): string | null {
  if (ruling.providerCoins === null && ruling.payerCoins === null) return null;
  return intl.formatMessage(
    { id: 'disputes.ruling.coins' },
    {
      provider: formatCoins(ruling.providerCoins ?? 0, intl.locale),
      payer: formatCoins(ruling.payerCoins ?? 0, intl.locale),
    },
  );
}

/** Who wrote an entry, as its heading says: an admin's question names no admin. */
export function describeEntry(
  entry: Pick<DisputeEntryView, 'kind' | 'author' | 'byAdmin' | 'addressedTo'>,
  nameOf: (party: DisputeEntryView['author']) => string,
  intl: IntlShape,
): string {
  if (entry.kind === 'question' || entry.byAdmin) {
    return intl.formatMessage({ id: 'disputes.entry.question' }, { name: nameOf(entry.addressedTo) });
  }
  if (entry.kind === 'answer')
    return intl.formatMessage({ id: 'disputes.entry.answer' }, { name: nameOf(entry.author) });
  return intl.formatMessage({ id: 'disputes.entry.statement' }, { name: nameOf(entry.author) });
}

/** 'Add your statement by November 30, 2026' when the deadline is the viewer's to meet. */
export const formatDisputeDay = (value: string, intl: IntlShape) =>
  intl.formatDate(value, { year: 'numeric', month: 'long', day: 'numeric' });

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** How long a case has waited, in whole hours under a day and whole days after: the unit and the count. */
export type CaseAge = { unit: 'underHour' | 'hour' | 'day'; count: number };

export function measureCaseAge(openedAt: string, now: Date): CaseAge {
  const elapsed = Math.max(0, now.getTime() - new Date(openedAt).getTime());
  if (elapsed < hourMs) return { unit: 'underHour', count: 0 };
  if (elapsed < dayMs) return { unit: 'hour', count: Math.floor(elapsed / hourMs) };
  return { unit: 'day', count: Math.floor(elapsed / dayMs) };
}

/** How long a case has waited, as the Disputes tab reads it: 'Under an hour', '5 hours', '3 days'. */
export function describeCaseAge(openedAt: string, now: Date, intl: IntlShape): string {
  const { unit, count } = measureCaseAge(openedAt, now);
  if (unit === 'underHour') return intl.formatMessage({ id: 'disputes.caseAge.underHour' });
  if (unit === 'hour') return intl.formatMessage({ id: 'disputes.caseAge.hours' }, { count });
  return intl.formatMessage({ id: 'disputes.caseAge.days' }, { count });
}
