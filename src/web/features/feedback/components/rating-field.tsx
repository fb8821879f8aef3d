import { useId, useRef } from 'react';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

const ratings = [1, 2, 3, 4, 5] as const;

type RatingFieldProps = {
  value: number | null;
  onChange: (rating: number | null) => void;
  error?: string | undefined;
};

/**
 * The optional 1-5 rating: native radios (arrow keys move between them, screen readers hear 'n stars, radio,
 * x of 5') drawn as stars, and a button that takes the rating back, which radios alone cannot do.
 */
export function RatingField({ value, onChange, error }: RatingFieldProps) {
  const intl = useIntl();
  const name = useId();
  const errorId = `${name}-error`;
  const firstStar = useRef<HTMLInputElement>(null);

  // The button goes away with the rating, so the focus moves back into the stars instead of being lost.
  function clear() {
    onChange(null);
    firstStar.current?.focus();
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">
        <FormattedMessage id="feedback.ratingField.label" />
      </legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          {ratings.map((rating) => (
            <label
              key={rating}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-secondary"
            >
              <input
                ref={rating === 1 ? firstStar : undefined}
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-label={intl.formatMessage({ id: 'feedback.ratingField.stars' }, { count: rating })}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7',
                  value !== null && rating <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {value === null ? (
            <FormattedMessage id="feedback.ratingField.none" />
          ) : (
            <FormattedMessage id="feedback.ratingField.value" values={{ value }} />
          )}
        </span>
        {value !== null ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            <FormattedMessage id="feedback.ratingField.clear" />
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
