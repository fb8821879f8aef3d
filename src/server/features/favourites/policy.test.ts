// The favourites' rules: a member keeps others' live listings only, and up to limits.favouritesMax of them.
import { describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import type { Member } from '../../platform/guards.ts';
import { authorizeFavourite, authorizeFavouriteList } from './policy.ts';

const member = { id: 'member', role: 'user' } as Member;

describe('the favourites policy', () => {
  it("refuses the member's own listing with 403 and allows another's", () => {
    expect(() => authorizeFavourite(member, { offer: { userId: member.id, status: 'active' } }, 'add')).toThrow(
      expect.objectContaining({ status: 403, message: 'You cannot add your own listing to your favourites.' }),
    );
    expect(() => authorizeFavourite(member, { offer: { userId: 'owner', status: 'active' } }, 'add')).not.toThrow();
  });

  it('answers a listing that is not live as unknown (404)', () => {
    expect(() => authorizeFavourite(member, { offer: { userId: 'owner', status: 'paused' } }, 'add')).toThrow(
      expect.objectContaining({ status: 404, message: 'Listing not found' }),
    );
  });

  it(`allows adding while fewer than ${limits.favouritesMax} are kept`, () => {
    for (const kept of [0, limits.favouritesMax - 1]) {
      expect(() => authorizeFavouriteList(member, { kept }, 'add'), `${kept} kept`).not.toThrow();
    }
  });

  it(`refuses adding with ${limits.favouritesMax} or more kept, with 409 and the cap in the message`, () => {
    for (const kept of [limits.favouritesMax, limits.favouritesMax + 1]) {
      expect(() => authorizeFavouriteList(member, { kept }, 'add'), `${kept} kept`).toThrow(
        expect.objectContaining({
          status: 409,
          code: 'FAVOURITES_FULL',
          message: `You can keep up to ${limits.favouritesMax} favourites. Remove some to add new ones.`,
        }),
      );
    }
  });
});
