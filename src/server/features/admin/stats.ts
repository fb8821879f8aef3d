// The admin panel's stats row: exact figures, kept per process for a few seconds (decision 013).
import { and, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { ledgerEntries, offers, orders, users, withdrawals } from '../../db/schema/index.ts';
import { readCachedCount } from '../../platform/count-cache.ts';
import { notReversed } from '../wallet/service.ts';

export type AdminStatsRow = {
  totalUsers: number;
  activeOffers: number;
  totalTransactions: number;
  /** Money received for coin sales: the price of every paid order. */
  totalRevenueCents: number;
  /** Beside the revenue, never in it: cash credited by conversions (not reversed), withdrawals paid out. */
  conversionsCents: number;
  withdrawalsPaidCents: number;
  /** The price of the paid orders whose coins an admin took back (a reversed purchase). */
  reversedSalesCents: number;
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

const sumOf = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

const reversedPurchase = sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders.id}
  and ${ledgerEntries.kind} = 'purchase' and not ${notReversed})`;

/** Each figure from one index-backed count or one scan; they run side by side. */
async function countAdminStats(db: Database): Promise<AdminStatsRow> {
  const [[usersRow], [offersRow], [ledgerRow], [salesRow], [conversionsRow], [withdrawalsRow]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(offers).where(isLiveListing()),
    db.select({ n: count() }).from(ledgerEntries),
    db
      .select({
        cents: sumOf(orders.amountCents),
        reversed: sql`coalesce(sum(${orders.amountCents}) filter (where ${reversedPurchase}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.status, 'paid')),
    db
      .select({ cents: sumOf(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'conversion'),
          eq(ledgerEntries.currency, 'cash'),
          eq(ledgerEntries.type, 'received'),
          notReversed,
        ),
      ),
    db
      .select({ cents: sumOf(withdrawals.amountCents) })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'paid')),
  ]);
  return {
    totalUsers: usersRow?.n ?? 0,
    activeOffers: offersRow?.n ?? 0,
    totalTransactions: ledgerRow?.n ?? 0,
    totalRevenueCents: salesRow?.cents ?? 0,
    conversionsCents: conversionsRow?.cents ?? 0,
    withdrawalsPaidCents: withdrawalsRow?.cents ?? 0,
    reversedSalesCents: salesRow?.reversed ?? 0,
  };
}
