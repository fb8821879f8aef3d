import { FormattedMessage, useIntl } from 'react-intl';
import { reportMessageSchema } from '#shared/schemas/messaging.ts';
import { ReasonDialog, useReasonDialogOpen } from '#web/components/reason-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useReportMessage } from '#web/features/messaging/api.ts';
import { toast } from '#web/lib/toast.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type ReportMessageDialogProps = { messageId: string; senderName: string };

/** Reports a received message to the admins, with a reason; the server refuses a second report (409, its words). */
export function ReportMessageDialog({ messageId, senderName }: ReportMessageDialogProps) {
  const intl = useIntl();
  const report = useReportMessage(messageId);
  const form = useApiForm(reportMessageSchema, {
    defaultValues: { reason: '' },
    fieldNames: [],
    fallback: intl.formatMessage({ id: 'messaging.report.failed' }),
  });
  const [open, changeOpen] = useReasonDialogOpen(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(async (values) => {
    await report.mutateAsync(values);
    toast.success(intl.formatMessage({ id: 'messaging.report.done' }));
    changeOpen(false);
  });

  return (
    <ReasonDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button
          variant="link"
          size="sm"
          className="text-xs text-muted-foreground"
          aria-label={intl.formatMessage({ id: 'messaging.report.triggerLabel' }, { name: senderName })}
          onClick={() => changeOpen(true)}
        >
          <FormattedMessage id="messaging.report.trigger" />
        </Button>
      }
      title={intl.formatMessage({ id: 'messaging.report.title' })}
      description={<FormattedMessage id="messaging.report.description" />}
      onSubmit={onSubmit}
      formError={form.formError}
      cancelLabel="Cancel"
      submitLabel={intl.formatMessage({ id: 'messaging.report.submit' })}
      busyLabel={intl.formatMessage({ id: 'messaging.report.busy' })}
      busy={isSubmitting}
    >
      <FormField label={intl.formatMessage({ id: 'messaging.report.reason' })} error={errors.reason?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register('reason')} />}
      </FormField>
    </ReasonDialog>
  );
}
