// A member's own listings: posting, editing, pausing and deleting them. The rules (DESIGN.md section 5, and where
// the spec is silent): a new listing waits for an admin unless Auto Approve is on; the owner moves a listing between
// active and paused and nothing else (pending, rejected, completed and cancelled are the admin's or the deals');
// editing a rejected listing sends it back for review; editing the substance of an approved one leaves it as it is
// and keeps the edit apart, as its revision, until an admin approves it (decision 034, revisions.ts).
// Anything that changes what is live drops the public lists' cached responses after the commit (decision 006).
import { and, count, desc, eq } from 'drizzle-orm';
import type { CreateListingInput, MyListingsQuery, UpdateListingInput } from '#shared/schemas/listings.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { isStillAvailable, notifyFavouriters } from '../favourites/service.ts';
import { findListingExpiry } from './expiry-schedule.ts';
import { invalidateOfferLists } from './list-cache.ts';
import { recordListingChange } from './listing-events.ts';
import { authorizeListing, type ListingAction } from './policy.ts';
import { readPrice, toPriceColumns } from './price.ts';
import { publishOffer, queueEditAlerts } from './publish.ts';
import { changesRevision, isApproved, planEdit, toListingColumns, toSubstanceColumns } from './revision-plan.ts';
import {
  dropRevision,
  findRevisions,
  lockRevision,
  storeRevision,
  writeListingColumns,
  type OwnListing,
} from './revisions.ts';
import type { OfferRow } from './rows.ts';

type Owner = Member;
type ListingChange = { owner: Owner; offerId: string };

/** Pending, or live at once (subscribers of an empty category alerted) when the platform auto-approves. */
export async function createListing(ctx: AppContext, owner: Owner, input: CreateListingInput): Promise<OfferRow> {
  const created = await transactWithEvents(ctx, async (tx) => {
    const { price, ...fields } = input;
    const [pending] = await tx
      .insert(offers)
      .values({ ...fields, ...toPriceColumns(price), userId: owner.id, status: 'pending' })
      .returning();
    if (!pending) throw new Error('offer insert returned nothing');
    const settings = await readPlatformSettings(tx);
    const expiresAt = findListingExpiry(ctx.clock(), settings);
    const published = settings.autoApproveListings
      ? await publishOffer(tx, { offerId: pending.id, from: 'pending', expiresAt })
      : null;
    await recordListingChange(tx, pending);
    return published?.offer ?? pending;
  });
  if (created.status === 'active') {
    invalidateOfferLists(ctx);
  }
  return created;
}

/** The member's listings in every status (or one, `status`), newest first, each with its revision. */
export async function findMyListings(
  db: Database,
  ownerId: string,
  { page, pageSize, status }: MyListingsQuery,
): Promise<{ items: OwnListing[]; total: number }> {
  const mine = and(eq(offers.userId, ownerId), status ? eq(offers.status, status) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(mine)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(offers).where(mine),
  ]);
  const revisions = await findRevisions(
    db,
    rows.map((offer) => offer.id),
  );
  const items = rows.map((offer) => ({ offer, revision: revisions.get(offer.id) ?? null }));
  return { items, total: totals?.total ?? 0 };
}

// Locked until the change commits, so two edits (or an edit and an admin's approval) apply one after the other.
async function lockOwnListing(
  tx: Transaction,
  { owner, offerId }: ListingChange,
  actions: ListingAction[],
): Promise<OfferRow> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw notFound('Listing not found');
  for (const action of actions) authorizeListing(owner, { offer }, action);
  return offer;
}

async function pauseListing(tx: EventTransaction, offer: OfferRow): Promise<OfferRow> {
  const [paused] = await tx
    .update(offers)
    .set({ status: 'paused' })
    .where(and(eq(offers.id, offer.id), isLiveListing()))
    .returning();
  if (!paused) throw new Error(`listing ${offer.id} was not active though locked`);
  return paused;
}

/**
 * Writes the edit's fields: an approved listing's through planEdit (decision 034), the substance kept apart as its
 * revision unless Auto Approve is on; a listing never approved in place, a rejected one back to pending.
 */
