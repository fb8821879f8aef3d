// The admin panel's stats row.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, offers, users } from '../../db/schema/index.ts';

export type AdminStatsRow = {
  totalUsers: number;
  activeOffers: number;
  totalTransactions: number;
  totalRevenueCents: number;
};

/** The stats row, exact, each figure from one index-backed count (decision 013). */
export async function findAdminStats(db: Database): Promise<AdminStatsRow> {
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
