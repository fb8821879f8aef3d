// A member's favourite listings. Adding asks the policy that the listing be live and not the member's own, and the
// list under its cap; adding or removing tells the member's other tabs (favourites.changed). The notifications to
// favouriters when a listing changes are in notify.ts, which the offers feature calls from its own transactions;
// they and the offers feature's category alerts are told in batches (notices.ts).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FavouritesQuery } from '#shared/schemas/favourites.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { favourites, offers, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { lockMemberEvents, recordEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { isUuid } from '../../platform/ids.ts';
import { providerColumns, rateOffers, type RatedOffer } from '../offers/service.ts';
import { authorizeFavourite, authorizeFavouriteList } from './policy.ts';

export { isStillAvailable, notifyFavouriters } from './notify.ts';
export { queueListingNotices } from './notices.ts';
// A listing's page says whether its viewer may keep it (decision 040).
export { favouriteAbilities } from './policy.ts';

export type FavouriteRow = RatedOffer & { favouritedAt: Date };

// Listings waiting for an admin (a new one, an edit under review, a rejection) show content nobody approved yet.
const listedStatuses = ['active', 'paused', 'expired', 'completed', 'cancelled'] as const;

/** Idempotent: a listing already kept stays as it was, and its members' tabs hear nothing new. */
export async function addFavourite(ctx: AppContext, member: Member, offerId: string): Promise<void> {
  if (!isUuid(offerId)) throw notFound('Listing not found');
  await transactWithEvents(ctx, async (tx) => {
    const [offer] = await tx
      .select({ id: offers.id, userId: offers.userId, status: offers.status })
      .from(offers)
      .where(eq(offers.id, offerId));
    if (!offer) throw notFound('Listing not found');
    authorizeFavourite(member, { offer }, 'add');
    // Held to the commit: two adds in two tabs count one after the other, so the cap holds.
    await lockMemberEvents(tx, [member.id]);
    const kept = eq(favourites.userId, member.id);
    const [already] = await tx
      .select({ offerId: favourites.offerId })
      .from(favourites)
      .where(and(kept, eq(favourites.offerId, offerId)));
    if (already) return;
    authorizeFavouriteList(member, { kept: await tx.$count(favourites, kept) }, 'add');
    await tx.insert(favourites).values({ userId: member.id, offerId }).onConflictDoNothing();
    await recordEvent(tx, { userId: member.id, type: 'favourites.changed', payload: { offerId } });
  });
}

/** Idempotent: removing a listing that is not kept (or no longer exists) is not an error. */
/**
 * Idempotent for the member's own favourites and for live listings. Any other listing answers as an unknown one
 * does, so no member learns of another's listing that is not live.
 */
export async function removeFavourite(ctx: AppContext, member: Member, offerId: string): Promise<void> {
  if (!isUuid(offerId)) throw notFound('Listing not found');
  await transactWithEvents(ctx, async (tx) => {
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, member.id), eq(favourites.offerId, offerId)))
      .returning({ offerId: favourites.offerId });
    if (removed.length > 0) {
      await recordEvent(tx, { userId: member.id, type: 'favourites.changed', payload: { offerId } });
      return;
    }
    const live = await tx.$count(offers, and(eq(offers.id, offerId), isLiveListing()));
    if (live === 0) throw notFound('Listing not found');
  });
}

/** The member's favourites, most recently added first, with their listing's provider and rating. */
export async function findFavourites(
  db: Database,
  userId: string,
  { page, pageSize }: FavouritesQuery,
): Promise<{ items: FavouriteRow[]; total: number }> {
  const shown = and(eq(favourites.userId, userId), inArray(offers.status, [...listedStatuses]));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ offer: offers, provider: providerColumns, favouritedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(offers, eq(offers.id, favourites.offerId))
      .innerJoin(users, eq(users.id, offers.userId))
      .where(shown)
      .orderBy(desc(favourites.createdAt), desc(favourites.offerId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(favourites).innerJoin(offers, eq(offers.id, favourites.offerId)).where(shown),
  ]);
  const rated = await rateOffers(db, rows);
  return {
    items: rated.map((row, index) => ({ ...row, favouritedAt: rows[index]!.favouritedAt })),
    total: totals?.total ?? 0,
  };
}

/** Every listing the member keeps, whatever its status: the hearts only show on live ones anyway. */
export async function findFavouriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ offerId: favourites.offerId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.offerId));
  return rows.map((row) => row.offerId);
}
