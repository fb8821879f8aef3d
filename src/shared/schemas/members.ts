// A member's public profile (/members/{id}) and its reviews: only what the marketplace needs for trust, never
// contact details, balances, role or account status.
import { z } from 'zod';
import { offerCardSchema } from './offers.ts';
import { partySchema } from './party.ts';

export const memberProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profilePictureUrl: z.string().nullable(),
  bio: z.string().nullable(),
  memberSince: z.string(),
  /** The average of every review of the member, to one decimal; null before the first. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Deals completed with the member as either party. */
  completedDeals: z.number().int(),
  /** The median time they take to answer a message, over their recent conversations; null without enough replies. */
  responseTimeSeconds: z.number().int().nullable(),
  /** Their live services and requests, newest first. */
  services: z.array(offerCardSchema),
  requests: z.array(offerCardSchema),
  /**
   * What the viewer may do about the member, from the server's policies (decision 040): message them. A visitor's
   * flags say what signing in would allow, the same for every visitor.
   */
  can: z.object({ message: z.boolean() }),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** Null once the reviewer deleted their account. */
  reviewer: partySchema,
  /** The deal's listing by the title it had then; `id` only while the listing is live, to link to. */
  listing: z.object({ id: z.string().nullable(), title: z.string() }),
});
export type MemberReview = z.infer<typeof memberReviewSchema>;

export const memberReviewPageSchema = z.object({
  items: z.array(memberReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
