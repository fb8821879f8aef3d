import { LockKeyhole } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { OfferKind } from '#shared/constants.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Where a member sends a proposal; a visitor is asked to sign in first. */
export function ListingSignInPanel({ kind }: { kind: OfferKind }) {
  const { openSignIn } = useAuthDialog();
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="marketplace.listingSignIn.title" />
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">
        {kind === 'request' ? (
          <FormattedMessage id="marketplace.listingSignIn.request" />
        ) : (
          <FormattedMessage id="marketplace.listingSignIn.service" />
        )}
      </p>
      <Button onClick={openSignIn}>
        <FormattedMessage id="marketplace.listingSignIn.signIn" />
      </Button>
    </Card>
  );
}
