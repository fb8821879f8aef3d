import { coinPacks, coinsPerDollar, conversionOptions, withdrawalOptionsCents } from '#shared/constants.ts';
import { formatMoney } from '#shared/currency.ts';

// The wallet's figures as the help pages word them, read from the constants the wallet itself uses, so the copy
// cannot promise a pack, rate or amount the wallet does not offer.

type CoinPack = { coins: number; priceCents: number };

/** US dollars as copy writes them: '$10', and the cents only when there are any ('$12.50'). */
export function formatDollars(cents: number): string {
  return formatMoney(cents, 'USD').replace(/\.00$/, '');
}

/** 'a, b or c'. */
export function joinAlternatives(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

/** '100 DC for $10, 500 DC for $45 or 1000 DC for $90' */
export function describeCoinPacks(packs: readonly CoinPack[] = coinPacks): string {
  return joinAlternatives(packs.map((pack) => `${pack.coins} DC for ${formatDollars(pack.priceCents)}`));
}

/** 'at 10 DC = $1, in steps of 100 DC or 500 DC' */
export function describeConversion(
  rate: number = coinsPerDollar,
  steps: readonly number[] = conversionOptions,
): string {
  return `at ${rate} DC = ${formatDollars(100)}, in steps of ${joinAlternatives(steps.map((coins) => `${coins} DC`))}`;
}

/** '$25 or $50' */
export function describeWithdrawals(amountsCents: readonly number[] = withdrawalOptionsCents): string {
  return joinAlternatives(amountsCents.map(formatDollars));
}
