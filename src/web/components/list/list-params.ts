import {
  defaultPageSize,
  type OfferSort,
  offerSorts,
  type PageSize,
  pageSizes,
  type PaymentType,
  paymentTypes,
} from '#shared/constants.ts';
import { type CurrencyCode, currencyCodes, defaultCurrency } from '#shared/currency.ts';
import type { OfferListParams } from '#shared/offer-list-path.ts';
import type { UrlCodec } from '#web/components/list/url-state.ts';

// The URL state of the offer lists (/browse, /services, /requests, the category pages): search, filters, paging and
// layout, which the proposal lists extend with their status and the marketplace lists with sort, price range and
// the payment switches (MarketListParams). The address is the only store, so a link can be shared and Back returns to the previous
// state. Whatever a hand-edited or stale address holds, the page reads a usable state from it: each bad value falls
// back to its default instead of the page failing on a 400. The rules are offerListQuerySchema's, written out here:
// importing the schema would bring zod (25 KB gzip) to every list's first load just to read an address;
// list-params.test.ts checks that both agree.

export type ListView = 'grid' | 'list';

export type ListParams = {
  q: string;
  /** A category slug from the page's own category list. */
  category: string | undefined;
  payment: PaymentType | undefined;
  page: number;
  pageSize: PageSize;
  view: ListView;
};

export const defaultListParams: ListParams = {
  q: '',
  category: undefined,
  payment: undefined,
  page: 1,
  pageSize: defaultPageSize,
  view: 'grid',
};

const maxSearchLength = 100;

/** The deepest page the server serves: maxPage of #shared/schemas/paging.ts, which defines it beside zod. */
export const maxListPage = 200;

function readParam(search: URLSearchParams, key: string): string | undefined {
  return search.get(key) ?? undefined;
}

/** A whole number as the schema's z.coerce.number() reads it ('' is 0, surrounding spaces are allowed). */
function readNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}

/** A page number from the address, when it is one the server serves. */
export function readPage(value: string | undefined): number | undefined {
  const page = readNumber(value);
  return page !== undefined && page >= 1 && page <= maxListPage ? page : undefined;
}

function readPageSize(value: string | undefined): PageSize | undefined {
  const size = readNumber(value);
  return pageSizes.find((candidate) => candidate === size);
}

function readPayment(value: string | undefined): PaymentType | undefined {
  return paymentTypes.find((candidate) => candidate === value);
}

export function parseListParams(search: URLSearchParams, categorySlugs: readonly string[]): ListParams {
  const category = readParam(search, 'category');
  return {
    // Too long a search is cut to the server's limit rather than dropped: the visitor still sees their words.
    q: (search.get('q') ?? '').trim().slice(0, maxSearchLength).trim(),
    category: category && categorySlugs.includes(category) ? category : undefined,
    payment: readPayment(readParam(search, 'payment')),
    page: readPage(readParam(search, 'page')) ?? defaultListParams.page,
    pageSize: readPageSize(readParam(search, 'pageSize')) ?? defaultListParams.pageSize,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/**
 * The state of a list that only pages (a category page): a search, filter or layout left in the address is not
 * read, so it is not written back either.
 */
export function parsePagingParams(search: URLSearchParams): ListParams {
  const { page, pageSize } = parseListParams(search, []);
  return { ...defaultListParams, page, pageSize };
}

/** The address of a state; defaults are left out so a plain list stays at a plain /browse. */
export function buildListSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.payment) search.set('payment', params.payment);
  if (params.page !== defaultListParams.page) search.set('page', String(params.page));
  if (params.pageSize !== defaultListParams.pageSize) search.set('pageSize', String(params.pageSize));
  if (params.view !== defaultListParams.view) search.set('view', params.view);
  return search;
}

/**
 * The state after a change. Any change to what is listed (search, filters, page size) starts again at page 1
 * (spec); switching between grid and list keeps the page, as the same items are shown.
 */
export function applyListChange<Params extends ListParams>(current: Params, change: Partial<Params>): Params {
  const next = { ...current, ...change };
  const listChanged = (['q', 'category', 'payment', 'pageSize'] as const).some(
    (key) => key in change && change[key] !== current[key],
  );
  if (listChanged && !('page' in change)) next.page = 1;
  return next;
}

export function hasActiveFilters(params: ListParams): boolean {
  return Boolean(params.q || params.category || params.payment);
}

const listKeys = Object.keys(defaultListParams);

/** Search, category, payment, paging and layout for the page's categories: what the proposal lists extend. */
export function offerListCodec(categorySlugs: readonly string[]): UrlCodec<ListParams> {
  return {
    keys: listKeys,
    parse: (search) => parseListParams(search, categorySlugs),
    build: buildListSearch,
    apply: applyListChange,
  };
}

/** A list that only pages (a category page). */
export const pagingOnlyCodec: UrlCodec<ListParams> = {
  keys: listKeys,
  parse: parsePagingParams,
  build: buildListSearch,
  apply: applyListChange,
};

/** The marketplace lists' own filters: sort, a price range in `currency` as typed, and the payment switches. */
export type MarketListParams = ListParams & {
  /** Left out when it is the default for the search (sortFor). */
  sort: OfferSort | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** The display currency the range was typed in; only meaningful (and only written) with a range. */
  currency: CurrencyCode;
  coins: boolean;
  barter: boolean;
  /** The search as typed: no suggestion's results in its place. Only with a search; a new search drops it. */
  exact: boolean;
};

