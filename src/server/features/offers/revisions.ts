// The revision of an approved listing (decision 034): an edit of its substance waiting for an admin while the
// public keeps the approved version. The owner's side (storing and replacing it) is driven by manage.ts; this file
// keeps the rows, and the admins' side: the queue, approving (the edit becomes public) and rejecting with a reason.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminRevisionQuery } from '#shared/schemas/listing-revisions.ts';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { offerRevisions, offers, users } from '../../db/schema/index.ts';
import { offsetOf, ownerColumns, type Person } from '../../platform/admin-lists.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { notifyFavouriters } from '../favourites/service.ts';
import { createNotification } from '../notifications/service.ts';
import { invalidateOfferLists } from './list-cache.ts';
import { recordListingChange } from './listing-events.ts';
import { authorizeListing } from './policy.ts';
import { readPrice } from './price.ts';
import { queueEditAlerts } from './publish.ts';
import {
  describeChanges,
  isEmptySubstance,
  readSubstance,
  toSubstanceColumns,
  type PublicColumns,
  type RevisionRow,
  type Substance,
} from './revision-plan.ts';
import type { OfferRow } from './rows.ts';

/** A listing with the revision waiting on it (or the last one rejected), as its owner sees them. */
export type OwnListing = { offer: OfferRow; revision: RevisionRow | null };
export type AdminRevisionRow = { offer: OfferRow; revision: RevisionRow; owner: Person };
export type RevisionDecision = { offer: OfferRow; notifiedSubscribers: number };

/** The revisions of these listings, by listing id. */
export async function findRevisions(db: Executor, offerIds: string[]): Promise<Map<string, RevisionRow>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db.select().from(offerRevisions).where(inArray(offerRevisions.offerId, offerIds));
  return new Map(rows.map((row) => [row.offerId, row]));
}

/** Under the listing's own lock, which every change of it takes first. */
export async function lockRevision(tx: Transaction, offerId: string): Promise<RevisionRow | null> {
  const [row] = await tx.select().from(offerRevisions).where(eq(offerRevisions.offerId, offerId)).for('update');
  return row ?? null;
}

/** Stores the revision planned (replacing the one there), or removes it when the edit left nothing to review. */
export async function storeRevision(
  tx: Transaction,
  { offerId, substance, now }: { offerId: string; substance: Substance; now: Date },
): Promise<RevisionRow | null> {
  if (isEmptySubstance(substance)) {
    await dropRevision(tx, offerId);
    return null;
  }
  const { price, ...fields } = substance;
  const columns = {
    title: fields.title ?? null,
    description: fields.description ?? null,
    category: fields.category ?? null,
    images: fields.images ?? null,
    priceCashCents: price?.priceCashCents ?? null,
    priceCoins: price?.priceCoins ?? null,
    priceUnit: price?.priceUnit ?? null,
    status: 'pending' as const,
    rejectionReason: null,
    submittedAt: now,
  };
  const [row] = await tx
    .insert(offerRevisions)
    .values({ offerId, ...columns })
    .onConflictDoUpdate({ target: offerRevisions.offerId, set: columns })
    .returning();
  if (!row) throw new Error(`revision of ${offerId} not stored`);
  return row;
}

export async function dropRevision(tx: Transaction, offerId: string): Promise<void> {
  await tx.delete(offerRevisions).where(eq(offerRevisions.offerId, offerId));
}

export async function writeListingColumns(tx: Transaction, offer: OfferRow, columns: PublicColumns) {
  if (Object.keys(columns).length === 0) return offer;
  const [written] = await tx.update(offers).set(columns).where(eq(offers.id, offer.id)).returning();
  if (!written) throw notFound('Listing not found');
  return written;
}

