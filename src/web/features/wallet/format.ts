import { coinPacks, coinsPerDollar } from '#shared/constants.ts';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';

// How the wallet words its amounts. Cash is stored in USD cents and shown in the member's display currency.

/** '1,000 DC' */
export function formatCoins(coins: number): string {
  return `${coins.toLocaleString('en-US')} DC`;
}

// Packs keep the spec's names ('Buy 1000 DC', '1000 Dragon Coins'); balances group their digits (formatCoins).

/** '1000 Dragon Coins' */
export function namePack(coins: number): string {
  return `${coins} Dragon Coins`;
}

/** 'Buy 1000 DC' */
export function labelPackPurchase(coins: number): string {
  return `Buy ${coins} DC`;
}

/** What converting `coins` pays, in USD cents (10 DC = $1). */
export function coinsToCents(coins: number): number {
  return Math.round((coins * 100) / coinsPerDollar);
}

/**
 * Why converting `coins` is not possible now, or undefined when it is: too few coins at all, or too few of them
 * earned in deals (bought and granted coins never convert).
 */
export function conversionUnavailable(
  coins: number,
  balances: { dragonCoins: number; convertibleCoins: number },
): string | undefined {
  if (balances.dragonCoins < coins) return 'Not enough Dragon Coins';
  if (balances.convertibleCoins < coins) {
    return `Only coins earned in deals can be converted: you have ${formatCoins(balances.convertibleCoins)}`;
  }
  return undefined;
}

/** Money for a button or a heading: '$25' rather than '$25.00', the cents only when there are any. */
export function formatWholeMoney(usdCents: number, code: CurrencyCode): string {
  return formatMoney(usdCents, code).replace(/\.00$/, '');
}

/**
 * A sum paid in USD, as paid, with the display currency's figure beside it when that is not USD: '$25 (≈ €23.00)'.
 * Withdrawals are paid out in dollars, so the dollars lead.
 */
export function formatPaidInUsd(usdCents: number, code: CurrencyCode): string {
  const paid = formatWholeMoney(usdCents, 'USD');
  return code === 'USD' ? paid : `${paid} (≈ ${formatMoney(usdCents, code)})`;
}

/**
 * The pack a success page's `amount` names: the price in whole US dollars as the checkout put it in the address
 * (10, 45 or 90). Anything else names no pack.
 */
export function findPackByAmount(amount: string | null) {
  if (amount === null || !/^\d+(\.\d{1,2})?$/.test(amount)) return undefined;
  const priceCents = Math.round(Number(amount) * 100);
  return coinPacks.find((pack) => pack.priceCents === priceCents);
}
