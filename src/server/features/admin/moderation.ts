// The admin's moderation of listings and the audit log's Recent Activity. Every change writes its audit entry in its own transaction (platform/audit.ts).
import { count, desc, eq } from 'drizzle-orm';
import type { OfferStatus } from '#shared/constants.ts';
import type { AuditEntryView } from '#shared/schemas/admin.ts';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { auditLog, offers, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { createNotification } from '../notifications/service.ts';
import { invalidateOfferLists, type OfferRow, publishOffer, recordListingChange } from '../offers/service.ts';
import type { Page } from '../../platform/present-page.ts';
import { type AdminOfferRow, offsetOf, ownerColumns } from './lists.ts';

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
    if (offer.status === 'rejected') throw conflict('LISTING_REJECTED', 'This listing is already rejected.');
    wasLive = offer.status === 'active';
    const rejected = await rejectLocked(tx, offer, input.reason);
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
    let changed: OfferRow;
    let notifiedSubscribers = 0;
    if (input.status === 'rejected') {
      changed = await rejectLocked(tx, offer, null);
    } else if (input.status === 'active') {
      const published = await publishOffer(tx, { offerId: offer.id, from: offer.status });
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
  if (livenessChanged) invalidateOfferLists(ctx);
  return result;
}

/** Deletes any listing. As on the owner's delete, proposals keep their listing_title (offer_id set null). */
export async function deleteOfferAsAdmin(ctx: AppContext, admin: Member, offerId: string): Promise<void> {
  const wasLive = await transactWithEvents(ctx, async (tx) => {
    const offer = await lockOffer(tx, offerId);
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

export type AuditRow = {
  entry: typeof auditLog.$inferSelect;
  actor: NonNullable<AuditEntryView['actor']> | null;
};

/** Recent Activity: the audit log newest first, with who did it (null once they deleted their account). */
export async function findAuditEntries(db: Database, query: PagingQuery): Promise<Page<AuditRow>> {
  const [items, [totals]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: ownerColumns })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { items, total: totals?.total ?? 0 };
}
