// What anyone may read of a member: never their email, phone, balances, role or account status.
import type { MemberProfile, MemberReview } from '#shared/schemas/members.ts';
import { presentOfferCard } from '../offers/service.ts';
import type { MemberProfileData, MemberReviewRow } from './service.ts';

/** The profile as anyone who may see it sees it; the viewer's `can` flags are added per request (policy.ts). */
export function presentMemberProfile(data: MemberProfileData): Omit<MemberProfile, 'can'> {
  const cards = data.listings.map((listing) => presentOfferCard(listing));
  return {
    id: data.member.id,
    fullName: data.member.fullName,
    profilePictureUrl: data.member.profilePictureUrl,
    bio: data.member.bio,
    memberSince: data.member.createdAt.toISOString(),
    rating: data.rating,
    reviewCount: data.reviewCount,
    completedDeals: data.completedDeals,
    responseTimeSeconds: data.responseTimeSeconds,
    services: cards.filter((card) => card.kind === 'service'),
    requests: cards.filter((card) => card.kind === 'request'),
  };
}

export function presentMemberReview(row: MemberReviewRow): MemberReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reviewer: row.reviewer,
    listing: { id: row.liveListingId, title: row.listingTitle },
  };
}
