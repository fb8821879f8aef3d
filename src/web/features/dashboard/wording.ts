import type { IntlShape } from 'react-intl';
import { convertUsdCents, type CurrencyCode } from '#shared/currency.ts';

// How the dashboard words and scales its figures; pure, so the charts' tables and labels are testable. The words
// and the dates come from the reader's language (`intl`).

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** '2026-11' (a UTC month from the server) as 'Nov 2026'. */
export function formatMonth(month: string, intl: IntlShape): string {
  return intl.formatDate(monthStart(month), { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** '2026-11' as 'Nov': a chart's axis label. */
export function formatShortMonth(month: string, intl: IntlShape): string {
  return intl.formatDate(monthStart(month), { month: 'short', timeZone: 'UTC' });
}

/** USD cents as a plain number in the display currency, for a chart's scale (formatMoney words it). */
export function toDisplayAmount(usdCents: number, code: CurrencyCode): number {
  return convertUsdCents(usdCents, code);
}

/** '1,000 DC' */
export function formatCoins(coins: number, intl: IntlShape): string {
  return intl.formatMessage({ id: 'dashboard.wording.coins' }, { amount: intl.formatNumber(coins) });
}

/** A chart's axis label: long titles end in an ellipsis (the full title stays in the tooltip and the table). */
export function truncateTitle(title: string, max = 16): string {
  const characters = [...title];
  return characters.length <= max
    ? title
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function describePending(count: number, intl: IntlShape): string {
  return intl.formatMessage({ id: 'dashboard.wording.pending' }, { count });
}

export function describeRejected(count: number, intl: IntlShape): string {
  return intl.formatMessage({ id: 'dashboard.wording.rejected' }, { count });
}

/** Deals completed on either side: the earnings come only from those where the member was paid. */
export function describeCompletedDeals(count: number, intl: IntlShape): string {
  return intl.formatMessage({ id: 'dashboard.wording.completedDeals' }, { count });
}
