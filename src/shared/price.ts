// A listing's price and a proposal's cash amount are stored structured (decision 027): USD cents and/or whole Dragon
// Coins, per a unit, with free text only as a note. Shown in the viewer's display currency; cash is paid in USD.
import { type CurrencyCode, defaultCurrency, formatMoney, type MoneyOptions } from './currency.ts';
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

/** How formatPrice writes: MoneyOptions for the figures, and `say` for its words, given in English ('{amount} / hour'). */
export type PriceWording = MoneyOptions & { say?: (english: string) => string };

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const unitPatterns: Record<PriceUnit, string> = {
  fixed: '{amount}',
  hour: '{amount} / hour',
  item: '{amount} / item',
  negotiable: '{amount} (negotiable)',
};

/**
 * '€46.00 / hour', '50 DC', '$250.00 or 2,500 DC', '$55.00 (negotiable)', 'Negotiable'. A listing's cash and coins
 * are alternatives, as its payment types are. The note follows the figures; without figures it stands alone. Cash
 * is converted at the current rates (formatMoney), or at `rates` (the server's). The server's `say` translates the
 * words, which its catalogs take from the web's (scripts/extract-texts.mjs); the web words a price itself
 * (components/price.ts).
 */
export function formatPrice(
  price: Price,
  code: CurrencyCode = defaultCurrency,
  { say = (english) => english, ...money }: PriceWording = {},
): string {
  const cash = price.cashCents === null ? null : formatMoney(price.cashCents, code, money);
  const coins = price.coins === null ? null : formatCoins(price.coins, money.locale);
  if (cash === null && coins === null) return price.note || say(priceUnitLabels.negotiable);
  const amount =
    cash !== null && coins !== null ? fill(say('{cash} or {coins}'), { cash, coins }) : (cash ?? coins ?? '');
  const figures = fill(say(unitPatterns[price.unit]), { amount });
  return price.note ? fill(say('{figures} · {note}'), { figures, note: price.note }) : figures;
}
