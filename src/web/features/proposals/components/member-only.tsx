import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Lock } from 'lucide-react';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { SuspendedNotice } from '#web/app/guard-screens.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/lib/session.ts';

type MemberOnlyProps = { signedOutTitle: string; signedOutMessage: string; children: ReactNode };

// For the public routes whose content is the member's own (/proposals, /completed-offers): the spec gives visitors
// a sign-in view instead of the guard's redirect, so signed-in members meet what the member guard would apply
// (maintenance, suspension) here instead.
export function MemberOnly({ signedOutTitle, signedOutMessage, children }: MemberOnlyProps) {
  const session = useSession();
  const settings = usePublicSettings();
  const { user } = session;

  if (session.isPending || (user && settings.isPending)) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner showLabel />
      </div>
    );
  }
  if (!user) return <SignedOutView title={signedOutTitle} message={signedOutMessage} />;
  // As in the guards: a failed maintenance check counts as none; the server still refuses in maintenance.
  if (settings.data?.maintenanceMode && user.role !== 'admin') return <Navigate to={paths.maintenance()} replace />;
  if (user.status === 'suspended') return <SuspendedNotice reason={user.suspensionReason} />;
  return children;
}

function SignedOutView({ title, message }: { title: string; message: string }) {
  const { openSignIn } = useAuthDialog();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <Lock aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <Button className="mt-8" onClick={openSignIn}>
        Sign In
      </Button>
    </div>
  );
}
