import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { disputeReasons, limits } from '#shared/constants.ts';
import { disputeLimits, openDisputeSchema } from '#shared/schemas/disputes.ts';
import { ImagesField } from '#web/components/images-field.tsx';
import { disputeReasonMessages } from '#web/components/shared-labels.ts';
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
  const intl = useIntl();
  const [uploading, setUploading] = useState(false);
  const openDispute = useOpenDispute(proposalId);
  const form = useApiForm(openDisputeSchema, {
    defaultValues: { statement: '', images: [] },
    fieldNames: ['reason', 'statement', 'images'],
    fallback: intl.formatMessage({ id: 'disputes.openDialog.failed' }),
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
          <FormattedMessage id="disputes.openDialog.open" />
        </Button>
      }
      className="max-w-lg"
      title={intl.formatMessage({ id: 'disputes.openDialog.title' })}
      description={
        <FormattedMessage
          id="disputes.openDialog.description"
          values={{ name: otherName, days: limits.disputeResponseDays }}
        />
      }
      formLabel={intl.formatMessage({ id: 'disputes.openDialog.title' })}
      onSubmit={onSubmit}
      formError={form.formError}
      cancelLabel="Back"
      submitLabel={intl.formatMessage({ id: 'disputes.openDialog.submit' })}
      busyLabel={intl.formatMessage({ id: 'disputes.openDialog.opening' })}
      busy={isSubmitting}
      submitDisabled={uploading}
    >
      <FormField label={<FormattedMessage id="disputes.openDialog.reason" />} error={errors.reason?.message}>
        {(field) => (
          <NativeSelect {...field} defaultValue="" {...form.register('reason')}>
            <option value="" disabled>
              {intl.formatMessage({ id: 'disputes.openDialog.chooseReason' })}
            </option>
            {disputeReasons.map((reason) => (
              <option key={reason} value={reason}>
                {intl.formatMessage({ id: disputeReasonMessages[reason] })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={<FormattedMessage id="disputes.openDialog.statement" />}
        error={errors.statement?.message}
        hint={<FormattedMessage id="disputes.openDialog.statementHint" values={{ max: disputeLimits.statementMax }} />}
      >
        {(field) => <Textarea {...field} rows={5} {...form.register('statement')} />}
      </FormField>
      <Controller
        control={form.control}
        name="images"
        render={({ field, fieldState }) => (
          <ImagesField
            label={intl.formatMessage({ id: 'disputes.openDialog.pictures' })}
            itemName={intl.formatMessage({ id: 'disputes.openDialog.picture' })}
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
