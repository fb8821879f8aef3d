import { lazy, Suspense } from 'react';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { HideOnError } from '#web/components/hide-on-error.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session.ts';

// Loaded on its own: the form brings zod and the proposal schemas (~40 KB gzip), which visitors, the listing's
// provider and anyone on a paused listing never use, and the listing page is the one most often opened cold.
const ProposalForm = lazy(() =>
  import('#web/features/proposals/components/proposal-form.tsx').then((m) => ({ default: m.ProposalForm })),
);

function PanelSpinner({ label }: { label: string }) {
  return (
    <Card className="grid place-items-center p-6">
      <Spinner label={label} showLabel />
    </Card>
  );
}

/**
 * The listing page's proposal form for members, while the page itself asks visitors to sign in. Nothing shows
 * on one's own listing, nor on a listing that is not live, since the server would refuse either.
 */
export function ProposalPanel({ offer }: { offer: OfferDetail }) {
  const session = useSession();
  if (session.isPending) return <PanelSpinner label="Checking authentication..." />;
  if (!session.user || offer.provider.id === session.user.id || offer.status !== 'active') return null;
  // A form that fails to download leaves the listing on screen and says so, rather than replacing the page.
  return (
    <HideOnError
      fallback={<Alert tone="error">The proposal form could not be loaded. Please reload the page to try again.</Alert>}
    >
      <Suspense fallback={<PanelSpinner label="Loading..." />}>
        <ProposalForm listingId={offer.id} acceptedMethods={offer.paymentTypes} member={session.user} />
      </Suspense>
    </HideOnError>
  );
}
