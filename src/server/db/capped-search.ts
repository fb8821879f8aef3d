// What every searched list shares (the public offer list and the admin panel's lists): how a search's matches
// are found, newest first, and how far its total is counted. Measured at 1,000,000 offers and 100,000 users
// (docs/performance.md; decisions 006 and 013).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A search counts its matches up to here and no further: past it the response says `totalCapped` and the total
 * means "at least this many" (decision 006). Counting every match of a common word ("experienced": a third of
 * all offers) took seconds. One more match than the cap is counted, so an exact 1,000 is told from "more".
 */
export const searchTotalCap = 1000;

/**
 * How to find a search's matches. Two ways, each slow where the other is fast (1M offers, PGlite): the trigram
 * indexes collect every match, then the newest are sorted out (cost grows with the matches); or rows are read
 * newest first until enough match (cost grows with how many are needed over the share that matches). For a word
 * in a third of all offers ("experienced") the first took 1.5 s for a first page and the second ~10 ms; for a
 * rarer word the second grows the rarer it gets. Under 3 characters the trigram indexes cannot help at all. The
 * planner prices the ILIKE recheck too low and keeps choosing the trigram indexes, so the choice is made here
 * from its row estimates (see chooseTextMatch).
 */
export type TextMatch = 'trigram' | 'in-order';

/**
 * The search condition out of the trigram indexes' reach: wrapped in coalesce (a no-op for NOT NULL columns), the
 * planner guesses half the rows match, so it reads the list's (created_at, id) index newest first until it has
 * enough.
 */
export const outOfIndexReach = (condition: SQL | undefined): SQL | undefined =>
  condition && sql`coalesce(${condition}, false)`;

/** The planner's row estimate for a query written as plain SQL (EXPLAIN, not run). */
export async function estimateRows(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)) as { rows: Record<string, unknown>[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/** The estimated rows that match a search, and that match the list's other filters (the rows read in order). */
export type SearchEstimate = { matches: number; listed: number };

export async function estimateSearch(db: Database, queries: { matches: SQL; listed: SQL }): Promise<SearchEstimate> {
  const [matches, listed] = await Promise.all([estimateRows(db, queries.matches), estimateRows(db, queries.listed)]);
  return { matches, listed };
}

/**
 * Reading in order wins when it stops sooner than the trigram indexes finish: it reads about needed × listed /
 * matches rows, they collect all matches, so in order when matches² > needed × listed. No search: in order.
 */
export const chooseTextMatch = (needed: number, estimate: SearchEstimate | null): TextMatch =>
  !estimate || estimate.matches ** 2 > needed * estimate.listed ? 'in-order' : 'trigram';

/**
 * How many rows a query (`SELECT 1 FROM ... WHERE <search>`) finds, counted up to the cap and one more. With the
 * trigram indexes, the materialised CTE is planned on its own (a bitmap scan, as for a full count) and read
 * lazily, so it stops at the cap; with the LIMIT in view the planner would scan the whole table.
 */
export async function countUpToCap(db: Database, matches: SQL, textMatch: TextMatch): Promise<number> {
  const result = (await db.execute(
    textMatch === 'in-order'
      ? sql`SELECT count(*)::int AS total FROM (${matches} LIMIT ${searchTotalCap + 1}) AS capped`
      : sql`WITH matches AS MATERIALIZED (${matches})
            SELECT count(*)::int AS total FROM (SELECT 1 FROM matches LIMIT ${searchTotalCap + 1}) AS capped`,
  )) as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/** A search's total as a page tells it: past the cap, the cap and `totalCapped`. */
export const capTotal = (counted: number) =>
  counted > searchTotalCap ? { total: searchTotalCap, totalCapped: true } : { total: counted, totalCapped: false };
