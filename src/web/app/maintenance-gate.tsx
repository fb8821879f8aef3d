import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MaintenanceScreen } from '#web/app/guard-screens.tsx';
import { paths } from '#web/app/paths.ts';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/lib/session.ts';

/** Kept in the history entry of /maintenance, so the end of maintenance (or a reload then) returns there. */
export type MaintenanceReturnState = { from: string };

/**
 * Maintenance reaches every page, public ones included (issue 20): while it is on, a non-admin sees the
 * maintenance screen wherever they are, as soon as this tab learns of it: a member's event stream, a visitor's
 * periodic check, or a 503 MAINTENANCE from any API call (query-client.ts re-reads the settings). Visitors see it in
 * place, so the page comes back by itself when it ends; members are sent to /maintenance (spec), which sends
 * them back. Until the settings are known the page shows as usual: its own reads meet the 503 if it is on.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const settings = usePublicSettings({ poll: !user });
  const { pathname, search, hash } = useLocation();

  if (!settings.data?.maintenanceMode || user?.role === 'admin' || pathname === paths.maintenance()) {
    return children;
  }
  if (!user) return <MaintenanceScreen />;
  const state: MaintenanceReturnState = { from: `${pathname}${search}${hash}` };
  return <Navigate to={paths.maintenance()} replace state={state} />;
}
