import { useState } from 'react';
import { cancellationLimits, cancellationReasonSchema } from '#shared/schemas/proposals.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { type ReasonedAction, useReasonedProposalAction } from '#web/features/proposals/api.ts';
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
  const [open, setOpen] = useState(false);
  const send = useReasonedProposalAction(proposalId, action);
  const {
    register,
    submit,
    formError,
    setFormError,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(cancellationReasonSchema, { defaultValues: { reason: '' }, fallback });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      setFormError(null);
    }
  };

  const onSubmit = submit(async (values) => {
    await send.mutateAsync(values);
    changeOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={onSubmit} aria-label={title} className="mt-4 flex flex-col gap-4">
          <FormError message={formError} />
          <FormField
            label="Reason"
            error={errors.reason?.message}
            hint={`At most ${cancellationLimits.reasonMax} characters.`}
          >
            {(field) => <Textarea {...field} rows={3} {...register('reason')} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Back
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