/** The edits waiting, oldest first, each with its listing and owner. */
export async function findRevisionsForAdmin(
  ctx: AppContext,
  query: AdminRevisionQuery,
): Promise<{ items: AdminRevisionRow[]; total: number }> {
  const waiting = eq(offerRevisions.status, 'pending');
  const [items, [totals]] = await Promise.all([
    ctx.db
      .select({ revision: offerRevisions, offer: offers, owner: ownerColumns })
      .from(offerRevisions)
      .innerJoin(offers, eq(offers.id, offerRevisions.offerId))
      .innerJoin(users, eq(users.id, offers.userId))
      .where(waiting)
      .orderBy(asc(offerRevisions.submittedAt), asc(offerRevisions.offerId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(offerRevisions).where(waiting),
  ]);
  return { items, total: totals?.total ?? 0 };
}

async function lockForDecision(tx: Transaction, offerId: string) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw notFound('Listing not found');
  return { offer, revision: await lockRevision(tx, offerId) };
}

const changedFields = (offer: OfferRow, revision: RevisionRow) => Object.keys(describeChanges(offer, revision));

/**
 * The edit becomes the public version, on a live or a paused listing alike (its status stays). Favouriters hear of a
 * new price now that it is public; an empty category moved into and saved searches newly matched are alerted
 * (queueEditAlerts), all told in batches after the commit; the owner is told. The lists' cached answers are dropped
 * after the commit.
 */
export async function approveRevision(
  ctx: AppContext,
  { admin, offerId }: { admin: Member; offerId: string },
): Promise<RevisionDecision> {
  const result = await transactWithEvents(ctx, async (tx) => {
    const { offer, revision } = await lockForDecision(tx, offerId);
    authorizeListing(admin, { offer, revision }, 'approveEdit');
    const fields = changedFields(offer, revision!);
    const after = await writeListingColumns(tx, offer, toSubstanceColumns(readSubstance(revision)));
    await dropRevision(tx, offer.id);
    const price = readPrice(after);
    // By the title the favouriters know; the edit may have changed it.
    if (JSON.stringify(price) !== JSON.stringify(readPrice(offer))) {
      await notifyFavouriters(tx, [offer], { kind: 'price', price });
    }
    const notifiedSubscribers = await queueEditAlerts(tx, { before: offer, after });
    await createNotification(tx, {
      userId: offer.userId,
      type: 'listing_approved',
      title: 'Edit Approved',
      message: `Your changes to "${offer.title}" have been approved and are now shown on the listing.`,
      relatedId: offer.id,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'offer.approve',
      targetType: 'offer',
      targetId: offer.id,
      details: { title: offer.title, edit: fields, notifiedSubscribers },
    });
    await recordListingChange(tx, offer);
    return { offer: after, notifiedSubscribers };
  });
  if (result.offer.status === 'active') {
    invalidateOfferLists(ctx);
  }
  return result;
}

/** The public version stays; the revision is kept as rejected with the reason, which its owner is told and sees. */
export async function rejectRevision(
  ctx: AppContext,
  { admin, offerId, reason }: { admin: Member; offerId: string; reason: string },
): Promise<RevisionDecision> {
  return transactWithEvents(ctx, async (tx: EventTransaction) => {
    const { offer, revision } = await lockForDecision(tx, offerId);
    authorizeListing(admin, { offer, revision }, 'rejectEdit');
    const fields = changedFields(offer, revision!);
    await tx
      .update(offerRevisions)
      .set({ status: 'rejected', rejectionReason: reason })
      .where(eq(offerRevisions.offerId, offer.id));
    await createNotification(tx, {
      userId: offer.userId,
      type: 'listing_rejected',
      title: 'Edit Rejected',
      message: `Your changes to "${offer.title}" were not approved. Reason: ${reason}. The listing stays as it was.`,
      relatedId: offer.id,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'offer.reject',
      targetType: 'offer',
      targetId: offer.id,
      details: { title: offer.title, edit: fields, reason },
    });
    await recordListingChange(tx, offer);
    return { offer, notifiedSubscribers: 0 };
  });
}
