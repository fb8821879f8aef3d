import { findCategoryBySlug } from '#shared/categories.ts';
import { currencies } from '#shared/currency.ts';
import type { SavedSearch } from '#shared/schemas/saved-searches.ts';

// A saved search's filters as a member reads them: "“garden” · Home & Garden · coins · 10 to 50 €".

type Filters = SavedSearch['filters'];

const paymentWords = { cash: 'Cash', coins: 'Dragon Coins', trade: 'Trade' } as const;
const sortWords = {
  relevance: 'Most relevant',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
} as const;

function priceWords({ minPrice, maxPrice, currency }: Filters): string | null {
  const symbol = currencies.find((c) => c.code === currency)?.symbol ?? '';
  const amount = (value: number) => `${symbol}${value}`;
  if (minPrice !== undefined && maxPrice !== undefined) return `${amount(minPrice)} to ${amount(maxPrice)}`;
  if (minPrice !== undefined) return `From ${amount(minPrice)}`;
  if (maxPrice !== undefined) return `Up to ${amount(maxPrice)}`;
  return null;
}

/** Each filter that narrows the list, in words; an empty list means everything of its kind. */
export function describeFilters(filters: Filters): string[] {
  const words = [
    filters.kind === 'request' ? 'Requests' : 'Services',
    filters.q ? `“${filters.q}”` : null,
    filters.category ? (findCategoryBySlug(filters.category)?.name ?? filters.category) : null,
    filters.payment ? `Paid in ${paymentWords[filters.payment]}` : null,
    filters.coins ? 'Accepts Dragon Coins' : null,
    filters.barter ? 'Open to barter' : null,
    priceWords(filters),
    filters.sort ? sortWords[filters.sort] : null,
  ];
  return words.filter((word): word is string => word !== null);
}

/** A name for a search about to be saved: its text and category, or what it lists. */
export function suggestSearchName(params: URLSearchParams, kind: Filters['kind']): string {
  const q = params.get('q')?.trim();
  const category = findCategoryBySlug(params.get('category') ?? '')?.name;
  const all = kind === 'request' ? 'All requests' : 'All services';
  const name = [q, category].filter(Boolean).join(' in ') || all;
  return name.slice(0, 60);
}
