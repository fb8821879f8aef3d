import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useProposalAction } from '#web/features/proposals/api.ts';
import { NegotiationActions } from '#web/features/proposals/components/negotiation-actions.tsx';
import { describeError } from '#web/lib/form-errors.ts';

/**
 * The buttons the server says the viewer may use now (`can`); the server checks each again. The answers to a pending
 * proposal (Accept, Counter, Decline) name the version answered: NegotiationActions. The sender's withdrawal waits
 * for a confirmation, as every decision does. An accepted deal's moves are the deals feature's, handed in by the
 * route as `dealActions` and drawn in the same box.
 */
export function ProposalActions({ proposal, dealActions }: { proposal: ProposalView; dealActions: ReactNode }) {
  const intl = useIntl();
  const withdraw = useProposalAction(proposal.id);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function confirm() {
    setOutcome(null);
    try {
      await withdraw.mutateAsync('cancel');
      setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'proposals.actions.done' }) });
    } catch (error) {
      const failed = intl.formatMessage({ id: 'proposals.actions.failed' });
      setOutcome({ tone: 'error', text: describeError(error, failed) });
    }
  }

  return (
    <div className="flex flex-col gap-3 empty:hidden">
      <NegotiationActions proposal={proposal} />
      {proposal.can.cancel ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={withdraw.isPending} onClick={() => setAsking(true)}>
            <FormattedMessage id={withdraw.isPending ? 'proposals.actions.working' : 'proposals.actions.withdraw'} />
          </Button>
        </div>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title={intl.formatMessage({ id: 'proposals.actions.confirmTitle' })}
          description={intl.formatMessage({ id: 'proposals.actions.confirmText' })}
          confirmLabel={intl.formatMessage({ id: 'proposals.actions.confirm' })}
          destructive
          onConfirm={() => void confirm()}
        />
      ) : null}
      {dealActions}
    </div>
  );
}
