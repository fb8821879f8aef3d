import { Link, Navigate } from 'react-router';
import { CircleCheckBig, Lock, Wallet } from 'lucide-react';
import { formatMoney } from '#shared/currency.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { SuspendedNotice } from '#web/app/guard-screens.tsx';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/lib/session.ts';

// Unlike the other member pages, this route is public: the spec gives visitors their own 'Access Restricted'
// view instead of the guard's redirect. Signed-in members meet what the member guard would apply (maintenance,
// suspension) here instead.

export function CompletedOffersPage() {
  return (
    <PageContainer>
      <PageMeta
        title="Completed Offers"
        description="The deals you have completed with other members, and what you have earned from them."
      />
      <CompletedOffersContent />
    </PageContainer>
  );
}

function CompletedOffersContent() {
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
  if (!user) return <SignedOutView />;
  // As in the guards: a failed maintenance check counts as none; the server still refuses in maintenance.
  if (settings.data?.maintenanceMode && user.role !== 'admin') return <Navigate to={paths.maintenance()} replace />;
  if (user.status === 'suspended') return <SuspendedNotice reason={user.suspensionReason} />;
  return <SignedInView />;
}

function SignedOutView() {
  const { openSignIn } = useAuthDialog();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <Lock aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Access Restricted</h1>
      <p className="mt-3 text-muted-foreground">Please sign in to view your completed offers.</p>
      <Button className="mt-8" onClick={openSignIn}>
        Sign In
      </Button>
    </div>
  );
}

// Completed deals are recorded with the proposals work; until then every member's list is empty (as the spec's
// own page always was) and so are the earnings.
function SignedInView() {
  return (
    <>
      <PageHeader title="Completed Offers" description="The deals you have completed with other members." />
      <Card className="mt-8 flex items-center gap-4 p-5 sm:max-w-xs">
        <Wallet aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <dl>
          <dt className="text-sm text-muted-foreground">Total Earnings</dt>
          <dd className="text-2xl font-bold">{formatMoney(0)}</dd>
        </dl>
      </Card>
      <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
        <CircleCheckBig aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="mt-4 font-medium">You have not completed any offers yet.</p>
        <p className="mt-1 text-sm text-muted-foreground">
          When a deal you took part in is marked completed, it appears here.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.browse()}>Browse Services</Link>
        </Button>
      </Card>
    </>
  );
}
