// Who may keep which listing as a favourite: any member, any live listing but their own, up to limits.favouritesMax
// listings. A listing that is not live reads as unknown (404), as its page does. A visitor is asked too, for the
// listing page's `can.favourite`: with no listing of their own, they may once signed in (decision 040).
import { limits, type OfferStatus } from '#shared/constants.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/guards.ts';
import { definePolicy } from '../../platform/policy.ts';

export type FavouriteFacts = { offer: { userId: string; status: OfferStatus } };

/** How many listings the member keeps now, counted under their lock so two adds at once count one after the other. */
export type FavouriteListFacts = { kept: number };

const policy = definePolicy<'add', FavouriteFacts, Viewer>({
  add: [
    {
      holds: (_actor, { offer }) => offer.status === 'active',
      refusal: () => notFound('Listing not found'),
    },
    {
      holds: (actor, { offer }) => offer.userId !== actor?.id,
      refusal: () => forbidden('You cannot add your own listing to your favourites.'),
    },
  ],
});

const listPolicy = definePolicy<'add', FavouriteListFacts>({
  add: [
    {
      holds: (_actor, { kept }) => kept < limits.favouritesMax,
      refusal: () =>
        conflict(
          'FAVOURITES_FULL',
          `You can keep up to ${limits.favouritesMax} favourites. Remove some to add new ones.`,
        ),
    },
  ],
});

export const authorizeFavourite = policy.authorize;
export const favouriteAbilities = policy.abilities;
export const authorizeFavouriteList = listPolicy.authorize;
