import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { disputeReasonLabels, disputeReasons, limits } from '#shared/constants.ts';
import { disputeLimits, openDisputeSchema } from '#shared/schemas/disputes.ts';
import { ImagesField } from '#web/components/images-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useOpenDispute } from '#web/features/disputes/api.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

/**
 * 'Open a Dispute' and its dialog: why (a short list), what happened, and pictures through the upload pipeline. The
 * deal is frozen from then on, so the description says so before anything is sent.
 */
export function OpenDisputeDialog({ proposalId, otherName }: { proposalId: string; otherName: string }) {
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const openDispute = useOpenDispute(proposalId);
  const {
    control,
    register,
    submit,
    formError,
    setFormError,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(openDisputeSchema, {
    defaultValues: { statement: '', images: [] },
    fieldNames: ['reason', 'statement', 'images'],
    fallback: 'Failed to open the dispute. Please try again.',
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      setFormError(null);
    }
  };

  const onSubmit = submit(async (values) => {
    await openDispute.mutateAsync(values);
    changeOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open a Dispute
      </Button>
      <DialogContent className="max-w-lg">
        <DialogTitle>Open a Dispute</DialogTitle>
        <DialogDescription>
          The deal is put on hold until an administrator rules on it. {otherName} can add their statement within{' '}
          {limits.disputeResponseDays} days.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} aria-label="Open a Dispute" className="mt-4 flex flex-col gap-4">
          <FormError message={formError} />
          <FormField label="Reason" error={errors.reason?.message}>
            {(field) => (
              <NativeSelect {...field} defaultValue="" {...register('reason')}>
                <option value="" disabled>
                  Choose a reason
                </option>
                {disputeReasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {disputeReasonLabels[reason]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label="Statement"
            error={errors.statement?.message}
            hint={`What went wrong, in your words. At most ${disputeLimits.statementMax} characters.`}
          >
            {(field) => <Textarea {...field} rows={5} {...register('statement')} />}
          </FormField>
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <ImagesField
                label="Pictures (optional)"
                itemName="Dispute picture"
                max={limits.disputeImagesMax}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
                onUploadingChange={setUploading}
              />
            )}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Back
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting || uploading}>
              {isSubmitting ? 'Opening...' : 'Open Dispute'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
