import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '#web/lib/cn.ts';

type StarRatingProps = { rating: number; className?: string };

/** Five stars filled to the nearest whole one; the figure itself is written beside them or read out. */
export function StarRating({ rating, className }: StarRatingProps) {
  const intl = useIntl();
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={intl.formatMessage({ id: 'members.starRating.label' }, { rating })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= filled ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}
