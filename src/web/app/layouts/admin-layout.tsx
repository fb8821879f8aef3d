import { Outlet } from 'react-router';
import { SiteHeader } from '#web/app/layouts/site-header.tsx';
import { mainContentId } from '#web/app/layouts/skip-link.tsx';

// Admin pages are wide tables and tabs: the header stays, the footer and the member sidebar do not.
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="flex-1 bg-muted/40 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
