import { defaultPageSize, type PageSize, pageSizes, type PaymentType, paymentTypes } from '#shared/constants.ts';
import type { UrlCodec } from '#web/components/list/url-state.ts';

// The URL state of the offer lists (/browse, /services, /requests, the category pages), which the proposals list
// extends with its own keys. The address is the only store, so a link can be shared and Back returns to the previous
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
export function applyListChange(current: ListParams, change: Partial<ListParams>): ListParams {
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

/** The offer lists' codec for the page's categories. */
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
