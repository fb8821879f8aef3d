import type { OfferDetail } from '#shared/schemas/offers.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ProposalForm } from '#web/features/proposals/components/proposal-form.tsx';
import { useSession } from '#web/lib/session.ts';

/**
 * The listing page's proposal form for members, while the page itself asks visitors to sign in. Nothing shows
 * on one's own listing, nor on a listing that is not live, since the server would refuse either.
 */
export function ProposalPanel({ offer }: { offer: OfferDetail }) {
  const session = useSession();
  if (session.isPending) {
    return (
      <Card className="grid place-items-center p-6">
        <Spinner label="Checking authentication..." showLabel />
      </Card>
    );
  }
  if (!session.user || offer.provider.id === session.user.id || offer.status !== 'active') return null;
  return <ProposalForm listingId={offer.id} acceptedMethods={offer.paymentTypes} member={session.user} />;
}
