import { Outlet } from 'react-router';
import { SiteFooter } from '#web/app/layouts/site-footer.tsx';
import { SiteHeader } from '#web/app/layouts/site-header.tsx';
import { mainContentId } from '#web/app/layouts/skip-link.tsx';
import { HydrateLater } from '#web/components/hydrate-later.tsx';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page of the site renders one element, and a server-rendered one hydrates after the layout. */}
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
