// GET /api/offers: live offers, newest first, filtered and paged, with the filter's total. Measured at 1,000,000
// offers (docs/performance.md); the comments give the figures that decided each query's shape.
import { and, arrayContains, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { findCategoryBySlug } from '#shared/categories.ts';
import { type OfferListQuery, offerPageSchema } from '#shared/schemas/offers.ts';
import type { Database } from '../../db/client.ts';
import { offers, users } from '../../db/schema/index.ts';
import { readCachedOfferPage, readCachedOfferTotal } from './list-cache.ts';
import { presentOfferCard } from './present.ts';
import { providerColumns, type RatedOffer, rateOffers } from './service.ts';
import { substringPattern } from '../../db/substring-pattern.ts';

/**
 * A search counts its matches up to here and no further: past it the answer says `totalCapped` and the total
 * means "at least this many" (decision 006). Counting every match of a common word ("experienced": a third of
 * all offers) took seconds. One more match than the cap is counted, so an exact 1,000 is told from "more".
 */
export const searchTotalCap = 1000;

// ILIKE treats % and _ as wildcards; a member searching for "100%" means the characters.
type TextMatch = 'trigram' | 'in-order';

function listFilters(query: OfferListQuery, textMatch: TextMatch = 'trigram'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(offers.status, 'active'), eq(offers.kind, query.kind)];
  if (query.category) conditions.push(eq(offers.category, findCategoryBySlug(query.category)?.name ?? ''));
  if (query.payment) conditions.push(arrayContains(offers.paymentTypes, [query.payment]));
  if (query.q) {
    const pattern = substringPattern(query.q);
    const matches = or(ilike(offers.title, pattern), ilike(offers.description, pattern));
    // Wrapped in coalesce (a no-op: both columns are NOT NULL), the condition is out of the trigram indexes'
    // reach and the planner guesses half the rows match, so it reads live offers newest first through the
    // (kind, status, created_at, id) index until it has enough (see estimateSearch).
    conditions.push(textMatch === 'trigram' ? matches : sql`coalesce(${matches}, false)`);
  }
  return and(...conditions);
}

/**
 * How to find a search's matches. Two ways, each slow where the other is fast (1M offers, PGlite): the trigram
 * indexes collect every match, then the newest are sorted out (cost grows with the matches); or live offers are
 * read newest first until enough match (cost grows with how many are needed over the share that matches). For
 * a word in a third of all offers ("experienced") the first took 1.5 s for a first page and the second ~10 ms;
 * for a rarer word the second grows the rarer it gets. The planner prices the ILIKE recheck too low and keeps
 * choosing the trigram indexes, so the choice is made here from its row estimates: reading in order wins when
 * matches² > needed × live offers.
 */
type SearchEstimate = { matches: number; live: number };

async function estimateSearch(db: Database, query: OfferListQuery): Promise<SearchEstimate | null> {
  if (!query.q) return null;
  const [matches, live] = await Promise.all([
    estimateRows(db, listFilters(query)),
    estimateRows(db, listFilters({ ...query, q: undefined })),
  ]);
  return { matches, live };
}

const textMatchFor = (needed: number, estimate: SearchEstimate | null): TextMatch =>
  estimate && estimate.matches ** 2 > needed * estimate.live ? 'in-order' : 'trigram';

async function estimateRows(db: Database, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${offers} WHERE ${where}`)) as {
    rows: Record<string, unknown>[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

// One key per filter (every page of it shares the total); q as typed, since ILIKE already ignores case.
const filterKey = (query: OfferListQuery) =>
  JSON.stringify([query.kind, query.category ?? '', query.payment ?? '', query.q ?? '']);

async function countOffers(db: Database, query: OfferListQuery, estimate: SearchEstimate | null): Promise<number> {
  const textMatch = textMatchFor(searchTotalCap, estimate);
  const where = listFilters(query, textMatch);
  if (!query.q) {
    const [row] = await db.select({ total: count() }).from(offers).where(where);
    return row?.total ?? 0;
  }
  const matches = sql`SELECT 1 FROM ${offers} WHERE ${where}`;
  // With the trigram indexes, the materialised CTE is planned on its own (a bitmap scan, as for a full count)
  // and read lazily, so it stops at the cap; with the LIMIT in view the planner would scan the whole table.
  const result = (await db.execute(
    textMatch === 'in-order'
      ? sql`SELECT count(*)::int AS total FROM (${matches} LIMIT ${searchTotalCap + 1}) AS capped`
      : sql`WITH matches AS MATERIALIZED (${matches})
            SELECT count(*)::int AS total FROM (SELECT 1 FROM matches LIMIT ${searchTotalCap + 1}) AS capped`,
  )) as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

export type OfferListPage = { items: RatedOffer[]; total: number; totalCapped: boolean };

export async function findOffers(db: Database, query: OfferListQuery): Promise<OfferListPage> {
  const estimate = await estimateSearch(db, query);
  const textMatch = textMatchFor(query.page * query.pageSize, estimate);
  // The page's ids first, from the (kind | category, status, created_at, id) indexes; the rows and their
  // providers are then read for those ids only, not for every row an offset skips.
  const page = db
    .select({ id: offers.id })
    .from(offers)
    .where(listFilters(query, textMatch))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const [rows, counted] = await Promise.all([
    db
      .select({ offer: offers, provider: providerColumns })
      .from(page)
      .innerJoin(offers, eq(offers.id, page.id))
      .innerJoin(users, eq(users.id, offers.userId))
      .orderBy(desc(offers.createdAt), desc(offers.id)),
    readCachedOfferTotal(db, filterKey(query), () => countOffers(db, query, estimate)),
  ]);
  // Only a search's count stops at the cap; the lists without one count exactly.
  const totalCapped = Boolean(query.q) && counted > searchTotalCap;
  return { items: await rateOffers(db, rows), total: totalCapped ? searchTotalCap : counted, totalCapped };
}

/** GET /api/offers' answer, serialised, from the list cache (list-cache.ts) when it is there. */
export function readOfferPage(db: Database, query: OfferListQuery): Promise<string> {
  const key = `${filterKey(query)}|${query.page}|${query.pageSize}`;
  return readCachedOfferPage(db, key, async () => {
    const { items, total, totalCapped } = await findOffers(db, query);
    const body = { items: items.map(presentOfferCard), total, totalCapped, page: query.page, pageSize: query.pageSize };
    return JSON.stringify(offerPageSchema.parse(body));
  });
}