async function writeEdit(
  ctx: AppContext,
  tx: EventTransaction,
  { offer, revision }: OwnListing,
  fields: Omit<UpdateListingInput, 'status'>,
): Promise<OwnListing> {
  if (!isApproved(offer.status)) {
    const resubmit = offer.status === 'rejected' ? { status: 'pending' as const, rejectionReason: null } : {};
    return { offer: await writeListingColumns(tx, offer, { ...toListingColumns(fields), ...resubmit }), revision };
  }
  const { now, next } = planEdit(offer, revision, fields);
  const { autoApproveListings } = await readPlatformSettings(tx);
  if (autoApproveListings) {
    const written = await writeListingColumns(tx, offer, { ...now, ...toSubstanceColumns(next) });
    await dropRevision(tx, offer.id);
    return { offer: written, revision: null };
  }
  const written = await writeListingColumns(tx, offer, now);
  if (!changesRevision(revision, next)) return { offer: written, revision };
  const stored = await storeRevision(tx, { offerId: offer.id, substance: next, now: new Date(ctx.clock()) });
  return { offer: written, revision: stored };
}

/**
 * The owner's edit: any listing fields, and active <-> paused. On an approved listing a lower price, the price note,
 * the payment types, pausing and resuming apply at once; its substance waits as a revision (writeEdit). Who hears:
 * favouriters of a new public price or a pause, by the title they know; with Auto Approve, the alerts of an approved
 * edit (queueEditAlerts); a resumed listing's category (publishOffer). All are told in batches after the commit.
 */
export async function updateListing(
  ctx: AppContext,
  { owner, offerId, changes }: ListingChange & { changes: UpdateListingInput },
): Promise<OwnListing> {
  const { status, ...fields } = changes;
  const edits = Object.keys(fields).length > 0;
  let wasLive = false;
  const updated = await transactWithEvents(ctx, async (tx) => {
    const actions: ListingAction[] = [];
    if (status) actions.push(status === 'paused' ? 'pause' : 'resume');
    if (edits) actions.push('edit');
    const before = await lockOwnListing(tx, { owner, offerId }, actions);
    wasLive = before.status === 'active';
    let listing: OwnListing = { offer: before, revision: await lockRevision(tx, before.id) };
    if (edits) listing = await writeEdit(ctx, tx, listing, fields);
    if (isApproved(before.status)) {
      const price = readPrice(listing.offer);
      if (JSON.stringify(price) !== JSON.stringify(readPrice(before))) {
        await notifyFavouriters(tx, [before], { kind: 'price', price });
      }
      if (status === 'paused' && before.status === 'active') {
        await notifyFavouriters(tx, [before], { kind: 'paused' });
      }
    }
    const resuming = status === 'active' && before.status === 'paused';
    if (resuming) {
      const published = await publishOffer(tx, { offerId: before.id, from: 'paused' });
      if (!published) throw new Error(`listing ${before.id} was not paused though locked`);
      listing = { ...listing, offer: published.offer };
    } else {
      if (status === 'paused' && before.status === 'active') {
        listing = { ...listing, offer: await pauseListing(tx, listing.offer) };
      }
      await queueEditAlerts(tx, { before, after: listing.offer });
    }
    await recordListingChange(tx, listing.offer);
    return listing;
  });
  if (wasLive || updated.offer.status === 'active') {
    invalidateOfferLists(ctx);
  }
  return updated;
}

/**
 * Deletes the owner's listing. Proposals made on it stay with their listing_title snapshot (offer_id is set null
 * by the foreign key), as do reviews; its daily view rows go with it.
 */
export async function deleteListing(ctx: AppContext, change: ListingChange): Promise<void> {
  const wasLive = await transactWithEvents(ctx, async (tx) => {
    const offer = await lockOwnListing(tx, change, ['delete']);
    // Before the delete, which takes the favourites with it.
    if (isStillAvailable(offer.status)) await notifyFavouriters(tx, [offer], { kind: 'gone', deleted: true });
    await tx.delete(offers).where(eq(offers.id, offer.id));
    await recordListingChange(tx, offer);
    return offer.status === 'active';
  });
  if (wasLive) invalidateOfferLists(ctx);
}
