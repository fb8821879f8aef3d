import { Outlet } from 'react-router';
import { AuthDialog } from '#web/app/auth-dialog-mount.tsx';
import { DevicePreferences } from '#web/app/device-preferences.tsx';
import { ScrollToTop } from '#web/app/layouts/scroll-to-top.tsx';
import { LiveEvents } from '#web/app/live-events.tsx';
import { MaintenanceGate } from '#web/app/maintenance-gate.tsx';
import { SessionWatch } from '#web/app/session-watch.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionWatch />
      <DevicePreferences />
      <LiveEvents />
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
      <AuthDialog />
    </>
  );
}
