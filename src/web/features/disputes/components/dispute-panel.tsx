import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
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
import { findOtherParty, nameParty } from '#web/lib/proposal-parties.ts';
import { describeRulingCoins, disputeOutcomeLabels, formatDisputeDay, labelDisputeReason } from '#web/lib/disputes.ts';
import { describeError } from '#web/lib/form-errors.ts';

/**
 * A deal's dispute on its page: 'Open a Dispute' while the server allows it, and once there is one its case (status,
 * reason, the deadline of the other party's statement, the entries), the ways to add to it or withdraw it, and the
 * ruling once resolved. While it is open the deal is on hold, and the panel says so first.
 */
export function DisputePanel({ proposal }: { proposal: ProposalView }) {
  const { dispute } = proposal;
  const canOpen = proposal.can['open-dispute'];
  if (!dispute && !canOpen) return null;
  const otherName = nameParty(findOtherParty(proposal));
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
  const viewerId = (proposal.role === 'sender' ? proposal.sender : proposal.receiver)?.id;
  const viewerResponds = dispute.respondent?.id === viewerId;
  // The respondent's statement is due until respondBy; after it (or once made) the entries they add are answers.
  const respondentSpoke = dispute.entries.some(
    (entry) => entry.kind === 'statement' && entry.author?.id === dispute.respondent?.id,
  );
  const awaitingStatement = dispute.status === 'open' && !respondentSpoke;
  const openedBy = dispute.openedBy?.id === viewerId ? 'You' : nameParty(dispute.openedBy);
  return (
    <section
      aria-label="Dispute"
      className="flex flex-col gap-3 rounded-md border border-border bg-secondary p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">Dispute</h2>
        <StatusBadge status={dispute.status} />
      </div>
      {dispute.status === 'open' ? (
        <p role="status" className="flex items-start gap-2 font-medium">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          This deal is on hold while the dispute is open: nothing moves until an administrator rules on it.
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Reason</dt>
        <dd>{labelDisputeReason(dispute.reason)}</dd>
        <dt className="text-muted-foreground">Opened</dt>
        <dd>
          {openedBy} on {formatDisputeDay(dispute.openedAt)}
        </dd>
      </dl>
      {awaitingStatement ? (
        <p className="font-medium">
          {viewerResponds
            ? `Add your statement by ${formatDisputeDay(dispute.respondBy)}.`
            : `${nameParty(dispute.respondent)} can add their statement until ${formatDisputeDay(dispute.respondBy)}.`}
        </p>
      ) : null}
      <DisputeEntries entries={dispute.entries} />
      {dispute.status === 'resolved' ? (
        <DisputeRuling dispute={dispute} viewerPays={viewerId !== undefined && viewerId === proposal.payerId} />
      ) : null}
      {dispute.status === 'withdrawn' ? (
        <p className="text-muted-foreground">{openedBy} withdrew this dispute; the deal went on where it was.</p>
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
  const coins = describeRulingCoins(dispute);
  const mine = viewerPays ? dispute.payerCoins : dispute.providerCoins;
  return (
    <section aria-label="Ruling" className="flex flex-col gap-1 rounded-md border border-border bg-card p-3">
      <h3 className="font-medium">Ruling</h3>
      {dispute.outcome ? <p>Outcome: {disputeOutcomeLabels[dispute.outcome]}</p> : null}
      {coins ? <p className="tabular-nums">{coins}</p> : null}
      {mine ? (
        <p className="font-medium tabular-nums">
          {viewerPays
            ? `${mine.toLocaleString('en-US')} DC came back to your wallet.`
            : `${mine.toLocaleString('en-US')} DC were released to your wallet.`}
        </p>
      ) : null}
      {dispute.resolutionNote ? (
        <p className="whitespace-pre-line text-pretty">
          <span className="text-muted-foreground">Administrator&apos;s note: </span>
          {dispute.resolutionNote}
        </p>
      ) : null}
      {dispute.closedAt ? (
        <p className="text-xs text-muted-foreground">Resolved on {formatDisputeDay(dispute.closedAt)}</p>
      ) : null}
    </section>
  );
}

function WithdrawDispute({ proposalId }: { proposalId: string }) {
  const withdraw = useWithdrawDispute(proposalId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    setFailure(null);
    try {
      await withdraw.mutateAsync();
    } catch (error) {
      setFailure(describeError(error, 'Failed to withdraw the dispute. Please try again.'));
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
        Withdraw Dispute
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw this dispute?"
        description="The case is closed without a ruling and the deal goes on where it was."
        confirmLabel="Withdraw Dispute"
        cancelLabel="Back"
        onConfirm={() => void send()}
      />
    </>
  );
}
