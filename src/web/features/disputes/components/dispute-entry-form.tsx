import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [uploading, setUploading] = useState(false);
  const addEntry = useAddDisputeEntry(proposalId);
  const label = intl.formatMessage({ id: answering ? 'disputes.entryForm.answer' : 'disputes.entryForm.statement' });
  const {
    control,
    register,
    submit,
    formError,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(disputeEntrySchema, {
    defaultValues: { body: '', images: [] },
    fallback: intl.formatMessage({ id: 'disputes.entryForm.failed' }),
  });

  const onSubmit = submit(async (values) => {
    await addEntry.mutateAsync(values);
    reset();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'disputes.entryForm.title' })}
      className="flex flex-col gap-3 border-t border-border pt-3"
    >
      <h3 className="font-medium">
        <FormattedMessage id="disputes.entryForm.title" />
      </h3>
      <FormError message={formError} />
      <FormField
        label={label}
        error={errors.body?.message}
        hint={<FormattedMessage id="disputes.entryForm.hint" values={{ max: disputeLimits.statementMax }} />}
      >
        {(field) => <Textarea {...field} rows={4} {...register('body')} />}
      </FormField>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImagesField
            label={intl.formatMessage({ id: 'disputes.entryForm.pictures' })}
            itemName={intl.formatMessage({ id: 'disputes.entryForm.picture' })}
            max={limits.disputeImagesMax}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onUploadingChange={setUploading}
          />
        )}
      />
      <Button type="submit" className="self-start" disabled={isSubmitting || uploading}>
        <FormattedMessage id={isSubmitting ? 'disputes.entryForm.sending' : 'disputes.entryForm.submit'} />
      </Button>
    </form>
  );
}
