// A member's own listings: posting, editing, pausing and deleting them. The rules (DESIGN.md section 5, and where
// the spec is silent): a new listing waits for an admin unless Auto Approve is on; the owner moves a listing between
// active and paused and nothing else (pending, rejected, completed and cancelled are the admin's or the deals');
// editing a rejected listing, or the substance of an approved one, sends it back for review (decision 015).
// Anything that changes what is live drops the public lists' cached responses after the commit (decision 006).
import { and, count, desc, eq } from 'drizzle-orm';
import type { CreateListingInput, MyListingsQuery, UpdateListingInput } from '#shared/schemas/listings.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { transactWithEvents, type EventTransaction } from '../../platform/events/record.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { isStillAvailable, notifyFavouriters } from '../favourites/service.ts';
import { invalidateOfferLists } from './list-cache.ts';
import { recordListingChange } from './listing-events.ts';
import { authorizeListing, type ListingAction } from './policy.ts';
import { readPrice, toPriceColumns } from './price.ts';
import { publishOffer } from './publish.ts';
import type { OfferRow } from './service.ts';

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
    const { autoApproveListings } = await readPlatformSettings(tx);
    const published = autoApproveListings ? await publishOffer(tx, { offerId: pending.id, from: 'pending' }) : null;
    await recordListingChange(tx, pending);
    return published?.offer ?? pending;
  });
  if (created.status === 'active') invalidateOfferLists(ctx);
  return created;
}

/** The member's listings in every status, newest first. */
export async function findMyListings(
  db: Database,
  ownerId: string,
  { page, pageSize }: MyListingsQuery,
): Promise<{ items: OfferRow[]; total: number }> {
  const mine = eq(offers.userId, ownerId);
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(mine)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(offers).where(mine),
  ]);
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

async function changeStatus(tx: EventTransaction, offer: OfferRow, to: 'active' | 'paused'): Promise<OfferRow> {
  if (offer.status === to) return offer;
  if (to === 'active') {
    // Back live through the one way in, so an empty category's subscribers hear of it.
    const published = await publishOffer(tx, { offerId: offer.id, from: 'paused' });
    if (!published) throw new Error(`listing ${offer.id} was not paused though locked`);
    return published.offer;
  }
  const [paused] = await tx
    .update(offers)
    .set({ status: 'paused' })
    .where(and(eq(offers.id, offer.id), eq(offers.status, 'active')))
    .returning();
  if (!paused) throw new Error(`listing ${offer.id} was not active though locked`);
  return paused;
}

type ListingColumns = ReturnType<typeof toListingColumns>;

/** The edited fields as the columns that store them: a price given is stored whole (decision 027). */
function toListingColumns({ price, ...fields }: Omit<UpdateListingInput, 'status'>) {
  return { ...fields, ...(price ? toPriceColumns(price) : {}) };
}

/** What an admin approved: changing any of these on an approved listing needs their approval again. */
const reviewedColumns = [
  'title',
  'description',
  'price',
  'priceCashCents',
  'priceCoins',
  'priceUnit',
  'category',
  'images',
] as const;

function changesReviewedFields(offer: OfferRow, columns: ListingColumns): boolean {
  return reviewedColumns.some((name) => {
    const next = columns[name];
    if (next === undefined) return false;
    return JSON.stringify(next) !== JSON.stringify(offer[name]);
  });
}

// A rejected listing that is edited goes back to pending with its reason cleared: the edit is the owner's answer to
// the rejection. An approved one (active or paused) whose substance changes is hidden until approved again.
async function reviewStatusAfterEdit(
  tx: Transaction,
  offer: OfferRow,
  columns: ListingColumns,
): Promise<Partial<Pick<OfferRow, 'status' | 'rejectionReason'>>> {
  if (offer.status === 'rejected') return { status: 'pending', rejectionReason: null };
  if (offer.status !== 'active' && offer.status !== 'paused') return {};
  if (!changesReviewedFields(offer, columns)) return {};
  const { autoApproveListings } = await readPlatformSettings(tx);
  return autoApproveListings ? {} : { status: 'pending' };
}

// Members who keep the listing hear of a new price or a pause, by the title they know: a new one may await review.
// First in the transaction, so their event locks come before any the change takes (lockMemberEvents).
async function notifyFavouritersOfEdit(tx: EventTransaction, offer: OfferRow, changes: UpdateListingInput) {
  if (offer.status !== 'active' && offer.status !== 'paused') return;
  if (changes.price) {
    const price = readPrice(toPriceColumns(changes.price));
    if (JSON.stringify(price) !== JSON.stringify(readPrice(offer))) {
      await notifyFavouriters(tx, [offer], { kind: 'price', price });
    }
  }
  if (changes.status === 'paused' && offer.status === 'active') {
    await notifyFavouriters(tx, [offer], { kind: 'paused' });
  }
}

/**
 * The owner's edit: any listing fields, and active <-> paused. Payment types, pausing and resuming never need a
 * review; see reviewStatusAfterEdit for what does.
 */
export async function updateListing(
  ctx: AppContext,
  { owner, offerId, changes }: ListingChange & { changes: UpdateListingInput },
): Promise<OfferRow> {
  const { status, ...fields } = changes;
  let wasLive = false;
  const updated = await transactWithEvents(ctx, async (tx) => {
    const actions: ListingAction[] = [];
    if (status) actions.push(status === 'paused' ? 'pause' : 'resume');
    if (Object.keys(fields).length > 0) actions.push('edit');
    let offer = await lockOwnListing(tx, { owner, offerId }, actions);
    wasLive = offer.status === 'active';
    await notifyFavouritersOfEdit(tx, offer, changes);
    if (status) offer = await changeStatus(tx, offer, status);
    if (Object.keys(fields).length > 0) {
      const columns = toListingColumns(fields);
      const resubmit = await reviewStatusAfterEdit(tx, offer, columns);
      const movedLive =
        offer.status === 'active' && !resubmit.status && fields.category && fields.category !== offer.category;
      const [edited] = await tx
        .update(offers)
        .set({ ...columns, ...resubmit })
        .where(eq(offers.id, offer.id))
        .returning();
      if (edited) offer = edited;
      // A live service moved into an empty category fills it: its subscribers are told, as on any way in.
      if (movedLive) offer = (await publishOffer(tx, { offerId: offer.id, from: 'active' }))?.offer ?? offer;
    }
    await recordListingChange(tx, offer);
    return offer;
  });
  if (wasLive || updated.status === 'active') invalidateOfferLists(ctx);
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
