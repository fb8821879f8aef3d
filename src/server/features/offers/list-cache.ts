// What the public offer lists keep in the app's cache (platform/cache.ts): the response to each list URL for a few
// seconds (OFFER_LIST_CACHE_SECONDS; 0 turns it off, so that the database path can be measured), and each filter's
// total for a minute, since counting a million rows is the slow part. Anything that changes what the lists show
// (an offer approved, edited, paused or deleted) calls invalidateOfferLists after it commits, which reaches every
// server process; what is left is bounded staleness for things that do not call it (a new rating or a renamed
// provider shows within seconds).
import type { OfferFilters } from '#shared/schemas/offers.ts';
import type { AppContext } from '../../context.ts';
import type { CachedAnswer } from '../../platform/cached-answer.ts';

type CacheContext = Pick<AppContext, 'cache'>;

/** A filter's key: every page and sort of it shares the total. */
export const filterKey = (query: OfferFilters) =>
  JSON.stringify([
    query.kind,
    query.category ?? '',
    query.payment ?? '',
    query.q ?? '',
    query.minPrice ?? '',
    query.maxPrice ?? '',
    query.minPrice === undefined && query.maxPrice === undefined ? '' : query.currency,
    query.coins ?? false,
    query.barter ?? false,
  ]);

/**
 * A public response (a list page for its URL's normalised query, the featured offers, the category counts),
 * serialised, with the compressed copies it has been sent as.
 */
export function readCachedOfferPage(
  ctx: CacheContext,
  key: string,
  load: () => Promise<CachedAnswer>,
): Promise<CachedAnswer> {
  return ctx.cache.read('offer-pages', key, load);
}

/** A filter's total (the same for every page of it). */
export function readCachedOfferTotal(ctx: CacheContext, key: string, load: () => Promise<number>): Promise<number> {
  return ctx.cache.read('offer-totals', key, load);
}

/** Where a served page of a sorted list ended, for the page after it (list.ts); undefined when not known. */
export function peekPageEnd<T>(ctx: CacheContext, key: string): T | undefined {
  return ctx.cache.peek<T>('offer-keysets', key);
}

export function keepPageEnd(ctx: CacheContext, key: string, end: unknown): void {
  ctx.cache.put('offer-keysets', key, end);
}

/**
 * Forgets every cached list response and total, and the server-rendered pages that show them, in every process.
 * Call it after the change has committed.
 */
export function invalidateOfferLists(ctx: CacheContext): void {
  ctx.cache.invalidate('offer-pages', 'offer-totals', 'offer-keysets', 'public-pages');
}
