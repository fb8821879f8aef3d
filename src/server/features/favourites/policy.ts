// Who may keep which listing as a favourite: any member, any live listing but their own, up to limits.favouritesMax
// listings. A listing that is not live reads as unknown (404) before this is asked, as its page does.
import { limits } from '#shared/constants.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { definePolicy } from '../../platform/policy.ts';

export type FavouriteFacts = { offer: { userId: string } };

/** How many listings the member keeps now, counted under their lock so two adds at once count one after the other. */
export type FavouriteListFacts = { kept: number };

const policy = definePolicy<'add', FavouriteFacts>({
  add: [
    {
      holds: (actor, { offer }) => offer.userId !== actor.id,
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
export const authorizeFavouriteList = listPolicy.authorize;
