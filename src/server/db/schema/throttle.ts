// Counters that must hold across every server process (sign-in throttling, per-address rate limits) when Redis is
// not configured: one row per key, updated by single atomic upserts.
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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

/**
 * Browsers that signed in to an account (decision 033): each holds a random token in its known-device cookie, and
 * only the token's hash is kept here. Every sign-in replaces the token it came with, so a copied cookie stops
 * counting once its owner signs in again. A sign-in from one of these is spared the account's lock.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Epoch milliseconds from the app's clock: the sign-in that issued the token. */
    issuedAtMs: bigint('issued_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId, t.issuedAtMs)],
);
