import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProposalView } from '#shared/schemas/proposals.ts';
import { negotiationMessages, proposalMessages } from '#shared/schemas/proposal-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type AnswerAction, useAnswerProposal } from '#web/features/proposals/api.ts';
import { CounterOfferDialog } from '#web/features/proposals/components/counter-offer-dialog.tsx';
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';
import { isStaleVersion } from '#web/features/proposals/negotiation.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { useServerText } from '#web/lib/server-texts.ts';

// The words of each answer by message id; the failures are the shared schema's.
const answerCopy = {
  accept: {
    label: 'proposals.negotiationActions.accept',
    title: 'proposals.negotiationActions.acceptTitle',
    confirm: 'proposals.negotiationActions.acceptConfirm',
    failed: proposalMessages.acceptFailed,
    done: 'proposals.negotiationActions.acceptDone',
    told: 'proposals.negotiationActions.acceptTold',
  },
  decline: {
    label: 'proposals.negotiationActions.decline',
    title: 'proposals.negotiationActions.declineTitle',
    confirm: 'proposals.negotiationActions.declineConfirm',
    failed: proposalMessages.declineFailed,
    done: 'proposals.negotiationActions.declineDone',
    told: 'proposals.negotiationActions.declineTold',
  },
} as const;

type Asking = { action: AnswerAction; version: number };

/**
 * Accept, Counter and Decline of a pending proposal's latest version, as `can` allows: the same buttons and hooks on
 * the proposal's page and on the conversation's card. Each answer names the version shown when it was clicked, so
 * terms that changed meanwhile are refused (409) and reread rather than accepted unseen.
 */
export function NegotiationActions({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const text = useServerText();
  const answer = useAnswerProposal(proposal.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const other = nameParty(findOtherParty(proposal), intl);
  const { can } = proposal;

  async function confirm({ action, version }: Asking) {
    setOutcome(null);
    try {
      await answer.mutateAsync({ action, version });
      setOutcome({ tone: 'success', text: intl.formatMessage({ id: answerCopy[action].done }) });
    } catch (error) {
      const fallback = isStaleVersion(error) ? negotiationMessages.staleVersion : answerCopy[action].failed;
      setOutcome({ tone: 'error', text: text(describeError(error, fallback)) });
    }
  }

  const answerButton = (action: AnswerAction) => (
    <Button
      variant={action === 'accept' ? 'primary' : 'outline'}
      disabled={answer.isPending}
      onClick={() => setAsking({ action, version: proposal.version })}
    >
      <FormattedMessage
        id={
          answer.isPending && answer.variables.action === action
            ? 'proposals.negotiationActions.working'
            : answerCopy[action].label
        }
      />
    </Button>
  );

  if (!can.accept && !can.counter && !can.decline && !outcome) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {can.accept ? answerButton('accept') : null}
        {can.counter ? <CounterOfferDialog proposal={proposal} onCountered={() => setOutcome(null)} /> : null}
        {can.decline ? answerButton('decline') : null}
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={intl.formatMessage({ id: answerCopy[asking.action].title })}
          description={intl.formatMessage({ id: answerCopy[asking.action].told }, { name: other })}
          confirmLabel={intl.formatMessage({ id: answerCopy[asking.action].confirm })}
          destructive={asking.action === 'decline'}
          onConfirm={() => void confirm(asking)}
        />
      ) : null}
    </div>
  );
}
