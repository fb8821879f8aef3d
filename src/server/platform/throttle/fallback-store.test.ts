// With Redis down, the counters carry on in the database instead of every throttled request failing.
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../../test/app.ts';
import { createDatabaseCounterStore, createFallbackCounterStore, createRedisCounterStore } from './store.ts';

let database: TestDatabase;
// Nothing listens on port 1: every command fails at once, as with a Redis that went away.
const deadRedis = new Redis('redis://127.0.0.1:1', {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
deadRedis.on('error', () => undefined);

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  deadRedis.disconnect();
  await database.dispose();
});

describe('the counters with Redis down', () => {
  it('count in the database, and say why', async () => {
    const failures: unknown[] = [];
    const counters = createFallbackCounterStore(
      createRedisCounterStore(deadRedis),
      createDatabaseCounterStore(database.db),
      (error) => failures.push(error),
    );
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(await counters.hit('address:203.0.113.9', now, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await counters.hit('address:203.0.113.9', now + 1_000, 60_000)).toEqual({ current: 2, ttl: 59_000 });
    expect(await counters.recordFailure('sign-in:ann', now, 60_000)).toMatchObject({ failures: 1 });
    expect(await counters.readFailures('sign-in:ann')).toMatchObject({ failures: 1 });

    const [row] = await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'address:203.0.113.9'));
    expect(row?.hits).toBe(2);
    expect(failures).toHaveLength(4);
  });
});
