import { currencies, type CurrencyCode } from '#shared/currency.ts';

// How the dashboard words and scales its figures; pure, so the charts' tables and labels are testable.

/** '2026-11' (a UTC month from the server) as 'Nov 2026'. */
export function formatMonth(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** USD cents as a plain number in the display currency, for a chart's scale (formatMoney words it). */
export function toDisplayAmount(usdCents: number, code: CurrencyCode): number {
  const currency = currencies.find((c) => c.code === code) ?? currencies[0];
  const factor = 10 ** currency.decimals;
  return Math.round((usdCents / 100) * currency.rate * factor) / factor;
}

/** '1,000 DC' */
export function formatCoins(coins: number): string {
  return `${coins.toLocaleString('en-US')} DC`;
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

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function describePending(count: number): string {
  return `You have ${count} ${plural(count, 'listing', 'listings')} awaiting approval`;
}

export function describeRejected(count: number): string {
  return `${count} ${plural(count, 'listing was', 'listings were')} rejected`;
}

/** Deals completed on either side: the earnings come only from those where the member was paid. */
export function describeCompletedDeals(count: number): string {
  return `${count} completed ${plural(count, 'deal', 'deals')}`;
}
