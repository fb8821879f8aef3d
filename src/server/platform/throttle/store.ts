// Where throttling counters live: in Redis when REDIS_URL is set, otherwise in the database. Either way every
// server process sees the same counts, and each change is one atomic step (an upsert, or a Lua script).
import type { Redis } from 'ioredis';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitHits, signInFailures } from '../../db/schema/index.ts';

export type FailureCount = { failures: number; lastFailureMs: number };
export type Hits = { current: number; ttl: number };

export type CounterStore = {
  /** Counts one more failure, starting again at 1 when the last one is older than `forgetAfterMs`. */
  recordFailure(key: string, nowMs: number, forgetAfterMs: number): Promise<FailureCount>;
  readFailures(key: string): Promise<FailureCount | null>;
  clearFailures(key: string): Promise<void>;
  /** One hit in a fixed window of `windowMs`: the count so far and the milliseconds left in the window. */
  hit(key: string, nowMs: number, windowMs: number): Promise<Hits>;
};

export function createDatabaseCounterStore(db: Database): CounterStore {
  let hitsSinceSweep = 0;
  return {
    async recordFailure(key, nowMs, forgetAfterMs) {
      const [row] = await db
        .insert(signInFailures)
        .values({ key, failures: 1, lastFailureMs: nowMs })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`CASE WHEN ${signInFailures.lastFailureMs} <= ${nowMs - forgetAfterMs} THEN 1
              ELSE ${signInFailures.failures} + 1 END`,
            lastFailureMs: sql`GREATEST(${signInFailures.lastFailureMs}, ${nowMs})`,
          },
        })
        .returning({ failures: signInFailures.failures, lastFailureMs: signInFailures.lastFailureMs });
      if (!row) throw new Error('sign-in failure was not counted');
      return row;
    },
    async readFailures(key) {
      const [row] = await db
        .select({ failures: signInFailures.failures, lastFailureMs: signInFailures.lastFailureMs })
        .from(signInFailures)
        .where(eq(signInFailures.key, key));
      return row ?? null;
    },
    async clearFailures(key) {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },
    async hit(key, nowMs, windowMs) {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, resetsAtMs: nowMs + windowMs })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`CASE WHEN ${rateLimitHits.resetsAtMs} <= ${nowMs} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
            resetsAtMs: sql`CASE WHEN ${rateLimitHits.resetsAtMs} <= ${nowMs} THEN ${nowMs + windowMs}
              ELSE ${rateLimitHits.resetsAtMs} END`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetsAtMs: rateLimitHits.resetsAtMs });
      if (!row) throw new Error('rate-limit hit was not counted');
      // Keys of addresses that went quiet would pile up: now and then, drop the long-expired ones.
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAtMs, nowMs - 60 * 60 * 1000));
      }
      return { current: row.hits, ttl: Math.max(0, row.resetsAtMs - nowMs) };
    },
  };
}

// KEYS[1] the hash; ARGV now, forgetAfterMs. The hash lives a day past its last failure.
const recordFailureScript = `
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now = tonumber(ARGV[1])
local failures = 1
if last > now - tonumber(ARGV[2]) then failures = tonumber(redis.call('HGET', KEYS[1], 'failures')) + 1 end
if last > now then now = last end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now)
redis.call('PEXPIRE', KEYS[1], 86400000)
return {failures, now}
`;

// KEYS[1] the counter; ARGV now, windowMs. The key expires with its window.
const hitScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {current, ttl}
`;

export function createRedisCounterStore(redis: Redis, prefix = 'market:'): CounterStore {
  const failureKey = (key: string) => `${prefix}sign-in-failures:${key}`;
  return {
    async recordFailure(key, nowMs, forgetAfterMs) {
      const [failures, lastFailureMs] = (await redis.eval(
        recordFailureScript,
        1,
        failureKey(key),
        nowMs,
        forgetAfterMs,
      )) as [number, number];
      return { failures, lastFailureMs };
    },
    async readFailures(key) {
      const row = await redis.hgetall(failureKey(key));
      if (!row.failures || !row.last) return null;
      return { failures: Number(row.failures), lastFailureMs: Number(row.last) };
    },
    async clearFailures(key) {
      await redis.del(failureKey(key));
    },
    async hit(key, _nowMs, windowMs) {
      const [current, ttl] = (await redis.eval(hitScript, 1, `${prefix}hits:${key}`, 0, windowMs)) as [number, number];
      return { current, ttl };
    },
  };
}

/**
 * Redis first, the database while Redis fails: the counts stay shared by every process through an outage, instead of
 * every throttled request failing with it. A count split between the two stores for the outage's length is the cost.
 */
export function createFallbackCounterStore(
  primary: CounterStore,
  fallback: CounterStore,
  onFailure: (error: unknown) => void,
): CounterStore {
  const withFallback =
    <Args extends unknown[], Result>(call: (store: CounterStore, ...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      call(primary, ...args).catch((error: unknown) => {
        onFailure(error);
        return call(fallback, ...args);
      });
  return {
    recordFailure: withFallback((store, key: string, nowMs: number, forgetAfterMs: number) =>
      store.recordFailure(key, nowMs, forgetAfterMs),
    ),
    readFailures: withFallback((store, key: string) => store.readFailures(key)),
    clearFailures: withFallback((store, key: string) => store.clearFailures(key)),
    hit: withFallback((store, key: string, nowMs: number, windowMs: number) => store.hit(key, nowMs, windowMs)),
  };
}
