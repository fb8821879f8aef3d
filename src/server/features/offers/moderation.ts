// The admin's moderation of listings: the Offers tab's list (every status), rejection, any status set directly, and
// deletion. Every change writes its audit entry in its own transaction (platform/audit.ts); approval is
// approveOffer in publish.ts.
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OfferStatus } from '#shared/constants.ts';
import type { AdminOfferSearchQuery } from '#shared/schemas/admin.ts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { outOfIndexReach } from '../../db/capped-search.ts';
import { offers, users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import { findListPage, ownerColumns, type Person, type SearchedList } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import type { Page } from '../../platform/present-page.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { isStillAvailable, notifyFavouriters } from '../favourites/service.ts';
import { createNotification } from '../notifications/service.ts';
import { invalidateOfferLists } from './list-cache.ts';
import { recordListingChange } from './listing-events.ts';
import { authorizeListing } from './policy.ts';
import { findListingExpiry } from './expiry-schedule.ts';
import { publishOffer } from './publish.ts';
import { isApproved } from './revision-plan.ts';
import { dropRevision } from './revisions.ts';
import type { OfferRow } from './rows.ts';

export type AdminOfferRow = { offer: OfferRow; owner: Person };

const newestOffers = [desc(offers.createdAt), desc(offers.id)];

/**
 * Every offer whatever its status (the public lists show live ones only), newest first, with its owner. The
 * search is a case-insensitive substring of the title or the description.
 */
export async function findOffersForAdmin(ctx: AppContext, query: AdminOfferSearchQuery): Promise<Page<AdminOfferRow>> {
  const pattern = query.q ? substringPattern(query.q) : undefined;
  const matches = pattern && or(ilike(offers.title, pattern), ilike(offers.description, pattern));
  const list: SearchedList = {
    totalKey: `offers:${query.status ?? 'all'}`,
    createdAt: offers.createdAt,
    from: sql`${offers}`,
    filters: [query.status ? eq(offers.status, query.status) : undefined],
    search: matches ? { indexed: matches, inOrder: outOfIndexReach(matches) } : null,
  };
  return findListPage(ctx, query, list, async (where, offset) => {
    const page = ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(where)
      .orderBy(...newestOffers)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select({ offer: offers, owner: ownerColumns })
      .from(page)
      .innerJoin(offers, eq(offers.id, page.id))
      .innerJoin(users, eq(users.id, offers.userId))
      .orderBy(...newestOffers);
  });
}

// Locked until the change commits, so an owner's edit or another admin's action applies before or after it.
async function lockOffer(tx: Transaction, offerId: string): Promise<OfferRow> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw notFound('Listing not found');
  return offer;
}

async function withOwner(tx: Transaction, offer: OfferRow): Promise<AdminOfferRow> {
  const [owner] = await tx.select(ownerColumns).from(users).where(eq(users.id, offer.userId));
  if (!owner) throw new Error(`offer ${offer.id} has no owner`);
  return { offer, owner };
}

// The owner's side of a rejection, worded as the approval's 'Listing Approved' notification is.
async function rejectLocked(tx: EventTransaction, offer: OfferRow, reason: string | null): Promise<OfferRow> {
  const [rejected] = await tx
    .update(offers)
    .set({ status: 'rejected', rejectionReason: reason })
    .where(eq(offers.id, offer.id))
    .returning();
  if (!rejected) throw notFound('Listing not found');
  await createNotification(tx, {
    userId: offer.userId,
    type: 'listing_rejected',
    title: 'Listing Rejected',
    message: reason
      ? `Your listing "${offer.title}" has been rejected. Reason: ${reason}`
      : `Your listing "${offer.title}" has been rejected.`,
    relatedId: offer.id,
  });
  return rejected;
}

/** Any listing not already rejected -> rejected with the admin's reason, which its owner sees in their list. */
export async function rejectOffer(
  ctx: AppContext,
  admin: Member,
  input: { offerId: string; reason: string },
): Promise<AdminOfferRow> {
  let wasLive = false;
  const result = await transactWithEvents(ctx, async (tx) => {
    const offer = await lockOffer(tx, input.offerId);
    authorizeListing(admin, { offer }, 'reject');
    wasLive = offer.status === 'active';
    // Read before the status changes: only a listing its favouriters could still reach is news to them.
    if (isStillAvailable(offer.status)) await notifyFavouriters(tx, [offer], { kind: 'gone', deleted: false });
    const rejected = await rejectLocked(tx, offer, input.reason);
    // Only an approved listing has an edit waiting: the rejection decides it too.
    await dropRevision(tx, offer.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'offer.reject',
      targetType: 'offer',
      targetId: offer.id,
      details: { title: offer.title, from: offer.status, reason: input.reason },
    });
    await recordListingChange(tx, offer);
    return withOwner(tx, rejected);
  });
  if (wasLive) invalidateOfferLists(ctx);
  return result;
}

