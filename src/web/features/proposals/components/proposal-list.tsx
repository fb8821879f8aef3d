import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CircleAlert, Inbox } from 'lucide-react';
import { pageSizes, proposalStatuses } from '#shared/constants.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProposals } from '#web/features/proposals/api.ts';
import { ProposalListItem } from '#web/features/proposals/components/proposal-list-item.tsx';
import { proposalStatusLabels } from '#web/features/proposals/format.ts';
import {
  applyProposalListChange,
  type ProposalListParams,
  parseProposalListParams,
} from '#web/features/proposals/list-params.ts';
import { countPages, describeResultRange } from '#web/lib/pagination.ts';
import { cn } from '#web/lib/cn.ts';

type ProposalListProps = { box: 'sent' | 'received' | 'all'; label: string };

/**
 * A paged list of the member's proposals with the offer lists' pieces: status filter, result range, page size,
 * pager, 'No proposals found'. Its state lives in the address, beside whatever else the page keeps there.
 */
export function ProposalList({ box, label }: ProposalListProps) {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseProposalListParams(searchParams);
  const proposals = useProposals({ box, ...params });
  const { data, isPlaceholderData, isFetching } = proposals;
  // One clock per render, so every item's 'N minutes ago' agrees.
  const [now] = useState(() => new Date());

  const update = (change: Partial<ProposalListParams>) =>
    setSearchParams(applyProposalListChange(searchParams, change));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Status
          <NativeSelect
            className="w-44"
            value={params.status ?? ''}
            onChange={(event) => update({ status: proposalStatuses.find((status) => status === event.target.value) })}
          >
            <option value="">All statuses</option>
            {proposalStatuses.map((status) => (
              <option key={status} value={status}>
                {proposalStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          Items per page
          <NativeSelect
            className="w-24"
            value={params.pageSize}
            onChange={(event) =>
              update({ pageSize: pageSizes.find((size) => size === Number(event.target.value)) ?? params.pageSize })
            }
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <div role="status" className="text-sm font-medium text-muted-foreground">
        {data ? describeResultRange(data) : null}
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
          <ul aria-label="Loading" className="flex flex-col gap-3">
            {[0, 1, 2].map((index) => (
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
              {params.status
                ? 'None has this status. Choose All statuses to see every proposal.'
                : 'Proposals you send on listings, and the ones members send you, appear here.'}
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
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
          onPageChange={(page) => update({ page })}
          className="mt-4"
        />
      ) : null}
    </section>
  );
}
