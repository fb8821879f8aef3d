import { useState } from 'react';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type AnswerAction, type ProposalAction, useProposalAction } from '#web/features/proposals/api.ts';
import { NegotiationActions } from '#web/features/proposals/components/negotiation-actions.tsx';
import { describeError } from '#web/lib/form-errors.ts';

type ActionCopy = {
  button: string;
  title: string;
  description: string;
  confirm: string;
  destructive: boolean;
  failed: string;
  done: string;
};

// The answers to a pending proposal (Accept, Counter, Decline) name the version answered: NegotiationActions.
type OtherAction = Exclude<ProposalAction, AnswerAction>;

// Every decision is final, so each waits for a confirmation (the spec asks it for accept and decline).
const actionCopy: Record<OtherAction, ActionCopy> = {
  cancel: {
    button: 'Withdraw Proposal',
    title: 'Withdraw this proposal?',
    description: 'The receiver can no longer accept it. This cannot be undone.',
    confirm: 'Withdraw',
    destructive: true,
    failed: 'Failed to withdraw the proposal. Please try again.',
    done: 'Proposal withdrawn.',
  },
  deliver: {
    button: 'Mark as Delivered',
    title: 'Mark this deal as delivered?',
    description:
      'Do this once the work is done. The other member is asked to confirm completion; without an answer the deal completes by itself.',
    confirm: 'Mark Delivered',
    destructive: false,
    failed: 'Failed to mark the deal as delivered. Please try again.',
    done: 'Deal marked as delivered.',
  },
  complete: {
    button: 'Confirm Completion',
    title: 'Confirm this deal is complete?',
    description:
      'Do this once you have received the work. A Dragon Coin deal releases the coins held for it to the provider now.',
    confirm: 'Complete Deal',
    destructive: false,
    failed: 'Failed to complete the deal. Please try again.',
    done: 'Deal completed.',
  },
};

const actionOrder: readonly OtherAction[] = ['deliver', 'complete', 'cancel'];

/** The buttons the server says the viewer may use now (`can`); the server checks each again. */
export function ProposalActions({ proposal }: { proposal: ProposalView }) {
  const runAction = useProposalAction(proposal.id);
  const [asking, setAsking] = useState<OtherAction | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const available = actionOrder.filter((action) => proposal.can[action]);

  async function confirm(action: OtherAction) {
    setOutcome(null);
    try {
      await runAction.mutateAsync(action);
      setOutcome({ tone: 'success', text: actionCopy[action].done });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeError(error, actionCopy[action].failed) });
    }
  }

  return (
    <div className="flex flex-col gap-3 empty:hidden">
      <NegotiationActions proposal={proposal} />
      {available.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {available.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'outline' : 'primary'}
              disabled={runAction.isPending}
              onClick={() => setAsking(action)}
            >
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
          destructive={actionCopy[asking].destructive}
          onConfirm={() => void confirm(asking)}
        />
      ) : null}
    </div>
  );
}
