// The public profile of a member and the reviews others left them. What leaves the server is decided in present.ts.
import { and, avg, count, desc, eq, or } from 'drizzle-orm';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { Database } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers, proposals, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { providerColumns, rateOffers, type RatedOffer } from '../offers/service.ts';
import { canViewMember, type ProfileViewer } from './policy.ts';
import { readResponseTimeSeconds } from './response-time.ts';

export type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'fullName' | 'profilePictureUrl' | 'bio' | 'createdAt' | 'status'
>;

export type MemberProfileData = {
  member: MemberRow;
  rating: number | null;
  reviewCount: number;
  completedDeals: number;
  responseTimeSeconds: number | null;
  listings: RatedOffer[];
};

export type MemberReviewRow = {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  reviewer: { id: string; fullName: string; profilePictureUrl: string | null } | null;
  listingTitle: string;
  liveListingId: string | null;
};

/** A profile lists this many live listings at most, newest first: plenty for a person, bounded for a shop. */
const maxProfileListings = 100;

const memberNotFound = () => notFound('Member not found');

/** The member as the viewer may see them, or 'Member not found' (unknown, malformed, deleted or hidden). */
export async function findVisibleMember(db: Database, id: string, viewer: ProfileViewer): Promise<MemberRow> {
  if (!isUuid(id)) throw memberNotFound();
  const [member] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      profilePictureUrl: users.profilePictureUrl,
      bio: users.bio,
      createdAt: users.createdAt,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!member || !canViewMember(viewer, member)) throw memberNotFound();
  return member;
}

export async function readMemberProfile(
  db: Database,
  id: string,
  viewer: ProfileViewer,
  now: Date,
): Promise<MemberProfileData> {
  const member = await findVisibleMember(db, id, viewer);
  const [ratings, deals, responseTimeSeconds, listings] = await Promise.all([
    db
      .select({ average: avg(reviews.rating), total: count() })
      .from(reviews)
      .where(eq(reviews.revieweeId, member.id)),
    db
      .select({ total: count() })
      .from(proposals)
      .where(
        and(
          eq(proposals.status, 'completed'),
          or(eq(proposals.senderId, member.id), eq(proposals.receiverId, member.id)),
        ),
      ),
    readResponseTimeSeconds(db, member.id, now),
    findLiveListings(db, member.id),
  ]);
  const average = ratings[0]?.average;
  return {
    member,
    rating: average === null || average === undefined ? null : Math.round(Number(average) * 10) / 10,
    reviewCount: ratings[0]?.total ?? 0,
    completedDeals: deals[0]?.total ?? 0,
    responseTimeSeconds,
    listings,
  };
}

async function findLiveListings(db: Database, memberId: string): Promise<RatedOffer[]> {
  const rows = await db
    .select({ offer: offers, provider: providerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(and(eq(offers.userId, memberId), isLiveListing()))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(maxProfileListings);
  return rateOffers(db, rows);
}

/** Every review of the member, newest first (ties by id), a page at a time, with the total. */
export async function listMemberReviews(
  db: Database,
  id: string,
  viewer: ProfileViewer,
  paging: PagingQuery,
): Promise<{ rows: MemberReviewRow[]; total: number }> {
  const member = await findVisibleMember(db, id, viewer);
  const mine = eq(reviews.revieweeId, member.id);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        reviewerId: users.id,
        reviewerName: users.fullName,
        reviewerPicture: users.profilePictureUrl,
        listingTitle: proposals.listingTitle,
        listingId: offers.id,
        listingStatus: offers.status,
      })
      .from(reviews)
      .innerJoin(proposals, eq(proposals.id, reviews.proposalId))
      .leftJoin(users, eq(users.id, reviews.reviewerId))
      .leftJoin(offers, eq(offers.id, proposals.offerId))
      .where(mine)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(reviews).where(mine),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt,
      reviewer:
        r.reviewerId && r.reviewerName !== null
          ? { id: r.reviewerId, fullName: r.reviewerName, profilePictureUrl: r.reviewerPicture }
          : null,
      listingTitle: r.listingTitle,
      // Only a live listing is linked: any other would open on 'Listing not found' for most readers.
      liveListingId: r.listingStatus === 'active' ? r.listingId : null,
    })),
  };
}
