// How each sort of the public lists orders, and how a page seeks past where the page before it ended (keyset), so a
// deep page reads only its own rows from the sort's index. The address keeps page numbers: list.ts remembers where
// each served page ended and seeks from there when the next one is asked for, and skips rows (OFFSET) otherwise.
import { type SQL, sql } from 'drizzle-orm';
import type { OfferSort } from '#shared/constants.ts';
import type { OfferFilters } from '#shared/schemas/offers.ts';
import { offers } from '../../db/schema/index.ts';
import type { RowSource } from './search/page-source.ts';
import { rankQuery, textQuery } from './search/text.ts';

/** The sort a list uses: relevance needs a search, and a search without a chosen sort is ranked. */
export const chooseSort = (filters: Pick<OfferFilters, 'q' | 'sort'>): OfferSort => {
  if (!filters.q) return filters.sort === undefined || filters.sort === 'relevance' ? 'newest' : filters.sort;
  return filters.sort ?? 'relevance';
};

/** The values of a page's last row that its sort orders by, ending with the id. */
export type PageEnd = (string | number | null)[];

type IndexedSort = Exclude<OfferSort, 'relevance'>;

type SortPlan = {
  orderBy: SQL;
  /** The last row's sort values, as the cache keeps them. */
  endOf: (row: ListedRow) => PageEnd;
  /** The rows after a page end that have a value to sort by, read from the index by a row comparison. */
  after: (end: PageEnd) => SQL;
  /**
   * The rows without one (no price, no rating) come last in both directions; after an end among them only ids
   * decide. Null when every row has a value.
   */
  tail: null | { where: SQL; orderBy: SQL; afterId: (id: string) => SQL };
};

/** A page's row as the database driver returns it: PGlite gives timestamps as text, node-postgres as dates. */
export type ListedRow = {
  id: string;
  created_at: Date | string;
  /** created_at as PostgreSQL writes it, to the microsecond: a JavaScript date would cut it to the millisecond. */
  created_at_key: string;
  price_value_cents: number | null;
  rating_average: number | null;
  review_count: number;
};

const o = offers;

