import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '#shared/endpoints/accounts.ts';
import { favouritesEndpoints } from '#shared/endpoints/favourites.ts';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import { FavouriteButton } from '#web/components/favourite-button.tsx';
import { sessionQueryKey } from '#web/lib/session.ts';
import { aMember } from '#web/test/fixtures.ts';
import { deferred, on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const offerId = '5f0c6b6e-3d1a-4c55-9a3e-1b2c3d4e5f60';

describe('FavouriteButton', () => {
  it('can be pressed before the session is known, and then turns for the member once it is', async () => {
    const member = aMember();
    const kept: string[] = [];
    on(favouritesEndpoints.favouriteIds).reply(() => ({ ids: [...kept] }));
    const added = on(favouritesEndpoints.addFavourite).reply(({ params }) => {
      kept.push(params.offerId ?? '');
      return { favourited: true };
    });
    const { user, queryClient } = renderWithApp(<FavouriteButton offerId={offerId} />, { member });
    // As on a page just hydrated: the session has not answered yet.
    const session = deferred<SessionResponse>();
    on(accountsEndpoints.session).reply(() => session.promise);
    queryClient.removeQueries({ queryKey: sessionQueryKey });

    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(heart).toBeEnabled();
    await user.click(heart);
    expect(added.requests).toHaveLength(0);

    session.settle({ user: member });
    await waitFor(() => expect(added.requests).toHaveLength(1));
    expect(added.requests[0]?.params).toEqual({ offerId });
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
