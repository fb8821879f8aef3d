import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import { type CacheStoreOptions, createCache } from './cache.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database.dispose());

const silent = { error: () => undefined, warn: () => undefined } as unknown as Parameters<typeof createCache>[0]['log'];

function cacheWith(pages: Partial<CacheStoreOptions>) {
  let now = 1_000_000;
  const off = { ttlMs: 0, maxEntries: 1, serveStale: false };
  const cache = createCache({
    clock: () => now,
    database,
    log: silent,
    stores: {
      'offer-pages': { ttlMs: 5_000, maxEntries: 10, serveStale: false, ...pages },
      'offer-totals': off,
      'offer-keysets': off,
      'public-pages': off,
      'admin-counts': off,
      settings: off,
      'currency-rates': off,
    },
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

/** A load that counts its calls and resolves when told to. */
function controlledLoad() {
  let calls = 0;
  const pending: ((value: string) => void)[] = [];
  const load = () => {
    calls++;
    return new Promise<string>((resolve) => pending.push(resolve));
  };
  return { load, calls: () => calls, finish: (value: string) => pending.shift()?.(value) };
}

describe('the cache', () => {
  it('shares one load between concurrent readers and answers it until its lifetime ends', async () => {
    const { cache, advance } = cacheWith({});
    const source = controlledLoad();
    const first = cache.read('offer-pages', 'a', source.load);
    const second = cache.read('offer-pages', 'a', source.load);
    source.finish('one');
    expect([await first, await second]).toEqual(['one', 'one']);
    expect(source.calls()).toBe(1);

    advance(4_999);
    expect(await cache.read('offer-pages', 'a', source.load)).toBe('one');
    advance(1);
    const reloaded = cache.read('offer-pages', 'a', source.load);
    source.finish('two');
    expect(await reloaded).toBe('two');
    expect(source.calls()).toBe(2);
  });

  it('answers an expired value while one reload runs, when the store serves stale', async () => {
    const { cache, advance } = cacheWith({ serveStale: true });
    const source = controlledLoad();
    const first = cache.read('offer-pages', 'a', source.load);
    source.finish('one');
    await first;
    advance(6_000);
    expect(await cache.read('offer-pages', 'a', source.load)).toBe('one');
    expect(await cache.read('offer-pages', 'a', source.load)).toBe('one');
    expect(source.calls()).toBe(2);
    source.finish('two');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.read('offer-pages', 'a', source.load)).toBe('two');
  });

  it('never answers a value loaded before an invalidation, even one still loading', async () => {
    const { cache } = cacheWith({ serveStale: true });
    const source = controlledLoad();
    const before = cache.read('offer-pages', 'a', source.load);
    cache.invalidate('offer-pages');
    const after = cache.read('offer-pages', 'a', source.load);
    source.finish('before the change');
    source.finish('after the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(await cache.read('offer-pages', 'a', source.load)).toBe('after the change');
  });

  it('keeps no failed load, and loads every time when the store is off', async () => {
    const { cache } = cacheWith({});
    await expect(cache.read('offer-pages', 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('offer-pages', 'a', async () => 'up')).toBe('up');

    let calls = 0;
    const counted = async () => ++calls;
    await cache.read('settings', 'row', counted);
    await cache.read('settings', 'row', counted);
    expect(calls).toBe(2);
  });

  it('peeks only at a loaded, unexpired value, and keeps what is put', async () => {
    const { cache, advance } = cacheWith({});
    const source = controlledLoad();
    const loading = cache.read('offer-pages', 'a', source.load);
    expect(cache.peek('offer-pages', 'a')).toBeUndefined();
    source.finish('one');
    await loading;
    expect(cache.peek('offer-pages', 'a')).toBe('one');

    cache.put('offer-pages', 'b', 'kept');
    await Promise.resolve();
    expect(cache.peek('offer-pages', 'b')).toBe('kept');
    advance(5_000);
    expect(cache.peek('offer-pages', 'b')).toBeUndefined();
    cache.put('offer-totals', 'c', 'off');
    await Promise.resolve();
    expect(cache.peek('offer-totals', 'c')).toBeUndefined();
  });

  it('drops the oldest entry past the store bound', async () => {
    const { cache } = cacheWith({ maxEntries: 2 });
    let calls = 0;
    const load = async () => ++calls;
    await cache.read('offer-pages', 'a', load);
    await cache.read('offer-pages', 'b', load);
    await cache.read('offer-pages', 'c', load);
    expect(await cache.read('offer-pages', 'c', load)).toBe(3);
    expect(await cache.read('offer-pages', 'a', load)).toBe(4);
  });
});
