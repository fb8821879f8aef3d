import { appendQuery } from '#shared/append-query.ts';
import type { OfferKind, PaymentType } from '#shared/constants.ts';

export type OfferListParams = {
  kind?: OfferKind | undefined;
  q?: string | undefined;
  /** A category slug; the server checks it against the 22. */
  category?: string | undefined;
  payment?: PaymentType | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
};

/**
 * The filters in one order whatever order the caller's object has: the server preloads a list page's first read
 * from its HTML (offers/page-meta.ts), and the browser hands the web's fetch that response only if both name the
 * same URL.
 */
export function offerListQuery({ kind, q, category, payment, page, pageSize }: OfferListParams): OfferListParams {
  return { kind, q, category, payment, page, pageSize };
}

/** GET /offers (under /api) for a list's filters and page; unset and empty values are left out. */
export function offerListPath(params: OfferListParams): string {
  return appendQuery('/offers', offerListQuery(params));
}
