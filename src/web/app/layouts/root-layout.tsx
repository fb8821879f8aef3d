import { Outlet } from 'react-router';
import { AuthDialog } from '#web/app/auth-dialog.tsx';
import { ScrollToTop } from '#web/app/layouts/scroll-to-top.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <AuthDialog />
    </>
  );
}
