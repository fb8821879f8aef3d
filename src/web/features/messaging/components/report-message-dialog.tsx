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
  const report = useReportMessage(messageId);
  const form = useApiForm(reportMessageSchema, {
    defaultValues: { reason: '' },
    fieldNames: [],
    fallback: 'Failed to report the message. Please try again.',
  });
  const [open, changeOpen] = useReasonDialogOpen(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(async (values) => {
    await report.mutateAsync(values);
    toast.success('Message reported. Thank you.');
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
          aria-label={`Report message from ${senderName}`}
          onClick={() => changeOpen(true)}
        >
          Report
        </Button>
      }
      title="Report message"
      description="The administrators will review this message. Please say what is wrong."
      onSubmit={onSubmit}
      formError={form.formError}
      cancelLabel="Cancel"
      submitLabel="Report Message"
      busyLabel="Reporting..."
      busy={isSubmitting}
    >
      <FormField label="Reason" error={errors.reason?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register('reason')} />}
      </FormField>
    </ReasonDialog>
  );
}
