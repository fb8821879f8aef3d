import { appendQuery } from '#shared/append-query.ts';
import type { OfferKind, OfferSort, PaymentType } from '#shared/constants.ts';
import type { CurrencyCode } from '#shared/currency.ts';

export type OfferListParams = {
  kind?: OfferKind | undefined;
  q?: string | undefined;
  /** A category slug; the server checks it against the 22. */
  category?: string | undefined;
  payment?: PaymentType | undefined;
  sort?: OfferSort | undefined;
  /** The price range in `currency`, the viewer's display currency, as typed. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  currency?: CurrencyCode | undefined;
  /** Only `true` is written: leaving the switch out means off. */
  coins?: true | undefined;
  barter?: true | undefined;
  /** The search as typed, never its suggestion's results in its place ('Search instead for ...'). */
  exact?: true | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
};

/**
 * The filters in one order whatever order the caller's object has: the server preloads a list page's first read
 * from its HTML (offers/page-meta.ts), and the browser hands the web's fetch that response only if both name the
 * same URL.
 */
export function offerListQuery(params: OfferListParams) {
  const { kind, q, category, payment, sort, minPrice, maxPrice, currency, coins, barter, exact, page, pageSize } =
    params;
  return {
    kind,
    q,
    category,
    payment,
    sort,
    minPrice,
    maxPrice,
    currency,
    coins: coins ? ('true' as const) : undefined,
    barter: barter ? ('true' as const) : undefined,
    exact: exact ? ('true' as const) : undefined,
    page,
    pageSize,
  };
}

/** GET /offers (under /api) for a list's filters and page; unset and empty values are left out. */
export function offerListPath(params: OfferListParams): string {
  return appendQuery('/offers', offerListQuery(params));
}
