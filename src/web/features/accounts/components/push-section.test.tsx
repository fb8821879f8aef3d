import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pushEndpoints } from '#shared/endpoints/push.ts';
import { PushSection } from '#web/features/accounts/components/push-section.tsx';
import { aMember } from '#web/test/fixtures.ts';
import { on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const laptop = {
  id: '6d1f3c52-2b1e-4a47-9a53-0a3f3c1b2e10',
  name: 'Firefox on Windows',
  endpoint: 'https://push.example.com/send/laptop',
  addedAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};

describe('PushSection', () => {
  it("says where a browser can't receive push, and still lists and removes the member's other devices", async () => {
    // The test DOM has no PushManager, as a browser without push support.
    on(pushEndpoints.devices).reply(() => [laptop]);
    const removed = on(pushEndpoints.removeDevice).reply(() => undefined);
    const { user } = renderWithApp(<PushSection />, { route: '/dashboard/settings', member: aMember() });

    expect(await screen.findByText(/This browser can't receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on for this device' })).not.toBeInTheDocument();
    const devices = await screen.findByRole('list', { name: 'Devices with push notifications' });
    expect(devices).toHaveTextContent('Firefox on Windows');
    expect(devices).toHaveTextContent('Not used yet');

    on(pushEndpoints.devices).reply(() => []);
    await user.click(screen.getByRole('button', { name: 'Remove Firefox on Windows' }));
    expect(await screen.findByText('No device has push notifications on.')).toBeInTheDocument();
    expect(removed.requests.map((request) => request.params)).toEqual([{ id: laptop.id }]);
  });
});
