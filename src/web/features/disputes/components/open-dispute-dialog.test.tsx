import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disputesEndpoints } from '#shared/endpoints/disputes.ts';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { OpenDisputeDialog } from '#web/features/disputes/components/open-dispute-dialog.tsx';
import { aDispute, aProposal, ids } from '#web/test/fixtures.ts';
import { on, deferred, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const disputed = aProposal({ status: 'accepted', dispute: aDispute() });

async function openDialog() {
  const view = renderWithApp(<OpenDisputeDialog proposalId={ids.proposal} otherName="Sam Lee" />);
  await view.user.click(screen.getByRole('button', { name: 'Open a Dispute' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Open a Dispute' }) };
}

describe('OpenDisputeDialog', () => {
  it('says the deal is put on hold and how long the other member has to answer', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAccessibleDescription(
      'The deal is put on hold until an administrator rules on it. Sam Lee can add their statement within 3 days.',
    );
  });

  it('asks for a reason and a statement before opening anything', async () => {
    const open = on(disputesEndpoints.open).reply(() => disputed);
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));

    await within(dialog).findByText(disputeMessages.reason);
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription(
      disputeMessages.reason,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Statement' })).toHaveAccessibleDescription(
      expect.stringContaining(disputeMessages.statement) as unknown as string,
    );
    expect(open.requests).toHaveLength(0);
  });

  it('opens the dispute with the reason and statement, then closes', async () => {
    const held = deferred<typeof disputed>();
    const open = on(disputesEndpoints.open).reply(() => held.promise);
    const { user, dialog } = await openDialog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Not as described');
    await user.type(within(dialog).getByRole('textbox', { name: 'Statement' }), '  Only one walk a day.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));

    expect(await within(dialog).findByRole('button', { name: 'Opening...' })).toBeDisabled();
    held.settle(disputed);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open.requests[0]?.params).toEqual({ id: ids.proposal });
    expect(open.requests[0]?.body).toEqual({
      reason: 'not as described',
      statement: 'Only one walk a day.',
      images: [],
    });
  });

  it('shows why the server refused, and starts afresh after Back', async () => {
    on(disputesEndpoints.open).reply(() =>
      fail('DISPUTE_OPEN', 'A dispute is open on this deal, so it waits for the dispute to be settled'),
    );
    const { user, dialog } = await openDialog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Not delivered');
    await user.type(within(dialog).getByRole('textbox', { name: 'Statement' }), 'Nobody came.');
    await user.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A dispute is open on this deal, so it waits for the dispute to be settled',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Open a Dispute' }));
    const reopened = screen.getByRole('dialog', { name: 'Open a Dispute' });
    expect(within(reopened).getByRole('textbox', { name: 'Statement' })).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });
});
