// A member's favourite listings (the heart on cards and listing pages, and /dashboard/favourites).
import { z } from 'zod';
import { offerStatuses } from '../constants.ts';
import { offerCardSchema } from './offers.ts';
import { pagingQuerySchema } from './paging.ts';

/** The listing in the path; a malformed id answers 404 as an unknown one does. */
export const favouriteParamsSchema = z.object({ offerId: z.uuid() });

export const favouriteStateSchema = z.object({ favourited: z.boolean() });

export const favouritesQuerySchema = pagingQuerySchema;
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;

/** A favourite as the dashboard lists it: the listing's card, whether it is still live, and when it was kept. */
export const favouriteSchema = offerCardSchema.extend({
  status: z.enum(offerStatuses),
  favouritedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritePageSchema = z.object({
  items: z.array(favouriteSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Every listing the member keeps, for the hearts: the public lists are shared by all viewers, so they carry none. */
export const favouriteIdsSchema = z.object({ ids: z.array(z.string()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;
