import { useState } from 'react';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type CancellationAnswer, useDealAction } from '#web/features/deals/api.ts';
import { CancellationReasonDialog } from '#web/features/deals/components/cancellation-reason-dialog.tsx';
import { describeCancellation, describeRefund } from '#web/features/deals/format.ts';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';
import { describeError } from '#web/lib/form-errors.ts';

const answerFailed: Record<CancellationAnswer, string> = {
  'agree-cancellation': 'Failed to cancel the deal. Please try again.',
  'decline-cancellation': 'Failed to keep the deal. Please try again.',
};

/**
 * Calling an accepted deal off: the cancellation asked for or done, the answers to one asked of the viewer, and the
 * ways to ask or (the provider, before delivering) to cancel alone. Only what `can` allows is offered.
 */
export function CancellationPanel({ proposal }: { proposal: ProposalView }) {
  const notice = describeCancellation(proposal);
  const otherName = nameParty(findOtherParty(proposal));
  const refund = describeRefund(proposal);
  const canAsk = proposal.can['request-cancellation'];
  const canCancel = proposal.can['cancel-deal'];
  if (!notice && !canAsk && !canCancel) return null;
  return (
    <div className="flex flex-col gap-3">
      {notice ? (
        <section
          aria-label="Cancellation"
          className="flex flex-col gap-3 rounded-md border border-border bg-secondary p-3 text-sm"
        >
          <p className="whitespace-pre-line text-pretty">{notice}</p>
          <CancellationAnswers proposal={proposal} refund={refund} />
        </section>
      ) : null}
      {canAsk || canCancel ? (
        <div className="flex flex-wrap gap-2">
          {canAsk ? (
            <CancellationReasonDialog
              proposalId={proposal.id}
              action="request-cancellation"
              buttonLabel="Request Cancellation"
              title="Request Cancellation"
              description={`Tell ${otherName} why. The deal stays as it is until they agree to cancel it.`}
              submitLabel="Send Request"
              fallback="Failed to send the request. Please try again."
            />
          ) : null}
          {canCancel ? (
            <CancellationReasonDialog
              proposalId={proposal.id}
              action="cancel-deal"
              buttonLabel="Cancel Deal"
              title="Cancel this deal?"
              description={[`${otherName} is told why.`, refund, 'This cannot be undone.'].filter(Boolean).join(' ')}
              submitLabel="Cancel Deal"
              destructive
              fallback="Failed to cancel the deal. Please try again."
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Agree to Cancel (after a confirmation: the deal ends) or Keep the Deal, for the party it was asked of. */
function CancellationAnswers({ proposal, refund }: { proposal: ProposalView; refund: string | null }) {
  const answer = useDealAction(proposal.id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canAgree = proposal.can['agree-cancellation'];
  const canDecline = proposal.can['decline-cancellation'];

  async function send(action: CancellationAnswer) {
    setFailure(null);
    try {
      await answer.mutateAsync(action);
    } catch (error) {
      setFailure(describeError(error, answerFailed[action]));
    }
  }

  if (!canAgree && !canDecline && !failure) return null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canAgree ? (
          <Button variant="destructive" disabled={answer.isPending} onClick={() => setConfirming(true)}>
            Agree to Cancel
          </Button>
        ) : null}
        {canDecline ? (
          <Button variant="outline" disabled={answer.isPending} onClick={() => void send('decline-cancellation')}>
            Keep the Deal
          </Button>
        ) : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Agree to cancel this deal?"
        description={`The deal ends. ${refund ?? 'No coins were held for it.'} This cannot be undone.`}
        confirmLabel="Agree to Cancel"
        cancelLabel="Back"
        destructive
        onConfirm={() => void send('agree-cancellation')}
      />
    </>
  );
}
