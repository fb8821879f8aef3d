import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disputesEndpoints } from '#shared/endpoints/disputes.ts';
import { type AdminDisputeCase, disputeMessages } from '#shared/schemas/disputes.ts';
import { AskQuestionForm, ResolveDisputeForm } from './dispute-ruling-forms.tsx';
import { aDisputeCase, aMember, ids, me, sam } from '#web/test/fixtures.ts';
import { on, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const admin = aMember({ id: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d01', fullName: 'Ada Admin', role: 'admin' });

function renderRuling(data: AdminDisputeCase = aDisputeCase()) {
  const view = renderWithApp(<ResolveDisputeForm data={data} />, { route: '/admin', member: admin });
  return { ...view, form: screen.getByRole('form', { name: 'Resolve' }) };
}

const confirmDialog = () => screen.getByRole('alertdialog', { name: 'Resolve this dispute?' });

/** 'Resolve Dispute' checks the form first, so the confirmation opens a moment after the click. */
async function askToResolve(user: ReturnType<typeof renderRuling>['user'], form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Resolve Dispute' }));
  return screen.findByRole('alertdialog', { name: 'Resolve this dispute?' });
}

async function writeNote(user: ReturnType<typeof renderRuling>['user'], note = 'Half the walks were done.') {
  await user.type(screen.getByRole('textbox', { name: 'Note to both members' }), note);
}

describe('ResolveDisputeForm', () => {
  it('asks for an outcome and a note before confirming anything', async () => {
    const resolve = on(disputesEndpoints.resolve).reply(() => aDisputeCase());
    const { user, form } = renderRuling();

    await user.click(within(form).getByRole('button', { name: 'Resolve Dispute' }));

    await within(form).findByText('Choose release, refund or split');
    expect(within(form).getByRole('group', { name: 'Outcome' })).toHaveTextContent('Choose release, refund or split');
    expect(within(form).getByRole('textbox', { name: 'Note to both members' })).toHaveAccessibleDescription(
      expect.stringContaining(disputeMessages.note) as unknown as string,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(resolve.requests).toHaveLength(0);
  });

  it('shows each side’s coins before releasing them, and rules once confirmed', async () => {
    const resolve = on(disputesEndpoints.resolve).reply(() => aDisputeCase());
    const { user, form } = renderRuling();

    await user.click(within(form).getByRole('radio', { name: 'Release to provider' }));
    expect(within(form).getByRole('status')).toHaveTextContent('The provider gets all 50 DC.');
    await writeNote(user);
    await askToResolve(user, form);

    const coins = within(confirmDialog()).getByRole('list', { name: 'Coins' });
    expect(
      within(coins)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maya Chen (provider) gets 50 DC', 'Sam Lee (payer) gets 0 DC back']);
    expect(resolve.requests).toHaveLength(0);
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Resolve Dispute' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(resolve.requests[0]?.params).toEqual({ id: ids.dispute });
    expect(resolve.requests[0]?.body).toEqual({ outcome: 'release', note: 'Half the walks were done.' });
    expect(await screen.findByText('The dispute is resolved.')).toBeInTheDocument();
  });

  it('splits by percentage or by coins, the two parts adding up to the deal’s coins', async () => {
    const resolve = on(disputesEndpoints.resolve).reply(() => aDisputeCase());
    const { user, form } = renderRuling();

    await user.click(within(form).getByRole('radio', { name: 'Split' }));
    expect(within(form).getByRole('status')).toHaveTextContent("Name the provider's share of the 50 DC.");
    await user.type(within(form).getByRole('spinbutton', { name: "Provider's share (%)" }), '60');
    expect(within(form).getByRole('spinbutton', { name: "Provider's coins" })).toHaveValue(30);
    expect(within(form).getByRole('status')).toHaveTextContent(
      '30 DC to the provider, 20 DC back to the payer (of 50 DC)',
    );

    const providerCoins = within(form).getByRole('spinbutton', { name: "Provider's coins" });
    await user.clear(providerCoins);
    await user.type(providerCoins, '13');
    expect(within(form).getByRole('spinbutton', { name: "Provider's share (%)" })).toHaveValue(26);
    expect(within(form).getByRole('status')).toHaveTextContent(
      '13 DC to the provider, 37 DC back to the payer (of 50 DC)',
    );
    await writeNote(user);
    await askToResolve(user, form);

    expect(within(confirmDialog()).getByRole('list', { name: 'Coins' })).toHaveTextContent(
      'Maya Chen (provider) gets 13 DC' + 'Sam Lee (payer) gets 37 DC back',
    );
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Resolve Dispute' }));
    await waitFor(() => expect(resolve.requests).toHaveLength(1));
    expect(resolve.requests[0]?.body).toEqual({
      outcome: 'split',
      providerCoins: 13,
      note: 'Half the walks were done.',
    });
  });

  it('asks for the provider’s part of a split', async () => {
    const { user, form } = renderRuling();

    await user.click(within(form).getByRole('radio', { name: 'Split' }));
    await writeNote(user);
    await user.click(within(form).getByRole('button', { name: 'Resolve Dispute' }));

    await within(form).findByText(disputeMessages.splitRange);
    expect(within(form).getByRole('spinbutton', { name: "Provider's coins" })).toHaveAccessibleDescription(
      disputeMessages.splitRange,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses more coins than the deal holds before asking to confirm, as the server would', async () => {
    const { user, form } = renderRuling();

    await user.click(within(form).getByRole('radio', { name: 'Split' }));
    await user.type(within(form).getByRole('spinbutton', { name: "Provider's coins" }), '70');
    expect(within(form).getByRole('spinbutton', { name: "Provider's share (%)" })).toHaveValue(100);
    expect(within(form).getByRole('status')).not.toHaveTextContent('DC to the provider');
    await writeNote(user);
    await user.click(within(form).getByRole('button', { name: 'Resolve Dispute' }));

    await within(form).findByText(disputeMessages.splitRange);
    expect(within(form).getByRole('spinbutton', { name: "Provider's coins" })).toHaveAccessibleDescription(
      disputeMessages.splitRange,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers no split of a deal without coins, and says no coins move', async () => {
    const noCoins = aDisputeCase({ can: { resolve: true, ask: true, split: false } });
    const { user, form } = renderRuling({ ...noCoins, deal: { ...noCoins.deal, coinAmount: null, heldCoins: 0 } });

    expect(within(form).getByRole('radio', { name: 'Split' })).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: 'Refund to payer' }));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    await writeNote(user);
    await askToResolve(user, form);

    expect(within(confirmDialog()).getByRole('list', { name: 'Coins' })).toHaveTextContent(
      'No Dragon Coins move: this deal was not paid in coins. It is decided for the payer.',
    );
  });

  it('rules before the other member’s statement only once the admin ticks that they rule without it', async () => {
    const resolve = on(disputesEndpoints.resolve).reply(() => aDisputeCase());
    const { user, form } = renderRuling(aDisputeCase({ awaitingStatement: true }));

    await user.click(within(form).getByRole('radio', { name: 'Refund to payer' }));
    await writeNote(user);
    await askToResolve(user, form);
    expect(confirmDialog()).toHaveTextContent(
      'Maya Chen has not given their statement yet; they may until March 9, 2026.',
    );
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Resolve Dispute' }));

    expect(within(confirmDialog()).getByRole('alert')).toHaveTextContent(disputeMessages.statementPending);
    expect(resolve.requests).toHaveLength(0);
    await user.click(within(confirmDialog()).getByRole('checkbox', { name: 'Rule without their statement' }));
    expect(within(confirmDialog()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Resolve Dispute' }));

    await waitFor(() => expect(resolve.requests).toHaveLength(1));
    expect(resolve.requests[0]?.body).toEqual({
      outcome: 'refund',
      note: 'Half the walks were done.',
      withoutStatement: true,
    });
  });

  it('keeps the confirmation open with the server’s reason when the ruling is refused', async () => {
    on(disputesEndpoints.resolve).reply(() => fail('STATEMENT_PENDING', disputeMessages.statementPending));
    const { user, form } = renderRuling();

    await user.click(within(form).getByRole('radio', { name: 'Refund to payer' }));
    await writeNote(user);
    await askToResolve(user, form);
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Resolve Dispute' }));

    expect(await within(confirmDialog()).findByRole('alert')).toHaveTextContent(disputeMessages.statementPending);
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reads a completed deal’s coins as kept and given back by the provider', async () => {
    const completed = aDisputeCase();
    const { user, form } = renderRuling({ ...completed, deal: { ...completed.deal, status: 'completed' } });

    await user.click(within(form).getByRole('radio', { name: 'Refund to payer' }));
    expect(within(form).getByRole('status')).toHaveTextContent('The payer gets all 50 DC back.');
    await writeNote(user);
    await askToResolve(user, form);

    expect(within(confirmDialog()).getByRole('list', { name: 'Coins' })).toHaveTextContent(
      'Maya Chen (provider) keeps 0 DC' + 'Sam Lee (payer) gets 50 DC back from the provider',
    );
  });
});

describe('AskQuestionForm', () => {
  it('sends the question to the member chosen and clears it', async () => {
    const ask = on(disputesEndpoints.ask).reply(() => aDisputeCase());
    const { user } = renderWithApp(<AskQuestionForm disputeId={ids.dispute} parties={[sam, me]} />, {
      member: admin,
    });
    const form = screen.getByRole('form', { name: 'Ask for more information' });

    expect(within(form).getByRole('combobox', { name: 'Ask' })).toHaveValue(sam.id);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Ask' }), 'Maya Chen');
    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'How many walks were done?');
    await user.click(within(form).getByRole('button', { name: 'Send Question' }));

    expect(await screen.findByText('Your question was sent.')).toBeInTheDocument();
    expect(ask.requests[0]?.params).toEqual({ id: ids.dispute });
    expect(ask.requests[0]?.body).toEqual({ toId: me.id, body: 'How many walks were done?' });
    expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Ask' })).toHaveValue(me.id);
  });
});
