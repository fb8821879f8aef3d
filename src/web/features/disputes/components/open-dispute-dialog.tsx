import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { disputeReasonLabels, disputeReasons, limits } from '#shared/constants.ts';
import { disputeLimits, openDisputeSchema } from '#shared/schemas/disputes.ts';
import { ImagesField } from '#web/components/images-field.tsx';
import { ReasonDialog, useReasonDialogOpen } from '#web/components/reason-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
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
  const [uploading, setUploading] = useState(false);
  const openDispute = useOpenDispute(proposalId);
  const form = useApiForm(openDisputeSchema, {
    defaultValues: { statement: '', images: [] },
    fieldNames: ['reason', 'statement', 'images'],
    fallback: 'Failed to open the dispute. Please try again.',
  });
  const [open, changeOpen] = useReasonDialogOpen(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(async (values) => {
    await openDispute.mutateAsync(values);
    changeOpen(false);
  });

  return (
    <ReasonDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" onClick={() => changeOpen(true)}>
          Open a Dispute
        </Button>
      }
      className="max-w-lg"
      title="Open a Dispute"
      description={
        <>
          The deal is put on hold until an administrator rules on it. {otherName} can add their statement within{' '}
          {limits.disputeResponseDays} days.
        </>
      }
      formLabel="Open a Dispute"
      onSubmit={onSubmit}
      formError={form.formError}
      cancelLabel="Back"
      submitLabel="Open Dispute"
      busyLabel="Opening..."
      busy={isSubmitting}
      submitDisabled={uploading}
    >
      <FormField label="Reason" error={errors.reason?.message}>
        {(field) => (
          <NativeSelect {...field} defaultValue="" {...form.register('reason')}>
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
        {(field) => <Textarea {...field} rows={5} {...form.register('statement')} />}
      </FormField>
      <Controller
        control={form.control}
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
    </ReasonDialog>
  );
}
