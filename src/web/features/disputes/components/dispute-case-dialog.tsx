import { useState } from 'react';
import { formatMoney } from '#shared/currency.ts';
import { type PaymentType, type ProposalStepAction, paymentTypeLabels } from '#shared/constants.ts';
import type { AdminDisputeCase } from '#shared/schemas/disputes.ts';
import { DisputeEntries } from '#web/components/dispute-entries.tsx';
import { StatusBadge, formatStatus } from '#web/components/record-status.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminDisputeCase } from '#web/features/disputes/api.ts';
import { AskQuestionForm, ResolveDisputeForm } from '#web/features/disputes/components/dispute-ruling-forms.tsx';
import {
  describeCaseAge,
  describeRulingCoins,
  disputeOutcomeLabels,
  formatDisputeDay,
  labelDisputeReason,
} from '#web/lib/disputes.ts';

type Party = AdminDisputeCase['deal']['payer'];
const nameOf = (party: Party) => party?.fullName ?? 'Deleted user';
// The deal's steps in the past tense, as the parties' timeline words them; a step this build does not know still reads.
const stepVerbs: Partial<Record<ProposalStepAction, string>> = {
  send: 'Sent',
  accept: 'Accepted',
  decline: 'Declined',
  cancel: 'Withdrawn',
  expire: 'Expired',
  deliver: 'Delivered',
  complete: 'Completed',
  'auto-complete': 'Completed automatically',
  'request-cancellation': 'Cancellation asked for',
  'decline-cancellation': 'Cancellation declined',
  'agree-cancellation': 'Cancellation agreed',
  'cancel-deal': 'Cancelled',
  counter: 'Countered',
  'open-dispute': 'Dispute opened',
  'withdraw-dispute': 'Dispute withdrawn',
  'release-to-provider': 'Coins released to the provider',
  'refund-to-payer': 'Coins refunded to the payer',
  'split-coins': 'Coins split',
};
const describeStep = (action: string) =>
  stepVerbs[action as ProposalStepAction] ?? formatStatus(action.replaceAll('-', ' '));

const formatMoment = (value: string) =>
  new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One case of the Disputes tab, read in a dialog over the list; `id` null keeps it closed. */
