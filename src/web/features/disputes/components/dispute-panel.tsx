import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DisputeView } from '#shared/schemas/disputes.ts';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { DisputeEntries } from '#web/components/dispute-entries.tsx';
import { StatusBadge } from '#web/components/record-status.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useWithdrawDispute } from '#web/features/disputes/api.ts';
import { DisputeEntryForm } from '#web/features/disputes/components/dispute-entry-form.tsx';
import { OpenDisputeDialog } from '#web/features/disputes/components/open-dispute-dialog.tsx';
import { nameCaseParty } from '#web/features/disputes/dispute-figures.ts';
import { findOtherParty } from '#web/lib/proposal-parties.ts';
import {
  describeDisputeReason,
  describeRulingCoins,
  disputeOutcomeMessages,
  formatDisputeDay,
} from '#web/lib/disputes.ts';
import { describeError } from '#web/lib/form-errors.ts';

/**
 * A deal's dispute on its page: 'Open a Dispute' while the server allows it, and once there is one its case (status,
 * reason, the deadline of the other party's statement, the entries), the ways to add to it or withdraw it, and the
 * ruling once resolved. While it is open the deal is on hold, and the panel says so first.
 */
export function DisputePanel({ proposal }: { proposal: ProposalView }) {
  const intl = useIntl();
  const { dispute } = proposal;
  const canOpen = proposal.can['open-dispute'];
  if (!dispute && !canOpen) return null;
  const otherName = nameCaseParty(findOtherParty(proposal), intl);
  return (
    <div className="flex flex-col gap-3">
      {dispute ? <DisputeCase proposal={proposal} dispute={dispute} /> : null}
      {canOpen ? (
        <div className="flex flex-wrap gap-2">
          <OpenDisputeDialog proposalId={proposal.id} otherName={otherName} />
        </div>
      ) : null}
    </div>
  );
}

