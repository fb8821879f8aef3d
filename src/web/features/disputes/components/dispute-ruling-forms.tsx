import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { disputeOutcomes } from '#shared/constants.ts';
import {
  type AdminDisputeCase,
  askDisputeQuestionSchema,
  disputeLimits,
  disputeMessages,
  type ResolveDisputeInput,
  resolveDisputeSchema,
} from '#shared/schemas/disputes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAskDisputeQuestion } from '#web/features/disputes/api.ts';
import { RulingConfirmDialog } from '#web/features/disputes/components/ruling-confirm-dialog.tsx';
import { percentOf, splitByCoins, splitByPercent } from '#web/features/disputes/dispute-figures.ts';
import { disputeOutcomeMessages } from '#web/lib/disputes.ts';
import { useServerText } from '#web/lib/server-texts.ts';
import { toast } from '#web/lib/toast.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type ResolveDisputeFormProps = { data: AdminDisputeCase };

/**
 * The ruling: release the coins to the provider, refund them to the payer, or split them, with a note both parties
 * read. A split is named as a percentage or in coins, whichever the admin types; both figures are shown. 'Resolve
 * Dispute' only opens the confirmation, which shows each side's coins before anything happens.
 */
export function ResolveDisputeForm({ data }: ResolveDisputeFormProps) {
  const intl = useIntl();
  const text = useServerText();
  const coins = data.deal.coinAmount ?? 0;
  const canSplit = data.can.split;
  const percentId = useId();
  const [percent, setPercent] = useState('');
  const [confirming, setConfirming] = useState<ResolveDisputeInput | null>(null);
  const {
    register,
    submit,
    watch,
    setValue,
    setError,
    formError,
    formState: { errors, isSubmitted },
  } = useApiForm(resolveDisputeSchema, {
    defaultValues: { note: '' },
    fieldNames: ['outcome', 'providerCoins', 'note'],
    fallback: intl.formatMessage({ id: 'disputes.resolveForm.failed' }),
  });
  const outcome = watch('outcome');
  const providerCoins = watch('providerCoins');
  const split = providerCoins === undefined || providerCoins > coins ? null : splitByCoins(coins, providerCoins);

  const setProviderCoins = (value: number | undefined) =>
    setValue('providerCoins', value, { shouldValidate: isSubmitted });

  const onSubmit = submit(({ providerCoins: share, ...ruling }) => {
    // The schema cannot know the deal's coins; the server refuses more, so the form says so before confirming.
    if (ruling.outcome === 'split' && share !== undefined && share > coins) {
      setError('providerCoins', { message: text(disputeMessages.splitRange) });
      return;
    }
    setConfirming(ruling.outcome === 'split' ? { ...ruling, providerCoins: share } : ruling);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'disputes.resolveForm.title' })}
      className="flex flex-col gap-3 rounded-md border border-border p-3"
    >
      <h3 className="font-semibold">
        <FormattedMessage id="disputes.resolveForm.title" />
      </h3>
      <FormError message={formError} />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium">
          <FormattedMessage id="disputes.resolveForm.outcome" />
        </legend>
        {disputeOutcomes.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} disabled={value === 'split' && !canSplit} {...register('outcome')} />
            <FormattedMessage id={disputeOutcomeMessages[value]} />
          </label>
        ))}
        {errors.outcome?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.outcome.message}
          </p>
        ) : null}
      </fieldset>
      {(outcome === 'release' || outcome === 'refund') && coins > 0 ? (
        <p role="status" className="text-sm tabular-nums">
          <FormattedMessage
            id={outcome === 'release' ? 'disputes.resolveForm.providerGetsAll' : 'disputes.resolveForm.payerGetsAll'}
            values={{ coins: intl.formatNumber(coins) }}
          />
        </p>
      ) : null}
      {outcome === 'split' ? (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={percentId} className="text-sm font-medium">
                <FormattedMessage id="disputes.resolveForm.providerShare" />
              </label>
              <Input
                id={percentId}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={percent}
                onChange={(event) => {
                  setPercent(event.target.value);
                  const typed = event.target.value;
                  setProviderCoins(typed === '' ? undefined : splitByPercent(coins, Number(typed)).providerCoins);
                }}
              />
            </div>
            <FormField
              label={<FormattedMessage id="disputes.resolveForm.providerCoins" />}
              error={errors.providerCoins?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={coins}
                  value={providerCoins ?? ''}
                  onChange={(event) => {
                    const typed = event.target.value;
                    const value = typed === '' ? undefined : Number(typed);
                    setProviderCoins(value);
                    setPercent(
                      value === undefined ? '' : String(percentOf(coins, splitByCoins(coins, value).providerCoins)),
                    );
                  }}
                />
              )}
            </FormField>
          </div>
          <p role="status" className="text-sm tabular-nums">
            {split ? (
              <FormattedMessage
                id="disputes.resolveForm.split"
                values={{
                  provider: intl.formatNumber(split.providerCoins),
                  payer: intl.formatNumber(split.payerCoins),
                  total: intl.formatNumber(coins),
                }}
              />
            ) : (
              <FormattedMessage id="disputes.resolveForm.nameShare" values={{ total: intl.formatNumber(coins) }} />
            )}
          </p>
        </div>
      ) : null}
      <FormField
        label={<FormattedMessage id="disputes.resolveForm.note" />}
        error={errors.note?.message}
        hint={<FormattedMessage id="disputes.resolveForm.noteHint" values={{ max: disputeLimits.noteMax }} />}
      >
        {(field) => <Textarea {...field} rows={3} {...register('note')} />}
      </FormField>
      <Button type="submit" className="self-start">
        <FormattedMessage id="disputes.resolveForm.submit" />
      </Button>
      {/* Portalled out of the form: its buttons submit nothing. */}
      <RulingConfirmDialog data={data} ruling={confirming} onClose={() => setConfirming(null)} />
    </form>
  );
}

type AskQuestionFormProps = {
  disputeId: string;
  parties: readonly AdminDisputeCase['dispute']['openedBy'][];
};

/** 'Ask for more information': a question to one party, who answers it on the deal's page. */
export function AskQuestionForm({ disputeId, parties }: AskQuestionFormProps) {
  const intl = useIntl();
  const ask = useAskDisputeQuestion();
  const members = parties.filter((party) => party !== null);
  const {
    register,
    submit,
    reset,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm(askDisputeQuestionSchema, {
    defaultValues: { toId: members[0]?.id ?? '', body: '' },
    fallback: intl.formatMessage({ id: 'disputes.askForm.failed' }),
  });

  const onSubmit = submit(async (input) => {
    await ask.mutateAsync({ id: disputeId, input });
    reset({ toId: input.toId, body: '' });
    toast.success(intl.formatMessage({ id: 'disputes.askForm.sent' }));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'disputes.askForm.title' })}
      className="flex flex-col gap-3 rounded-md border border-border p-3"
    >
      <h3 className="font-semibold">
        <FormattedMessage id="disputes.askForm.title" />
      </h3>
      <FormError message={formError} />
      <FormField label={<FormattedMessage id="disputes.askForm.to" />} error={errors.toId?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('toId')}>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.fullName}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={<FormattedMessage id="disputes.askForm.question" />} error={errors.body?.message}>
        {(field) => <Textarea {...field} rows={3} {...register('body')} />}
      </FormField>
      <Button type="submit" variant="outline" className="self-start" disabled={isSubmitting}>
        <FormattedMessage id={isSubmitting ? 'disputes.askForm.sending' : 'disputes.askForm.submit'} />
      </Button>
    </form>
  );
}
