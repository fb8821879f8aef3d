import { type ReactNode, useState } from 'react';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import type { ProposalStepAction } from '#shared/constants.ts';
import type { AdminDisputeCase } from '#shared/schemas/disputes.ts';
import { DisputeEntries } from '#web/components/dispute-entries.tsx';
import { StatusBadge, useFormatStatus } from '#web/components/record-status.tsx';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminDisputeCase } from '#web/features/disputes/api.ts';
import { AskQuestionForm, ResolveDisputeForm } from '#web/features/disputes/components/dispute-ruling-forms.tsx';
import { nameCaseParty } from '#web/features/disputes/dispute-figures.ts';
import {
  describeDisputeReason,
  describeRulingCoins,
  disputeOutcomeMessages,
  formatDisputeDay,
  measureCaseAge,
} from '#web/lib/disputes.ts';

// The deal's steps in the past tense with who took them, as the parties' timeline words them (the step in bold); a
// step this build does not know still reads.
const stepMessages = {
  send: 'disputes.caseStep.send',
  accept: 'disputes.caseStep.accept',
  decline: 'disputes.caseStep.decline',
  cancel: 'disputes.caseStep.cancel',
  expire: 'disputes.caseStep.expire',
  deliver: 'disputes.caseStep.deliver',
  complete: 'disputes.caseStep.complete',
  'auto-complete': 'disputes.caseStep.autoComplete',
  'request-cancellation': 'disputes.caseStep.requestCancellation',
  'decline-cancellation': 'disputes.caseStep.declineCancellation',
  'agree-cancellation': 'disputes.caseStep.agreeCancellation',
  'cancel-deal': 'disputes.caseStep.cancelDeal',
  counter: 'disputes.caseStep.counter',
  'open-dispute': 'disputes.caseStep.openDispute',
  'withdraw-dispute': 'disputes.caseStep.withdrawDispute',
  'release-to-provider': 'disputes.caseStep.releaseToProvider',
  'refund-to-payer': 'disputes.caseStep.refundToPayer',
  'split-coins': 'disputes.caseStep.splitCoins',
} as const satisfies Record<ProposalStepAction, string>;
const isKnownStep = (action: string): action is ProposalStepAction => Object.hasOwn(stepMessages, action);

const formatMoment = (value: string, intl: IntlShape) =>
  intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

const bold = (chunks: ReactNode[]) => <span className="font-medium">{chunks}</span>;

