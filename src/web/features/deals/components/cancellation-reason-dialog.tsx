import { FormattedMessage, useIntl } from 'react-intl';
import { cancellationLimits, cancellationReasonSchema } from '#shared/schemas/proposals.ts';
import { ReasonDialog, useReasonDialogOpen } from '#web/components/reason-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { type ReasonedAction, useReasonedDealAction } from '#web/features/deals/api.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type CancellationReasonDialogProps = {
  proposalId: string;
  action: ReasonedAction;
  /** The button that opens the dialog. */
  buttonLabel: string;
  title: string;
  description: string;
  submitLabel: string;
  /** Whether the submit ends the deal at once (cancel-deal), rather than asking the other party. */
  destructive?: boolean;
  fallback: string;
};

/**
 * A button opening a dialog that asks why before asking for a cancellation or cancelling: the other party reads the
 * reason. The schema's messages show under the field; a refusal of the server's (the deal moved on) above it.
 */
export function CancellationReasonDialog({
  proposalId,
  action,
  buttonLabel,
  title,
  description,
  submitLabel,
  destructive = false,
  fallback,
}: CancellationReasonDialogProps) {
  const intl = useIntl();
  const send = useReasonedDealAction(proposalId, action);
  const form = useApiForm(cancellationReasonSchema, { defaultValues: { reason: '' }, fallback });
  const [open, changeOpen] = useReasonDialogOpen(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(async (values) => {
    await send.mutateAsync(values);
    changeOpen(false);
  });

  return (
    <ReasonDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" onClick={() => changeOpen(true)}>
          {buttonLabel}
        </Button>
      }
      title={title}
      description={description}
      formLabel={title}
      onSubmit={onSubmit}
      formError={form.formError}
      cancelLabel="Back"
      submitLabel={submitLabel}
      busyLabel={intl.formatMessage({ id: 'deals.reasonDialog.sending' })}
      busy={isSubmitting}
      destructive={destructive}
    >
      <FormField
        label={<FormattedMessage id="deals.reasonDialog.reason" />}
        error={errors.reason?.message}
        hint={<FormattedMessage id="deals.reasonDialog.hint" values={{ max: cancellationLimits.reasonMax }} />}
      >
        {(field) => <Textarea {...field} rows={3} {...form.register('reason')} />}
      </FormField>
    </ReasonDialog>
  );
}
