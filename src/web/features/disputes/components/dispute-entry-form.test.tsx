import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disputesEndpoints } from '#shared/endpoints/disputes.ts';
import { uploadsEndpoints } from '#shared/endpoints/uploads.ts';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { DisputeEntryForm } from '#web/features/disputes/components/dispute-entry-form.tsx';
import { aDispute, aProposal, ids } from '#web/test/fixtures.ts';
import { on, deferred, fail } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const answered = aProposal({ status: 'accepted', dispute: aDispute() });

function renderForm(answering = false) {
  const view = renderWithApp(<DisputeEntryForm proposalId={ids.proposal} answering={answering} />);
  return { ...view, form: screen.getByRole('form', { name: 'Add to the case' }) };
}

describe('DisputeEntryForm', () => {
  it('asks for the respondent’s statement, or for an answer to the admin', () => {
    const { unmount } = renderForm(false);
    expect(screen.getByRole('textbox', { name: 'Your statement' })).toBeInTheDocument();
    unmount();

    renderForm(true);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
  });

  it('sends nothing empty', async () => {
    const add = on(disputesEndpoints.addEntry).reply(() => answered);
    const { user, form } = renderForm();

    await user.type(within(form).getByRole('textbox', { name: 'Your statement' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Add to the Case' }));

    await within(form).findByText(disputeMessages.body);
    expect(within(form).getByRole('textbox', { name: 'Your statement' })).toHaveAccessibleDescription(
      expect.stringContaining(disputeMessages.body) as unknown as string,
    );
    expect(add.requests).toHaveLength(0);
  });

  it('adds the statement with its pictures and empties the form', async () => {
    const url = `/uploads/0f/${'a'.repeat(64)}.webp`;
    on(uploadsEndpoints.upload).reply(() => ({ url }));
    const held = deferred<typeof answered>();
    const add = on(disputesEndpoints.addEntry).reply(() => held.promise);
    const { user, form } = renderForm();

    await user.type(within(form).getByRole('textbox', { name: 'Your statement' }), 'I walked him twice a day.');
    await user.upload(
      within(form).getByLabelText('Pictures (optional)'),
      new File(['x'], 'walk.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(form).findByRole('img', { name: 'Case picture 1' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add to the Case' }));

    expect(await within(form).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.settle(answered);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Your statement' })).toHaveValue(''));
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    expect(add.requests[0]?.params).toEqual({ id: ids.proposal });
    expect(add.requests[0]?.body).toEqual({ body: 'I walked him twice a day.', images: [url] });
  });

  it('keeps the text and says why when the time to answer has passed', async () => {
    on(disputesEndpoints.addEntry).reply(() => fail('RESPONSE_CLOSED', disputeMessages.responseClosed));
    const { user, form } = renderForm();

    await user.type(within(form).getByRole('textbox', { name: 'Your statement' }), 'Late, sorry.');
    await user.click(within(form).getByRole('button', { name: 'Add to the Case' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(disputeMessages.responseClosed);
    expect(within(form).getByRole('textbox', { name: 'Your statement' })).toHaveValue('Late, sorry.');
  });
});
