import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatCardsSkeleton } from './stat-cards.tsx';

/** The dashboard's outline while its figures load: four cards, two charts, the activity list. */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <StatCardsSkeleton />
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((key) => (
          <Card key={key} className="p-5">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="mt-2 h-4 w-64 max-w-full" />
            <Skeleton className="mt-4 h-60 w-full" />
          </Card>
        ))}
      </div>
      <Card className="p-5">
        <Skeleton className="h-6 w-36" />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="mt-4 h-12 w-full" />
        ))}
      </Card>
    </div>
  );
}
