import { useId, useMemo } from 'react';
import type { Category } from '#shared/categories.ts';
import type { OfferKind } from '#shared/constants.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useOffers } from '#web/features/marketplace/api.ts';
import { ActiveFilterChips } from '#web/components/list/active-filter-chips.tsx';
import { ListFilters } from '#web/components/list/list-filters.tsx';
import { hasActiveFilters } from '#web/components/list/list-params.ts';
import {
  ListEmpty,
  ListError,
  ListItems,
  ListSkeletons,
} from '#web/features/marketplace/components/offer-list-body.tsx';
import { PageSizeSelect } from '#web/components/list/page-size-select.tsx';
import { useListPaging } from '#web/features/marketplace/components/use-list-paging.ts';
import { useListParams } from '#web/components/list/use-list-params.ts';
import { describeResultRange } from '#web/lib/pagination.ts';
import { cn } from '#web/lib/cn.ts';

type OfferListProps = {
  kind: OfferKind;
  /** The categories the page's select offers; a category outside them in the address is ignored. */
  categories: readonly Category[];
  /** Plural, lower case: 'services', 'requests'. */
  noun: string;
  searchLabel: string;
  skeletonCount: number;
};

/**
 * The shared list of /browse, /services and /requests: search, filters, paging and layout, all kept in the address.
 * The previous page stays on screen (dimmed, marked busy) while the next one loads.
 */
export function OfferList({ kind, categories, noun, searchLabel, skeletonCount }: OfferListProps) {
  const headingId = useId();
  const categorySlugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const { params, update, clearFilters } = useListParams({ categorySlugs });
  const { q, category, payment, page, pageSize, view } = params;
  const offers = useOffers({ kind, q: q || undefined, category, payment, page, pageSize });
  const { data, isPlaceholderData, isFetching } = offers;
  // Paging stops where the server's does (maxPage); a narrower search reaches the rest.
  const { topRef, pageCount, pastTheEnd, changePage } = useListPaging({ data, isPlaceholderData, update });

  const filtered = hasActiveFilters(params);

  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {noun.charAt(0).toUpperCase() + noun.slice(1)}
      </h2>
      <ListFilters
        params={params}
        categories={categories}
        searchLabel={searchLabel}
        onChange={update}
        onClear={clearFilters}
      />
      <ActiveFilterChips params={params} onRemove={update} />
      <div ref={topRef} className="flex scroll-mt-32 flex-wrap items-center justify-between gap-3 lg:scroll-mt-24">
        <div role="status" className="text-sm font-medium text-muted-foreground">
          {data ? describeResultRange(data) : null}
          {!data && offers.isPending ? <Skeleton className="h-5 w-36" /> : null}
        </div>
        <PageSizeSelect value={pageSize} onChange={(next) => update({ pageSize: next })} />
      </div>
      <div aria-busy={isFetching} className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
        {offers.isError ? (
          <ListError noun={noun} onRetry={() => void offers.refetch()} />
        ) : !data ? (
          <ListSkeletons count={skeletonCount} layout={view} />
        ) : data.items.length === 0 && !pastTheEnd ? (
          <ListEmpty noun={noun} filtered={filtered} onClear={clearFilters} />
        ) : (
          <ListItems offers={data.items} layout={view} leading />
        )}
      </div>
      {data && !offers.isError ? (
        <Pagination page={data.page} pageCount={pageCount} onPageChange={changePage} className="mt-4" />
      ) : null}
    </section>
  );
}
