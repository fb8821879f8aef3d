// GET /api/offers: live offers, newest first, filtered and paged, with the filter's total. Measured at 1,000,000
// offers (docs/performance.md); the comments give the figures that decided each query's shape.
import { and, arrayContains, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { findCategoryBySlug } from '#shared/categories.ts';
import { type OfferListQuery, offerPageSchema } from '#shared/schemas/offers.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { offers, users } from '../../db/schema/index.ts';
import { type CachedAnswer, createCachedAnswer } from '../../platform/cached-answer.ts';
import { readCachedOfferPage, readCachedOfferTotal } from './list-cache.ts';
import { presentOfferCard } from './present.ts';
import { providerColumns, type RatedOffer, rateOffers } from './service.ts';
import {
  capTotal,
  chooseTextMatch,
  countUpToCap,
  estimateSearch,
  outOfIndexReach,
  type SearchEstimate,
  searchTotalCap,
  type TextMatch,
} from '../../db/capped-search.ts';
import { substringPattern } from '../../db/substring-pattern.ts';

// The cap lives with the search plan every searched list shares; the offers' tests read it from here.
export { searchTotalCap };

function listFilters(query: OfferListQuery, textMatch: TextMatch = 'trigram'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(offers.status, 'active'), eq(offers.kind, query.kind)];
  if (query.category) conditions.push(eq(offers.category, findCategoryBySlug(query.category)?.name ?? ''));
  if (query.payment) conditions.push(arrayContains(offers.paymentTypes, [query.payment]));
  if (query.q) {
    const pattern = substringPattern(query.q);
    const matches = or(ilike(offers.title, pattern), ilike(offers.description, pattern));
    // In order: live offers newest first through the (kind, status, created_at, id) index until enough match.
    conditions.push(textMatch === 'trigram' ? matches : outOfIndexReach(matches));
  }
  return and(...conditions);
}

const matchesQuery = (where: SQL | undefined) => sql`SELECT 1 FROM ${offers} WHERE ${where}`;

async function estimateOfferSearch(db: Database, query: OfferListQuery): Promise<SearchEstimate | null> {
  if (!query.q) return null;
  return estimateSearch(db, {
    matches: matchesQuery(listFilters(query)),
    listed: matchesQuery(listFilters({ ...query, q: undefined })),
  });
}

// One key per filter (every page of it shares the total); q as typed, since ILIKE already ignores case.
const filterKey = (query: OfferListQuery) =>
  JSON.stringify([query.kind, query.category ?? '', query.payment ?? '', query.q ?? '']);

async function countOffers(db: Database, query: OfferListQuery, estimate: SearchEstimate | null): Promise<number> {
  if (!query.q) {
    const [row] = await db.select({ total: count() }).from(offers).where(listFilters(query));
    return row?.total ?? 0;
  }
  const textMatch = chooseTextMatch(searchTotalCap, estimate);
  return countUpToCap(db, matchesQuery(listFilters(query, textMatch)), textMatch);
}

export type OfferListPage = { items: RatedOffer[]; total: number; totalCapped: boolean };

export async function findOffers(ctx: AppContext, query: OfferListQuery): Promise<OfferListPage> {
  const estimate = await estimateOfferSearch(ctx.db, query);
  const textMatch = chooseTextMatch(query.page * query.pageSize, estimate);
  // The page's ids first, from the (kind | category, status, created_at, id) indexes; the rows and their
  // providers are then read for those ids only, not for every row an offset skips.
  const page = ctx.db
    .select({ id: offers.id })
    .from(offers)
    .where(listFilters(query, textMatch))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({ offer: offers, provider: providerColumns })
      .from(page)
      .innerJoin(offers, eq(offers.id, page.id))
      .innerJoin(users, eq(users.id, offers.userId))
      .orderBy(desc(offers.createdAt), desc(offers.id)),
    readCachedOfferTotal(ctx, filterKey(query), () => countOffers(ctx.db, query, estimate)),
  ]);
  // Only a search's count stops at the cap; the lists without one count exactly.
  const totals = query.q ? capTotal(counted) : { total: counted, totalCapped: false };
  return { items: await rateOffers(ctx.db, rows), ...totals };
}

/** GET /api/offers' response, serialised, from the list cache (list-cache.ts) when it is there. */
export function readOfferPage(ctx: AppContext, query: OfferListQuery): Promise<CachedAnswer> {
  const key = `${filterKey(query)}|${query.page}|${query.pageSize}`;
  return readCachedOfferPage(ctx, key, async () => {
    const { items, total, totalCapped } = await findOffers(ctx, query);
    const body = { items: items.map(presentOfferCard), total, totalCapped, page: query.page, pageSize: query.pageSize };
    return createCachedAnswer(offerPageSchema.parse(body));
  });
}
