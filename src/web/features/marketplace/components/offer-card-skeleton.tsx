import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { CardLayout } from '#web/features/marketplace/components/offer-card.tsx';
import { cn } from '#web/lib/cn.ts';

/** The shape of an OfferCard while the list loads. */
export function OfferCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  return (
    <Card className={cn('flex overflow-hidden', layout === 'grid' ? 'flex-col' : 'flex-col sm:flex-row')}>
      <Skeleton
        className={cn('aspect-[4/3] w-full rounded-none', layout === 'list' && 'sm:aspect-auto sm:h-40 sm:w-56')}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-5 w-1/3" />
      </div>
    </Card>
  );
}
