// The admin panel's stats row: exact figures, kept per process for a few seconds (decision 013).
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, offers, users } from '../../db/schema/index.ts';
import { readCachedCount } from '../../platform/count-cache.ts';

export type AdminStatsRow = {
  totalUsers: number;
  activeOffers: number;
  totalTransactions: number;
  totalRevenueCents: number;
};

/**
 * The stats row, exact as of at most a few seconds ago and recounted at once after any admin action or a new
 * member, offer or ledger entry (platform/count-cache.ts). Counted every time, the four took 114 ms for one
 * request alone and a second each with 10 requests at once (PostgreSQL, 2 cores, 100,000 users, 1,000,000
 * offers, 300,000 ledger entries; docs/performance.md), and every admin page shows the row.
 */
export function findAdminStats(ctx: AppContext): Promise<AdminStatsRow> {
  return readCachedCount(ctx, 'stats', [users.createdAt, offers.createdAt, ledgerEntries.createdAt], () =>
    countAdminStats(ctx.db),
  );
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
