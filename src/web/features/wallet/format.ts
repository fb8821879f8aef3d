import type { IntlShape } from 'react-intl';
import { coinPackSizes } from '#shared/coin-rates.ts';
import { type CurrencyCode, formatApproximateMoney, formatMoney } from '#shared/currency.ts';

// How the wallet words its amounts, in the page's language (the intl of useIntl). Cash is stored in USD cents and
// shown in the member's display currency.

/** '1,000 DC' */
export function formatCoins(coins: number, intl: IntlShape): string {
  return intl.formatMessage({ id: 'wallet.format.coins' }, { coins: intl.formatNumber(coins) });
}

// Packs keep the spec's names ('Buy 1000 DC', '1000 Dragon Coins'); balances group their digits (formatCoins).

/** '1000 Dragon Coins' */
export function namePack(coins: number, intl: IntlShape): string {
  return intl.formatMessage({ id: 'wallet.format.pack' }, { coins });
}

/** 'Buy 1000 DC' */
export function labelPackPurchase(coins: number, intl: IntlShape): string {
  return intl.formatMessage({ id: 'wallet.format.buyPack' }, { coins });
}

/**
 * Why converting `coins` is not possible now, or undefined when it is: too few coins at all, or too few of them
 * earned in deals (bought and granted coins never convert).
 */
export function conversionUnavailable(
  coins: number,
  balances: { dragonCoins: number; convertibleCoins: number },
  intl: IntlShape,
): string | undefined {
  if (balances.dragonCoins < coins) return intl.formatMessage({ id: 'wallet.format.notEnoughCoins' });
  if (balances.convertibleCoins < coins) {
    return intl.formatMessage(
      { id: 'wallet.format.onlyEarnedConvert' },
      { coins: formatCoins(balances.convertibleCoins, intl) },
    );
  }
  return undefined;
}

/** Money for a button or a heading: '$25' rather than '$25.00', the cents only when there are any. */
export function formatWholeMoney(usdCents: number, code: CurrencyCode, locale: string): string {
  return formatMoney(usdCents, code, { locale, wholeWithoutCents: true });
}

/**
 * A sum paid in USD, as paid, with the display currency's figure beside it when that is not USD: '$25 (≈ €23.00)'.
 * Withdrawals are paid out in dollars, so the dollars lead.
 */
export function formatPaidInUsd(usdCents: number, code: CurrencyCode, locale: string): string {
  const paid = formatWholeMoney(usdCents, 'USD', locale);
  return code === 'USD' ? paid : `${paid} (${formatApproximateMoney(usdCents, code, { locale })})`;
}

/**
 * A cash figure in the display currency with the US dollars it is beside it when that is not USD: '€9.20 ($10.00)'.
 * Cash is kept in dollars, so the dollars are the figure that holds; the other is a guide at today's rate.
 */
export function formatCashWithUsd(usdCents: number, code: CurrencyCode, locale: string): string {
  const shown = formatMoney(usdCents, code, { locale });
  return code === 'USD' ? shown : `${shown} (${formatMoney(usdCents, 'USD', { locale })})`;
}

/**
 * The pack a success page's address names: its coins (100, 500 or 1000) and the price paid in US dollars as the
 * checkout put it there. Anything else names no pack.
 */
export function findPurchase(params: { coins: string | null; amount: string | null }) {
  const coins = Number(params.coins);
  if (!(coinPackSizes as readonly number[]).includes(coins)) return undefined;
  if (params.amount === null || !/^\d+(\.\d{1,2})?$/.test(params.amount)) return undefined;
  return { coins, priceCents: Math.round(Number(params.amount) * 100) };
}
