// The admin panel's stats row: exact figures, kept per process for a few seconds (decision 013).
import { and, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { auditLog, ledgerEntries, offers, users } from '../../db/schema/index.ts';

export type AdminStatsRow = {
  totalUsers: number;
  activeOffers: number;
  totalTransactions: number;
  totalRevenueCents: number;
};

/**
 * How long a process answers the stats row it counted. The four counts took 114 ms for one request alone and a
 * second each with 10 requests at once (PostgreSQL, 2 cores, 100,000 users, 1,000,000 offers, 300,000 ledger
 * entries; docs/performance.md), and every admin page shows the row.
 */
const statsLifetimeMs = 5000;

type CachedStats = { fingerprint: string; countedAt: number; stats: Promise<AdminStatsRow> };
const cachedStats = new WeakMap<Database, CachedStats>();

/**
 * The stats row, exact as of at most a few seconds ago, and recounted at once after anything the admin does: each
 * admin action writes the audit log, and a new member, offer or ledger entry shows in the newest created_at. What
 * waits out the few seconds is a member's own change to an existing row (pausing a listing, deleting an account).
 */
export async function findAdminStats(db: Database): Promise<AdminStatsRow> {
  const fingerprint = await readFingerprint(db);
  const cached = cachedStats.get(db);
  if (cached && cached.fingerprint === fingerprint && Date.now() - cached.countedAt < statsLifetimeMs) {
    return cached.stats;
  }
  // Concurrent requests share one count; a failed count is not kept.
  const entry = { fingerprint, countedAt: Date.now(), stats: countAdminStats(db) };
  cachedStats.set(db, entry);
  entry.stats.catch(() => {
    if (cachedStats.get(db) === entry) cachedStats.delete(db);
  });
  return entry.stats;
}

/** The newest audit entry, member, offer and ledger entry: one index probe each. */
async function readFingerprint(db: Database): Promise<string> {
  const newest = (column: AnyPgColumn) => sql`(SELECT max(${column}) FROM ${column.table})::text`;
  const result = (await db.execute(
    sql`SELECT concat_ws('|', ${newest(auditLog.createdAt)}, ${newest(users.createdAt)},
                         ${newest(offers.createdAt)}, ${newest(ledgerEntries.createdAt)}) AS fingerprint`,
  )) as { rows: { fingerprint: string }[] };
  return result.rows[0]?.fingerprint ?? '';
}

/** Each figure from one index-backed count or one scan; they run side by side. */
async function countAdminStats(db: Database): Promise<AdminStatsRow> {
  const [[usersRow], [offersRow], [ledgerRow], [revenueRow]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(offers).where(eq(offers.status, 'active')),
    db.select({ n: count() }).from(ledgerEntries),
    db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.currency, 'cash'), eq(ledgerEntries.status, 'completed'))),
  ]);
  return {
    totalUsers: usersRow?.n ?? 0,
    activeOffers: offersRow?.n ?? 0,
    totalTransactions: ledgerRow?.n ?? 0,
    totalRevenueCents: Number(revenueRow?.cents ?? 0),
  };
}
