import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '#shared/endpoints/accounts.ts';
import { favouritesEndpoints } from '#shared/endpoints/favourites.ts';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import { ListItems } from '#web/features/marketplace/components/offer-list-body.tsx';
import { sessionQueryKey } from '#web/lib/session.ts';
import { aMember, anOfferCard } from '#web/test/fixtures.ts';
import { deferred, on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const theirs = anOfferCard({ id: '5f0c6b6e-3d1a-4c55-9a3e-1b2c3d4e5f60', title: 'Dog walking' });

describe('ListItems', () => {
  it("lets a card's heart be pressed before the session is known, and turns it for the member once it is", async () => {
    const member = aMember();
    const kept: string[] = [];
    on(favouritesEndpoints.favouriteIds).reply(() => ({ ids: [...kept] }));
    const added = on(favouritesEndpoints.addFavourite).reply(({ params }) => {
      kept.push(params.offerId ?? '');
      return { favourited: true };
    });
    const { user, queryClient } = renderWithApp(<ListItems offers={[theirs]} layout="grid" />, { member });
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
    expect(added.requests[0]?.params).toEqual({ offerId: theirs.id });
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a member the hearts they keep, and none on their own listing', async () => {
    const member = aMember();
    const own = anOfferCard({
      id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      title: 'My guitar lessons',
      provider: { id: member.id, fullName: member.fullName, profilePictureUrl: null },
    });
    on(favouritesEndpoints.favouriteIds).reply(() => ({ ids: [theirs.id] }));
    renderWithApp(<ListItems offers={[theirs, own]} layout="grid" />, { member });

    const [list] = await screen.findAllByRole('list');
    const [theirCard, ownCard] = [...(list?.children ?? [])] as HTMLElement[];
    expect(
      await within(theirCard as HTMLElement).findByRole('button', { name: 'Remove from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(ownCard as HTMLElement).getByRole('link', { name: 'My guitar lessons' })).toBeVisible();
    expect(within(ownCard as HTMLElement).queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
