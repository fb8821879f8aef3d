// In-process caches for the public offer lists: the answer to each list URL for a few seconds, and each filter's
// total for a minute (counting a million rows is the slow part). Anything that changes what the lists show (an
// offer approved, edited, paused or deleted) calls invalidateOfferLists(db) after it commits; what is left is
// bounded staleness for things that do not call it (a new rating or a renamed provider shows within seconds).
// An expired value is still answered while its reload runs; an invalidated one never is. The answers' lifetime
// is a setting (OFFER_LIST_CACHE_SECONDS, configureOfferListCache); 0 turns them off, so that what the database
// path costs can be measured. Totals keep their minute either way.
// Each database handle has its own caches, so test apps and their databases never share answers.
import type { Database, Executor } from '../../db/client.ts';
import type { CachedAnswer } from '../../platform/cached-answer.ts';

const defaultPageTtlMs = 5_000;
const totalTtlMs = 60_000;
// Bounds the memory: answers are ~30 kB; distinct searches beyond this evict the oldest.
const maxEntries = 500;

type Entry<T> = { value: Promise<T>; expires: number; ready: boolean; refreshing: boolean };

class TtlCache<T> {
  // Loads are stored as promises when they start, so clear() also drops one still running: nobody asking after
  // an invalidation gets an answer read before it.
  private entries = new Map<string, Entry<T>>();

  constructor(private readonly ttlMs: number) {}

  /**
   * The cached value, or the one `load` produces; callers asking while it loads share that one load. Once a
   * value is older than the TTL it is still answered while one reload runs beside it, so requests never queue
   * behind a reload (counting 720,000 live offers: 0.2-1 s at 1M).
   */
  read(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    // Off: not even concurrent requests share a load, so every request costs what a miss costs.
    if (this.ttlMs === 0) return load();
    const found = this.entries.get(key);
    if (!found || (found.expires <= now && !found.ready)) return this.store(key, load, now).value;
    if (found.expires <= now && !found.refreshing) {
      found.refreshing = true;
      const next = load();
      next.then(
        () => {
          if (this.entries.get(key) === found) this.store(key, () => next, Date.now());
        },
        () => {
          found.refreshing = false;
        },
      );
    }
    return found.value;
  }

  clear(): void {
    this.entries.clear();
  }

  private store(key: string, load: () => Promise<T>, now: number): Entry<T> {
    const entry: Entry<T> = { value: load(), expires: now + this.ttlMs, ready: false, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    entry.value.then(
      () => {
        entry.ready = true;
      },
      // A failed load is not an answer: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }
}

type ListCaches = { pages: TtlCache<CachedAnswer>; totals: TtlCache<number> };
const cachesByDatabase = new WeakMap<object, ListCaches>();

function cachesOf(db: Database): ListCaches {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = { pages: new TtlCache(defaultPageTtlMs), totals: new TtlCache(totalTtlMs) };
    cachesByDatabase.set(db, caches);
  }
  return caches;
}

/**
 * Sets how long this database's list answers are kept (OFFER_LIST_CACHE_SECONDS); 0 sends every list request to
 * the database. Called once when the app is built, before any list is read.
 */
export function configureOfferListCache(db: Database, answerSeconds: number): void {
  cachesByDatabase.set(db, { pages: new TtlCache(answerSeconds * 1_000), totals: new TtlCache(totalTtlMs) });
}

/**
 * A public answer (a list page for its URL's normalised query, the featured offers, the category counts),
 * serialised, with the compressed copies it has been sent as.
 */
export function readCachedOfferPage(
  db: Database,
  key: string,
  load: () => Promise<CachedAnswer>,
): Promise<CachedAnswer> {
  return cachesOf(db).pages.read(key, load);
}

/** A filter's total (the same for every page of it). */
export function readCachedOfferTotal(db: Database, key: string, load: () => Promise<number>): Promise<number> {
  return cachesOf(db).totals.read(key, load);
}

/**
 * Forgets every cached list answer and total of this database. Call it with the database handle after a write
 * that changes which offers are live or what their cards show has committed (given a transaction, it does
 * nothing: the caches belong to the handle).
 */
export function invalidateOfferLists(db: Executor): void {
  const caches = cachesByDatabase.get(db);
  caches?.pages.clear();
  caches?.totals.clear();
}
