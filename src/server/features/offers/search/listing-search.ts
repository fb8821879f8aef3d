// The listing index (listing-index.ts) filled from the database and kept current (decision 062). It is built in the
// background on the first search, which the database answers meanwhile. Before each search it reads which listings
// changed since it last looked (offer_search_changes, kept by triggers on offers: migration 0038), so a change made
// by any server process shows in the next search everywhere.
import { type SQL, sql } from 'drizzle-orm';
import { findCategoryBySlug, categoryNames } from '#shared/categories.ts';
import { type OfferSort, offerKinds, paymentTypes } from '#shared/constants.ts';
import type { OfferFilters } from '#shared/schemas/offers.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { createListingIndex, type IndexedListing, type IndexFilter, type ListingIndex } from './listing-index.ts';
import { textQuery } from './text.ts';
import { parseTsquery, type QueryNode } from './tsquery.ts';

type Log = { info: (details: object, message: string) => void; error: (details: object, message: string) => void };

/** A price range's bounds in USD cents as the database works them out (filters.ts, priceRangeCents). */
export type PriceRangeCents = { min?: SQL; max?: SQL };

export type IndexedSearch = {
  filters: OfferFilters;
  sort: OfferSort;
  page: { limit: number; offset: number };
  priceCents: PriceRangeCents;
};

export type ListingSearch = {
  /**
   * The ids of a searched page in the sort's order and the search's exact total, or null when the database must
   * answer: the index is still being built, or the search holds a phrase.
   */
  findPage: (search: IndexedSearch) => Promise<{ ids: string[]; total: number } | null>;
  /** Builds the index now if it is not built, and resolves once it is. */
  ready: () => Promise<void>;
  stop: () => Promise<void>;
};

type ListingRow = {
  id: string;
  kind: string;
  category: string;
  payment_types: string[];
  price_value_cents: number | null;
  rating_average: number | null;
  review_count: number;
  created_us: string;
  words: string[];
};

/** The table's pages read at a time when the index is built: some ten thousand listings. */
const pagesPerBatch = 1000;
/** How long the change rows are kept; a process that has not looked for half of it builds its index again. */
const keptChangesMs = 24 * 60 * 60 * 1000;
const pruneEveryMs = 10 * 60 * 1000;
/**
 * The most changed listings a search catches up on; past it the index is built again. Read in the order of their
 * index, so that the query keeps to it whatever the table's statistics say.
 */
const mostChanges = 10_000;
/** The parsed searches kept, so a search typed again needs no round trip to be parsed. */
const parsedKept = 2000;

const toListing = (row: ListingRow): IndexedListing => ({
  id: row.id,
  kind: offerKinds.indexOf(row.kind as (typeof offerKinds)[number]),
  category: categoryNames.indexOf(row.category as (typeof categoryNames)[number]),
  payments: row.payment_types.reduce((bits, type) => bits | paymentBit(type), 0),
  price: row.price_value_cents,
  rating: row.rating_average,
  reviews: row.review_count,
  createdUs: Number(row.created_us),
  words: row.words,
});

const paymentBit = (type: string) => 1 << paymentTypes.indexOf(type as (typeof paymentTypes)[number]);

function selectListings(where: SQL): SQL {
  return sql`SELECT id::text AS id, kind, category, payment_types, price_value_cents, rating_average, review_count,
      (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us,
      tsvector_to_array(search_vector) AS words
    FROM offers WHERE status = 'active' AND ${where}`;
}

const idArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The filters besides the words, as the index tests them; unknown category: one no listing has. */
function indexFilter(filters: OfferFilters, bounds: { min?: number; max?: number }): IndexFilter {
  let payments = 0;
  if (filters.payment) payments |= paymentBit(filters.payment);
  if (filters.coins) payments |= paymentBit('coins');
  if (filters.barter) payments |= paymentBit('trade');
  const category = filters.category
    ? categoryNames.indexOf(findCategoryBySlug(filters.category)?.name as never)
    : undefined;
  return {
    kind: offerKinds.indexOf(filters.kind),
    ...(category === undefined ? {} : { category }),
    payments,
    ...(bounds.min === undefined ? {} : { minPrice: bounds.min }),
    ...(bounds.max === undefined ? {} : { maxPrice: bounds.max }),
  };
}

type Built = { index: ListingIndex; horizon: string; checkedAt: number };

