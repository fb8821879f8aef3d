// The public marketplace reads: live offers only, with their provider and their real rating.
import { and, arrayContains, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { findCategoryBySlug } from '#shared/categories.ts';
import { type OfferListQuery, offerPageSchema } from '#shared/schemas/offers.ts';
import type { Database } from '../../db/client.ts';
import { offerViews, offers, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { readCachedOfferPage, readCachedOfferTotal } from './list-cache.ts';
import { presentOfferCard } from './present.ts';
export { approveOffer, type ApprovalResult } from './publish.ts';

export type OfferRow = typeof offers.$inferSelect;
export type ProviderRow = Pick<typeof users.$inferSelect, 'id' | 'fullName' | 'profilePictureUrl' | 'createdAt'>;
export type Rating = { rating: number | null; reviewCount: number };
export type RatedOffer = { offer: OfferRow; provider: ProviderRow } & Rating;

const providerColumns = {
  id: users.id,
  fullName: users.fullName,
  profilePictureUrl: users.profilePictureUrl,
  createdAt: users.createdAt,
};

// ILIKE treats % and _ as wildcards; a member searching for "100%" means the characters.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listFilters(query: OfferListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(offers.status, 'active'), eq(offers.kind, query.kind)];
  if (query.category) conditions.push(eq(offers.category, findCategoryBySlug(query.category)?.name ?? ''));
  if (query.payment) conditions.push(arrayContains(offers.paymentTypes, [query.payment]));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(offers.title, pattern), ilike(offers.description, pattern)));
  }
  return and(...conditions);
}

async function rateOffers(db: Database, rows: { offer: OfferRow; provider: ProviderRow }[]): Promise<RatedOffer[]> {
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

/**
 * A search counts its matches up to here and no further: past it the total says "at least this many". Counting
 * every match of a common word ("experienced": a third of a million offers) takes seconds, and nobody pages
 * that deep into a search anyway (decision 006).
 */
export const searchTotalCap = 1000;

// One key per filter (every page of it shares the total); q as typed, since ILIKE already ignores case.
const filterKey = (query: OfferListQuery) =>
  JSON.stringify([query.kind, query.category ?? '', query.payment ?? '', query.q ?? '']);

async function countOffers(db: Database, query: OfferListQuery, where: SQL | undefined): Promise<number> {
  if (!query.q) {
    const [row] = await db.select({ total: count() }).from(offers).where(where);
    return row?.total ?? 0;
  }
  // The materialised CTE is planned on its own, as a full count would be (a bitmap scan of the trigram
  // indexes), and read lazily, so it stops at the cap. With the LIMIT in view the planner would rather scan the
  // whole table for a word it expects to be common, which is slow for words that are not.
  const result = (await db.execute(
    sql`WITH matches AS MATERIALIZED (SELECT 1 FROM ${offers} WHERE ${where})
        SELECT count(*)::int AS total FROM (SELECT 1 FROM matches LIMIT ${searchTotalCap}) AS capped`,
  )) as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

export async function findOffers(db: Database, query: OfferListQuery): Promise<{ items: RatedOffer[]; total: number }> {
  const where = listFilters(query);
  // The page's ids first, straight from the (kind | category, status, created_at, id) index; the rows and their
  // providers are then read for those ids only, not for every row an offset skips.
  const page = db
    .select({ id: offers.id })
    .from(offers)
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({ offer: offers, provider: providerColumns })
      .from(page)
      .innerJoin(offers, eq(offers.id, page.id))
      .innerJoin(users, eq(users.id, offers.userId))
      .orderBy(desc(offers.createdAt), desc(offers.id)),
    readCachedOfferTotal(db, filterKey(query), () => countOffers(db, query, where)),
  ]);
  return { items: await rateOffers(db, rows), total };
}

/** GET /api/offers' answer, serialised, from the list cache (list-cache.ts) when it is there. */
export function readOfferPage(db: Database, query: OfferListQuery): Promise<string> {
  const key = `${filterKey(query)}|${query.page}|${query.pageSize}`;
  return readCachedOfferPage(db, key, async () => {
    const { items, total } = await findOffers(db, query);
    const body = { items: items.map(presentOfferCard), total, page: query.page, pageSize: query.pageSize };
    return JSON.stringify(offerPageSchema.parse(body));
  });
}

/** Home: the six best rated among the newest live services, unrated ones last. */
export async function findFeaturedOffers(db: Database): Promise<RatedOffer[]> {
  const recent = await db
    .select({ offer: offers, provider: providerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(and(eq(offers.status, 'active'), eq(offers.kind, 'service')))
    .orderBy(desc(offers.createdAt))
    .limit(30);
  const rated = await rateOffers(db, recent);
  return rated
    .map((r, index) => ({ r, index }))
    .sort((a, b) => (b.r.rating ?? -1) - (a.r.rating ?? -1) || a.index - b.index)
    .slice(0, 6)
    .map(({ r }) => r);
}

/** A live offer, or any offer to its owner and to admins; others get 'Listing not found'. */
export async function findOffer(
  db: Database,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<RatedOffer> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(id)) throw notFound('Listing not found');
  const [row] = await db
    .select({ offer: offers, provider: providerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(eq(offers.id, id));
  const visible = row && (row.offer.status === 'active' || viewer?.role === 'admin' || viewer?.id === row.offer.userId);
  if (!row || !visible) throw notFound('Listing not found');
  const [rated] = await rateOffers(db, [row]);
  if (!rated) throw notFound('Listing not found');
  return rated;
}

/** Live services per category, for the category tiles and pages. */
export async function countOffersByCategory(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: offers.category, n: count() })
    .from(offers)
    .where(and(eq(offers.status, 'active'), eq(offers.kind, 'service')))
    .groupBy(offers.category);
  return new Map(rows.map((r) => [r.category, r.n]));
}

/** Counts a view once per viewer per day (the owner's own visits do not count). Returns whether it counted. */
export async function recordOfferView(
  db: Database,
  offer: { id: string; userId: string },
  viewerKey: string,
  now = new Date(),
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
