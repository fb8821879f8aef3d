import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { MaintenanceNotice } from '#web/app/guard-screens.tsx';
import type { MaintenanceReturnState } from '#web/app/maintenance-gate.tsx';
import { paths } from '#web/app/paths.ts';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/lib/session.ts';

// Only an in-app path: the state is ours, but a history entry outlives the page that wrote it.
function returnPathOf(state: unknown): string | null {
  const from = (state as Partial<MaintenanceReturnState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * /maintenance. Whoever was sent here goes back where they were (or home) as soon as maintenance ends, live or
 * after 'Refresh Page' (a reload keeps the history entry's state); so does an admin. Opened directly while the site
 * is up, it stays, as a page of its own.
 */
export function MaintenanceRoute() {
  const settings = usePublicSettings();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [sawMaintenance, setSawMaintenance] = useState(false);
  const from = returnPathOf(location.state);
  const maintenanceOn = settings.data?.maintenanceMode === true;
  if (maintenanceOn && !sawMaintenance) setSawMaintenance(true);

  const isOver = settings.data !== undefined && (!maintenanceOn || user?.role === 'admin');
  if (isOver && (from || sawMaintenance)) return <Navigate to={from ?? paths.home()} replace />;

  // Spec: the button reloads. Once this tab knows maintenance is over, the reload is a way back instead.
  const refresh = () => {
    if (isOver) void navigate(from ?? paths.home(), { replace: true });
    else window.location.reload();
  };
  return <MaintenanceNotice onRefresh={refresh} />;
}