export function DisputeCaseDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useAdminDisputeCase(id);
  const data = query.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-4xl">
        {data ? (
          <CaseView data={data} />
        ) : (
          <>
            <DialogTitle>Dispute case</DialogTitle>
            {query.isError ? (
              <p role="alert" className="mt-4 text-sm text-muted-foreground">
                The case could not be loaded.
              </p>
            ) : (
              <div aria-label="Loading" className="mt-4 flex flex-col gap-3">
                <Skeleton className="h-24 w-full" />
                <Skeleton className="h-48 w-full" />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CaseView({ data }: { data: AdminDisputeCase }) {
  const { dispute, deal, conversation, can } = data;
  const [now] = useState(() => new Date());
  return (
    <>
      <DialogTitle>Case: {deal.listingTitle}</DialogTitle>
      <DialogDescription>
        {labelDisputeReason(dispute.reason)} · opened by {nameOf(dispute.openedBy)} on{' '}
        {formatDisputeDay(dispute.openedAt)}
        {dispute.status === 'open' ? `, open for ${describeCaseAge(dispute.openedAt, now).toLowerCase()}` : ''}
      </DialogDescription>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <DealTerms deal={deal} />
          <section aria-label="Deal history" className="flex flex-col gap-2 text-sm">
            <h3 className="font-semibold">History</h3>
            <ol className="flex flex-col gap-1">
              {deal.history.map((step, index) => (
                <li key={`${step.at}-${index}`}>
                  <span className="font-medium">{describeStep(step.action)}</span> by {nameOf(step.actor)} ·{' '}
                  <span className="text-muted-foreground">{formatMoment(step.at)}</span>
                  {step.note ? <span className="block text-muted-foreground">&ldquo;{step.note}&rdquo;</span> : null}
                </li>
              ))}
            </ol>
          </section>
          <section aria-label="Conversation" className="flex flex-col gap-2 text-sm">
            <h3 className="font-semibold">Conversation between the two</h3>
            {conversation.length === 0 ? (
              <p className="text-muted-foreground">They have exchanged no messages.</p>
            ) : (
              <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-md border border-border p-2">
                {conversation.map((message) => (
                  <li key={message.id}>
                    <span className="font-medium">{nameOf(message.sender)}</span>{' '}
                    <span className="text-xs text-muted-foreground">{formatMoment(message.at)}</span>
                    <p className="whitespace-pre-line">{message.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <div className="flex flex-col gap-5">
          <section aria-label="Case" className="flex flex-col gap-2 text-sm">
            <div className="flex items-center gap-2">
              <h3 className="font-semibold">Statements</h3>
              <StatusBadge status={dispute.status} />
            </div>
            {dispute.status === 'open' ? (
              <p className="text-muted-foreground">
                {nameOf(dispute.respondent)} may add their statement until {formatDisputeDay(dispute.respondBy)}.
              </p>
            ) : null}
            <DisputeEntries entries={dispute.entries} />
          </section>
          {dispute.status === 'resolved' ? (
            <section aria-label="Ruling" className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
              <h3 className="font-semibold">Ruling</h3>
              {dispute.outcome ? <p>Outcome: {disputeOutcomeLabels[dispute.outcome]}</p> : null}
              <p className="tabular-nums">{describeRulingCoins(dispute)}</p>
              {dispute.resolutionNote ? <p className="whitespace-pre-line">Note: {dispute.resolutionNote}</p> : null}
            </section>
          ) : null}
          {can.resolve ? <ResolveDisputeForm data={data} /> : null}
          {can.ask ? <AskQuestionForm disputeId={dispute.id} parties={[dispute.openedBy, dispute.respondent]} /> : null}
        </div>
      </div>
    </>
  );
}

function DealTerms({ deal }: { deal: AdminDisputeCase['deal'] }) {
  const methods = deal.paymentMethods
    .map((method) => paymentTypeLabels[method as PaymentType] ?? formatStatus(method))
    .join(', ');
  return (
    <section aria-label="Deal terms" className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold">Deal</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Status</dt>
        <dd>{formatStatus(deal.status)}</dd>
        <dt className="text-muted-foreground">Payer</dt>
        <dd>{nameOf(deal.payer)}</dd>
        <dt className="text-muted-foreground">Provider</dt>
        <dd>{nameOf(deal.provider)}</dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd>{methods || '—'}</dd>
        {deal.coinAmount !== null ? (
          <>
            <dt className="text-muted-foreground">Coins</dt>
            <dd className="tabular-nums">
              {deal.coinAmount.toLocaleString('en-US')} DC ({deal.heldCoins.toLocaleString('en-US')} DC held)
            </dd>
          </>
        ) : null}
        {deal.providerDebtCoins > 0 ? (
          <>
            <dt className="text-muted-foreground">Provider owes</dt>
            <dd className="tabular-nums">
              {deal.providerDebtCoins.toLocaleString('en-US')} DC after a ruling, repaid from their next coins
            </dd>
          </>
        ) : null}
        {deal.cashAmountCents !== null ? (
          <>
            <dt className="text-muted-foreground">Cash</dt>
            <dd className="tabular-nums">{formatMoney(deal.cashAmountCents)}</dd>
          </>
        ) : null}
        {deal.offerAmount ? (
          <>
            <dt className="text-muted-foreground">Amount note</dt>
            <dd>{deal.offerAmount}</dd>
          </>
        ) : null}
        {deal.tradeDescription ? (
          <>
            <dt className="text-muted-foreground">Trade</dt>
            <dd className="whitespace-pre-line">{deal.tradeDescription}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Version</dt>
        <dd>{deal.version}</dd>
      </dl>
    </section>
  );
}
