// Who may keep which listing as a favourite: any member, any live listing but their own. A listing that is not
// live reads as unknown (404) before this is asked, as its page does.
import { forbidden } from '../../platform/errors.ts';
import { definePolicy } from '../../platform/policy.ts';

export type FavouriteFacts = { offer: { userId: string } };

const policy = definePolicy<'add', FavouriteFacts>({
  add: [
    {
      holds: (actor, { offer }) => offer.userId !== actor.id,
      refusal: () => forbidden('You cannot add your own listing to your favourites.'),
    },
  ],
});

export const authorizeFavourite = policy.authorize;
