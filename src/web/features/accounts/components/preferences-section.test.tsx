import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '#shared/endpoints/accounts.ts';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import { DevicePreferences } from '#web/app/device-preferences.tsx';
import { PreferencesSection } from '#web/features/accounts/components/preferences-section.tsx';
import { sessionQueryKey } from '#web/lib/session.ts';
import { aMember } from '#web/test/fixtures.ts';
import { on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

describe('PreferencesSection', () => {
  it('keeps a new theme when a session read from before the change answers after it', async () => {
    const member = aMember({ theme: 'light' });
    const { user, queryClient } = renderWithApp(
      <>
        <DevicePreferences />
        <PreferencesSection />
      </>,
      { route: '/dashboard/settings', member },
    );
    // A session check under way (the event stream opening, say), answering with the profile as it was.
    let answerOldSession = (_: SessionResponse) => {};
    on(accountsEndpoints.session).reply(() => new Promise((resolve) => (answerOldSession = resolve)));
    void queryClient.refetchQueries({ queryKey: sessionQueryKey });
    const saved = on(accountsEndpoints.updateMe).reply(({ body }) => ({ ...member, ...body }));

    await user.click(screen.getByRole('radio', { name: 'System' }));
    answerOldSession({ user: member });

    expect(await screen.findByRole('status')).toHaveTextContent('Preferences saved');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(saved.requests.map((request) => request.body)).toEqual([{ theme: 'system' }]);
  });
});
