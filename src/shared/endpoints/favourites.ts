// A member's favourite listings: the hearts' state, adding and removing one, and the dashboard's list.
import { endpoint } from '../endpoint.ts';
import {
  favouriteIdsSchema,
  favouritePageSchema,
  favouriteParamsSchema,
  favouritesQuerySchema,
  favouriteStateSchema,
} from '../schemas/favourites.ts';

const listingNotFound = 'Listing not found';

export const favouritesEndpoints = {
  favourites: endpoint({
    method: 'GET',
    path: '/me/favourites',
    tag: 'offers',
    summary: "The member's favourite listings, most recently added first, each with its status",
    access: 'member',
    query: favouritesQuerySchema,
    responses: { 200: favouritePageSchema },
  }),
  favouriteIds: endpoint({
    method: 'GET',
    path: '/me/favourites/ids',
    tag: 'offers',
    summary: "The ids of the member's favourite listings, for the hearts on cards",
    access: 'member',
    responses: { 200: favouriteIdsSchema },
  }),
  addFavourite: endpoint({
    method: 'PUT',
    path: '/me/favourites/:offerId',
    tag: 'offers',
    summary: "Keep a live listing among the member's favourites (adding it again changes nothing)",
    access: 'member',
    params: favouriteParamsSchema,
    notFound: listingNotFound,
    responses: { 200: favouriteStateSchema },
    // The member's own listing is refused (403 FORBIDDEN).
    codes: ['FAVOURITES_FULL'],
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/me/favourites/:offerId',
    tag: 'offers',
    summary: 'Remove a listing from the favourites (again changes nothing; a hidden listing is not found)',
    access: 'member',
    params: favouriteParamsSchema,
    notFound: listingNotFound,
    responses: { 200: favouriteStateSchema },
  }),
};
