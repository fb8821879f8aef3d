import { useState } from 'react';
import { reportMessageSchema } from '#shared/schemas/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useReportMessage } from '#web/features/messaging/api.ts';
import { toast } from '#web/lib/toast.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type ReportMessageDialogProps = { messageId: string; senderName: string };

/** Reports a received message to the admins, with a reason; the server refuses a second report (409, its words). */
export function ReportMessageDialog({ messageId, senderName }: ReportMessageDialogProps) {
  const [open, setOpen] = useState(false);
  const report = useReportMessage(messageId);
  const {
    register,
    submit,
    formError,
    setFormError,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(reportMessageSchema, {
    defaultValues: { reason: '' },
    fieldNames: [],
    fallback: 'Failed to report the message. Please try again.',
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      setFormError(null);
    }
  };

  const onSubmit = submit(async (values) => {
    await report.mutateAsync(values);
    toast.success('Message reported. Thank you.');
    changeOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <Button
        variant="link"
        size="sm"
        className="text-xs text-muted-foreground"
        aria-label={`Report message from ${senderName}`}
        onClick={() => setOpen(true)}
      >
        Report
      </Button>
      <DialogContent>
        <DialogTitle>Report message</DialogTitle>
        <DialogDescription>The administrators will review this message. Please say what is wrong.</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <FormError message={formError} />
          <FormField label="Reason" error={errors.reason?.message}>
            {(field) => <Textarea {...field} rows={3} {...register('reason')} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? 'Reporting...' : 'Report Message'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
