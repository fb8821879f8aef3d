import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { proposalsEndpoints } from '#shared/endpoints/proposals.ts';
import { proposalMessages } from '#shared/schemas/proposal-messages.ts';
import { ProposalForm } from '#web/features/proposals/components/proposal-form.tsx';
import { aProposal, ids } from '#web/test/fixtures.ts';
import { on, deferred, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

type FormProps = Partial<Parameters<typeof ProposalForm>[0]>;

function renderForm(props: FormProps = {}) {
  const onSubmittedChange = vi.fn();
  const view = renderWithApp(
    <ProposalForm
      listingId={ids.listing}
      kind="service"
      acceptedMethods={['cash', 'coins', 'trade']}
      member={{ fullName: 'Maya Chen', email: 'maya@example.com' }}
      pendingProposalId={null}
      onSubmittedChange={onSubmittedChange}
      {...props}
    />,
    { route: '/listing/1' },
  );
  return { ...view, onSubmittedChange };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Proposal' });

describe('ProposalForm', () => {
  it('starts from the member’s name and email and asks for a payment method before sending anything', async () => {
    const create = on(proposalsEndpoints.create).reply(() => aProposal());
    const { user } = renderForm();

    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maya Chen');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Full name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@');
    await user.click(submitButton());

    await screen.findByText(proposalMessages.paymentMethodRequired);
    const methods = screen.getByRole('group', { name: 'Payment methods' });
    expect(within(methods).getByRole('alert')).toHaveTextContent(proposalMessages.paymentMethodRequired);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      proposalMessages.fullNameRequired,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(proposalMessages.invalidEmail);
    expect(create.requests).toHaveLength(0);
  });

  it('asks for the coins and the trade of the methods chosen', async () => {
    const create = on(proposalsEndpoints.create).reply(() => aProposal());
    const { user } = renderForm();

    await user.click(screen.getByRole('checkbox', { name: 'Dragon Coins' }));
    await user.click(screen.getByRole('checkbox', { name: 'Trade/Barter' }));
    await user.click(submitButton());

    await screen.findByText(proposalMessages.coinAmountRequired);
    expect(screen.getByRole('spinbutton', { name: 'Dragon Coins offered' })).toHaveAccessibleDescription(
      proposalMessages.coinAmountRequired,
    );
    expect(screen.getByRole('textbox', { name: 'What you offer in exchange' })).toHaveAccessibleDescription(
      proposalMessages.tradeRequired,
    );
    expect(create.requests).toHaveLength(0);
  });

  it('sends the chosen terms only, without the boxes of methods unticked again', async () => {
    const sent = aProposal();
    const create = on(proposalsEndpoints.create).reply(() => sent);
    const { user, onSubmittedChange } = renderForm();

    await user.click(screen.getByRole('checkbox', { name: 'Cash' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash amount (USD, optional)' }), '15.50');
    await user.click(screen.getByRole('checkbox', { name: 'Dragon Coins' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Dragon Coins offered' }), '25');
    // Ticked and unticked again: its amount leaves with it.
    await user.click(screen.getByRole('checkbox', { name: 'Cash' }));
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Mornings suit me best.');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Proposal Submitted!' })).toHaveFocus();
    expect(create.requests).toHaveLength(1);
    expect(create.requests[0]?.params).toEqual({ id: ids.listing });
    expect(create.requests[0]?.body).toEqual({
      paymentMethods: ['coins'],
      coinAmount: 25,
      fullName: 'Maya Chen',
      email: 'maya@example.com',
      message: 'Mornings suit me best.',
    });
    expect(onSubmittedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('link', { name: 'View Proposals' })).toHaveAttribute('href', '/proposals');
  });

  it('sends cash in cents and ticks the only method the listing accepts', async () => {
    const create = on(proposalsEndpoints.create).reply(() => aProposal());
    const { user } = renderForm({ acceptedMethods: ['cash'] });

    expect(screen.getByRole('checkbox', { name: 'Cash' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Dragon Coins' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Cash amount (USD, optional)' }), '15.50');
    await user.click(submitButton());

    await screen.findByRole('heading', { name: 'Proposal Submitted!' });
    expect(create.requests[0]?.body).toMatchObject({ paymentMethods: ['cash'], cashAmountCents: 1550 });
  });

  it('names the provider’s price on a request', () => {
    renderForm({ kind: 'request', acceptedMethods: ['coins'] });

    expect(screen.getByRole('spinbutton', { name: 'Your price in Dragon Coins' })).toBeInTheDocument();
  });

  it('keeps the button busy while the proposal is sent', async () => {
    const held = deferred<ReturnType<typeof aProposal>>();
    on(proposalsEndpoints.create).reply(() => held.promise);
    const { user } = renderForm({ acceptedMethods: ['trade'] });

    await user.type(screen.getByRole('textbox', { name: 'What you offer in exchange' }), 'A bike repair');
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.settle(aProposal());
    expect(await screen.findByRole('heading', { name: 'Proposal Submitted!' })).toBeInTheDocument();
  });

  it('says the server’s reason when it refuses the proposal', async () => {
    on(proposalsEndpoints.create).reply(() =>
      fail('PROPOSAL_PENDING', 'You already have a pending proposal on this listing'),
    );
    const { user } = renderForm({ acceptedMethods: ['trade'] });

    await user.type(screen.getByRole('textbox', { name: 'What you offer in exchange' }), 'A bike repair');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      proposalMessages.submitRefused('You already have a pending proposal on this listing'),
    );
    expect(submitButton()).toBeEnabled();
  });

  it('asks a member whose session ended to sign in again', async () => {
    on(proposalsEndpoints.create).reply(() => fail('UNAUTHORIZED', 'Not signed in'));
    const { user } = renderForm({ acceptedMethods: ['trade'] });

    await user.type(screen.getByRole('textbox', { name: 'What you offer in exchange' }), 'A bike repair');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(proposalMessages.signInRequired);
  });

  it('puts the server’s message for a field under that field', async () => {
    on(proposalsEndpoints.create).reply(() =>
      fail('VALIDATION_ERROR', 'Check the form', { coinAmount: 'At most 1,000,000 Dragon Coins' }),
    );
    const { user } = renderForm({ acceptedMethods: ['coins'] });

    await user.type(screen.getByRole('spinbutton', { name: 'Dragon Coins offered' }), '5');
    await user.click(submitButton());

    expect(await screen.findByText('At most 1,000,000 Dragon Coins')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Dragon Coins offered' })).toHaveAccessibleDescription(
      'At most 1,000,000 Dragon Coins',
    );
  });
});
