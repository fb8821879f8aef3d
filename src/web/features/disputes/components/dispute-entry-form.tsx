import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { limits } from '#shared/constants.ts';
import { disputeEntrySchema, disputeLimits } from '#shared/schemas/disputes.ts';
import { ImagesField } from '#web/components/images-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAddDisputeEntry } from '#web/features/disputes/api.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

/**
 * 'Add to the case': the other party's statement, or a party's answer to an admin's question. The server says
 * which by the case (dispute.can.addEntry); the form is the same.
 */
export function DisputeEntryForm({ proposalId, answering }: { proposalId: string; answering: boolean }) {
  const [uploading, setUploading] = useState(false);
  const addEntry = useAddDisputeEntry(proposalId);
  const label = answering ? 'Your answer' : 'Your statement';
  const {
    control,
    register,
    submit,
    formError,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(disputeEntrySchema, {
    defaultValues: { body: '', images: [] },
    fallback: 'Failed to add to the case. Please try again.',
  });

  const onSubmit = submit(async (values) => {
    await addEntry.mutateAsync(values);
    reset();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Add to the case"
      className="flex flex-col gap-3 border-t border-border pt-3"
    >
      <h3 className="font-medium">Add to the case</h3>
      <FormError message={formError} />
      <FormField label={label} error={errors.body?.message} hint={`At most ${disputeLimits.statementMax} characters.`}>
        {(field) => <Textarea {...field} rows={4} {...register('body')} />}
      </FormField>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImagesField
            label="Pictures (optional)"
            itemName="Case picture"
            max={limits.disputeImagesMax}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onUploadingChange={setUploading}
          />
        )}
      />
      <Button type="submit" className="self-start" disabled={isSubmitting || uploading}>
        {isSubmitting ? 'Sending...' : 'Add to the Case'}
      </Button>
    </form>
  );
}
