// GET /api/offers: live listings filtered, sorted and paged, with the filter's total: one query for the page (its
// rows from the sort's index or the search port's source, then their providers and highlights), and a count when
// the total is not cached.
// Measured at 1,000,000 offers (docs/performance.md).
import { and, type SQL, sql } from 'drizzle-orm';
import type { OfferSort, PaymentType } from '#shared/constants.ts';
import { type OfferCard, type OfferListQuery, offerPageSchema } from '#shared/schemas/offers.ts';
import type { PriceUnit } from '#shared/price.ts';
import type { AppContext } from '../../context.ts';
import { capTotal, searchTotalCap } from '../../db/capped-search.ts';
import { offers, users } from '../../db/schema/index.ts';
import { type CachedAnswer, createCachedAnswer } from '../../platform/cached-answer.ts';
import { filterConditions, priceRangeCents } from './filters.ts';
import { filterKey, keepPageEnd, peekPageEnd, readCachedOfferPage, readCachedOfferTotal } from './list-cache.ts';
import { estimateList, type ListEstimates } from './list-estimates.ts';
import {
  chooseSort,
  type ListedRow,
  type PageEnd,
  readsWholeRows,
  rankedWindow,
  selectRankedPage,
  selectSortedPage,
  sortPlans,
} from './list-order.ts';
import { presentOfferCard } from './present.ts';
import { highlights } from './search/text.ts';

// The cap lives with the search plan every searched list shares; the offers' tests read it from here.
export { searchTotalCap };

/**
 * A search or a price range counts up to the cap (decision 006): their totals are many and differ with every
 * search typed. The lists by kind, category and payment alone are few, and are counted exactly.
 */
const countsUpToCap = (query: OfferListQuery) =>
  Boolean(query.q) || query.minPrice !== undefined || query.maxPrice !== undefined;

async function countOffers(ctx: AppContext, query: OfferListQuery, where: SQL): Promise<number> {
  const matching = sql`SELECT 1 FROM ${offers} WHERE ${where}`;
  const result = (await ctx.db.execute(
    countsUpToCap(query)
      ? sql`SELECT count(*)::int AS total FROM (${matching} LIMIT ${searchTotalCap + 1}) AS capped`
      : sql`SELECT count(*)::int AS total FROM (${matching}) AS listed`,
  )) as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * A capped list's total without counting where it can be known: a page that is not full ends the list (the first
 * page, empty, too), a filter the planner expects to match many times the cap is past it, and a page read from all
 * the matches collected says how many there were. Counting a common word's first thousand
 * matches read more rows than the page itself; the planner's estimate of a text search comes from PostgreSQL's
 * word statistics, and an estimate that is wrong by that much only changes '1000+' into a count.
 */
async function knowTotal(
  ctx: AppContext,
  query: OfferListQuery,
  where: SQL,
  { rows, offset, matched }: { rows: number; offset: number; matched: number | string | undefined },
  estimate: Promise<number>,
): Promise<number> {
  if ((rows > 0 || offset === 0) && rows < query.pageSize) return offset + rows;
  if ((await estimate) > searchTotalCap * 4) return searchTotalCap + 1;
  if (matched !== undefined) return Number(matched);
  return readCachedOfferTotal(ctx, filterKey(query), () => countOffers(ctx, query, where));
}

type PageRow = ListedRow & {
  kind: 'service' | 'request';
  title: string;
  description: string;
  category: string;
  price: string;
  price_cash_cents: number | null;
  price_coins: number | null;
  price_unit: PriceUnit;
  payment_types: PaymentType[];
  images: string[];
  provider_id: string;
  provider_name: string;
  provider_picture: string | null;
  title_highlight?: string;
  description_highlight?: string;
  /** Every match of the filter, when the page's source collected them (RowSource.counted); bigint as text or not. */
  matched?: number | string;
  /** The matches a ranked page's window read (list-order.ts, selectRankedPage). */
  window_rows?: number | string;
};

type PageShape = { q: string | undefined; whole: boolean; counted: boolean; ranked: boolean };

/**
 * A page's rows with their providers and the search's marks: `page` holds whole offers, or ids to look them up by
 * (list-order.ts, readsWholeRows). `counted`: the ids came with the count of every match.
 */
