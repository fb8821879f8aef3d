// A listing going live. When it is the first live service of its category, everyone who asked to be told ("Get
// Notified When Available") hears of it, and their subscriptions are removed in the same transaction: the alert
// is one-shot. Moderation (an admin approving a pending listing) is the first way in; see publishOffer.
import { and, eq, sql } from 'drizzle-orm';
import type { OfferStatus } from '#shared/constants.ts';
import type { AppContext } from '../../context.ts';
import { categorySubscriptions, offers } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import type { Member } from '../../platform/guards.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { queueListingNotices } from '../favourites/service.ts';
import { createNotification } from '../notifications/service.ts';
import { scheduleListingAlerts } from './alert-fan-out.ts';
import { findListingExpiry, scheduleListingExpiry } from './expiry-schedule.ts';
import { invalidateOfferLists } from './list-cache.ts';
import { authorizeListing } from './policy.ts';
import { recordListingChange } from './listing-events.ts';
import type { OfferRow } from './rows.ts';
import { hasLiveService, lockCategory } from './subscriptions.ts';

export type PublishResult = { offer: OfferRow; notifiedSubscribers: number };

// Category pages list services, so a request going live does not make a category "available". The subscribers are
// queued and told in batches after the commit (favourites/notices.ts); returns how many.
async function queueCategoryAlerts(tx: EventTransaction, offer: OfferRow): Promise<number> {
  if (offer.kind !== 'service') return 0;
  // Held until commit: a subscription racing this alert is either seen below or refused (subscriptions.ts), and
  // of two services going live at once in an empty category, the second sees the first and alerts nobody.
  await lockCategory(tx, offer.category);
  if (await hasLiveService(tx, { category: offer.category, exceptId: offer.id })) return 0;
  // Every subscription ends; the owner learns of their listing going live from their own notification.
  const followers = sql`DELETE FROM ${categorySubscriptions}
    WHERE ${categorySubscriptions.category} = ${offer.category}
    RETURNING ${categorySubscriptions.userId}`;
  return queueListingNotices(
    tx,
    { listingId: offer.id, followers, except: offer.userId },
    { kind: 'category', listing: { id: offer.id, title: offer.title, category: offer.category } },
  );
}

/**
 * The one way a listing goes live: `from` -> active, then the category alert. Every way in calls it (an admin's
 * approval; Auto Approve on creation, pending then published in the same transaction; an owner un-pausing, from
 * 'paused'; a live listing edited into another category, from 'active'; see manage.ts), so no path fills a
 * category without telling the members waiting for it.
 * `expiresAt`: a listing new to the market or renewed starts its lifetime (expiry.ts); one resumed keeps its own.
 * Runs in the caller's transaction (opened with transactWithEvents, so the alerts reach open streams), which holds
 * the category lock until it commits; after the commit the caller drops the lists' cached responses
 * (invalidateOfferLists). Returns null when no listing has that id and status.
 */
export async function publishOffer(
  tx: EventTransaction,
  { offerId, from, expiresAt }: { offerId: string; from: OfferStatus; expiresAt?: Date },
): Promise<PublishResult | null> {
  const [offer] = await tx
    .update(offers)
    .set({ status: 'active', ...(expiresAt ? { expiresAt } : {}) })
    .where(and(eq(offers.id, offerId), eq(offers.status, from)))
    .returning();
  if (!offer) return null;
  if (expiresAt) await scheduleListingExpiry(tx, offer.id, expiresAt);
  const notifiedSubscribers = await queueCategoryAlerts(tx, offer);
  // Only a listing new to the marketplace is news to saved searches and to matching providers; one un-paused is not.
  // Told in batches after the commit (alert-fan-out.ts), which starts them.
  if (from === 'pending') await scheduleListingAlerts(tx, offer, { newListing: true });
  return { offer, notifiedSubscribers };
}

// What a saved search or a category reads of a listing: an edit of anything else matches nothing new.
const searchedColumns = [
  'title',
  'description',
  'category',
  'paymentTypes',
  'priceCashCents',
  'priceCoins',
  'priceUnit',
] as const;

/**
 * The alerts an approved edit of a live listing raises (decision 034), read after the edit is written, all told in
 * batches after the commit: moved into an empty category, that category's subscribers; saved searches it matches
 * now and never matched before (their matches are kept, so one already told is not told again). Requests' providers
 * are not alerted again: the request is not new. Returns how many subscribers were queued.
 */
export async function queueEditAlerts(
  tx: EventTransaction,
  { before, after }: { before: OfferRow; after: OfferRow },
): Promise<number> {
  if (after.status !== 'active') return 0;
  if (!searchedColumns.some((column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]))) return 0;
  await scheduleListingAlerts(tx, after, { newListing: false });
  return after.category !== before.category ? queueCategoryAlerts(tx, after) : 0;
}

/** Pending -> active, the owner notified. Other statuses end in 409, an unknown id in 404. */
export async function approveOffer(
  ctx: AppContext,
  { offerId, admin }: { offerId: string; admin: Member },
): Promise<PublishResult> {
  const result = await transactWithEvents(ctx, async (tx) => {
    const [existing] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (!existing) throw notFound('Listing not found');
    authorizeListing(admin, { offer: existing }, 'approve');
    const expiresAt = findListingExpiry(ctx.clock(), await readPlatformSettings(tx));
    const published = await publishOffer(tx, { offerId, from: 'pending', expiresAt });
    if (!published) throw new Error(`listing ${offerId} left pending while locked`);
    const { offer, notifiedSubscribers } = published;
    await createNotification(tx, {
      userId: offer.userId,
      type: 'listing_approved',
      title: 'Listing Approved',
      message: `Your listing "${offer.title}" has been approved and is now live.`,
      relatedId: offer.id,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'offer.approve',
      targetType: 'offer',
      targetId: offer.id,
      details: { title: offer.title, category: offer.category, notifiedSubscribers },
    });
    await recordListingChange(tx, offer);
    return published;
  });
  // After the commit: a list read in between must not cache the old totals again.
  invalidateOfferLists(ctx);
  return result;
}
