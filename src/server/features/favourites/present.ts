import type { Favourite } from '#shared/schemas/favourites.ts';
import { presentOfferCard } from '../offers/service.ts';
import type { FavouriteRow } from './service.ts';

/** A favourite: the listing's public card, its status (paused, gone) and when the member kept it. */
export function presentFavourite(row: FavouriteRow): Favourite {
  return { ...presentOfferCard(row), status: row.offer.status, favouritedAt: row.favouritedAt.toISOString() };
}
