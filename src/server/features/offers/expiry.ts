// Listings stay fresh (issue 34): a listing expires the platform's listingLifetimeDays after it went live or was
// last renewed, its owner told listingExpiryNoticeDays before. Both are jobs of the durable scheduler on the app's
// clock, scheduled in the transaction that sets the time. An expired listing leaves every live list, search,
// alert and match (they read isLiveListing); its owner renews it in one click, with no review: nothing changed.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { offers } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { isStillClaimed, type ScheduledJob } from '../../platform/jobs.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { createNotification } from '../notifications/service.ts';
import { dayMs, findListingExpiry, scheduleListingExpiry } from './expiry-schedule.ts';
import { invalidateOfferLists } from './list-cache.ts';
import { recordListingChange } from './listing-events.ts';
import { authorizeListing } from './policy.ts';
import { publishOffer } from './publish.ts';
import { findRevisions, type OwnListing } from './revisions.ts';
import type { OfferRow } from './rows.ts';

/** What the owner of an expired listing is told. */
export const describeExpiredNotice = (offer: Pick<OfferRow, 'id' | 'userId' | 'title'>) => ({
  userId: offer.userId,
  type: 'listing_expired' as const,
  title: 'Listing expired',
  message: `Your listing "${offer.title}" has expired and left the marketplace. Renew it to put it back.`,
  relatedId: offer.id,
});

const stillOpen = ['active', 'paused'] as const;

/** The job: a live or paused listing whose time has come leaves the market, and its owner is told. */
export async function expireListing(ctx: AppContext, offerId: string, job: ScheduledJob): Promise<void> {
  const expired = await transactWithEvents(ctx, async (tx) => {
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, offerId), inArray(offers.status, [...stillOpen])))
      .for('update');
    // Renewed (which moves this job) or deleted since the job was claimed.
    if (!offer || !(await isStillClaimed(tx, job))) return null;
    if (!offer.expiresAt || offer.expiresAt.getTime() > ctx.clock()) return null;
    const [row] = await tx
      .update(offers)
      .set({ status: 'expired' })
      .where(and(eq(offers.id, offerId), lte(offers.expiresAt, new Date(ctx.clock()))))
      .returning();
    if (!row) return null;
    await createNotification(tx, describeExpiredNotice(row));
    await recordListingChange(tx, row);
    return row;
  });
  if (expired) invalidateOfferLists(ctx);
}

/** The job: the owner of a listing still open is told it expires soon. */
export async function remindListingOwner(ctx: AppContext, offerId: string, job: ScheduledJob): Promise<void> {
  await transactWithEvents(ctx, async (tx) => {
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, offerId), inArray(offers.status, [...stillOpen])))
      .for('update');
    // Renewed since the job was claimed: the reminder moved with the expiry.
    if (!offer?.expiresAt || !(await isStillClaimed(tx, job))) return;
    if (offer.expiresAt.getTime() <= ctx.clock()) return;
    const days = Math.max(1, Math.round((offer.expiresAt.getTime() - ctx.clock()) / dayMs));
    await createNotification(tx, {
      userId: offer.userId,
      type: 'listing_expiring',
      title: 'Listing expires soon',
      message:
        days === 1
          ? `Your listing "${offer.title}" expires in 1 day. Renew it to keep it on the marketplace.`
          : `Your listing "${offer.title}" expires in ${days} days. Renew it to keep it on the marketplace.`,
      relatedId: offer.id,
    });
  });
}

/**
 * The owner's one click: the listing's lifetime starts again from now, and an expired one goes live again as it
 * was approved (an edit waiting for review keeps waiting). Returns the listing as it is now.
 */
export async function renewListing(ctx: AppContext, owner: Member, offerId: string): Promise<OwnListing> {
  const result = await transactWithEvents(ctx, async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (!offer) throw notFound('Listing not found');
    authorizeListing(owner, { offer }, 'renew');
    const expiresAt = findListingExpiry(ctx.clock(), await readPlatformSettings(tx));
    if (offer.status === 'expired') {
      const published = await publishOffer(tx, { offerId, from: 'expired', expiresAt });
      if (!published) throw new Error(`listing ${offerId} left expired while locked`);
      await recordListingChange(tx, published.offer);
      return { offer: published.offer, live: true };
    }
    const [renewed] = await tx.update(offers).set({ expiresAt }).where(eq(offers.id, offerId)).returning();
    if (!renewed) throw new Error(`listing ${offerId} vanished while locked`);
    await scheduleListingExpiry(tx, offerId, expiresAt);
    await recordListingChange(tx, renewed);
    return { offer: renewed, live: false };
  });
  if (result.live) invalidateOfferLists(ctx);
  const revisions = await findRevisions(ctx.db, [offerId]);
  return { offer: result.offer, revision: revisions.get(offerId) ?? null };
}
