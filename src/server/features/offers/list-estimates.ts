// The planner's row estimates a list weighs its reads with (the search port, list.ts), kept with the totals. Each
// is asked of one part of a filter: a search's words, the other filters, the range a sort's index reads. Filters
// repeat across searches and a search's words across filters, so most lists ask none; a whole filter's estimate is
// worked out from its parts as the planner itself would, which takes a search and its other filters as independent.
import { sql } from 'drizzle-orm';
import type { OfferSort } from '#shared/constants.ts';
import type { OfferFilters, OfferListQuery } from '#shared/schemas/offers.ts';
import type { AppContext } from '../../context.ts';
import { estimateRows } from '../../db/capped-search.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers } from '../../db/schema/index.ts';
import { once } from '../../platform/once.ts';
import { filterConditions } from './filters.ts';
import { filterKey, readCachedOfferTotal } from './list-cache.ts';
import type { PageRequest } from './search/page-source.ts';
import { readsByDate } from './search/page-source.ts';
import { matchesText } from './search/text.ts';

export type ListEstimates = Pick<PageRequest, 'estimate' | 'walked' | 'textMatches'>;

/**
 * The filters a read in the sort's order holds as one range of its index (list-order.ts): the kind always, the
 * category for the date orders, the price range for the price sorts. The rest are tested row by row.
 */
function walkedFilters(query: OfferListQuery, sort: OfferSort): OfferFilters {
  const byDate = readsByDate(sort);
  const byPrice = sort === 'price-asc' || sort === 'price-desc';
  return {
    kind: query.kind,
    currency: query.currency,
    category: byDate ? query.category : undefined,
    minPrice: byPrice ? query.minPrice : undefined,
    maxPrice: byPrice ? query.maxPrice : undefined,
  };
}

/** Live listings that pass `filters` but the text. */
const estimateFiltered = (ctx: AppContext, filters: OfferFilters) =>
  readCachedOfferTotal(ctx, `rows|${filterKey({ ...filters, q: undefined })}`, () =>
    estimateRows(ctx.db, sql`SELECT 1 FROM ${offers} WHERE ${filterConditions(filters, { withText: false })}`),
  );

/** Live listings with the search's words, whatever the other filters: what a text index hands out. */
const estimateText = (ctx: AppContext, q: string) =>
  readCachedOfferTotal(ctx, `words|${q}`, () =>
    estimateRows(ctx.db, sql`SELECT 1 FROM ${offers} WHERE ${isLiveListing()} AND ${matchesText(q)}`),
  );

const estimateLive = (ctx: AppContext) =>
  readCachedOfferTotal(ctx, 'live', () => estimateRows(ctx.db, sql`SELECT 1 FROM ${offers} WHERE ${isLiveListing()}`));

async function estimateWhole(ctx: AppContext, query: OfferListQuery, text: () => Promise<number>): Promise<number> {
  const filtered = estimateFiltered(ctx, query);
  if (!query.q) return filtered;
  const [words, others, live] = await Promise.all([text(), filtered, estimateLive(ctx)]);
  return Math.max(1, Math.round((words * others) / Math.max(live, 1)));
}

/** A list's estimates, each asked for only when a read weighs it; the whole filter's only when `whole`. */
export function estimateList(ctx: AppContext, query: OfferListQuery, sort: OfferSort, whole: boolean): ListEstimates {
  const textMatches = once(() => estimateText(ctx, query.q ?? ''));
  return {
    estimate: whole ? estimateWhole(ctx, query, textMatches) : null,
    walked: once(() => estimateFiltered(ctx, walkedFilters(query, sort))),
    textMatches,
  };
}
