import { type ReactNode, type Ref, useId } from 'react';
import { ListError } from '#web/components/list/list-notices.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { describeResultRange, type PageSummary } from '#web/lib/pagination.ts';

type ListQuery = {
  data: (PageSummary & { items: readonly unknown[] }) | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** True while `data` is the previous page, kept on screen (dimmed, marked busy) as the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type ListShellProps = {
  /** The list's name: its heading, hidden unless `headingShown`. */
  label: string;
  headingShown?: boolean;
  /** Plural, lower case, for 'The proposals could not be loaded.' */
  noun: string;
  query: ListQuery;
  /** The search and filters above the list. */
  filters?: ReactNode;
  /** Beside the result range: the page size select. */
  toolbar?: ReactNode;
  /** Marks the list's top, where a new page scrolls to (useListPaging). */
  topRef?: Ref<HTMLDivElement>;
  skeleton: ReactNode;
  /** Shown when the page has no items (and is not past the last page, about to move back). */
  empty: ReactNode;
  pastTheEnd?: boolean;
  /** `hrefFor`: a page's address, where the list keeps its page in the address (see Pagination). */
  pager: { pageCount: number; onPageChange: (page: number) => void; hrefFor?: (page: number) => string };
  className?: string;
  /** The items of the page. */
  children: ReactNode;
  /** Drawn under the list (dialogs), so they outlive a row that leaves the page. */
  after?: ReactNode;
};

/**
 * Every paged list's frame: heading, filters, result range, the items or their placeholders, nothing found or a
 * failed load, and the pager. Each list brings its own filters and items.
 */
export function ListShell({
  label,
  headingShown = false,
  noun,
  query,
  filters,
  toolbar,
  topRef,
  skeleton,
  empty,
  pastTheEnd = false,
  pager,
  className,
  children,
  after,
}: ListShellProps) {
  const headingId = useId();
  const { data, isPlaceholderData, isFetching } = query;
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={headingId} className={headingShown ? 'text-xl font-semibold' : 'sr-only'}>
        {label}
      </h2>
      {filters}
      <div ref={topRef} className="flex scroll-mt-32 flex-wrap items-center justify-between gap-3 lg:scroll-mt-24">
        <div role="status" className="text-sm font-medium text-muted-foreground">
          {data ? describeResultRange(data) : null}
          {!data && query.isPending ? <Skeleton className="h-5 w-36" /> : null}
        </div>
        {toolbar}
      </div>
      <div aria-busy={isFetching} className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
        {query.isError ? (
          <ListError noun={noun} onRetry={() => void query.refetch()} />
        ) : !data ? (
          skeleton
        ) : data.items.length === 0 && !pastTheEnd ? (
          empty
        ) : (
          children
        )}
      </div>
      {data && !query.isError ? (
        <Pagination
          page={data.page}
          pageCount={pager.pageCount}
          onPageChange={pager.onPageChange}
          hrefFor={pager.hrefFor}
          className="mt-4"
        />
      ) : null}
      {after}
    </section>
  );
}
