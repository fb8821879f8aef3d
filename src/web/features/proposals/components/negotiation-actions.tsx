import { useState } from 'react';
import { negotiationMessages, proposalMessages, type ProposalView } from '#shared/schemas/proposals.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type AnswerAction, useAnswerProposal } from '#web/features/proposals/api.ts';
import { CounterOfferDialog } from '#web/features/proposals/components/counter-offer-dialog.tsx';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';
import { isStaleVersion } from '#web/features/proposals/negotiation.ts';
import { describeError } from '#web/lib/form-errors.ts';

const answerCopy = {
  accept: {
    title: 'Accept this offer?',
    confirm: 'Accept Offer',
    failed: proposalMessages.acceptFailed,
    done: 'Offer accepted.',
    told: (other: string) => `${other} is told and the deal starts on these terms. This cannot be undone.`,
  },
  decline: {
    title: 'Decline this offer?',
    confirm: 'Decline Offer',
    failed: proposalMessages.declineFailed,
    done: 'Offer declined.',
    told: (other: string) => `${other} is told. This cannot be undone.`,
  },
} as const;

type Asking = { action: AnswerAction; version: number };

/**
 * Accept, Counter and Decline of a pending proposal's latest version, as `can` allows: the same buttons and hooks on
 * the proposal's page and on the conversation's card. Each answer names the version shown when it was clicked, so
 * terms that changed meanwhile are refused (409) and reread rather than accepted unseen.
 */
export function NegotiationActions({ proposal }: { proposal: ProposalView }) {
  const answer = useAnswerProposal(proposal.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const other = nameParty(findOtherParty(proposal));
  const { can } = proposal;

  async function confirm({ action, version }: Asking) {
    setOutcome(null);
    try {
      await answer.mutateAsync({ action, version });
      setOutcome({ tone: 'success', text: answerCopy[action].done });
    } catch (error) {
      const text = isStaleVersion(error) ? negotiationMessages.staleVersion : answerCopy[action].failed;
      setOutcome({ tone: 'error', text: describeError(error, text) });
    }
  }

  const answerButton = (action: AnswerAction, label: string) => (
    <Button
      variant={action === 'accept' ? 'primary' : 'outline'}
      disabled={answer.isPending}
      onClick={() => setAsking({ action, version: proposal.version })}
    >
      {answer.isPending && answer.variables.action === action ? 'Working...' : label}
    </Button>
  );

  if (!can.accept && !can.counter && !can.decline && !outcome) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {can.accept ? answerButton('accept', 'Accept') : null}
        {can.counter ? <CounterOfferDialog proposal={proposal} onCountered={() => setOutcome(null)} /> : null}
        {can.decline ? answerButton('decline', 'Decline') : null}
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={answerCopy[asking.action].title}
          description={answerCopy[asking.action].told(other)}
          confirmLabel={answerCopy[asking.action].confirm}
          destructive={asking.action === 'decline'}
          onConfirm={() => void confirm(asking)}
        />
      ) : null}
    </div>
  );
}