function selectPage(rows: SQL, { q, whole, counted, ranked }: PageShape, orderBy?: SQL): SQL {
  const o = offers;
  const page = (column: string) => sql`${whole ? o : sql`page`}.${sql.identifier(column)}`;
  const marked = q ? sql`, ${highlights(q)}` : sql``;
  const matched = counted ? sql`, ${page('matched')} AS matched` : sql``;
  const window = ranked ? sql`, ${page('window_rows')} AS window_rows` : sql``;
  const from = whole ? sql`page AS ${o}` : sql`page JOIN ${o} ON ${o.id} = page.id`;
  return sql`WITH page AS (${rows})
    SELECT ${o.id} AS id, ${o.kind} AS kind, ${o.title} AS title, ${o.description} AS description,
      ${o.category} AS category, ${o.price} AS price, ${o.priceCashCents} AS price_cash_cents,
      ${o.priceCoins} AS price_coins, ${o.priceUnit} AS price_unit, ${o.paymentTypes} AS payment_types,
      ${o.images} AS images, ${o.createdAt} AS created_at, ${o.createdAt}::text AS created_at_key, ${o.priceValueCents} AS price_value_cents,
      ${o.ratingAverage} AS rating_average, ${o.reviewCount} AS review_count,
      ${users.id} AS provider_id, ${users.fullName} AS provider_name, ${users.profilePictureUrl} AS provider_picture
      ${marked}${matched}${window}
    FROM ${from} JOIN ${users} ON ${users.id} = ${o.userId}
    ORDER BY ${orderBy ?? page('position')}`;
}

function presentRow(row: PageRow): OfferCard {
  const card = presentOfferCard({
    offer: {
      id: row.id,
      kind: row.kind,
      title: row.title,
      description: row.description,
      category: row.category,
      paymentTypes: row.payment_types,
      images: row.images,
      createdAt: new Date(row.created_at),
      priceCashCents: row.price_cash_cents,
      priceCoins: row.price_coins,
      priceUnit: row.price_unit,
      price: row.price,
    },
    provider: { id: row.provider_id, fullName: row.provider_name, profilePictureUrl: row.provider_picture },
    rating: row.rating_average === null ? null : Math.round(row.rating_average * 10) / 10,
    reviewCount: row.review_count,
  });
  if (row.title_highlight === undefined) return card;
  return { ...card, highlight: { title: row.title_highlight, description: row.description_highlight ?? '' } };
}

const pageEndKey = (query: OfferListQuery, sort: OfferSort, page: number) =>
  `${filterKey(query)}|${sort}|${query.pageSize}|${page}`;

async function readPageRows(
  ctx: AppContext,
  query: OfferListQuery,
  where: SQL,
  estimates: ListEstimates,
): Promise<PageRow[]> {
  const sort = chooseSort(query);
  const limit = query.pageSize;
  const offset = (query.page - 1) * limit;
  const search = { q: query.q, sort, ...estimates };
  if (sort === 'relevance') {
    // Relevance ranks the newest matches of its window (list-order.ts).
    const needed = rankedWindow({ limit, offset });
    const source = await ctx.search.chooseSource({ ...search, where, needed });
    const ranked = selectRankedPage(source, query.q!, ctx.clock(), { limit, offset });
    const shape = { q: query.q, whole: readsWholeRows(source, true), counted: source.counted ?? false, ranked: true };
    const result = await ctx.db.execute(selectPage(ranked, shape));
    return (result as unknown as { rows: PageRow[] }).rows;
  }
  const plan = sortPlans[sort];
  const end = query.page > 1 ? peekPageEnd<PageEnd>(ctx, pageEndKey(query, sort, query.page - 1)) : undefined;
  // Past a known end a page needs only the rows after it (a sort with unvalued rows last keeps to its two ranges);
  // what its source counts is then not the list's total.
  const seeks = end !== undefined && plan.tail === null;
  const searched = Boolean(query.q);
  const source = seeks
    ? await ctx.search.chooseSource({ ...search, where: and(where, plan.after(end))!, needed: limit })
    : await ctx.search.chooseSource({ ...search, where, needed: limit + offset });
  const sorted = seeks
    ? selectSortedPage(plan, source, { limit, offset: 0, end: undefined, searched })
    : selectSortedPage(plan, source, { limit, offset, end, searched });
  const counted = (source.counted ?? false) && !seeks;
  const shape = { q: query.q, whole: readsWholeRows(source, searched), counted, ranked: false };
  const { rows } = (await ctx.db.execute(selectPage(sorted, shape, plan.orderBy))) as unknown as {
    rows: PageRow[];
  };
  const last = rows.at(-1);
  if (last && rows.length === limit) keepPageEnd(ctx, pageEndKey(query, sort, query.page), plan.endOf(last));
  return rows;
}

export type OfferListPage = {
  items: OfferCard[];
  total: number;
  totalCapped: boolean;
  suggestion?: string;
  resultsFor?: string;
};

