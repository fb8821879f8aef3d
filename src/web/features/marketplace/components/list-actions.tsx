import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/lib/session.ts';

/** Shown to everyone: a visitor who wants to ask for help is invited to sign in first. */
export function CreateRequestLink() {
  const { user } = useSession();
  const { openSignIn } = useAuthDialog();
  if (!user) {
    return (
      <Button onClick={openSignIn}>
        <Plus aria-hidden="true" />
        <FormattedMessage id="marketplace.listActions.createRequest" />
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to={paths.dashboard.createOffer({ type: 'request' })}>
        <Plus aria-hidden="true" />
        <FormattedMessage id="marketplace.listActions.createRequest" />
      </Link>
    </Button>
  );
}
