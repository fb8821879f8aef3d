import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type CancellationAnswer, useDealAction } from '#web/features/deals/api.ts';
import { CancellationReasonDialog } from '#web/features/deals/components/cancellation-reason-dialog.tsx';
import { describeCancellation, describeRefund, nameDealParty } from '#web/features/deals/format.ts';
import { findOtherParty } from '#web/lib/proposal-parties.ts';
import { describeError } from '#web/lib/form-errors.ts';

const answerFailed = {
  'agree-cancellation': 'deals.cancellationAnswers.agreeFailed',
  'decline-cancellation': 'deals.cancellationAnswers.keepFailed',
} as const satisfies Record<CancellationAnswer, string>;

/**
 * Calling an accepted deal off: the cancellation asked for or done, the answers to one asked of the viewer, and the
 * ways to ask or (the provider, before delivering) to cancel alone. Only what `can` allows is offered.
 */
export function CancellationPanel({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const notice = describeCancellation(proposal, intl);
  const otherName = nameDealParty(findOtherParty(proposal), intl);
  const refund = describeRefund(proposal, intl);
  const canAsk = proposal.can['request-cancellation'];
  const canCancel = proposal.can['cancel-deal'];
  if (!notice && !canAsk && !canCancel) return null;
  return (
    <div className="flex flex-col gap-3">
      {notice ? (
        <section
          aria-label={intl.formatMessage({ id: 'deals.cancellationPanel.label' })}
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
              buttonLabel={intl.formatMessage({ id: 'deals.cancellationPanel.request' })}
              title={intl.formatMessage({ id: 'deals.cancellationPanel.requestTitle' })}
              description={intl.formatMessage(
                { id: 'deals.cancellationPanel.requestDescription' },
                { name: otherName },
              )}
              submitLabel={intl.formatMessage({ id: 'deals.cancellationPanel.requestSubmit' })}
              fallback={intl.formatMessage({ id: 'deals.cancellationPanel.requestFailed' })}
            />
          ) : null}
          {canCancel ? (
            <CancellationReasonDialog
              proposalId={proposal.id}
              action="cancel-deal"
              buttonLabel={intl.formatMessage({ id: 'deals.cancellationPanel.cancel' })}
              title={intl.formatMessage({ id: 'deals.cancellationPanel.cancelTitle' })}
              description={
                refund
                  ? intl.formatMessage(
                      { id: 'deals.cancellationPanel.cancelDescriptionRefund' },
                      { name: otherName, refund },
                    )
                  : intl.formatMessage({ id: 'deals.cancellationPanel.cancelDescription' }, { name: otherName })
              }
              submitLabel={intl.formatMessage({ id: 'deals.cancellationPanel.cancel' })}
              destructive
              fallback={intl.formatMessage({ id: 'deals.cancellationPanel.cancelFailed' })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Agree to Cancel (after a confirmation: the deal ends) or Keep the Deal, for the party it was asked of. */
function CancellationAnswers({ proposal, refund }: { proposal: ProposalView; refund: string | null }) {
  const intl = useIntl();
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
      setFailure(describeError(error, intl.formatMessage({ id: answerFailed[action] })));
    }
  }

  if (!canAgree && !canDecline && !failure) return null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canAgree ? (
          <Button variant="destructive" disabled={answer.isPending} onClick={() => setConfirming(true)}>
            <FormattedMessage id="deals.cancellationAnswers.agree" />
          </Button>
        ) : null}
        {canDecline ? (
          <Button variant="outline" disabled={answer.isPending} onClick={() => void send('decline-cancellation')}>
            <FormattedMessage id="deals.cancellationAnswers.keep" />
          </Button>
        ) : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'deals.cancellationAnswers.confirmTitle' })}
        description={
          refund
            ? intl.formatMessage({ id: 'deals.cancellationAnswers.confirmDescriptionRefund' }, { refund })
            : intl.formatMessage({ id: 'deals.cancellationAnswers.confirmDescription' })
        }
        confirmLabel={intl.formatMessage({ id: 'deals.cancellationAnswers.agree' })}
        cancelLabel={intl.formatMessage({ id: 'deals.cancellationAnswers.back' })}
        destructive
        onConfirm={() => void send('agree-cancellation')}
      />
    </>
  );
}
