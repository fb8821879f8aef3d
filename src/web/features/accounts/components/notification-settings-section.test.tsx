import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsEndpoints } from '#shared/endpoints/notifications.ts';
import { defaultKindChannels, notificationKinds } from '#shared/notification-kinds.ts';
import type { NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import { NotificationSettingsSection } from '#web/features/accounts/components/notification-settings-section.tsx';
import { aMember } from '#web/test/fixtures.ts';
import { fail, on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const saved: NotificationPreferences = {
  kinds: notificationKinds.map((kind) => ({ kind, ...defaultKindChannels[kind] })),
  quietHours: null,
  timeZone: 'Europe/Madrid',
};

describe('NotificationSettingsSection', () => {
  it('sends the grid as chosen: an email turned off, a kind kept out of the app without push, quiet hours', async () => {
    on(notificationsEndpoints.preferences).reply(() => saved);
    const put = on(notificationsEndpoints.updatePreferences).reply(({ body }) => body);
    const { user } = renderWithApp(<NotificationSettingsSection />, {
      route: '/dashboard/settings',
      member: aMember(),
    });

    const region = await screen.findByRole('region', { name: 'Notifications' });
    const grid = await within(region).findByRole('table');
    // Urgent kinds go at once or not at all; the others may wait for a digest.
    expect(within(grid).getByRole('combobox', { name: 'Deals by email' })).not.toHaveTextContent('Daily digest');
    expect(within(grid).getByRole('combobox', { name: 'Reviews by email' })).toHaveTextContent('Weekly digest');

    await user.selectOptions(
      within(grid).getByRole('combobox', { name: 'Proposals and counter-offers by email' }),
      'Off',
    );
    await user.click(within(grid).getByRole('checkbox', { name: 'Wallet in the app' }));
    const walletPush = within(grid).getByRole('checkbox', { name: 'Wallet by push' });
    expect(walletPush).not.toBeChecked();
    expect(walletPush).toBeDisabled();
    await user.click(within(region).getByRole('checkbox', { name: /Hold push and email during quiet hours/ }));
    await user.clear(within(region).getByLabelText('From'));
    await user.type(within(region).getByLabelText('From'), '23:15');
    await user.click(within(region).getByRole('button', { name: 'Save Notification Settings' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('Notification settings saved');
    const [request] = put.requests;
    expect(request?.body.kinds).toContainEqual({ kind: 'proposals', inApp: true, email: 'off', push: true });
    expect(request?.body.kinds).toContainEqual({ kind: 'wallet', inApp: false, email: 'instant', push: false });
    expect(request?.body.quietHours).toEqual({ start: '23:15', end: '07:00' });
    expect(request?.body.timeZone).toBe('Europe/Madrid');
  });

  it("shows the server's refusal and keeps the choices on screen", async () => {
    on(notificationsEndpoints.preferences).reply(() => saved);
    on(notificationsEndpoints.updatePreferences).reply(() =>
      fail('VALIDATION_ERROR', 'Time zone is not known', { timeZone: 'Time zone is not known' }),
    );
    const { user } = renderWithApp(<NotificationSettingsSection />, {
      route: '/dashboard/settings',
      member: aMember(),
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await user.selectOptions(await within(region).findByRole('combobox', { name: 'Messages by email' }), 'Off');
    await user.click(within(region).getByRole('button', { name: 'Save Notification Settings' }));
    expect(await within(region).findByText('Time zone is not known')).toBeInTheDocument();
    expect(within(region).getByRole('combobox', { name: 'Messages by email' })).toHaveValue('off');
  });
});
