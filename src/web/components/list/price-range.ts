import type { OfferSort } from '#shared/constants.ts';
import { type CurrencyCode, currencies } from '#shared/currency.ts';
import { maxPriceBound } from '#web/components/list/list-params.ts';

// The marketplace lists' sort and price range as the page shows and checks them. The messages are the server's
// (offerFiltersSchema), so a range typed here is refused for the same reasons with the same words.

export const sortLabels: Record<OfferSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

export type PriceRange = { minPrice: number | undefined; maxPrice: number | undefined };

function readBound(text: string, label: 'Minimum' | 'Maximum'): number | undefined | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: `${label} price must be a number` };
  if (value < 0) return { error: `${label} price must not be negative` };
  if (value > maxPriceBound) return { error: `${label} price must be at most 1,000,000` };
  return value;
}

/** The range typed in the two boxes (empty means no bound), or what is wrong with it. */
export function readPriceRange(minText: string, maxText: string): PriceRange | { error: string } {
  const minPrice = readBound(minText, 'Minimum');
  if (typeof minPrice === 'object') return minPrice;
  const maxPrice = readBound(maxText, 'Maximum');
  if (typeof maxPrice === 'object') return maxPrice;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { error: 'Minimum price must not be above maximum price' };
  }
  return { minPrice, maxPrice };
}

/** An amount as typed, in its currency: '€12.50', '¥1,500'. */
export function formatBound(amount: number, code: CurrencyCode): string {
  const currency = currencies.find((c) => c.code === code) ?? currencies[0];
  return `${currency.symbol}${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** The chip of a range: '€10 – €50', 'From €10', 'Up to €50'. */
export function describePriceRange({ minPrice, maxPrice }: PriceRange, code: CurrencyCode): string {
  if (minPrice !== undefined && maxPrice !== undefined) {
    return `${formatBound(minPrice, code)} – ${formatBound(maxPrice, code)}`;
  }
  if (minPrice !== undefined) return `From ${formatBound(minPrice, code)}`;
  return maxPrice !== undefined ? `Up to ${formatBound(maxPrice, code)}` : '';
}
