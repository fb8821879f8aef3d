// A listing and the other side of the marketplace: the services that could answer a request, the requests a service
// could answer. A match is a live listing of the other kind, of another member, in the same category, holding at
// least one word of the listing's title (stemmed: 'lessons' finds 'lesson'). A title of stopwords only
// ('Any of these?') holds no word, so it matches nothing: the category alone would match every listing in it.
// The alerts of a new request (request-match-alerts.ts) use the same test.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { OfferKind } from '#shared/constants.ts';
import type { ListingMatches } from '#shared/schemas/listing-matches.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { readPrice } from './price.ts';
import type { OfferRow } from './rows.ts';
import { anyWordQuery, matchesQuery, rankQuery } from './search/text.ts';

type Matched = Pick<OfferRow, 'kind' | 'title' | 'category' | 'userId'>;

const matchesShown = 6;

const otherKind = (kind: OfferKind): OfferKind => (kind === 'request' ? 'service' : 'request');

/**
 * The live listings matching `listing`, each with how well it does: the words of the title weigh over those of the
 * description (the search vector's weights), and more shared words rank higher.
 */
export function matchingListings(listing: Matched) {
  const words = anyWordQuery(listing.title);
  return {
    where: and(
      eq(offers.kind, otherKind(listing.kind)),
      isLiveListing(),
      eq(offers.category, listing.category),
      ne(offers.userId, listing.userId),
      matchesQuery(words),
    )!,
    rank: rankQuery(words),
  };
}

/**
 * A live listing's best matches, one per member (their best listing), best first: text relevance, then rating,
 * then id so equal ones keep their order. 'Listing not found' for a listing that is not live, as its page says.
 */
export async function findListingMatches(db: Database, id: string) {
  if (!isUuid(id)) throw notFound('Listing not found');
  const [listing] = await db
    .select({ kind: offers.kind, title: offers.title, category: offers.category, userId: offers.userId })
    .from(offers)
    .where(and(eq(offers.id, id), isLiveListing()));
  if (!listing) throw notFound('Listing not found');
  return readMatches(db, listing);
}

async function readMatches(db: Executor, listing: Matched) {
  const { where, rank } = matchingListings(listing);
  const ratingFirst = sql`${offers.ratingAverage} DESC NULLS LAST`;
  const best = db
    .selectDistinctOn([offers.userId], {
      id: offers.id,
      userId: offers.userId,
      title: offers.title,
      price: offers.price,
      priceCashCents: offers.priceCashCents,
      priceCoins: offers.priceCoins,
      priceUnit: offers.priceUnit,
      ratingAverage: offers.ratingAverage,
      reviewCount: offers.reviewCount,
      rank: rank.as('rank'),
    })
    .from(offers)
    .where(where)
    .orderBy(offers.userId, desc(rank), ratingFirst, asc(offers.id))
    .as('best');
  return db
    .select({
      listing: {
        id: best.id,
        title: best.title,
        price: best.price,
        priceCashCents: best.priceCashCents,
        priceCoins: best.priceCoins,
        priceUnit: best.priceUnit,
        ratingAverage: best.ratingAverage,
        reviewCount: best.reviewCount,
      },
      member: { id: users.id, fullName: users.fullName, profilePictureUrl: users.profilePictureUrl },
    })
    .from(best)
    .innerJoin(users, eq(users.id, best.userId))
    .orderBy(desc(best.rank), sql`${best.ratingAverage} DESC NULLS LAST`, asc(best.id))
    .limit(matchesShown);
}

type MatchRow = Awaited<ReturnType<typeof readMatches>>[number];

export function presentListingMatches(rows: MatchRow[]): ListingMatches {
  return {
    items: rows.map(({ listing, member }) => ({
      listing: {
        id: listing.id,
        title: listing.title,
        price: readPrice(listing),
        rating: listing.ratingAverage === null ? null : Math.round(listing.ratingAverage * 10) / 10,
        reviewCount: listing.reviewCount,
      },
      member,
    })),
  };
}
