import { Star } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { cn } from '#web/lib/cn.ts';

type OfferRatingProps = { rating: number | null; reviewCount: number; className?: string };

/** The real average of the listing's reviews, or 'New' before its first one. */
export function OfferRating({ rating, reviewCount, className }: OfferRatingProps) {
  if (rating === null) {
    return (
      <span className={cn('text-sm font-medium text-muted-foreground', className)}>
        <FormattedMessage id="marketplace.offerRating.new" />
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">
        <FormattedMessage id="marketplace.offerRating.reviews" values={{ count: reviewCount }} />
      </span>
    </span>
  );
}