export const defaultMarketListParams: MarketListParams = {
  ...defaultListParams,
  sort: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  currency: defaultCurrency,
  coins: false,
  barter: false,
  exact: false,
};

/** The highest price bound the server accepts (offerFiltersSchema). */
export const maxPriceBound = 1_000_000;

/** The order a list is in: the one chosen, else by relevance with a search and newest first without. */
export function sortFor(params: Pick<MarketListParams, 'q' | 'sort'>): OfferSort {
  return params.sort ?? (params.q ? 'relevance' : 'newest');
}

/** A chosen sort, or undefined when it is the default anyway (relevance needs a search to mean anything). */
function keptSort(sort: OfferSort | undefined, q: string): OfferSort | undefined {
  if (sort === undefined || sort === (q ? 'relevance' : 'newest')) return undefined;
  return sort === 'relevance' && !q ? undefined : sort;
}

/** A price bound as z.coerce.number().min(0).max(1,000,000) reads it ('' is 0; decimals are kept as typed). */
export function readPriceBound(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= maxPriceBound ? number : undefined;
}

function readCurrency(value: string | undefined): CurrencyCode {
  return currencyCodes.find((code) => code === value) ?? defaultCurrency;
}

export function parseMarketListParams(search: URLSearchParams, categorySlugs: readonly string[]): MarketListParams {
  const base = parseListParams(search, categorySlugs);
  let minPrice = readPriceBound(readParam(search, 'minPrice'));
  let maxPrice = readPriceBound(readParam(search, 'maxPrice'));
  // A range the server would refuse (min above max) is dropped whole rather than guessed at.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) minPrice = maxPrice = undefined;
  return {
    ...base,
    sort: keptSort(
      offerSorts.find((sort) => sort === search.get('sort')),
      base.q,
    ),
    minPrice,
    maxPrice,
    currency: readCurrency(readParam(search, 'currency')),
    coins: search.get('coins') === 'true',
    barter: search.get('barter') === 'true',
    exact: Boolean(base.q) && search.get('exact') === 'true',
  };
}

export function buildMarketListSearch(params: MarketListParams): URLSearchParams {
  const search = buildListSearch(params);
  const page = search.get('page');
  const pageSize = search.get('pageSize');
  const view = search.get('view');
  // In the order of the API's query (offerListQuery), paging and layout last.
  for (const key of ['page', 'pageSize', 'view']) search.delete(key);
  const sort = keptSort(params.sort, params.q);
  if (sort) search.set('sort', sort);
  if (params.minPrice !== undefined) search.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) search.set('maxPrice', String(params.maxPrice));
  if (hasPriceRange(params)) search.set('currency', params.currency);
  if (params.coins) search.set('coins', 'true');
  if (params.barter) search.set('barter', 'true');
  if (params.exact && params.q) search.set('exact', 'true');
  if (page) search.set('page', page);
  if (pageSize) search.set('pageSize', pageSize);
  if (view) search.set('view', view);
  return search;
}

const marketListKeys = ['sort', 'minPrice', 'maxPrice', 'currency', 'coins', 'barter', 'exact'] as const;

/**
 * Any change to the sort, the range or a switch also starts again at page 1. Another search is taken as typed only
 * when asked again ('Search instead for ...').
 */
export function applyMarketListChange(current: MarketListParams, change: Partial<MarketListParams>): MarketListParams {
  const next = applyListChange(current, change);
  const changed = marketListKeys.some((key) => key in change && change[key] !== current[key]);
  if (changed && !('page' in change)) next.page = 1;
  if ('q' in change && change.q !== current.q && !('exact' in change)) next.exact = false;
  return next;
}

export function hasPriceRange(params: Pick<MarketListParams, 'minPrice' | 'maxPrice'>): boolean {
  return params.minPrice !== undefined || params.maxPrice !== undefined;
}

/** Whether anything narrows the list (a sort only reorders it, so it does not count). */
export function hasMarketFilters(params: MarketListParams): boolean {
  return hasActiveFilters(params) || hasPriceRange(params) || params.coins || params.barter;
}

/** What 'Clear Filters' resets on a marketplace list; the chosen sort stays. */
export const clearedMarketFilters: Partial<MarketListParams> = {
  q: '',
  category: undefined,
  payment: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  coins: false,
  barter: false,
  exact: false,
};

/** The marketplace lists' codec (/browse, /services, /requests) for the page's categories. */
export function marketListCodec(categorySlugs: readonly string[]): UrlCodec<MarketListParams> {
  return {
    keys: [...listKeys, ...marketListKeys],
    parse: (search) => parseMarketListParams(search, categorySlugs),
    build: buildMarketListSearch,
    apply: applyMarketListChange,
  };
}

/**
 * What GET /offers is asked for a marketplace list. The currency matters only to a range and is left out
 * otherwise, so a plain list asks for the very URL its HTML preloads (offers/page-meta.ts on the server).
 */
export function marketListQuery(params: MarketListParams, kind: OfferListParams['kind']): OfferListParams {
  const { q, category, payment, sort, minPrice, maxPrice, coins, barter, exact, page, pageSize } = params;
  return {
    kind,
    q: q || undefined,
    category,
    payment,
    sort,
    minPrice,
    maxPrice,
    currency: hasPriceRange(params) ? params.currency : undefined,
    coins: coins || undefined,
    barter: barter || undefined,
    exact: (exact && Boolean(q)) || undefined,
    page,
    pageSize,
  };
}
