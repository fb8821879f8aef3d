import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CircleAlert, Inbox } from 'lucide-react';
import { categories, categorySlugs } from '#shared/categories.ts';
import { proposalStatuses } from '#shared/constants.ts';
import { ActiveFilterChips } from '#web/components/list/active-filter-chips.tsx';
import { ListFilters } from '#web/components/list/list-filters.tsx';
import { PageSizeSelect } from '#web/components/list/page-size-select.tsx';
import type { ListChangeOptions } from '#web/components/list/use-list-params.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProposals } from '#web/features/proposals/api.ts';
import { ProposalListItem } from '#web/features/proposals/components/proposal-list-item.tsx';
import { proposalStatusLabels } from '#web/features/proposals/format.ts';
import {
  applyProposalListChange,
  hasProposalFilters,
  type ProposalListParams,
  parseProposalListParams,
} from '#web/features/proposals/list-params.ts';
import { countPages, describeResultRange } from '#web/lib/pagination.ts';
import { cn } from '#web/lib/cn.ts';

type ProposalListProps = { box: 'sent' | 'received' | 'all'; label: string };

// A proposal's listing may be in any category, the request ones included.
const skeletonCount = 6;
const layoutClasses = {
  grid: 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3',
  list: 'flex flex-col gap-3',
} as const;

/**
 * A paged list of the member's proposals with the offer lists' pieces: search by listing title, category, payment
 * type, status, layout, active filter chips, result range, page size, pager and 'No proposals found'. Its state
 * lives in the address, beside whatever else the page keeps there; the server applies every filter.
 */
export function ProposalList({ box, label }: ProposalListProps) {
  const headingId = useId();
  const statusId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseProposalListParams(searchParams, categorySlugs);
  const { q, category, payment, status, page, pageSize, view } = params;
  const proposals = useProposals({
    box,
    q: q || undefined,
    category: categorySlugs.find((slug) => slug === category),
    payment,
    status,
    page,
    pageSize,
  });
  const { data, isPlaceholderData, isFetching } = proposals;
  // One clock per render, so every item's 'N minutes ago' agrees.
  const [now] = useState(() => new Date());

  const update = useCallback(
    (change: Partial<ProposalListParams>, { replace = false }: ListChangeOptions = {}) => {
      const next = applyProposalListChange(searchParams, categorySlugs, change);
      // A change to the same state would add a history entry that Back seems to skip.
      if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams],
  );
  const clearFilters = () => update({ q: '', category: undefined, payment: undefined, status: undefined });
  const filtered = hasProposalFilters(params);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <ListFilters
        params={params}
        categories={categories}
        searchLabel="Search proposals"
        searchPlaceholder="Search by listing title..."
        filtered={filtered}
        onChange={update}
        onClear={clearFilters}
      >
        <div className="flex min-w-44 flex-1 flex-col gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id={statusId}
            value={status ?? ''}
            onChange={(event) => update({ status: proposalStatuses.find((value) => value === event.target.value) })}
          >
            <option value="">All statuses</option>
            {proposalStatuses.map((value) => (
              <option key={value} value={value}>
                {proposalStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </ListFilters>
      <ActiveFilterChips params={params} onRemove={update} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="status" className="text-sm font-medium text-muted-foreground">
          {data ? describeResultRange(data) : null}
        </div>
        <PageSizeSelect value={pageSize} onChange={(next) => update({ pageSize: next })} />
      </div>
      <div aria-busy={isFetching} className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
        {proposals.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-destructive/40 px-6 py-14 text-center"
          >
            <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
            <p className="font-semibold">The proposals could not be loaded.</p>
            <Button variant="outline" onClick={() => void proposals.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !data ? (
          <ul aria-label="Loading" className={layoutClasses[view]}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-24 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
            <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-semibold">No proposals found</p>
            <p className="max-w-md text-sm text-muted-foreground text-pretty">
              {filtered
                ? 'None matches this search and these filters. Try other words, or clear the filters to see every proposal.'
                : 'Proposals you send on listings, and the ones members send you, appear here.'}
            </p>
            {filtered ? (
              <Button variant="outline" onClick={clearFilters}>
                Clear all filters
              </Button>
            ) : null}
          </div>
        ) : (
          <ul className={layoutClasses[view]}>
            {data.items.map((proposal) => (
              <li key={proposal.id}>
                <ProposalListItem proposal={proposal} now={now} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && !proposals.isError ? (
        <Pagination
          page={data.page}
          pageCount={countPages(data.total, data.pageSize)}
          onPageChange={(next) => update({ page: next })}
          className="mt-4"
        />
      ) : null}
    </section>
  );
}
