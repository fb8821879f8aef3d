// The member dashboard's figures, each from the rows that are its truth (docs/decisions/011-dashboard-figures.md):
// cash deals by their amount in cents (decision 027), coins earned in deals by the ledger. Only deal income is
// earnings: converting coins, buying them and refunds move money the member already had. Eight small queries on the
// member's own rows, all served by indexes on user id (offers, ledger, notifications) or party (proposals), run side
// by side.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { earningsMonths, performanceListings, recentActivityCount } from '#shared/schemas/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { ledgerEntries, notifications, offers, proposals } from '../../db/schema/index.ts';
import { countUnreadNotificationsBySection, type NotificationRow } from '../notifications/service.ts';
import { findBalances, findCoinShares, notReversed } from '../wallet/service.ts';

export type DashboardFigures = {
  stats: {
    totalEarningsCents: number;
    coinsEarned: number;
    completedDeals: number;
    dragonCoins: number;
    heldCoins: number;
    clearingCoins: number;
    debtCoins: number;
    activeOffers: number;
    unreadNotifications: number;
  };
  listings: { pending: number; rejected: number };
  earnings: { month: string; cashCents: number; coins: number }[];
  offerPerformance: { id: string; title: string; views: number; proposals: number }[];
  recentActivity: NotificationRow[];
};

type CompletedDeal = {
  senderId: string | null;
  receiverId: string | null;
  payerId: string | null;
  paymentMethods: string[];
  cashAmountCents: number | null;
  completedAt: Date | null;
};

/** 'YYYY-MM' of a moment, in UTC. */
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The last `earningsMonths` calendar months in UTC, the current one last. */
export function lastMonths(now: Date): string[] {
  return Array.from({ length: earningsMonths }, (_, i) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (earningsMonths - 1 - i), 1))),
  );
}

/** The cash a completed deal paid this member: its amount in cents, when they are the payee and cash was agreed. */
function cashReceived(deal: CompletedDeal, memberId: string): number {
  if (!deal.paymentMethods.includes('cash')) return 0;
  if (deal.payerId === memberId) return 0;
  // payer_id is fixed when the proposal is made, and emptied when the payer deletes their account: then the other
  // party is gone too, and the member was paid. Both parties present without one: an older proposal (before
  // migration 0009) whose listing was already gone, so who paid is unknown.
  if (deal.payerId === null) {
    const other = deal.senderId === memberId ? deal.receiverId : deal.senderId;
    return other === null ? (deal.cashAmountCents ?? 0) : 0;
  }
  return deal.cashAmountCents ?? 0;
}

function findCompletedDeals(db: Database, memberId: string): Promise<CompletedDeal[]> {
  return db
    .select({
      senderId: proposals.senderId,
      receiverId: proposals.receiverId,
      payerId: proposals.payerId,
      paymentMethods: proposals.paymentMethods,
      cashAmountCents: proposals.cashAmountCents,
      completedAt: proposals.completedAt,
    })
    .from(proposals)
    .where(
      and(eq(proposals.status, 'completed'), or(eq(proposals.senderId, memberId), eq(proposals.receiverId, memberId))),
    );
}

/**
 * Per UTC month: coins credited by deals (the ledger's record of them), leaving out any an admin has reversed, less
 * what a ruling took back from the member as provider, in the month of the ruling: the coins it took ('refund' sent)
 * and what it left them owing ('refund' received as debt). A payer's refund is never 'sent', so it counts nothing.
 */
function findLedgerEarnings(db: Database, memberId: string) {
  const month = sql<string>`to_char(${ledgerEntries.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM')`;
  const signed = sql`sum(case when ${ledgerEntries.kind} = 'refund' then -${ledgerEntries.amount} else ${ledgerEntries.amount} end)`;
  return db
    .select({ month, amount: signed.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, memberId),
        eq(ledgerEntries.status, 'completed'),
        or(
          and(
            eq(ledgerEntries.type, 'received'),
            // A release pays a held deal as 'deal' paid one before holds; a hold only sets the payer's coins aside.
            inArray(ledgerEntries.kind, ['deal', 'release']),
            eq(ledgerEntries.currency, 'coins'),
            notReversed,
          ),
          and(
            eq(ledgerEntries.kind, 'refund'),
            or(
              and(eq(ledgerEntries.type, 'sent'), eq(ledgerEntries.currency, 'coins')),
              and(eq(ledgerEntries.type, 'received'), eq(ledgerEntries.currency, 'debt')),
            ),
          ),
        ),
      ),
    )
    .groupBy(month);
}

