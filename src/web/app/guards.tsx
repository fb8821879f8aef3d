import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { useAuthDialog, type ReturnState } from '#web/app/auth-dialog.tsx';
import { LoadingScreen, SessionErrorScreen, SuspendedScreen } from '#web/app/guard-screens.tsx';
import { paths } from '#web/app/paths.ts';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/lib/session.ts';

// Route guards (spec document 1, section 2, guard behaviour). Each wraps a group of routes in router.tsx and
// renders them through <Outlet /> once the visitor may see them. The server enforces all of this too; the
// guards only spare the visitor pages they could not use.

type GuardProps = { adminOnly?: boolean; loadingLabel?: 'app.guard.loading' | 'app.guard.loadingDashboard' };

/** An anonymous visitor goes home with the attempted location kept, and is asked to sign in there. */
function RedirectToSignIn() {
  const { openSignIn } = useAuthDialog();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    openSignIn();
  }, [openSignIn]);

  const state: ReturnState = { from: `${pathname}${search}${hash}` };
  return <Navigate to={paths.home()} replace state={state} />;
}

function Guard({ adminOnly = false, loadingLabel = 'app.guard.loading' }: GuardProps) {
  const session = useSession();
  const settings = usePublicSettings();
  const intl = useIntl();

  if (session.isPending || settings.isPending) {
    return <LoadingScreen label={intl.formatMessage({ id: loadingLabel })} />;
  }
  if (session.isError && !session.data) return <SessionErrorScreen />;

  const { user } = session;
  // Maintenance is the MaintenanceGate's, around every page; waiting for the settings above keeps a guarded page
  // from flashing before it takes over.
  if (!user) return session.signedOutHere ? <Navigate to={paths.home()} replace /> : <RedirectToSignIn />;
  if (user.status === 'suspended') return <SuspendedScreen reason={user.suspensionReason} />;
  if (adminOnly && user.role !== 'admin') return <Navigate to={paths.dashboard.home()} replace />;
  return <Outlet />;
}

/** Signed-in pages outside the dashboard: /profile, /proposals/:id, payments. */
export function MemberGuard() {
  return <Guard />;
}

export function DashboardGuard() {
  return <Guard loadingLabel="app.guard.loadingDashboard" />;
}

export function AdminGuard() {
  return <Guard adminOnly />;
}
