// Counters that must hold across every server process (sign-in throttling, per-address rate limits) when Redis is
// not configured: one row per key, updated by single atomic upserts.
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Failed sign-ins per account (keyed by the normalised email, so unknown addresses are throttled alike). */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  /** Epoch milliseconds from the app's clock, so the policy's arithmetic needs no database clock. */
  lastFailureMs: bigint('last_failure_ms', { mode: 'number' }).notNull(),
});

/** Hits per key and window for @fastify/rate-limit (per-address auth limits, per-member write limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAtMs: bigint('resets_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at_idx').on(t.resetsAtMs)],
);
