// A listing's price and a proposal's cash amount are stored structured (decision 027): USD cents and/or whole Dragon
// Coins, per a unit, with free text only as a note. Shown in the viewer's display currency; cash is paid in USD.
import { type CurrencyCode, defaultCurrency, type DisplayRates, formatMoney } from './currency.ts';
import { formatNumber } from './number-format.ts';

export const priceUnits = ['fixed', 'hour', 'item', 'negotiable'] as const;
export type PriceUnit = (typeof priceUnits)[number];

export const priceUnitLabels: Record<PriceUnit, string> = {
  fixed: 'Fixed price',
  hour: 'Per hour',
  item: 'Per item',
  negotiable: 'Negotiable',
};

export type Price = { cashCents: number | null; coins: number | null; unit: PriceUnit; note: string | null };

/** Whole Dragon Coins, grouped as `locale` groups them: '2,500 DC', '2.500 DC'. */
export const formatCoins = (coins: number, locale?: string) => `${formatNumber(coins, 0, locale)} DC`;

/**
 * '€46.00 / hour', '50 DC', '$250.00 or 2,500 DC', '$55.00 (negotiable)', 'Negotiable'. A listing's cash and coins
 * are alternatives, as its payment types are. The note follows the figures; without figures it stands alone. Cash
 * is converted at the current rates (formatMoney), or at `rates` (the server's).
 */
export function formatPrice(price: Price, code: CurrencyCode = defaultCurrency, rates?: DisplayRates): string {
  const amounts = [
    price.cashCents === null ? null : formatMoney(price.cashCents, code, { rates }),
    price.coins === null ? null : formatCoins(price.coins),
  ].filter((part) => part !== null);
  if (amounts.length === 0) return price.note || priceUnitLabels.negotiable;
  const suffix = { fixed: '', hour: ' / hour', item: ' / item', negotiable: ' (negotiable)' }[price.unit];
  const figures = `${amounts.join(' or ')}${suffix}`;
  return price.note ? `${figures} · ${price.note}` : figures;
}
