import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disputesEndpoints } from '#shared/endpoints/disputes.ts';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { DisputePanel } from '#web/features/disputes/components/dispute-panel.tsx';
import { aDispute, aProposal, ids, me, sam } from '#web/test/fixtures.ts';
import { on, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const renderPanel = (proposal: ProposalView) => renderWithApp(<DisputePanel proposal={proposal} />);

describe('DisputePanel', () => {
  it('offers to open a dispute only when the server allows it', () => {
    const { unmount } = renderPanel(aProposal({ status: 'accepted' }, { 'open-dispute': true }));
    expect(screen.getByRole('button', { name: 'Open a Dispute' })).toBeInTheDocument();
    unmount();

    renderPanel(aProposal({ status: 'accepted' }, { 'open-dispute': false }));
    expect(screen.queryByRole('button', { name: 'Open a Dispute' })).not.toBeInTheDocument();
  });

  it('puts the deal on hold and asks the respondent for their statement by the deadline', () => {
    // Sam opened it; Maya (the viewer, the sender) answers.
    const dispute = aDispute({ openedBy: sam, respondent: me, entries: [], can: { addEntry: true, withdraw: false } });
    renderPanel(aProposal({ status: 'accepted', dispute }));

    const panel = screen.getByRole('region', { name: 'Dispute' });
    expect(within(panel).getByRole('status')).toHaveTextContent('This deal is on hold while the dispute is open');
    expect(panel).toHaveTextContent('Sam Lee on March 2, 2026');
    expect(panel).toHaveTextContent('Add your statement by March 9, 2026.');
    expect(within(panel).getByRole('textbox', { name: 'Your statement' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Withdraw Dispute' })).not.toBeInTheDocument();
  });

  it('tells the opener how long the other member has, without a form', () => {
    renderPanel(aProposal({ status: 'accepted', dispute: aDispute() }));

    const panel = screen.getByRole('region', { name: 'Dispute' });
    expect(panel).toHaveTextContent('You on March 2, 2026');
    expect(panel).toHaveTextContent('Sam Lee can add their statement until March 9, 2026.');
    expect(within(panel).queryByRole('form', { name: 'Add to the case' })).not.toBeInTheDocument();
  });

  it('shows the ruling and the coins that came back to the payer', () => {
    const dispute = aDispute({
      status: 'resolved',
      outcome: 'split',
      providerCoins: 30,
      payerCoins: 20,
      resolutionNote: 'Half the walks were done.',
      closedAt: '2026-03-10T10:00:00.000Z',
    });
    renderPanel(aProposal({ status: 'completed', dispute }));

    const ruling = screen.getByRole('region', { name: 'Ruling' });
    expect(ruling).toHaveTextContent('Outcome: Split');
    expect(ruling).toHaveTextContent('Provider: 30 DC · Payer: 20 DC');
    expect(ruling).toHaveTextContent('20 DC came back to your wallet.');
    expect(ruling).toHaveTextContent("Administrator's note: Half the walks were done.");
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('withdraws the dispute once confirmed', async () => {
    const withdrawn = aProposal({ status: 'accepted', dispute: aDispute({ status: 'withdrawn' }) });
    const withdraw = on(disputesEndpoints.withdraw).reply(() => withdrawn);
    const { user } = renderPanel(aProposal({ status: 'accepted', dispute: aDispute() }, { 'withdraw-dispute': true }));

    await user.click(screen.getByRole('button', { name: 'Withdraw Dispute' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Withdraw this dispute?' });
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(withdraw.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw Dispute' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Withdraw this dispute?' })).getByRole('button', {
        name: 'Withdraw Dispute',
      }),
    );

    await waitFor(() => expect(withdraw.requests).toHaveLength(1));
    expect(withdraw.requests[0]?.params).toEqual({ id: ids.proposal });
  });

  it('says why a withdrawal was refused', async () => {
    on(disputesEndpoints.withdraw).reply(() => fail('NO_DISPUTE', 'No dispute is open on this deal'));
    const { user } = renderPanel(aProposal({ status: 'accepted', dispute: aDispute() }, { 'withdraw-dispute': true }));

    await user.click(screen.getByRole('button', { name: 'Withdraw Dispute' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Withdraw this dispute?' })).getByRole('button', {
        name: 'Withdraw Dispute',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('No dispute is open on this deal');
  });
});
