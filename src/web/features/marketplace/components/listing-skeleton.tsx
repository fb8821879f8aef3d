import { Skeleton } from '#web/components/ui/skeleton.tsx';

/**
 * The listing page's shape while it loads. At least a screen tall, as the listing nearly always is: the footer stays
 * out of view instead of showing below the placeholder and being pushed away when the listing arrives, and on
 * desktop the scroll bar is there from the start rather than appearing then and narrowing the page (a layout shift
 * of 0.22 in Lighthouse's desktop run).
 */
export function ListingSkeleton() {
  return (
    <div className="grid min-h-dvh content-start gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="flex flex-col gap-3">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <div className="flex gap-2">
          <Skeleton className="size-16" />
          <Skeleton className="size-16" />
          <Skeleton className="size-16" />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-7 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-4 h-20 w-full" />
      </div>
    </div>
  );
}
