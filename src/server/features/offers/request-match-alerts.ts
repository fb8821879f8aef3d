// A new request tells the members whose live services match it (matches.ts) 'Your service matches a request': one
// alert per member, naming their best matching service, never to the request's owner, and at most
// limits.requestMatchAlertsPerDay to a member in any 24 hours, so a busy category does not flood anyone's bell.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { limits } from '#shared/constants.ts';
import { notifications, offers } from '../../db/schema/index.ts';
import { lockMemberEvents, type EventTransaction } from '../../platform/events/record.ts';
import { createNotifications } from '../notifications/service.ts';
import { matchingListings } from './matches.ts';
import type { AlertBatch } from './alert-batch.ts';
import type { OfferRow } from './rows.ts';

/**
 * One batch of a new request's alerts (alert-fan-out.ts): the next `size` providers after `after` (by member id)
 * whose live services match it, their locks taken at once and in order, so the counts read are exact: two requests
 * going live at once cannot both pass a member's cap. Returns the batch's last member, or null when none is left.
 */
export async function alertMatchingProviderBatch(
  tx: EventTransaction,
  request: OfferRow,
  { after, size }: AlertBatch,
): Promise<string | null> {
  if (request.kind !== 'request') return null;
  const { where, rank } = matchingListings(request);
  const matched = await tx
    .selectDistinctOn([offers.userId], { userId: offers.userId, serviceTitle: offers.title })
    .from(offers)
    .where(after ? and(where, gt(offers.userId, after)) : where)
    .orderBy(offers.userId, desc(rank), asc(offers.id))
    .limit(size);
  await lockMemberEvents(
    tx,
    matched.map((m) => m.userId),
  );
  await sendRequestMatchAlerts(tx, request, matched);
  return matched.length < size ? null : matched.at(-1)!.userId;
}

async function sendRequestMatchAlerts(
  tx: EventTransaction,
  request: OfferRow,
  matched: { userId: string; serviceTitle: string }[],
): Promise<void> {
  if (matched.length === 0) return;
  const memberIds = matched.map((m) => m.userId);
  // By the database's clock, which stamps the notifications (publishOffer has no app clock to hand).
  const recentAlert = and(
    eq(notifications.type, 'request_match'),
    gt(notifications.createdAt, sql`now() - interval '24 hours'`),
  );
  const thisRequestAlert = and(eq(notifications.type, 'request_match'), eq(notifications.relatedId, request.id));
  const tallies = await tx
    .select({
      userId: notifications.userId,
      recentAlerts: sql<number>`count(*) filter (where ${recentAlert})`.mapWith(Number),
      // A batch run again after its worker died: who it told then is not told twice.
      toldOfThis: sql<number>`count(*) filter (where ${thisRequestAlert})`.mapWith(Number),
    })
    .from(notifications)
    .where(inArray(notifications.userId, memberIds))
    .groupBy(notifications.userId);
  const tallyOf = new Map(tallies.map((t) => [t.userId, t]));
  const alerted = matched.filter((m) => {
    const tally = tallyOf.get(m.userId);
    return !tally?.toldOfThis && (tally?.recentAlerts ?? 0) < limits.requestMatchAlertsPerDay;
  });
  await createNotifications(
    tx,
    alerted.map((m) => ({
      userId: m.userId,
      type: 'request_match',
      title: 'Your service matches a request',
      message: `A member is looking for "${request.title}" in ${request.category}, which your service "${m.serviceTitle}" offers.`,
      relatedId: request.id,
    })),
  );
}
