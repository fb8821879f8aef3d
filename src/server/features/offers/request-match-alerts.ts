// A new request tells the members whose live services match it (matches.ts) 'Your service matches a request': one
// alert per member, naming their best matching service, never to the request's owner, and at most
// limits.requestMatchAlertsPerDay to a member in any 24 hours, so a busy category does not flood anyone's bell.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { limits } from '#shared/constants.ts';
import { notifications, offers } from '../../db/schema/index.ts';
import { recordEvent, type EventTransaction } from '../../platform/events/record.ts';
import { presentNotification } from '../notifications/service.ts';
import { matchingListings } from './matches.ts';
import { noAlert, type PreparedAlert } from './prepared-alert.ts';
import type { OfferRow } from './rows.ts';

/**
 * Readies the alerts to the providers matching a request that has just gone live; publishOffer sends them once it
 * holds every alerted member's lock, and the counts read then are exact: two requests going live at once cannot both
 * pass a member's cap.
 */
export async function prepareRequestMatchAlerts(tx: EventTransaction, request: OfferRow): Promise<PreparedAlert> {
  if (request.kind !== 'request') return noAlert;
  const { where, rank } = matchingListings(request);
  const matched = await tx
    .selectDistinctOn([offers.userId], { userId: offers.userId, serviceTitle: offers.title })
    .from(offers)
    .where(where)
    .orderBy(offers.userId, desc(rank), asc(offers.id));
  const memberIds = matched.map((m) => m.userId);
  return { recipients: memberIds, send: () => sendRequestMatchAlerts(tx, request, matched) };
}

async function sendRequestMatchAlerts(
  tx: EventTransaction,
  request: OfferRow,
  matched: { userId: string; serviceTitle: string }[],
): Promise<number> {
  if (matched.length === 0) return 0;
  const memberIds = matched.map((m) => m.userId);
  // By the database's clock, which stamps the notifications (publishOffer has no app clock to hand).
  const recentAlert = and(
    eq(notifications.type, 'request_match'),
    gt(notifications.createdAt, sql`now() - interval '24 hours'`),
  );
  const tallies = await tx
    .select({
      userId: notifications.userId,
      recentAlerts: sql<number>`count(*) filter (where ${recentAlert})`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${eq(notifications.isRead, false)})`.mapWith(Number),
    })
    .from(notifications)
    .where(inArray(notifications.userId, memberIds))
    .groupBy(notifications.userId);
  const tallyOf = new Map(tallies.map((t) => [t.userId, t]));
  const alerted = matched.filter((m) => (tallyOf.get(m.userId)?.recentAlerts ?? 0) < limits.requestMatchAlertsPerDay);
  if (alerted.length === 0) return 0;
  const created = await tx
    .insert(notifications)
    .values(
      alerted.map((m) => ({
        userId: m.userId,
        type: 'request_match',
        title: 'Your service matches a request',
        message: `A member is looking for "${request.title}" in ${request.category}, which your service "${m.serviceTitle}" offers.`,
        relatedId: request.id,
      })),
    )
    .returning();
  for (const row of created) {
    const unreadCount = (tallyOf.get(row.userId)?.unread ?? 0) + 1;
    await recordEvent(tx, {
      userId: row.userId,
      type: 'notification.created',
      payload: { notification: presentNotification(row), unreadCount },
    });
  }
  return created.length;
}
