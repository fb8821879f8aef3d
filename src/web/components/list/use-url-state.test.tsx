import { screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from '#web/components/list/use-url-state.ts';
import { adminListCodec } from '#web/features/admin/list-params.ts';
import { renderWithApp } from '#web/test/render.tsx';

const codec = adminListCodec(['active', 'suspended']);

/** A list whose two controls change before the address they wrote is on screen, as on a busy phone. */
function QuickList() {
  const { state, update } = useUrlState(codec);
  const navigate = useNavigate();
  return (
    <>
      <p>Showing {state.status ?? 'all'}</p>
      <button
        type="button"
        onClick={() => {
          update({ q: 'ann' });
          update({ status: 'suspended' });
        }}
      >
        Search and filter
      </button>
      <button type="button" onClick={() => update({ status: 'active' })}>
        Active
      </button>
      <button type="button" onClick={() => update({ page: 2 })}>
        Page 2
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('useUrlState', () => {
  it('keeps a change made before the one before it is on screen', async () => {
    const { user, location } = renderWithApp(<QuickList />, { route: '/list' });
    await user.click(screen.getByRole('button', { name: 'Search and filter' }));
    await screen.findByText('Showing suspended');
    expect(location()).toBe('/list?q=ann&status=suspended');
  });

  it('builds on the address shown after Back, not on the one it left', async () => {
    const { user, location } = renderWithApp(<QuickList />, { route: '/list?q=old' });
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await screen.findByText('Showing active');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Showing all');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/list?q=old&page=2'));
  });
});
