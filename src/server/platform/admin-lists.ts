// What the admin panel's four big lists (Users, Offers, Transactions, Feedback; each in its own feature) share:
// filtered, searched and paged in SQL, newest first by (created_at, id). Search is a case-insensitive substring
// (spec section 5, 'Admin search'), found through the trigram indexes or by reading in order, whichever the
// planner's estimate says stops sooner, and its total stops counting at the public list's cap
// (src/server/db/capped-search.ts, decision 013). Totals without a search are exact. Measured at 100,000 users and
// 1,000,000 offers (docs/performance.md).
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { AppContext } from '../context.ts';
import { capTotal, chooseTextMatch, countUpToCap, estimateSearch, searchTotalCap } from '../db/capped-search.ts';
import { users } from '../db/schema/index.ts';
import { readCachedCount } from './count-cache.ts';
import type { Page } from './present-page.ts';

/** A member as the admin lists show them beside a row: an owner, an author, a reporter. */
export type Person = { id: string; fullName: string; email: string };
export const ownerColumns = { id: users.id, fullName: users.fullName, email: users.email };
export const offsetOf = (query: PagingQuery) => (query.page - 1) * query.pageSize;

/**
 * A list's filters and its search, each way to find it: `indexed` for the trigram indexes, `inOrder` out of their
 * reach (read newest first until enough match), `estimated` when the planner estimates another form better.
 */
export type SearchedList = {
  /** What the exact totals are cached under (count-cache.ts), and the created_at of the rows counted. */
  totalKey: string;
  createdAt: AnyPgColumn;
  from: SQL;
  filters: (SQL | undefined)[];
  search: { indexed: SQL | undefined; inOrder: SQL | undefined; estimated?: SQL | undefined } | null;
};

type Counted = { rows: { total: number }[] };
const selectOne = (from: SQL, where: SQL | undefined) => sql`SELECT 1 FROM ${from} WHERE ${where ?? sql`true`}`;

/**
 * One page and its total. Without a search the total is an exact count, kept a few seconds (count-cache.ts):
 * counted every time, 1,000,000 offers took 60 ms alone and 0.4 s with 10 requests at once on PostgreSQL. With
 * a search, the page and the count each take the way that stops sooner for what they need (the page: up to its
 * last row; the count: the cap and one more).
 */
export async function findListPage<Row>(
  ctx: AppContext,
  query: PagingQuery,
  list: SearchedList,
  readPage: (where: SQL | undefined, offset: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const offset = offsetOf(query);
  const { search } = list;
  if (!search) {
    const where = and(...list.filters);
    const countAll = async () => {
      const result = (await ctx.db.execute(
        sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${where ?? sql`true`}`,
      )) as Counted;
      return Number(result.rows[0]?.total ?? 0);
    };
    const [items, total] = await Promise.all([
      readPage(where, offset),
      readCachedCount(ctx, list.totalKey, [list.createdAt], countAll),
    ]);
    return { items, total };
  }
  const estimate = await estimateSearch(ctx.db, {
    matches: selectOne(list.from, and(...list.filters, search.estimated ?? search.indexed)),
    listed: selectOne(list.from, and(...list.filters)),
  });
  const whereFor = (needed: number) =>
    and(...list.filters, chooseTextMatch(needed, estimate) === 'trigram' ? search.indexed : search.inOrder);
  const [items, counted] = await Promise.all([
    readPage(whereFor(offset + query.pageSize), offset),
    countUpToCap(ctx.db, selectOne(list.from, whereFor(searchTotalCap)), chooseTextMatch(searchTotalCap, estimate)),
  ]);
  return { items, ...capTotal(counted) };
}
