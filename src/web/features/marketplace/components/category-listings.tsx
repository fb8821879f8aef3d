import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PageSize } from '#shared/constants.ts';
import type { OfferPage } from '#shared/schemas/offers.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { OfferCardSkeleton } from '#web/features/marketplace/components/offer-card-skeleton.tsx';
import { ListItems } from '#web/features/marketplace/components/offer-list-body.tsx';
import { PageSizeSelect } from '#web/components/list/page-size-select.tsx';
import { cn } from '#web/lib/cn.ts';
import { describeResultRange } from '#web/lib/pagination.ts';

type CategoryListingsProps = {
  /** Undefined while the first page loads; the previous page while the next one loads. */
  data: OfferPage | undefined;
  /** The size the address asks for; the select shows it at once, before its page arrives. */
  pageSize: PageSize;
  /** The pages the pager offers. */
  pageCount: number;
  /** Pet Services shows three columns on wide screens (spec), every other category four. */
  columns: 3 | 4;
  /** True while another page replaces the one on screen. */
  updating: boolean;
  onPageChange: (page: number) => void;
  /** A page's address, so the pager is links. */
  hrefFor: (page: number) => string;
  onPageSizeChange: (pageSize: PageSize) => void;
};

const skeletonCount = 8;

/** A category's listings: the result range, the page-size selector, the grid and the pager. */
export function CategoryListings(props: CategoryListingsProps) {
  const { data, pageSize, pageCount, columns, updating, onPageChange, hrefFor, onPageSizeChange } = props;
  const headingId = useId();
  const gridClasses = cn('grid grid-cols-1 gap-6 sm:grid-cols-2', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4');

  return (
    <section aria-labelledby={headingId} className="mt-8">
      {/* The cards' titles are h3s: this keeps the outline from skipping a level under the page's h1. */}
      <h2 id={headingId} className="sr-only">
        <FormattedMessage id="marketplace.categoryListings.heading" />
      </h2>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        {data ? (
          // The range of the page on screen, which is the previous one until the next arrives.
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {describeResultRange(data)}
          </p>
        ) : (
          <Skeleton className="h-5 w-40" />
        )}
        <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />
      </div>
      {data ? (
        <ListItems offers={data.items} layout="grid" className={gridClasses} busy={updating} />
      ) : (
        <div aria-busy="true" className={gridClasses}>
          <span role="status" className="sr-only">
            <FormattedMessage id="marketplace.categoryListings.loading" />
          </span>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <OfferCardSkeleton key={index} />
          ))}
        </div>
      )}
      {data ? (
        <Pagination
          page={data.page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          hrefFor={hrefFor}
          className="mt-10"
        />
      ) : null}
    </section>
  );
}
