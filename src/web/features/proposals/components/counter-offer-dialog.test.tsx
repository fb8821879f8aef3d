import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offersEndpoints } from '#shared/endpoints/offers.ts';
import { proposalsEndpoints } from '#shared/endpoints/proposals.ts';
import { type ProposalView } from '#shared/schemas/proposals.ts';
import { negotiationMessages, proposalMessages } from '#shared/schemas/proposal-messages.ts';
import { CounterOfferDialog } from '#web/features/proposals/components/counter-offer-dialog.tsx';
import { anOffer, aProposal, ids, sam } from '#web/test/fixtures.ts';
import { on, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

// Sam (the viewer) received Maya's proposal on his service: $15 and 20 DC. He is paid, so he names his price.
const received = aProposal({ role: 'receiver', turn: 'receiver' }, { counter: true });

function renderDialog(proposal: ProposalView = received) {
  const onCountered = vi.fn();
  const view = renderWithApp(<CounterOfferDialog proposal={proposal} onCountered={onCountered} />, {
    route: `/proposals/${proposal.id}`,
  });
  return { ...view, onCountered };
}

async function openDialog(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByRole('button', { name: 'Counter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make a Counter-offer' });
  await within(dialog).findByRole('form', { name: 'Counter-offer' });
  return dialog;
}

describe('CounterOfferDialog', () => {
  it('starts from the latest terms, in the methods the listing still accepts', async () => {
    const listing = on(offersEndpoints.detail).reply(() => anOffer({ paymentTypes: ['coins', 'trade'] }));
    const { user } = renderDialog();

    const dialog = await openDialog(user);

    expect(listing.requests[0]?.params).toEqual({ id: ids.listing });
    // Cash was named, but the listing no longer takes it.
    expect(within(dialog).queryByRole('checkbox', { name: 'Cash' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Dragon Coins' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Trade/Barter' })).not.toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: 'Your price in Dragon Coins' })).toHaveValue(20);

    // Sent unchanged, the terms leave out what the listing no longer takes.
    const counter = on(proposalsEndpoints.counter).reply(() => ({ ...received, version: 2 }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Counter-offer' }));
    await waitFor(() => expect(counter.requests).toHaveLength(1));
    expect(counter.requests[0]?.body).toEqual({ paymentMethods: ['coins'], coinAmount: 20, version: 1 });
  });

  it('sends the new terms for the version answered and closes', async () => {
    on(offersEndpoints.detail).reply(() => anOffer({ paymentTypes: ['cash', 'coins', 'trade'] }));
    const counter = on(proposalsEndpoints.counter).reply(() => ({ ...received, version: 2 }));
    const { user, onCountered } = renderDialog();
    const dialog = await openDialog(user);

    expect(within(dialog).getByRole('textbox', { name: 'Your price (USD, optional)' })).toHaveValue('15');
    const coins = within(dialog).getByRole('spinbutton', { name: 'Your price in Dragon Coins' });
    await user.clear(coins);
    await user.type(coins, '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note on scope or date (optional)' }), 'Weekends');
    await user.click(within(dialog).getByRole('button', { name: 'Send Counter-offer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counter.requests).toHaveLength(1);
    expect(counter.requests[0]?.params).toEqual({ id: ids.proposal });
    expect(counter.requests[0]?.body).toEqual({
      paymentMethods: ['cash', 'coins'],
      cashAmountCents: 1500,
      coinAmount: 30,
      note: 'Weekends',
      version: 1,
    });
    expect(onCountered).toHaveBeenCalledOnce();
  });

  it('asks for a method and for the coins of the coins method before sending', async () => {
    on(offersEndpoints.detail).reply(() => anOffer({ paymentTypes: ['cash', 'coins'] }));
    const counter = on(proposalsEndpoints.counter).reply(() => received);
    const { user } = renderDialog();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dragon Coins' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Counter-offer' }));
    await within(dialog).findByText(proposalMessages.paymentMethodRequired);
    expect(within(dialog).getByRole('group', { name: 'Payment methods' })).toHaveTextContent(
      proposalMessages.paymentMethodRequired,
    );

    await user.click(within(dialog).getByRole('checkbox', { name: 'Dragon Coins' }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Your price in Dragon Coins' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Counter-offer' }));
    await within(dialog).findByText(proposalMessages.coinAmountRequired);
    expect(within(dialog).getByRole('spinbutton', { name: 'Your price in Dragon Coins' })).toHaveAccessibleDescription(
      proposalMessages.coinAmountRequired,
    );
    expect(counter.requests).toHaveLength(0);
  });

  it('says the terms moved on when another version came first, and keeps the dialog open', async () => {
    const listing = on(offersEndpoints.detail).reply(() => anOffer({ paymentTypes: ['cash', 'coins'] }));
    on(proposalsEndpoints.counter).reply(() => fail('STALE_VERSION', 'Stale'));
    const { user, onCountered } = renderDialog();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send Counter-offer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(negotiationMessages.staleVersion);
    expect(onCountered).not.toHaveBeenCalled();
    // Everything under the proposals root is read again, the listing's methods among it.
    await waitFor(() => expect(listing.requests).toHaveLength(2));
  });

  it('shows the server’s refusal of terms that change nothing', async () => {
    on(offersEndpoints.detail).reply(() => anOffer({ paymentTypes: ['cash', 'coins'] }));
    on(proposalsEndpoints.counter).reply(() => fail('COUNTER_UNCHANGED', negotiationMessages.unchanged));
    const { user } = renderDialog();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send Counter-offer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(negotiationMessages.unchanged);
    expect(within(dialog).getByRole('button', { name: 'Send Counter-offer' })).toBeEnabled();
  });

  it('offers every method when the listing is gone', async () => {
    on(offersEndpoints.detail).reply(() => fail('NOT_FOUND', 'Listing not found'));
    const { user } = renderDialog({ ...received, paymentMethods: ['trade'] });
    const dialog = await openDialog(user);

    for (const name of ['Cash', 'Dragon Coins', 'Trade/Barter']) {
      expect(within(dialog).getByRole('checkbox', { name })).toBeInTheDocument();
    }
  });

  it('labels the payer’s offer when the viewer pays', async () => {
    on(offersEndpoints.detail).reply(() => anOffer({ paymentTypes: ['cash', 'coins'] }));
    const countered = aProposal(
      { role: 'sender', turn: 'sender', version: 2, versions: [...received.versions] },
      { counter: true },
    );
    const { user } = renderDialog({ ...countered, sender: { ...sam, id: ids.member } });
    const dialog = await openDialog(user);

    expect(within(dialog).getByRole('spinbutton', { name: 'Dragon Coins offered' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Cash amount (USD, optional)' })).toBeInTheDocument();
  });
});