function DisputeCase({ proposal, dispute }: { proposal: ProposalView; dispute: DisputeView }) {
  const intl = useIntl();
  const viewerId = (proposal.role === 'sender' ? proposal.sender : proposal.receiver)?.id;
  const viewerResponds = dispute.respondent?.id === viewerId;
  // The respondent's statement is due until respondBy; after it (or once made) the entries they add are answers.
  const respondentSpoke = dispute.entries.some(
    (entry) => entry.kind === 'statement' && entry.author?.id === dispute.respondent?.id,
  );
  const awaitingStatement = dispute.status === 'open' && !respondentSpoke;
  const viewerOpened = dispute.openedBy?.id === viewerId;
  const openerName = nameCaseParty(dispute.openedBy, intl);
  const respondBy = formatDisputeDay(dispute.respondBy, intl);
  return (
    <section
      aria-label={intl.formatMessage({ id: 'disputes.panel.title' })}
      className="flex flex-col gap-3 rounded-md border border-border bg-secondary p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">
          <FormattedMessage id="disputes.panel.title" />
        </h2>
        <StatusBadge status={dispute.status} />
      </div>
      {dispute.status === 'open' ? (
        <p role="status" className="flex items-start gap-2 font-medium">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <FormattedMessage id="disputes.panel.onHold" />
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <FormattedMessage id="disputes.panel.reason" />
        </dt>
        <dd>{describeDisputeReason(dispute.reason, intl)}</dd>
        <dt className="text-muted-foreground">
          <FormattedMessage id="disputes.panel.opened" />
        </dt>
        <dd>
          {viewerOpened ? (
            <FormattedMessage
              id="disputes.panel.openedByYou"
              values={{ date: formatDisputeDay(dispute.openedAt, intl) }}
            />
          ) : (
            <FormattedMessage
              id="disputes.panel.openedBy"
              values={{ name: openerName, date: formatDisputeDay(dispute.openedAt, intl) }}
            />
          )}
        </dd>
      </dl>
      {awaitingStatement ? (
        <p className="font-medium">
          {viewerResponds ? (
            <FormattedMessage id="disputes.panel.addStatementBy" values={{ date: respondBy }} />
          ) : (
            <FormattedMessage
              id="disputes.panel.otherMayAddStatement"
              values={{ name: nameCaseParty(dispute.respondent, intl), date: respondBy }}
            />
          )}
        </p>
      ) : null}
      <DisputeEntries entries={dispute.entries} />
      {dispute.status === 'resolved' ? (
        <DisputeRuling dispute={dispute} viewerPays={viewerId !== undefined && viewerId === proposal.payerId} />
      ) : null}
      {dispute.status === 'withdrawn' ? (
        <p className="text-muted-foreground">
          {viewerOpened ? (
            <FormattedMessage id="disputes.panel.withdrawnByYou" />
          ) : (
            <FormattedMessage id="disputes.panel.withdrawnBy" values={{ name: openerName }} />
          )}
        </p>
      ) : null}
      {dispute.can.addEntry ? (
        <DisputeEntryForm proposalId={proposal.id} answering={!viewerResponds || respondentSpoke} />
      ) : null}
      {proposal.can['withdraw-dispute'] ? <WithdrawDispute proposalId={proposal.id} /> : null}
    </section>
  );
}

/** The admin's ruling: the outcome, the coins each side got, and the note both parties read. */
function DisputeRuling({ dispute, viewerPays }: { dispute: DisputeView; viewerPays: boolean }) {
  const intl = useIntl();
  const coins = describeRulingCoins(dispute, intl);
  const mine = viewerPays ? dispute.payerCoins : dispute.providerCoins;
  return (
    <section
      aria-label={intl.formatMessage({ id: 'disputes.ruling.title' })}
      className="flex flex-col gap-1 rounded-md border border-border bg-card p-3"
    >
      <h3 className="font-medium">
        <FormattedMessage id="disputes.ruling.title" />
      </h3>
      {dispute.outcome ? (
        <p>
          <FormattedMessage
            id="disputes.ruling.outcome"
            values={{ outcome: intl.formatMessage({ id: disputeOutcomeMessages[dispute.outcome] }) }}
          />
        </p>
      ) : null}
      {coins ? <p className="tabular-nums">{coins}</p> : null}
      {mine ? (
        <p className="font-medium tabular-nums">
          <FormattedMessage
            id={viewerPays ? 'disputes.ruling.cameBack' : 'disputes.ruling.released'}
            values={{ coins: intl.formatNumber(mine) }}
          />
        </p>
      ) : null}
      {dispute.resolutionNote ? (
        <p className="whitespace-pre-line text-pretty">
          <FormattedMessage
            id="disputes.ruling.adminNote"
            values={{
              note: dispute.resolutionNote,
              muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
            }}
          />
        </p>
      ) : null}
      {dispute.closedAt ? (
        <p className="text-xs text-muted-foreground">
          <FormattedMessage
            id="disputes.ruling.resolvedOn"
            values={{ date: formatDisputeDay(dispute.closedAt, intl) }}
          />
        </p>
      ) : null}
    </section>
  );
}

function WithdrawDispute({ proposalId }: { proposalId: string }) {
  const intl = useIntl();
  const withdraw = useWithdrawDispute(proposalId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    setFailure(null);
    try {
      await withdraw.mutateAsync();
    } catch (error) {
      setFailure(describeError(error, intl.formatMessage({ id: 'disputes.withdraw.failed' })));
    }
  }

  return (
    <>
      <Button
        variant="outline"
        className="self-start"
        disabled={withdraw.isPending}
        onClick={() => setConfirming(true)}
      >
        <FormattedMessage id="disputes.withdraw.button" />
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'disputes.withdraw.title' })}
        description={intl.formatMessage({ id: 'disputes.withdraw.description' })}
        confirmLabel={intl.formatMessage({ id: 'disputes.withdraw.button' })}
        cancelLabel={intl.formatMessage({ id: 'disputes.withdraw.back' })}
        onConfirm={() => void send()}
      />
    </>
  );
}