/**
 * A list's page. A search that finds nothing is answered with its suggestion ('Did you mean ...'); unless it was
 * asked for `exact`, with the suggestion's own page in the same response when that finds something under the same
 * filters, so a misspelt search shows results in one round trip.
 */
export async function findOffers(ctx: AppContext, query: OfferListQuery): Promise<OfferListPage> {
  const found = await findMatchingOffers(ctx, query);
  if (!query.q || found.total > 0) return found;
  const suggestion = await ctx.search.suggestCorrection(ctx.db, query.q);
  if (!suggestion) return found;
  if (!query.exact) {
    const corrected = await findMatchingOffers(ctx, { ...query, q: suggestion });
    if (corrected.total > 0) return { ...corrected, suggestion, resultsFor: suggestion };
  }
  return { ...found, suggestion };
}

/**
 * A searched page from the process's listing index (decision 062): its ids in order and the exact total come from
 * the index, the rows and their marks from the database, which tests the filter again so that nothing that left the
 * market since shows. A ranked page ranks the index's newest matches as the database path does. Null when the index
 * cannot answer.
 */
async function readIndexedPage(ctx: AppContext, query: OfferListQuery, where: SQL): Promise<OfferListPage | null> {
  const listings = ctx.search.listings;
  if (!listings || !query.q) return null;
  const sort = chooseSort(query);
  const limit = query.pageSize;
  const offset = (query.page - 1) * limit;
  const ranked = sort === 'relevance';
  const read = ranked ? { limit: rankedWindow({ limit, offset }), offset: 0 } : { limit, offset };
  const found = await listings.findPage({ filters: query, sort, page: read, priceCents: priceRangeCents(query) });
  if (!found) return null;
  let rows: PageRow[] = [];
  if (found.ids.length > 0) {
    const o = offers;
    const ids = sql`${`{${found.ids.join(',')}}`}::uuid[]`;
    const page = ranked
      ? selectRankedPage(
          {
            from: sql`(SELECT ${o}.* FROM unnest(${ids}) AS listed(id) JOIN ${o} ON ${o.id} = listed.id) AS ${o}`,
            where,
          },
          query.q,
          ctx.clock(),
          { limit, offset },
        )
      : sql`SELECT ${o.id}, listed.position FROM unnest(${ids}) WITH ORDINALITY AS listed(id, position)
          JOIN ${o} ON ${o.id} = listed.id WHERE ${where}`;
    const shape = { q: query.q, whole: ranked, counted: false, ranked };
    rows = ((await ctx.db.execute(selectPage(page, shape))) as unknown as { rows: PageRow[] }).rows;
  }
  return { items: rows.map(presentRow), ...capTotal(found.total) };
}

async function findMatchingOffers(ctx: AppContext, query: OfferListQuery): Promise<OfferListPage> {
  const where = filterConditions(query);
  const indexed = await readIndexedPage(ctx, query, where);
  if (indexed) return indexed;
  let counted: number;
  let rows: PageRow[];
  const estimates = estimateList(ctx, query, chooseSort(query), countsUpToCap(query));
  if (estimates.estimate) {
    rows = await readPageRows(ctx, query, where, estimates);
    const offset = (query.page - 1) * query.pageSize;
    const page = { rows: rows.length, offset, matched: rows[0]?.matched ?? everyMatchRead(rows, query) };
    counted = await knowTotal(ctx, query, where, page, estimates.estimate);
  } else {
    [rows, counted] = await Promise.all([
      readPageRows(ctx, query, where, estimates),
      readCachedOfferTotal(ctx, filterKey(query), () => countOffers(ctx, query, where)),
    ]);
  }
  const totals = countsUpToCap(query) ? capTotal(counted) : { total: counted, totalCapped: false };
  return { items: rows.map(presentRow), ...totals };
}

/** A ranked page's count of matches when its window read all of them. */
function everyMatchRead(rows: PageRow[], query: OfferListQuery): number | undefined {
  const read = rows[0]?.window_rows;
  if (read === undefined) return undefined;
  const window = rankedWindow({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return Number(read) < window ? Number(read) : undefined;
}

/** GET /api/offers' response, serialised, from the list cache (list-cache.ts) when it is there. */
export function readOfferPage(ctx: AppContext, query: OfferListQuery): Promise<CachedAnswer> {
  const key = `${filterKey(query)}|${chooseSort(query)}|${query.page}|${query.pageSize}|${query.exact ?? false}`;
  return readCachedOfferPage(ctx, key, async () => {
    const found = await findOffers(ctx, query);
    const body = { ...found, page: query.page, pageSize: query.pageSize };
    return createCachedAnswer(offerPageSchema.parse(body));
  });
}