export function createListingSearch({ db, log, clock }: { db: Database; log: Log; clock: Clock }): ListingSearch {
  let built: Built | null = null;
  let building: Promise<void> | null = null;
  let stopped = false;
  let lastPrune = 0;
  const parsed = new Map<string, QueryNode | undefined | null>();

  async function readHorizon(): Promise<string> {
    const { rows } = (await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`)) as {
      rows: { horizon: string }[];
    };
    return rows[0]!.horizon;
  }

  // The table is read in its own order, a range of pages at a time. Every change committed before the horizon was
  // read is in the batches (a row a later change moved may be read twice: the later read replaces the earlier);
  // any change after it is at or past the horizon, and the first search catches up on it.
  async function build(): Promise<void> {
    const started = performance.now();
    const horizon = await readHorizon();
    const { rows: size } = (await db.execute(
      sql`SELECT pg_relation_size('offers') / current_setting('block_size')::int AS pages`,
    )) as { rows: { pages: string | number }[] };
    const index = createListingIndex();
    for (let first = 0; first < Number(size[0]!.pages); first += pagesPerBatch) {
      if (stopped) return;
      const range = sql`ctid >= ${`(${first},0)`}::tid AND ctid < ${`(${first + pagesPerBatch},0)`}::tid`;
      const { rows } = (await db.execute(selectListings(range))) as { rows: ListingRow[] };
      for (const row of rows) index.put(toListing(row));
    }
    built = { index, horizon, checkedAt: clock() };
    log.info({ listings: index.counts().live, ms: Math.round(performance.now() - started) }, 'search index built');
  }

  function startBuild(): Promise<void> {
    building ??= build()
      .catch((error: unknown) => log.error({ err: error }, 'search index build failed'))
      .finally(() => {
        building = null;
      });
    return building;
  }

  async function catchUp(state: Built): Promise<void> {
    const { rows } = (await db.execute(
      sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
        array(SELECT offer_id::text FROM offer_search_changes WHERE changed_txid >= ${state.horizon}::xid8
          ORDER BY changed_txid LIMIT ${mostChanges + 1}) AS changed`,
    )) as { rows: { horizon: string; changed: string[] }[] };
    const { horizon } = rows[0]!;
    if (rows[0]!.changed.length > mostChanges) {
      built = null;
      void startBuild();
      return;
    }
    const changed = [...new Set(rows[0]!.changed)];
    if (changed.length > 0) {
      const found = (await db.execute(selectListings(sql`id = ANY(${idArray(changed)})`))) as { rows: ListingRow[] };
      const live = new Map(found.rows.map((row) => [row.id, row]));
      for (const id of changed) {
        const row = live.get(id);
        if (row) state.index.put(toListing(row));
        else state.index.remove(id);
      }
    }
    state.horizon = horizon;
    state.checkedAt = clock();
    const { live, dead } = state.index.counts();
    if (dead > 1000 + live) void startBuild();
    if (clock() - lastPrune > pruneEveryMs) {
      lastPrune = clock();
      await db.execute(
        sql`DELETE FROM offer_search_changes WHERE changed_at < now() - make_interval(secs => ${keptChangesMs / 1000})`,
      );
    }
  }

  // One catch-up at a time; a search arriving while one runs waits for the next, which starts after its arrival.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  function refresh(): Promise<void> {
    if (!running) {
      running = (built ? catchUp(built) : Promise.resolve()).finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return refresh();
      });
    return queued;
  }

  // The search as PostgreSQL parses it, and the price range's bounds, in one round trip; a search typed again
  // without a price range needs none.
  async function parse(
    q: string,
    priceCents: PriceRangeCents,
  ): Promise<{ tree: QueryNode | undefined | null; bounds: { min?: number; max?: number } }> {
    const priced = priceCents.min !== undefined || priceCents.max !== undefined;
    if (!priced && parsed.has(q)) return { tree: parsed.get(q), bounds: {} };
    const { rows } = (await db.execute(
      sql`SELECT ${textQuery(q)}::text AS query, ${priceCents.min ?? null} AS min, ${priceCents.max ?? null} AS max`,
    )) as { rows: { query: string; min: string | number | null; max: string | number | null }[] };
    const { query, min, max } = rows[0]!;
    const tree = parseTsquery(query);
    if (parsed.size >= parsedKept) parsed.clear();
    parsed.set(q, tree);
    return {
      tree,
      bounds: { ...(min === null ? {} : { min: Number(min) }), ...(max === null ? {} : { max: Number(max) }) },
    };
  }

  return {
    async findPage({ filters, sort, page, priceCents }) {
      const state = built;
      if (!filters.q || stopped) return null;
      if (!state || clock() - state.checkedAt > keptChangesMs / 2) {
        if (state) built = null;
        void startBuild();
        return null;
      }
      const [{ tree, bounds }] = await Promise.all([parse(filters.q, priceCents), refresh()]);
      if (tree === null) return null;
      // The index is being built again (too many changes to catch up on), or a build finished meanwhile, which has
      // not caught up with what this search must see.
      if (built !== state) return null;
      if (tree === undefined) return { ids: [], total: 0 };
      return state.index.find(tree, indexFilter(filters, bounds), sort, page);
    },
    async ready() {
      if (!built) await startBuild();
    },
    async stop() {
      stopped = true;
      await building;
    },
  };
}
