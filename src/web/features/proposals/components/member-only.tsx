import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { SuspendedNotice } from '#web/app/guard-screens.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session.ts';

type MemberOnlyProps = { signedOutTitle: string; signedOutMessage: string; children: ReactNode };

// For the public routes whose content is the member's own (/proposals, /completed-offers): the spec gives visitors
// a sign-in view instead of the guard's redirect, so signed-in members meet the member guard's suspension rule
// here instead (maintenance is the gate's, around every route).
export function MemberOnly({ signedOutTitle, signedOutMessage, children }: MemberOnlyProps) {
  const session = useSession();
  const { user } = session;

  if (session.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner showLabel />
      </div>
    );
  }
  if (!user) return <SignedOutView title={signedOutTitle} message={signedOutMessage} />;
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
        <FormattedMessage id="proposals.memberOnly.signIn" />
      </Button>
    </div>
  );
}