/**
 * Sets any of the spec's admin statuses directly. Going live takes the one way in (publishOffer: the category's
 * subscribers hear of its first live service) and tells the owner as an approval does; going rejected tells the
 * owner too. Setting the status a listing already has changes nothing and is not audited.
 */
export async function setOfferStatus(
  ctx: AppContext,
  admin: Member,
  input: { offerId: string; status: Extract<OfferStatus, 'pending' | 'active' | 'rejected' | 'completed'> },
): Promise<AdminOfferRow> {
  let livenessChanged = false;
  const result = await transactWithEvents(ctx, async (tx) => {
    const offer = await lockOffer(tx, input.offerId);
    if (offer.status === input.status) return withOwner(tx, offer);
    livenessChanged = offer.status === 'active' || input.status === 'active';
    // Read before the status changes: only a listing its favouriters could still reach is news to them.
    if (!isStillAvailable(input.status) && isStillAvailable(offer.status)) {
      await notifyFavouriters(tx, [offer], { kind: 'gone', deleted: false });
    }
    let changed: OfferRow;
    let notifiedSubscribers = 0;
    if (input.status === 'rejected') {
      changed = await rejectLocked(tx, offer, null);
    } else if (input.status === 'active') {
      // A listing new to the market, or past its time, starts a lifetime; one paused keeps the one it has.
      const lapsed = !offer.expiresAt || offer.expiresAt.getTime() <= ctx.clock();
      const expiresAt = lapsed ? findListingExpiry(ctx.clock(), await readPlatformSettings(tx)) : undefined;
      const published = await publishOffer(tx, { offerId: offer.id, from: offer.status, expiresAt });
      if (!published) throw notFound('Listing not found');
      notifiedSubscribers = published.notifiedSubscribers;
      const [cleared] = await tx
        .update(offers)
        .set({ rejectionReason: null })
        .where(eq(offers.id, offer.id))
        .returning();
      changed = cleared ?? published.offer;
      await createNotification(tx, {
        userId: offer.userId,
        type: 'listing_approved',
        title: 'Listing Approved',
        message: `Your listing "${offer.title}" has been approved and is now live.`,
        relatedId: offer.id,
      });
    } else {
      const [updated] = await tx
        .update(offers)
        .set({ status: input.status, rejectionReason: null })
        .where(eq(offers.id, offer.id))
        .returning();
      if (!updated) throw notFound('Listing not found');
      changed = updated;
    }
    // Only an approved listing has an edit waiting (decision 034): one leaving active and paused loses it.
    if (!isApproved(input.status)) await dropRevision(tx, offer.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'offer.status',
      targetType: 'offer',
      targetId: offer.id,
      details: { title: offer.title, from: offer.status, to: input.status, notifiedSubscribers },
    });
    await recordListingChange(tx, offer);
    return withOwner(tx, changed);
  });
  if (livenessChanged) {
    invalidateOfferLists(ctx);
  }
  return result;
}

/** Deletes any listing. As on the owner's delete, proposals keep their listing_title (offer_id set null). */
export async function deleteOfferAsAdmin(ctx: AppContext, admin: Member, offerId: string): Promise<void> {
  const wasLive = await transactWithEvents(ctx, async (tx) => {
    const offer = await lockOffer(tx, offerId);
    // Before the delete, which takes the favourites with it.
    if (isStillAvailable(offer.status)) await notifyFavouriters(tx, [offer], { kind: 'gone', deleted: true });
    await tx.delete(offers).where(eq(offers.id, offer.id));
    await recordListingChange(tx, offer);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'offer.delete',
      targetType: 'offer',
      targetId: offer.id,
      details: { title: offer.title, status: offer.status, ownerId: offer.userId },
    });
    return offer.status === 'active';
  });
  if (wasLive) invalidateOfferLists(ctx);
}