const countWhere = (condition: ReturnType<typeof sql>) => sql`count(*) filter (where ${condition})`.mapWith(Number);

async function countListings(db: Database, memberId: string) {
  const [row] = await db
    .select({
      active: countWhere(isLiveListing()),
      pending: countWhere(sql`${offers.status} = 'pending'`),
      rejected: countWhere(sql`${offers.status} = 'rejected'`),
    })
    .from(offers)
    .where(and(eq(offers.userId, memberId), inArray(offers.status, ['active', 'pending', 'rejected'])));
  return row ?? { active: 0, pending: 0, rejected: 0 };
}

/** The member's most viewed listings (newest first among equals) and the proposals each has received. */
function findOfferPerformance(db: Database, memberId: string) {
  const received = db.select({ n: count() }).from(proposals).where(eq(proposals.offerId, offers.id));
  return db
    .select({
      id: offers.id,
      title: offers.title,
      views: offers.views,
      proposals: sql`(${received})`.mapWith(Number),
    })
    .from(offers)
    .where(eq(offers.userId, memberId))
    .orderBy(desc(offers.views), desc(offers.createdAt), desc(offers.id))
    .limit(performanceListings);
}

function findRecentActivity(db: Database, memberId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, memberId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(recentActivityCount);
}

/**
 * What the member's completed deals paid them, counted as the dashboard counts them: cash deals by their stated
 * amount when the member was paid, and the coins deals credited (beside the cash, never added to it). Conversions
 * are not deals. Completed Offers shows these.
 */
export async function findDealEarnings(db: Database, memberId: string): Promise<{ cashCents: number; coins: number }> {
  const [deals, ledger] = await Promise.all([findCompletedDeals(db, memberId), findLedgerEarnings(db, memberId)]);
  return {
    cashCents: deals.reduce((sum, deal) => sum + cashReceived(deal, memberId), 0),
    coins: ledger.reduce((sum, row) => sum + row.amount, 0),
  };
}

export async function findDashboard(db: Database, memberId: string, now: Date): Promise<DashboardFigures> {
  const [deals, ledger, listings, performance, recentActivity, balances, unread, [shares]] = await Promise.all([
    findCompletedDeals(db, memberId),
    findLedgerEarnings(db, memberId),
    countListings(db, memberId),
    findOfferPerformance(db, memberId),
    findRecentActivity(db, memberId),
    findBalances(db, memberId),
    countUnreadNotificationsBySection(db, memberId),
    findCoinShares(db, memberId),
  ]);

  const months = new Map(lastMonths(now).map((month) => [month, { month, cashCents: 0, coins: 0 }]));
  let totalEarningsCents = 0;
  let coinsEarned = 0;
  for (const deal of deals) {
    const cents = cashReceived(deal, memberId);
    totalEarningsCents += cents;
    const bucket = deal.completedAt && months.get(monthOf(deal.completedAt));
    if (bucket) bucket.cashCents += cents;
  }
  for (const { month, amount } of ledger) {
    coinsEarned += amount;
    const bucket = months.get(month);
    if (bucket) bucket.coins += amount;
  }
  // A month whose rulings took back more than its deals paid shows no bar rather than one below the axis.
  for (const bucket of months.values()) bucket.coins = Math.max(0, bucket.coins);

  return {
    stats: {
      totalEarningsCents,
      coinsEarned,
      completedDeals: deals.length,
      dragonCoins: balances.dragonCoins,
      heldCoins: shares?.heldCoins ?? 0,
      clearingCoins: shares?.clearingCoins ?? 0,
      debtCoins: shares?.debtCoins ?? 0,
      activeOffers: listings.active,
      unreadNotifications: unread.total,
    },
    listings: { pending: listings.pending, rejected: listings.rejected },
    earnings: [...months.values()],
    offerPerformance: performance,
    recentActivity,
  };
}
