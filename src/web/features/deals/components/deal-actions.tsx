import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type DealAction, useDealAction } from '#web/features/deals/api.ts';
import { describeError } from '#web/lib/form-errors.ts';

// Every decision is final, so each waits for a confirmation. The words by message id.
const actionCopy = {
  deliver: {
    button: 'deals.deliverAction.button',
    title: 'deals.deliverAction.title',
    description: 'deals.deliverAction.description',
    confirm: 'deals.deliverAction.confirm',
    failed: 'deals.deliverAction.failed',
    done: 'deals.deliverAction.done',
  },
  complete: {
    button: 'deals.completeAction.button',
    title: 'deals.completeAction.title',
    description: 'deals.completeAction.description',
    confirm: 'deals.completeAction.confirm',
    failed: 'deals.completeAction.failed',
    done: 'deals.completeAction.done',
  },
} as const satisfies Record<DealAction, Record<string, string>>;

const actionOrder: readonly DealAction[] = ['deliver', 'complete'];

/**
 * An accepted deal's buttons the server says the viewer may use now (`can`); the server checks each again. Drawn
 * among the proposal's own buttons (ProposalActions), so it adds no box of its own.
 */
export function DealActions({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const runAction = useDealAction(proposal.id);
  const [asking, setAsking] = useState<DealAction | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const available = actionOrder.filter((action) => proposal.can[action]);

  async function confirm(action: DealAction) {
    setOutcome(null);
    try {
      await runAction.mutateAsync(action);
      setOutcome({ tone: 'success', text: intl.formatMessage({ id: actionCopy[action].done }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeError(error, intl.formatMessage({ id: actionCopy[action].failed })) });
    }
  }

  return (
    <>
      {available.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {available.map((action) => (
            <Button key={action} disabled={runAction.isPending} onClick={() => setAsking(action)}>
              <FormattedMessage
                id={
                  runAction.isPending && runAction.variables === action
                    ? 'deals.actions.working'
                    : actionCopy[action].button
                }
              />
            </Button>
          ))}
        </div>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={intl.formatMessage({ id: actionCopy[asking].title })}
          description={intl.formatMessage({ id: actionCopy[asking].description })}
          confirmLabel={intl.formatMessage({ id: actionCopy[asking].confirm })}
          onConfirm={() => void confirm(asking)}
        />
      ) : null}
    </>
  );
}
