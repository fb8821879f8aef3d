import type { IntlShape } from 'react-intl';
import { findCategoryBySlug } from '#shared/categories.ts';
import { currencies } from '#shared/currency.ts';
import type { SavedSearch } from '#shared/schemas/saved-searches.ts';
import { nameCategory } from '#web/components/category-names.ts';

// A saved search's filters as a member reads them: "“garden” · Home & Garden · coins · 10 to 50 €", in the page's
// language (the intl of useIntl).

type Filters = SavedSearch['filters'];

const paymentWords = {
  cash: 'saved-searches.filters.paidInCash',
  coins: 'saved-searches.filters.paidInCoins',
  trade: 'saved-searches.filters.paidInTrade',
} as const;
const sortWords = {
  relevance: 'saved-searches.filters.sortRelevance',
  newest: 'saved-searches.filters.sortNewest',
  'price-asc': 'saved-searches.filters.sortPriceAsc',
  'price-desc': 'saved-searches.filters.sortPriceDesc',
  rating: 'saved-searches.filters.sortRating',
} as const;

function priceWords({ minPrice, maxPrice, currency }: Filters, intl: IntlShape): string | null {
  const symbol = currencies.find((c) => c.code === currency)?.symbol ?? '';
  const amount = (value: number) => `${symbol}${value}`;
  if (minPrice !== undefined && maxPrice !== undefined) {
    return intl.formatMessage(
      { id: 'saved-searches.filters.priceBetween' },
      { min: amount(minPrice), max: amount(maxPrice) },
    );
  }
  if (minPrice !== undefined) {
    return intl.formatMessage({ id: 'saved-searches.filters.priceFrom' }, { min: amount(minPrice) });
  }
  if (maxPrice !== undefined) {
    return intl.formatMessage({ id: 'saved-searches.filters.priceUpTo' }, { max: amount(maxPrice) });
  }
  return null;
}

/** Each filter that narrows the list, in words; an empty list means everything of its kind. */
export function describeFilters(filters: Filters, intl: IntlShape): string[] {
  const words = [
    intl.formatMessage({
      id: filters.kind === 'request' ? 'saved-searches.filters.requests' : 'saved-searches.filters.services',
    }),
    filters.q ? intl.formatMessage({ id: 'saved-searches.filters.query' }, { query: filters.q }) : null,
    filters.category ? nameCategory(filters.category, intl) : null,
    filters.payment ? intl.formatMessage({ id: paymentWords[filters.payment] }) : null,
    filters.coins ? intl.formatMessage({ id: 'saved-searches.filters.acceptsCoins' }) : null,
    filters.barter ? intl.formatMessage({ id: 'saved-searches.filters.openToBarter' }) : null,
    priceWords(filters, intl),
    filters.sort ? intl.formatMessage({ id: sortWords[filters.sort] }) : null,
  ];
  return words.filter((word): word is string => word !== null);
}

/** A name for a search about to be saved: its text and category, or what it lists. */
export function suggestSearchName(params: URLSearchParams, kind: Filters['kind'], intl: IntlShape): string {
  const query = params.get('q')?.trim();
  const slug = findCategoryBySlug(params.get('category') ?? '')?.slug;
  const category = slug && nameCategory(slug, intl);
  const name =
    query && category
      ? intl.formatMessage({ id: 'saved-searches.suggestedName.queryInCategory' }, { query, category })
      : query ||
        category ||
        intl.formatMessage({
          id:
            kind === 'request'
              ? 'saved-searches.suggestedName.allRequests'
              : 'saved-searches.suggestedName.allServices',
        });
  return name.slice(0, 60);
}
