import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { AuthDialog } from '#web/app/auth-dialog-mount.tsx';
import { DevicePreferences } from '#web/app/device-preferences.tsx';
import { ScrollToTop } from '#web/app/layouts/scroll-to-top.tsx';
import { LiveEvents } from '#web/app/live-events.tsx';
import { MaintenanceGate } from '#web/app/maintenance-gate.tsx';
import { SessionWatch } from '#web/app/session-watch.tsx';
import { usePageHydrated } from '#web/components/hydrate-later.tsx';

export function RootLayout() {
  // A server-rendered page shows its controls at once, but they act only once the page has hydrated. Until then they
  // are disabled (links keep working): a click or a choice would otherwise be lost, and a submit button would send its
  // form as a plain GET of the page. Parts hydrated after the page (HydrateLater) count too.
  const hydrated = usePageHydrated();
  // The same element each render, so that enabling the controls renders the fieldset again and not the whole page.
  const page = useMemo(() => <Outlet />, []);
  return (
    <>
      <ScrollToTop />
      <SessionWatch />
      <DevicePreferences />
      <LiveEvents />
      <MaintenanceGate>
        <fieldset disabled={!hydrated} className="contents">
          {page}
        </fieldset>
      </MaintenanceGate>
      <AuthDialog />
    </>
  );
}
