import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { proposalsEndpoints } from '#shared/endpoints/proposals.ts';
import { ProposalPanel } from '#web/features/proposals/components/proposal-panel.tsx';
import { anOffer, aProposal } from '#web/test/fixtures.ts';
import { deferred, on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

describe('the listing page’s proposal panel', () => {
  it('shows the submitted view after sending, though the proposal is pending at once', async () => {
    const sent = aProposal();
    const pendingNow = { pending: { id: sent.id, createdAt: sent.createdAt } };
    // The reread after sending answers slowly, as on a busy server: the page shows the answer's cache updates first.
    const reread = deferred<typeof pendingNow>();
    let pending = false;
    on(proposalsEndpoints.myPending).reply(() => (pending ? reread.promise : { pending: null }));
    on(proposalsEndpoints.create).reply(() => {
      pending = true;
      return sent;
    });
    const { user } = renderWithApp(<ProposalPanel offer={anOffer({ paymentTypes: ['cash'] })} />, {
      route: '/listing/1',
    });

    await user.click(await screen.findByRole('button', { name: 'Submit Proposal' }));
    await waitFor(() => expect(pending).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    reread.settle(pendingNow);

    expect(await screen.findByRole('heading', { name: 'Proposal Submitted!' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).not.toBeInTheDocument();
  });
});
