// GET /api/dashboard: the member's own figures for the dashboard's cards, banners, charts and recent activity.
// Amounts are USD cents (converted only for display) and whole coins; the rules behind each figure are in
// docs/decisions/011-dashboard-figures.md.
import { z } from 'zod';
import { notificationSchema } from './notifications.ts';

/** Months in the Earnings Overview, the current one last. */
export const earningsMonths = 6;
/** Listings in the Offer Performance chart: the member's most viewed. */
export const performanceListings = 8;
/** Recent Activity: the latest notifications (spec section 9, 'activity 5'). */
export const recentActivityCount = 5;

export const dashboardSchema = z.object({
  stats: z.object({
    /** Cash received in completed cash deals (their amount in cents) plus cash received from coin conversions. */
    totalEarningsCents: z.number().int(),
    /** Coins received in completed coin deals, less what rulings took back: beside the cash, never added to it. */
    coinsEarned: z.number().int(),
    completedDeals: z.number().int(),
    /** The coins card: available, held in deals, the part of the available ones still clearing, and any debt. */
    dragonCoins: z.number().int(),
    heldCoins: z.number().int(),
    clearingCoins: z.number().int(),
    debtCoins: z.number().int(),
    activeOffers: z.number().int(),
    unreadNotifications: z.number().int(),
  }),
  listings: z.object({ pending: z.number().int(), rejected: z.number().int() }),
  /** One entry per month, oldest first; `month` is 'YYYY-MM' (UTC). */
  earnings: z.array(z.object({ month: z.string(), cashCents: z.number().int(), coins: z.number().int() })),
  offerPerformance: z.array(
    z.object({ id: z.string(), title: z.string(), views: z.number().int(), proposals: z.number().int() }),
  ),
  recentActivity: z.array(notificationSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
