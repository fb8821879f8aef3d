import type { IntlShape } from 'react-intl';
import type { OfferSort } from '#shared/constants.ts';
import { type CurrencyCode, currencies } from '#shared/currency.ts';
import { maxPriceBound } from '#web/components/list/list-params.ts';

// The marketplace lists' sort and price range as the page shows and checks them. A range typed here is refused for
// the server's reasons (offerFiltersSchema), which the English catalog words as the server does.

/** Each sort's name, by message id. */
export const sortLabels = {
  relevance: 'components.sort.relevance',
  newest: 'components.sort.newest',
  'price-asc': 'components.sort.priceAsc',
  'price-desc': 'components.sort.priceDesc',
  rating: 'components.sort.rating',
} as const satisfies Record<OfferSort, string>;

export type PriceRange = { minPrice: number | undefined; maxPrice: number | undefined };

type Bound = 'min' | 'max';
type BoundReason = 'notANumber' | 'negative' | 'tooLarge';

/** What is wrong with a typed range: which box, and why. */
export type PriceRangeProblem = { field: Bound; reason: BoundReason } | { field: 'min'; reason: 'aboveMaximum' };

const boundMessages = {
  min: {
    notANumber: 'components.priceRange.minNotANumber',
    negative: 'components.priceRange.minNegative',
    tooLarge: 'components.priceRange.minTooLarge',
  },
  max: {
    notANumber: 'components.priceRange.maxNotANumber',
    negative: 'components.priceRange.maxNegative',
    tooLarge: 'components.priceRange.maxTooLarge',
  },
} as const satisfies Record<Bound, Record<BoundReason, string>>;

/** A problem's message id. */
export function priceRangeProblemMessage(problem: PriceRangeProblem) {
  return problem.reason === 'aboveMaximum'
    ? 'components.priceRange.minAboveMaximum'
    : boundMessages[problem.field][problem.reason];
}

function checkBound(text: string, field: Bound): number | undefined | { problem: PriceRangeProblem } {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { problem: { field, reason: 'notANumber' } };
  if (value < 0) return { problem: { field, reason: 'negative' } };
  if (value > maxPriceBound) return { problem: { field, reason: 'tooLarge' } };
  return value;
}

/** The range typed in the two boxes (empty means no bound), or what is wrong with it. */
export function checkPriceRange(minText: string, maxText: string): PriceRange | { problem: PriceRangeProblem } {
  const minPrice = checkBound(minText, 'min');
  if (typeof minPrice === 'object') return minPrice;
  const maxPrice = checkBound(maxText, 'max');
  if (typeof maxPrice === 'object') return maxPrice;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { problem: { field: 'min', reason: 'aboveMaximum' } };
  }
  return { minPrice, maxPrice };
}

/** An amount as typed, in its currency and the reader's digits: '€12.50', '¥1,500'. */
function formatBound(amount: number, code: CurrencyCode, intl: IntlShape): string {
  const currency = currencies.find((c) => c.code === code) ?? currencies[0];
  return `${currency.symbol}${intl.formatNumber(amount, { maximumFractionDigits: 2 })}`;
}

/** The chip of a range as a message: '€10 – €50', 'From €10', 'Up to €50'; null without a bound. */
export function priceRangeMessage({ minPrice, maxPrice }: PriceRange, code: CurrencyCode, intl: IntlShape) {
  if (minPrice !== undefined && maxPrice !== undefined) {
    const values = { min: formatBound(minPrice, code, intl), max: formatBound(maxPrice, code, intl) };
    return { id: 'components.priceRange.between', values } as const;
  }
  if (minPrice !== undefined) {
    return { id: 'components.priceRange.from', values: { min: formatBound(minPrice, code, intl) } } as const;
  }
  if (maxPrice !== undefined) {
    return { id: 'components.priceRange.upTo', values: { max: formatBound(maxPrice, code, intl) } } as const;
  }
  return null;
}
