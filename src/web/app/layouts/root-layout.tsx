import { Outlet } from 'react-router';
import { AuthDialog } from '#web/app/auth-dialog.tsx';
import { ScrollToTop } from '#web/app/layouts/scroll-to-top.tsx';
import { SessionWatch } from '#web/app/session-watch.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionWatch />
      <Outlet />
      <AuthDialog />
    </>
  );
}
