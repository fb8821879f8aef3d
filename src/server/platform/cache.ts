// The one in-process cache: named stores of loads kept for a while, with invalidation that reaches every server
// process. On PostgreSQL an invalidation also goes out by NOTIFY and each other process clears the same stores
// when it hears it; a process whose LISTEN connection dropped clears everything, since it may have missed some.
// PGlite is one process, so there the local clear is all there is.
//
// Loads are stored as promises when they start: callers asking meanwhile share the load, and an invalidation
// also drops a load still running, so nobody asking after it gets a value read before it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

export type CacheStoreName =
  'offer-pages' | 'offer-totals' | 'offer-keysets' | 'public-pages' | 'admin-counts' | 'settings' | 'currency-rates';

export type CacheStoreOptions = {
  /** How long a value is served; 0 turns the store off (every read loads). */
  ttlMs: number;
  /** Bounds the memory: past it, the least recently stored entry goes. */
  maxEntries: number;
  /**
   * An expired value is still served while one reload runs beside it, so requests never queue behind a slow
   * load. An invalidated value never is.
   */
  serveStale: boolean;
};

export type Cache = {
  read: <T>(store: CacheStoreName, key: string, load: () => Promise<T>) => Promise<T>;
  /** The value a store holds for the key, when it is there, loaded and not expired; nothing is loaded. */
  peek: <T>(store: CacheStoreName, key: string) => T | undefined;
  /** Keeps a value already at hand, as a read would have. */
  put: (store: CacheStoreName, key: string, value: unknown) => void;
  /** Call after the write that changed what the stores hold has committed. */
  invalidate: (...stores: CacheStoreName[]) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

// `loaded` holds the value once its promise has settled, for readers that cannot wait (Cache.peek).
type Entry = { value: Promise<unknown>; expires: number; loaded?: { value: unknown }; refreshing: boolean };

const channel = 'market_cache';

export function createCache(options: {
  stores: Record<CacheStoreName, CacheStoreOptions>;
  clock: () => number;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}): Cache {
  const { stores, clock, database, log } = options;
  const entries = new Map<CacheStoreName, Map<string, Entry>>();
  // Told apart from the other processes' notices, so a process does not clear again what it has just cleared.
  const origin = randomUUID();
  let stopListening: (() => Promise<void>) | undefined;

  const entriesOf = (store: CacheStoreName) => {
    let found = entries.get(store);
    if (!found) {
      found = new Map();
      entries.set(store, found);
    }
    return found;
  };

  const store = (name: CacheStoreName, key: string, load: () => Promise<unknown>): Entry => {
    const map = entriesOf(name);
    const entry: Entry = { value: load(), expires: clock() + stores[name].ttlMs, refreshing: false };
    map.delete(key);
    map.set(key, entry);
    if (map.size > stores[name].maxEntries) map.delete(map.keys().next().value ?? '');
    entry.value.then(
      (value) => {
        entry.loaded = { value };
      },
      // A failed load is not a value: the next read tries again.
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    return entry;
  };

  const clearLocally = (names: Iterable<CacheStoreName>) => {
    for (const name of names) entries.get(name)?.clear();
  };

  const notify = (names: CacheStoreName[]) => {
    const payload = JSON.stringify({ origin, stores: names });
    database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`).catch((error: unknown) => {
      // The other processes then serve what they hold until its lifetime ends.
      log.error({ err: error }, 'cache invalidation notify failed');
    });
  };

  const hear = (payload: string) => {
    try {
      const notice = JSON.parse(payload) as { origin: string; stores: CacheStoreName[] };
      if (notice.origin !== origin) clearLocally(notice.stores.filter((name) => name in stores));
    } catch {
      log.warn({ payload }, 'unreadable cache invalidation notice');
    }
  };

  return {
    read: <T>(name: CacheStoreName, key: string, load: () => Promise<T>): Promise<T> => {
      const { ttlMs, serveStale } = stores[name];
      if (ttlMs === 0) return load();
      const now = clock();
      const found = entriesOf(name).get(key);
      if (!found || (found.expires <= now && !(serveStale && found.loaded)))
        return store(name, key, load).value as Promise<T>;
      if (found.expires <= now && !found.refreshing) {
        found.refreshing = true;
        const next = load();
        next.then(
          () => {
            if (entriesOf(name).get(key) === found) store(name, key, () => next);
          },
          () => {
            found.refreshing = false;
          },
        );
      }
      return found.value as Promise<T>;
    },
    peek: <T>(name: CacheStoreName, key: string): T | undefined => {
      const found = entriesOf(name).get(key);
      return found?.loaded && found.expires > clock() ? (found.loaded.value as T) : undefined;
    },
    put: (name, key, value) => {
      if (stores[name].ttlMs > 0) store(name, key, () => Promise.resolve(value));
    },
    invalidate: (...names) => {
      clearLocally(names);
      if (database.listen && names.length > 0) notify(names);
    },
    start: async () => {
      if (!database.listen) return;
      stopListening = await database.listen(channel, {
        onPayload: hear,
        onRelisten: () => clearLocally(entries.keys()),
      });
    },
    stop: async () => {
      await stopListening?.();
    },
  };
}
