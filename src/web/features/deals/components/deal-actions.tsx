import { useState } from 'react';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type DealAction, useDealAction } from '#web/features/deals/api.ts';
import { describeError } from '#web/lib/form-errors.ts';

type ActionCopy = {
  button: string;
  title: string;
  description: string;
  confirm: string;
  failed: string;
  done: string;
};

// Every decision is final, so each waits for a confirmation.
const actionCopy: Record<DealAction, ActionCopy> = {
  deliver: {
    button: 'Mark as Delivered',
    title: 'Mark this deal as delivered?',
    description:
      'Do this once the work is done. The other member is asked to confirm completion; without an answer the deal completes by itself.',
    confirm: 'Mark Delivered',
    failed: 'Failed to mark the deal as delivered. Please try again.',
    done: 'Deal marked as delivered.',
  },
  complete: {
    button: 'Confirm Completion',
    title: 'Confirm this deal is complete?',
    description:
      'Do this once you have received the work. A Dragon Coin deal releases the coins held for it to the provider now.',
    confirm: 'Complete Deal',
    failed: 'Failed to complete the deal. Please try again.',
    done: 'Deal completed.',
  },
};

const actionOrder: readonly DealAction[] = ['deliver', 'complete'];

/**
 * An accepted deal's buttons the server says the viewer may use now (`can`); the server checks each again. Drawn
 * among the proposal's own buttons (ProposalActions), so it adds no box of its own.
 */
export function DealActions({ proposal }: { proposal: ProposalView }) {
  const runAction = useDealAction(proposal.id);
  const [asking, setAsking] = useState<DealAction | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const available = actionOrder.filter((action) => proposal.can[action]);

  async function confirm(action: DealAction) {
    setOutcome(null);
    try {
      await runAction.mutateAsync(action);
      setOutcome({ tone: 'success', text: actionCopy[action].done });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeError(error, actionCopy[action].failed) });
    }
  }

  return (
    <>
      {available.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {available.map((action) => (
            <Button key={action} disabled={runAction.isPending} onClick={() => setAsking(action)}>
              {runAction.isPending && runAction.variables === action ? 'Working...' : actionCopy[action].button}
            </Button>
          ))}
        </div>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={actionCopy[asking].title}
          description={actionCopy[asking].description}
          confirmLabel={actionCopy[asking].confirm}
          onConfirm={() => void confirm(asking)}
        />
      ) : null}
    </>
  );
}
