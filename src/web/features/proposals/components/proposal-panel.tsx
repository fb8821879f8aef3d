import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { HideOnError } from '#web/components/hide-on-error.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMyPendingProposal } from '#web/features/proposals/api.ts';
import { useSession } from '#web/lib/session.ts';
import { LazyBoundary } from '#web/components/lazy-boundary.tsx';

// Loaded on its own: the form brings zod and the proposal schemas (~40 KB gzip), which visitors, the listing's
// provider and anyone on a paused listing never use, and the listing page is the one most often opened cold.
const ProposalForm = lazy(() =>
  import('#web/features/proposals/components/proposal-form.tsx').then((m) => ({ default: m.ProposalForm })),
);
const PendingProposalNotice = lazy(() =>
  import('#web/features/proposals/components/pending-proposal-notice.tsx').then((m) => ({
    default: m.PendingProposalNotice,
  })),
);

function PanelSpinner({ label }: { label: string }) {
  return (
    <Card className="grid place-items-center p-6">
      <Spinner label={label} showLabel />
    </Card>
  );
}

/**
 * The listing page's proposal form for members, while the page itself asks visitors to sign in. The form shows where
 * the listing's `can.propose` allows (decision 040), and the member's pending proposal there in its place: the one
 * refusal the member can undo from here, by withdrawing it.
 */
export function ProposalPanel({ offer }: { offer: OfferDetail }) {
  const intl = useIntl();
  const session = useSession();
  if (session.isPending) {
    return <PanelSpinner label={intl.formatMessage({ id: 'proposals.panel.checkingAuth' })} />;
  }
  if (!session.user) return null;
  return <MemberProposalPanel offer={offer} member={session.user} />;
}

type MemberProposalPanelProps = { offer: OfferDetail; member: { fullName: string; email: string } };

/**
 * The form, or the member's pending proposal on this listing in its place; both follow the proposal live (an
 * answer or a withdrawal elsewhere rereads the listing's flags and brings the form back).
 */
function MemberProposalPanel({ offer, member }: MemberProposalPanelProps) {
  const intl = useIntl();
  const mine = useMyPendingProposal(offer.id);
  // The form's own success view stays up after sending, though the proposal it sent is now pending.
  const [showingSubmitted, setShowingSubmitted] = useState(false);
  const pendingId = mine.data?.pending?.id ?? null;
  const showsNotice = pendingId !== null && !showingSubmitted;
  if (!showsNotice && !offer.can.propose && !showingSubmitted) return null;
  const loading = intl.formatMessage({ id: 'proposals.panel.loading' });
  if (mine.isPending) return <PanelSpinner label={loading} />;

  // A form that fails to download leaves the listing on screen and says so, rather than replacing the page.
  return (
    <HideOnError
      fallback={
        <Alert tone="error">
          <FormattedMessage id="proposals.panel.loadFailed" />
        </Alert>
      }
    >
      <LazyBoundary fallback={<PanelSpinner label={loading} />}>
        {showsNotice ? (
          <PendingProposalNotice proposalId={pendingId} />
        ) : (
          <ProposalForm
            listingId={offer.id}
            kind={offer.kind}
            acceptedMethods={offer.paymentTypes}
            member={member}
            pendingProposalId={pendingId}
            onSubmittedChange={setShowingSubmitted}
          />
        )}
      </LazyBoundary>
    </HideOnError>
  );
}