/** One case of the Disputes tab, read in a dialog over the list; `id` null keeps it closed. */
export function DisputeCaseDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const intl = useIntl();
  const query = useAdminDisputeCase(id);
  const data = query.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-4xl">
        {data ? (
          <CaseView data={data} />
        ) : (
          <>
            <DialogTitle>
              <FormattedMessage id="disputes.caseDialog.title" />
            </DialogTitle>
            {query.isError ? (
              <p role="alert" className="mt-4 text-sm text-muted-foreground">
                <FormattedMessage id="disputes.caseDialog.loadError" />
              </p>
            ) : (
              <div
                aria-label={intl.formatMessage({ id: 'disputes.caseDialog.loading' })}
                className="mt-4 flex flex-col gap-3"
              >
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
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const { dispute, deal, conversation, can } = data;
  const [now] = useState(() => new Date());
  const age = measureCaseAge(dispute.openedAt, now);
  const opening = {
    reason: describeDisputeReason(dispute.reason, intl),
    name: nameCaseParty(dispute.openedBy, intl),
    date: formatDisputeDay(dispute.openedAt, intl),
  };
  return (
    <>
      <DialogTitle>
        <FormattedMessage id="disputes.caseDialog.caseTitle" values={{ title: deal.listingTitle }} />
      </DialogTitle>
      <DialogDescription>
        {dispute.status === 'open' ? (
          <FormattedMessage
            id="disputes.caseDialog.openedOpenFor"
            values={{ ...opening, unit: age.unit, count: age.count }}
          />
        ) : (
          <FormattedMessage id="disputes.caseDialog.opened" values={opening} />
        )}
      </DialogDescription>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <DealTerms deal={deal} />
          <section
            aria-label={intl.formatMessage({ id: 'disputes.caseDialog.historyLabel' })}
            className="flex flex-col gap-2 text-sm"
          >
            <h3 className="font-semibold">
              <FormattedMessage id="disputes.caseDialog.history" />
            </h3>
            <ol className="flex flex-col gap-1">
              {deal.history.map((step, index) => {
                const name = nameCaseParty(step.actor, intl);
                return (
                  <li key={`${step.at}-${index}`}>
                    {isKnownStep(step.action) ? (
                      <FormattedMessage id={stepMessages[step.action]} values={{ name, b: bold }} />
                    ) : (
                      <FormattedMessage
                        id="disputes.caseStep.other"
                        values={{ step: describeStatus(step.action.replaceAll('-', ' ')), name, b: bold }}
                      />
                    )}{' '}
                    · <span className="text-muted-foreground">{formatMoment(step.at, intl)}</span>
                    {step.note ? (
                      <span className="block text-muted-foreground">
                        <FormattedMessage id="disputes.caseDialog.quote" values={{ note: step.note }} />
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
          <section
            aria-label={intl.formatMessage({ id: 'disputes.caseDialog.conversationLabel' })}
            className="flex flex-col gap-2 text-sm"
          >
            <h3 className="font-semibold">
              <FormattedMessage id="disputes.caseDialog.conversation" />
            </h3>
            {conversation.length === 0 ? (
              <p className="text-muted-foreground">
                <FormattedMessage id="disputes.caseDialog.noMessages" />
              </p>
            ) : (
              <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-md border border-border p-2">
                {conversation.map((message) => (
                  <li key={message.id}>
                    <span className="font-medium">{nameCaseParty(message.sender, intl)}</span>{' '}
                    <span className="text-xs text-muted-foreground">{formatMoment(message.at, intl)}</span>
                    <p className="whitespace-pre-line">{message.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <div className="flex flex-col gap-5">
          <section
            aria-label={intl.formatMessage({ id: 'disputes.caseDialog.caseLabel' })}
            className="flex flex-col gap-2 text-sm"
          >
            <div className="flex items-center gap-2">
              <h3 className="font-semibold">
                <FormattedMessage id="disputes.caseDialog.statements" />
              </h3>
              <StatusBadge status={dispute.status} />
            </div>
            {dispute.status === 'open' ? (
              <p className="text-muted-foreground">
                <FormattedMessage
                  id="disputes.caseDialog.respondBy"
                  values={{
                    name: nameCaseParty(dispute.respondent, intl),
                    date: formatDisputeDay(dispute.respondBy, intl),
                  }}
                />
              </p>
            ) : null}
            <DisputeEntries entries={dispute.entries} />
          </section>
          {dispute.status === 'resolved' ? (
            <section
              aria-label={intl.formatMessage({ id: 'disputes.ruling.title' })}
              className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm"
            >
              <h3 className="font-semibold">
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
              <p className="tabular-nums">{describeRulingCoins(dispute, intl)}</p>
              {dispute.resolutionNote ? (
                <p className="whitespace-pre-line">
                  <FormattedMessage id="disputes.caseDialog.note" values={{ note: dispute.resolutionNote }} />
                </p>
              ) : null}
            </section>
          ) : null}
          {can.resolve ? <ResolveDisputeForm data={data} /> : null}
          {can.ask ? <AskQuestionForm disputeId={dispute.id} parties={[dispute.openedBy, dispute.respondent]} /> : null}
        </div>
      </div>
    </>
  );
}

const isPaymentType = (method: string): method is keyof typeof paymentTypeMessages =>
  Object.hasOwn(paymentTypeMessages, method);

function DealTerms({ deal }: { deal: AdminDisputeCase['deal'] }) {
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const methods = intl.formatList(
    deal.paymentMethods.map((method) =>
      isPaymentType(method) ? intl.formatMessage({ id: paymentTypeMessages[method] }) : describeStatus(method),
    ),
    { type: 'unit', style: 'short' },
  );
  const term = (id: NonNullable<MessageDescriptor['id']>) => (
    <dt className="text-muted-foreground">{intl.formatMessage({ id })}</dt>
  );
  return (
    <section
      aria-label={intl.formatMessage({ id: 'disputes.dealTerms.label' })}
      className="flex flex-col gap-2 text-sm"
    >
      <h3 className="font-semibold">
        <FormattedMessage id="disputes.dealTerms.title" />
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {term('disputes.dealTerms.status')}
        <dd>{describeStatus(deal.status)}</dd>
        {term('disputes.dealTerms.payer')}
        <dd>{nameCaseParty(deal.payer, intl)}</dd>
        {term('disputes.dealTerms.provider')}
        <dd>{nameCaseParty(deal.provider, intl)}</dd>
        {term('disputes.dealTerms.payment')}
        <dd>{methods || '—'}</dd>
        {deal.coinAmount !== null ? (
          <>
            {term('disputes.dealTerms.coins')}
            <dd className="tabular-nums">
              <FormattedMessage
                id="disputes.dealTerms.coinAmount"
                values={{ coins: intl.formatNumber(deal.coinAmount), held: intl.formatNumber(deal.heldCoins) }}
              />
            </dd>
          </>
        ) : null}
        {deal.providerDebtCoins > 0 ? (
          <>
            {term('disputes.dealTerms.providerOwes')}
            <dd className="tabular-nums">
              <FormattedMessage
                id="disputes.dealTerms.providerDebt"
                values={{ coins: intl.formatNumber(deal.providerDebtCoins) }}
              />
            </dd>
          </>
        ) : null}
        {deal.cashAmountCents !== null ? (
          <>
            {term('disputes.dealTerms.cash')}
            <dd className="tabular-nums">{formatMoney(deal.cashAmountCents, undefined, { locale: intl.locale })}</dd>
          </>
        ) : null}
        {deal.offerAmount ? (
          <>
            {term('disputes.dealTerms.amountNote')}
            <dd>{deal.offerAmount}</dd>
          </>
        ) : null}
        {deal.tradeDescription ? (
          <>
            {term('disputes.dealTerms.trade')}
            <dd className="whitespace-pre-line">{deal.tradeDescription}</dd>
          </>
        ) : null}
        {term('disputes.dealTerms.version')}
        <dd>{deal.version}</dd>
      </dl>
    </section>
  );
}
