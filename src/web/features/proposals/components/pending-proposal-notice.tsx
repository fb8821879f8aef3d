import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Clock } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useProposalAction } from '#web/features/proposals/api.ts';
import { describeError } from '#web/lib/form-errors.ts';

/**
 * In place of the proposal form while the member's proposal on this listing waits for an answer (one at a time,
 * the server's rule): a way to it, and the sender's withdrawal, after which the form comes back.
 */
export function PendingProposalNotice({ proposalId }: { proposalId: string }) {
  const intl = useIntl();
  const withdraw = useProposalAction(proposalId);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);

  async function confirmWithdraw() {
    setFailure(null);
    try {
      await withdraw.mutateAsync('cancel');
    } catch (error) {
      setFailure(describeError(error, intl.formatMessage({ id: 'proposals.pendingNotice.failed' })));
    }
  }

  return (
    <Card role="status" className="flex flex-col items-center gap-3 p-6 text-center">
      <Clock aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="proposals.pendingNotice.title" />
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">
        <FormattedMessage id="proposals.pendingNotice.text" />
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.proposal(proposalId)}>
            <FormattedMessage id="proposals.pendingNotice.view" />
          </Link>
        </Button>
        <Button ref={withdrawButton} variant="outline" disabled={withdraw.isPending} onClick={() => setAsking(true)}>
          <FormattedMessage
            id={withdraw.isPending ? 'proposals.pendingNotice.withdrawing' : 'proposals.pendingNotice.withdraw'}
          />
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={intl.formatMessage({ id: 'proposals.pendingNotice.confirmTitle' })}
        description={intl.formatMessage({ id: 'proposals.pendingNotice.confirmText' })}
        confirmLabel={intl.formatMessage({ id: 'proposals.pendingNotice.confirm' })}
        destructive
        onConfirm={() => void confirmWithdraw()}
        returnFocusTo={withdrawButton}
      />
    </Card>
  );
}
