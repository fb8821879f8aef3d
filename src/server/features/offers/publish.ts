// Moderation: an admin approves a pending listing. The owner hears of it, and when the listing is the first live
// service of its category, so does everyone who asked to be told ("Get Notified When Available"). Their
// subscriptions are removed in the same transaction: the alert is one-shot.
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { categorySubscriptions, notifications, offers } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { invalidateOfferLists } from './list-cache.ts';
import type { OfferRow } from './service.ts';

export type ApprovalResult = { offer: OfferRow; notifiedSubscribers: number };

// Category pages list services, so a request going live does not make a category "available".
async function alertCategorySubscribers(tx: Executor, offer: OfferRow): Promise<number> {
  if (offer.kind !== 'service') return 0;
  const [other] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.category, offer.category),
        eq(offers.status, 'active'),
        eq(offers.kind, 'service'),
        ne(offers.id, offer.id),
      ),
    )
    .limit(1);
  if (other) return 0;
  // Deleting is the claim: two approvals racing in one empty category both get here, but the second one's DELETE
  // waits for the first to commit and then finds no rows, so nobody is told twice.
  const removed = await tx
    .delete(categorySubscriptions)
    .where(eq(categorySubscriptions.category, offer.category))
    .returning({ userId: categorySubscriptions.userId });
  // The owner learns of the approval from their own notification.
  const recipients = removed.filter((s) => s.userId !== offer.userId);
  if (recipients.length === 0) return 0;
  await tx.insert(notifications).values(
    recipients.map((s) => ({
      userId: s.userId,
      type: 'category_available',
      title: `Now available: ${offer.category}`,
      message: `"${offer.title}" is the first listing in ${offer.category}.`,
      relatedId: offer.id,
    })),
  );
  return recipients.length;
}

/** Pending -> active. Other statuses answer 409, an unknown id 404. */
export async function approveOffer(db: Database, offerId: string, adminId: string): Promise<ApprovalResult> {
  const result = await db.transaction(async (tx) => {
    const [offer] = await tx
      .update(offers)
      .set({ status: 'active' })
      .where(and(eq(offers.id, offerId), eq(offers.status, 'pending')))
      .returning();
    if (!offer) {
      const [existing] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId));
      if (!existing) throw notFound('Listing not found');
      throw conflict(
        'LISTING_NOT_PENDING',
        `Only pending listings can be approved; this listing is ${existing.status}.`,
      );
    }
    await tx.insert(notifications).values({
      userId: offer.userId,
      type: 'listing_approved',
      title: 'Listing Approved',
      message: `Your listing "${offer.title}" has been approved and is now live.`,
      relatedId: offer.id,
    });
    const notifiedSubscribers = await alertCategorySubscribers(tx, offer);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offer.approve',
      targetType: 'offer',
      targetId: offer.id,
      details: { title: offer.title, category: offer.category, notifiedSubscribers },
    });
    return { offer, notifiedSubscribers };
  });
  // After the commit: a list read in between must not cache the old totals again.
  invalidateOfferLists(db);
  return result;
}
