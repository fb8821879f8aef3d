// The public marketplace reads: live offers only, with their provider and their real rating.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offerRevisions, offerViews, offers, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { FoundOffer, OfferRow, ProviderRow, RatedOffer } from './rows.ts';
// Account deletion drops the lists' cache when the member had live listings.
export { invalidateOfferLists } from './list-cache.ts';
// The saved searches' digest ranks its matches as the search port does.
export { rankQuery, textQuery } from './search/text.ts';

export type { OfferRow, RatedOffer };

export const providerColumns = {
  id: users.id,
  fullName: users.fullName,
  profilePictureUrl: users.profilePictureUrl,
  createdAt: users.createdAt,
};

export async function rateOffers(
  db: Database,
  rows: { offer: OfferRow; provider: ProviderRow }[],
): Promise<RatedOffer[]> {
  if (rows.length === 0) return [];
  const ratings = await db
    .select({
      offerId: reviews.offerId,
      rating: sql<string>`avg(${reviews.rating})`,
      reviewCount: count(),
    })
    .from(reviews)
    .where(
      inArray(
        reviews.offerId,
        rows.map((r) => r.offer.id),
      ),
    )
    .groupBy(reviews.offerId);
  const byOffer = new Map(ratings.map((r) => [r.offerId, r]));
  return rows.map((row) => {
    const found = byOffer.get(row.offer.id);
    return {
      ...row,
      rating: found ? Math.round(Number(found.rating) * 10) / 10 : null,
      reviewCount: found?.reviewCount ?? 0,
    };
  });
}

/** Home: the six best rated among the newest live services, unrated ones last. */
export async function findFeaturedOffers(db: Database): Promise<RatedOffer[]> {
  const recent = await db
    .select({ offer: offers, provider: providerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(and(isLiveListing(), eq(offers.kind, 'service')))
    .orderBy(desc(offers.createdAt))
    .limit(30);
  const rated = await rateOffers(db, recent);
  return rated
    .map((r, index) => ({ r, index }))
    .sort((a, b) => (b.r.rating ?? -1) - (a.r.rating ?? -1) || a.index - b.index)
    .slice(0, 6)
    .map(({ r }) => r);
}

/**
 * A live offer, or any offer to its owner and to admins; others get 'Listing not found', except for an expired one,
 * whose page tells them so (and shows the provider's other listings).
 */
export async function findOffer(
  db: Database,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<FoundOffer> {
  if (!isUuid(id)) throw notFound('Listing not found');
  const [row] = await db
    .select({ offer: offers, provider: providerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(eq(offers.id, id));
  const shown = ['active', 'expired'].includes(row?.offer.status ?? '');
  const visible = row && (shown || viewer?.role === 'admin' || viewer?.id === row.offer.userId);
  if (!row || !visible) throw notFound('Listing not found');
  const [rated] = await rateOffers(db, [row]);
  if (!rated) throw notFound('Listing not found');
  if (viewer?.id !== row.offer.userId) return { ...rated, revision: null };
  const [revision] = await db.select().from(offerRevisions).where(eq(offerRevisions.offerId, id));
  return { ...rated, revision: revision ?? null };
}

/** Live services per category, for the category tiles and pages. */
export async function countOffersByCategory(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: offers.category, n: count() })
    .from(offers)
    .where(and(isLiveListing(), eq(offers.kind, 'service')))
    .groupBy(offers.category);
  return new Map(rows.map((r) => [r.category, r.n]));
}

/** Counts a view once per viewer per day (the owner's own visits do not count). Returns whether it counted. */
export async function recordOfferView(
  db: Database,
  offer: { id: string; userId: string },
  viewerKey: string,
  now: Date,
): Promise<boolean> {
  if (viewerKey === offer.userId) return false;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(offerViews)
      .values({ offerId: offer.id, viewerKey, day: now.toISOString().slice(0, 10) })
      .onConflictDoNothing()
      .returning({ offerId: offerViews.offerId });
    if (inserted.length === 0) return false;
    await tx
      .update(offers)
      .set({ views: sql`${offers.views} + 1` })
      .where(eq(offers.id, offer.id));
    return true;
  });
}

// The card every list shows a listing with, for the member profiles and the favourites that list them.
export { presentOfferCard } from './present.ts';