export const sortPlans: Record<IndexedSort, SortPlan> = {
  newest: {
    orderBy: sql`${o.createdAt} DESC, ${o.id} DESC`,
    endOf: (row) => [row.created_at_key, row.id],
    after: ([createdAt, id]) => sql`(${o.createdAt}, ${o.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
    tail: null,
  },
  'price-asc': {
    orderBy: sql`${o.priceValueCents} ASC NULLS LAST, ${o.id} ASC`,
    endOf: (row) => [row.price_value_cents, row.id],
    after: ([price, id]) => sql`(${o.priceValueCents}, ${o.id}) > (${price}::int, ${id}::uuid)`,
    tail: {
      where: sql`${o.priceValueCents} IS NULL`,
      orderBy: sql`${o.id} ASC`,
      afterId: (id) => sql`${o.id} > ${id}`,
    },
  },
  'price-desc': {
    orderBy: sql`${o.priceValueCents} DESC NULLS LAST, ${o.id} DESC`,
    endOf: (row) => [row.price_value_cents, row.id],
    after: ([price, id]) => sql`(${o.priceValueCents}, ${o.id}) < (${price}::int, ${id}::uuid)`,
    tail: {
      where: sql`${o.priceValueCents} IS NULL`,
      orderBy: sql`${o.id} DESC`,
      afterId: (id) => sql`${o.id} < ${id}`,
    },
  },
  // Unrated listings have no reviews, so among them the review count ties and the id decides.
  rating: {
    orderBy: sql`${o.ratingAverage} DESC NULLS LAST, ${o.reviewCount} DESC, ${o.id} DESC`,
    endOf: (row) => [row.rating_average, row.review_count, row.id],
    after: ([rating, reviews, id]) =>
      sql`(${o.ratingAverage}, ${o.reviewCount}, ${o.id}) < (${rating}::real, ${reviews}::int, ${id}::uuid)`,
    tail: { where: sql`${o.ratingAverage} IS NULL`, orderBy: sql`${o.id} DESC`, afterId: (id) => sql`${o.id} < ${id}` },
  },
};

/**
 * What a page reads of its source's rows. A search tests its text on each row it passes, so it has read them whole
 * anyway and the page keeps them. A plain list's ids may come from its index alone (an index-only scan past the rows
 * a deep page skips), and a source that collected every match would hold tens of thousands of whole rows for a
 * common word: those read ids (with the `matched` count) and the page looks its rows up by them.
 */
export const readsWholeRows = (source: RowSource, searched: boolean) => searched && !source.counted;

function rowsOf(source: RowSource, searched: boolean): SQL {
  if (readsWholeRows(source, searched)) return sql`${o}.*`;
  return source.counted ? sql`${o.id}, matched` : sql`${o.id}`;
}

/**
 * A page of an indexed sort from its rows' source (the search port's choice): after the page end when it is known
 * (one or two index ranges, the second for the rows without a value), else by skipping rows.
 */
export function selectSortedPage(
  plan: SortPlan,
  source: RowSource,
  { limit, offset, end, searched }: { limit: number; offset: number; end: PageEnd | undefined; searched: boolean },
): SQL {
  const { from, where } = source;
  const rows = rowsOf(source, searched);
  if (!end)
    return sql`SELECT ${rows} FROM ${from} WHERE ${where} ORDER BY ${plan.orderBy} LIMIT ${limit} OFFSET ${offset}`;
  const endId = String(end.at(-1));
  if (!plan.tail) {
    return sql`SELECT ${rows} FROM ${from} WHERE ${where} AND ${plan.after(end)} ORDER BY ${plan.orderBy} LIMIT ${limit}`;
  }
  const { tail } = plan;
  if (end[0] === null) {
    return sql`SELECT ${rows} FROM ${from} WHERE ${where} AND ${tail.where} AND ${tail.afterId(endId)}
      ORDER BY ${tail.orderBy} LIMIT ${limit}`;
  }
  // The tail is read only when the valued rows run out before the page is full.
  return sql`(SELECT ${rows} FROM ${from} WHERE ${where} AND ${plan.after(end)} ORDER BY ${plan.orderBy} LIMIT ${limit})
    UNION ALL
    (SELECT ${rows} FROM ${from} WHERE ${where} AND ${tail.where} ORDER BY ${tail.orderBy} LIMIT ${limit})
    LIMIT ${limit}`;
}

/**
 * Relevance ranks the newest `relevanceWindow` matches: the search's rank (title over description), lifted for
 * recent listings and for well rated ones. Ranking every match of a common word would read tens of thousands of
 * rows for each search. Past the window, matches follow newest first, so every page reads from one order.
 */
export const relevanceWindow = 300;

/** The newest matches a ranked page reads: the window, or as deep as the page goes past it. */
export const rankedWindow = ({ limit, offset }: { limit: number; offset: number }) =>
  Math.max(relevanceWindow, limit + offset);

const dayMs = 86_400_000;

export function relevanceScore(q: string, now: number): SQL {
  const ageDays = sql`extract(epoch from (${new Date(now).toISOString()}::timestamptz - ${o.createdAt})) * 1000 / ${dayMs}`;
  return sql`${rankQuery(textQuery(q))}
    * (1 + 0.5 * exp(-greatest(${ageDays}, 0) / 30))
    * (1 + 0.1 * coalesce(${o.ratingAverage} - 3, 0))`;
}

/**
 * A page of a ranked search (rows as in selectSortedPage), each with its `position` in the whole order and how many
 * matches the window read (`window_rows`): fewer than it asked for are every match there is.
 */
export function selectRankedPage(
  source: RowSource,
  q: string,
  now: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const { from, where } = source;
  const read = rankedWindow({ limit, offset });
  return sql`SELECT candidates.*, row_number() OVER (
        ORDER BY (recency <= ${relevanceWindow}) DESC,
          CASE WHEN recency <= ${relevanceWindow} THEN score END DESC, recency
      ) AS position, count(*) OVER () AS window_rows
    FROM (
      SELECT ${rowsOf(source, true)}, ${relevanceScore(q, now)} AS score,
        row_number() OVER (ORDER BY ${o.createdAt} DESC, ${o.id} DESC) AS recency
      FROM ${from} WHERE ${where}
      ORDER BY ${o.createdAt} DESC, ${o.id} DESC LIMIT ${read}
    ) AS candidates
    ORDER BY position LIMIT ${limit} OFFSET ${offset}`;
}
