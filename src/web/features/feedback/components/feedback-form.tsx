import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { limits, timings } from '#shared/constants.ts';
import {
  createFeedbackSchema,
  feedbackContentMax,
  feedbackTypeLabels,
  type CreateFeedbackInput,
} from '#shared/schemas/feedback.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSubmitFeedback } from '#web/features/feedback/api.ts';
import { RatingField } from '#web/features/feedback/components/rating-field.tsx';
import { applyFieldErrors, describeError } from '#web/lib/form-errors.ts';
import { useTimedFlag } from '#web/lib/use-timed-flag.ts';

const submitFailed = 'Failed to submit feedback. Please try again.';
const fieldNames = ['type', 'content', 'rating'] as const;

type FeedbackFormValues = z.input<typeof createFeedbackSchema>;
type FeedbackFormOutput = z.output<typeof createFeedbackSchema>;

const defaultValues: FeedbackFormValues = { type: 'general', content: '', rating: null };

/** The feedback form; `onSubmitted` lets the page bring the history back to its first page, where the entry is. */
export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submitFeedback = useSubmitFeedback();
  const [formError, setFormError] = useState<string | null>(null);
  const [thanksVisible, showThanks] = useTimedFlag(timings.successBannerMs);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFormValues, unknown, FeedbackFormOutput>({
    resolver: zodResolver(createFeedbackSchema),
    defaultValues,
  });
  const content = useWatch({ control, name: 'content' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submitFeedback.mutateAsync(values satisfies CreateFeedbackInput);
      reset(defaultValues);
      showThanks();
      onSubmitted();
    } catch (error) {
      if (!applyFieldErrors(error, setError, fieldNames)) setFormError(describeError(error, submitFailed));
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Send Feedback</h2>
      <form noValidate onSubmit={submit} aria-label="Feedback" className="mt-4 flex flex-col gap-4">
        {thanksVisible ? <Alert tone="success">Thank you for your feedback! We read every message.</Alert> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <FormField label="Feedback type" error={errors.type?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('type')}>
              {Object.entries(feedbackTypeLabels).map(([type, label]) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Your feedback"
          error={errors.content?.message}
          hint={
            <span className="flex flex-wrap justify-between gap-2">
              <span>At least {limits.feedbackMin} characters.</span>
              <span>
                {(content ?? '').length}/{feedbackContentMax} characters
              </span>
            </span>
          }
        >
          {(field) => (
            <Textarea
              {...field}
              rows={5}
              maxLength={feedbackContentMax}
              placeholder="Tell us what works, what does not, or what you would like to see."
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
          {isSubmitting ? 'Submitting...' : 'Submit Feedback'}
        </Button>
      </form>
    </Card>
  );
}
