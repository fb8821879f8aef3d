// The members on the other side of a listing: for a request, those who offer it; for a service, those looking for it.
import { z } from 'zod';
import { priceSchema } from './listings.ts';

export const listingMatchSchema = z.object({
  listing: z.object({
    id: z.string(),
    title: z.string(),
    price: priceSchema,
    /** Average of the listing's reviews; null shows as 'New'. */
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
  member: z.object({ id: z.string(), fullName: z.string(), profilePictureUrl: z.string().nullable() }),
});
export type ListingMatch = z.infer<typeof listingMatchSchema>;

/** The best matches first, one listing per member. */
export const listingMatchesSchema = z.object({ items: z.array(listingMatchSchema) });
export type ListingMatches = z.infer<typeof listingMatchesSchema>;
