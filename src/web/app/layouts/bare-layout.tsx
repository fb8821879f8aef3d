import { Outlet } from 'react-router';
import { mainContentId } from '#web/app/layouts/skip-link.tsx';

// For screens that must stand alone (maintenance): no header, so nothing invites navigating elsewhere.
export function BareLayout() {
  return (
    <main id={mainContentId} tabIndex={-1} className="grid min-h-dvh place-items-center focus:outline-none">
      <Outlet />
    </main>
  );
}
