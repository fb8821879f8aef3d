import { coinPackSizes } from '#shared/coin-rates.ts';
import { conversionOptions, withdrawalOptionsCents } from '#shared/constants.ts';
import { formatMoney } from '#shared/currency.ts';

// The wallet's figures as the help pages word them, read from the constants the wallet itself uses, so the copy
// cannot promise a pack or amount the wallet does not offer. Pack prices and the conversion rate are the admin's
// settings (decision 031): the copy sends the reader to the wallet for them rather than print figures that may change.

/** US dollars as copy writes them: '$10', and the cents only when there are any ('$12.50'). */
export function formatDollars(cents: number): string {
  return formatMoney(cents, 'USD').replace(/\.00$/, '');
}

/** 'a, b or c'. */
export function joinAlternatives(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

/** '100, 500 or 1000 DC' */
export function describeCoinPacks(sizes: readonly number[] = coinPackSizes): string {
  return `${joinAlternatives(sizes.map(String))} DC`;
}

/** 'in steps of 100 DC or 500 DC, at the rate your wallet shows (never more than a coin costs in the cheapest pack)' */
export function describeConversion(steps: readonly number[] = conversionOptions): string {
  return `in steps of ${joinAlternatives(steps.map((coins) => `${coins} DC`))}, at the rate your wallet shows (never more than a coin costs in the cheapest pack)`;
}

/** '$25 or $50' */
export function describeWithdrawals(amountsCents: readonly number[] = withdrawalOptionsCents): string {
  return joinAlternatives(amountsCents.map(formatDollars));
}
