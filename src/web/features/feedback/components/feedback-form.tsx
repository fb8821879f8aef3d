import { Controller, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { limits, timings } from '#shared/constants.ts';
import { createFeedbackSchema, feedbackContentMax, type CreateFeedbackInput } from '#shared/schemas/feedback.ts';
import { feedbackTypeMessages } from '#web/components/shared-labels.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSubmitFeedback } from '#web/features/feedback/api.ts';
import { RatingField } from '#web/features/feedback/components/rating-field.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useTimedFlag } from '#web/lib/use-timed-flag.ts';

type FeedbackFormValues = z.input<typeof createFeedbackSchema>;

const defaultValues: FeedbackFormValues = { type: 'general', content: '', rating: null };

/** The feedback form; `onSubmitted` lets the page bring the history back to its first page, where the entry is. */
export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const intl = useIntl();
  const submitFeedback = useSubmitFeedback();
  const [thanksVisible, showThanks] = useTimedFlag(timings.successBannerMs);
  const {
    register,
    submit,
    formError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm(createFeedbackSchema, {
    defaultValues,
    fallback: intl.formatMessage({ id: 'feedback.feedbackForm.failed' }),
  });
  const content = useWatch({ control, name: 'content' });

  const onSubmit = submit(async (values) => {
    await submitFeedback.mutateAsync(values satisfies CreateFeedbackInput);
    reset(defaultValues);
    showThanks();
    onSubmitted();
  });

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="feedback.feedbackForm.title" />
      </h2>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={intl.formatMessage({ id: 'feedback.feedbackForm.label' })}
        className="mt-4 flex flex-col gap-4"
      >
        {thanksVisible ? (
          <Alert tone="success">
            <FormattedMessage id="feedback.feedbackForm.thanks" />
          </Alert>
        ) : null}
        <FormError message={formError} />
        <FormField label={intl.formatMessage({ id: 'feedback.feedbackForm.type' })} error={errors.type?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('type')}>
              {Object.entries(feedbackTypeMessages).map(([type, label]) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: label })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'feedback.feedbackForm.content' })}
          error={errors.content?.message}
          hint={
            <span className="flex flex-wrap justify-between gap-2">
              <span>
                <FormattedMessage id="feedback.feedbackForm.minLength" values={{ min: limits.feedbackMin }} />
              </span>
              <span>
                <FormattedMessage
                  id="feedback.feedbackForm.length"
                  values={{ count: (content ?? '').length, max: feedbackContentMax }}
                />
              </span>
            </span>
          }
        >
          {(field) => (
            <Textarea
              {...field}
              rows={5}
              maxLength={feedbackContentMax}
              placeholder={intl.formatMessage({ id: 'feedback.feedbackForm.placeholder' })}
              {...register('content')}
            />
          )}
        </FormField>
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <RatingField value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Button type="submit" disabled={isSubmitting} className="self-start max-sm:w-full">
          {isSubmitting ? (
            <FormattedMessage id="feedback.feedbackForm.submitting" />
          ) : (
            <FormattedMessage id="feedback.feedbackForm.submit" />
          )}
        </Button>
      </form>
    </Card>
  );
}
