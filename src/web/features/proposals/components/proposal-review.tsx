import { Controller } from 'react-hook-form';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProposalView, reviewSchema } from '#shared/schemas/proposals.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useReviewProposal } from '#web/features/proposals/api.ts';
import { cn } from '#web/lib/cn.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

const ratings = [1, 2, 3, 4, 5] as const;

/** The viewer's review of a completed deal: the form while they may give one, then what they gave. */
export function ProposalReview({ proposal, otherName }: { proposal: ProposalView; otherName: string }) {
  if (proposal.myReview) {
    return (
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">
          <FormattedMessage id="proposals.review.yours" />
        </h3>
        <Stars rating={proposal.myReview.rating} />
        {proposal.myReview.comment ? <p className="text-sm text-pretty">{proposal.myReview.comment}</p> : null}
      </div>
    );
  }
  if (!proposal.can.review) return null;
  return <ReviewForm proposalId={proposal.id} otherName={otherName} />;
}

function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <p
      role="img"
      className="inline-flex items-center gap-0.5"
      aria-label={intl.formatMessage({ id: 'proposals.review.stars' }, { rating })}
    >
      {ratings.map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn('size-4', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')}
        />
      ))}
    </p>
  );
}

function ReviewForm({ proposalId, otherName }: { proposalId: string; otherName: string }) {
  const intl = useIntl();
  const review = useReviewProposal(proposalId);
  const {
    control,
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm(reviewSchema, {
    // No rating until a star is chosen, so the rating's name is not among the defaults.
    defaultValues: { comment: '' },
    fieldNames: ['rating', 'comment'],
    fallback: intl.formatMessage({ id: 'proposals.review.failed' }),
  });

  const onSubmit = submit(async (values) => {
    await review.mutateAsync({ rating: values.rating, comment: values.comment || undefined });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'proposals.review.label' })}
      className="flex flex-col gap-4"
    >
      <h3 className="font-semibold">
        <FormattedMessage id="proposals.review.title" values={{ name: otherName }} />
      </h3>
      <FormError message={formError} />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset>
            <legend className="text-sm font-medium">
              <FormattedMessage id="proposals.review.rating" />
            </legend>
            <div className="mt-1 flex gap-1">
              {ratings.map((value) => (
                <label key={value} className="relative">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    // Transparent over its star: the star is what is seen, the radio what is clicked and focused.
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  <span className="sr-only">
                    <FormattedMessage id="proposals.review.ratingOption" values={{ count: value }} />
                  </span>
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-7 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-primary',
                      field.value !== undefined && value <= field.value
                        ? 'fill-amber-400 text-amber-400'
                        : 'text-muted-foreground',
                    )}
                  />
                </label>
              ))}
            </div>
            {errors.rating ? (
              <p role="alert" className="mt-1.5 text-sm text-destructive">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <FormField label={intl.formatMessage({ id: 'proposals.review.comment' })} error={errors.comment?.message}>
        {(field) => <Textarea {...field} rows={3} {...register('comment')} />}
      </FormField>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        <FormattedMessage id={isSubmitting ? 'proposals.review.saving' : 'proposals.review.submit'} />
      </Button>
    </form>
  );
}
