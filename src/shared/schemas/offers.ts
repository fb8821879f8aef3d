// The public marketplace reads: list filters (the URL state of /browse, /requests and the category pages) and
// the card and detail shapes the server returns.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';
import { offerKinds, paymentTypes } from '../constants.ts';
import { priceSchema } from './listings.ts';
import { pagingQuerySchema } from './paging.ts';

export const offerListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  category: z.enum(categorySlugs, { error: 'Unknown category' }).optional(),
  payment: z.enum(paymentTypes, { error: 'Payment type must be cash, coins or trade' }).optional(),
  kind: z.enum(offerKinds, { error: 'Kind must be service or request' }).default('service'),
  ...pagingQuerySchema.shape,
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const offerCardSchema = z.object({
  id: z.string(),
  kind: z.enum(offerKinds),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  price: priceSchema,
  paymentTypes: z.array(z.enum(paymentTypes)),
  image: z.string().nullable(),
  /** Average of the reviews of completed deals; null shows as 'New'. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  provider: z.object({ id: z.string(), fullName: z.string(), profilePictureUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const offerPageSchema = z.object({
  items: z.array(offerCardSchema),
  total: z.number().int(),
  /** True when a search stopped counting at its cap: `total` then means "at least this many" (decision 006). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfferPage = z.infer<typeof offerPageSchema>;

export const offerDetailSchema = offerCardSchema.extend({
  images: z.array(z.string()),
  views: z.number().int(),
  status: z.string(),
  provider: offerCardSchema.shape.provider.extend({ memberSince: z.string() }),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const categoryCountSchema = z.object({
  name: z.string(),
  slug: z.string(),
  browse: z.boolean(),
  count: z.number().int(),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;
