import { screen, waitFor } from '@testing-library/react';
import { Tabs } from 'radix-ui';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressTab } from '#web/lib/use-address-tab.ts';
import { renderWithApp } from '#web/test/render.tsx';

function TabbedPage() {
  const [tab, openTab] = useAddressTab(['sent', 'received', 'archived']);
  const navigate = useNavigate();
  return (
    <>
      <Tabs.Root value={tab} onValueChange={openTab}>
        <Tabs.List aria-label="Proposals">
          <Tabs.Trigger value="sent">Sent</Tabs.Trigger>
          <Tabs.Trigger value="received">Received</Tabs.Trigger>
          <Tabs.Trigger value="archived">Archived</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('useAddressTab', () => {
  it('adds one history entry per tab opened, so Back returns to the tab before', async () => {
    const { user, location } = renderWithApp(<TabbedPage />, { route: '/list' });
    await user.click(screen.getByRole('tab', { name: 'Received' }));
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    await waitFor(() => expect(location()).toBe('/list?tab=archived'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/list?tab=received'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/list'));
    expect(screen.getByRole('tab', { name: 'Sent', selected: true })).toBeTruthy();
  });
});
