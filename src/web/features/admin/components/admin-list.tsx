import { type ReactNode, useEffect, useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, Inbox, Search } from 'lucide-react';
import { defaultPageSize } from '#shared/constants.ts';
import { maxPage } from '#shared/schemas/paging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { AdminListParams, Page } from '#web/features/admin/api.ts';
import { DataTable, type Column } from '#web/features/admin/components/data-table.tsx';
import { formatStatus } from '#web/components/record-status.tsx';
import { cn } from '#web/lib/cn.ts';
import { countReachablePages, describeResultRange } from '#web/lib/pagination.ts';

// Typing in a search box asks the server once the admin pauses, not at every key.
const searchDelayMs = 300;

export type ListState = ReturnType<typeof useListState>;

/** A tab's search, status filter and page; a new search or filter starts again from page 1. */
export function useListState() {
  const [search, setSearchText] = useState('');
  const [debouncedSearch, setDebouncedSearch] = useState('');
  const [status, setStatusValue] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebouncedSearch(search);
      setPage(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [search]);

  const params: AdminListParams = {
    search: debouncedSearch.trim() || undefined,
    status: status || undefined,
    page,
    pageSize: defaultPageSize,
  };
  const setStatus = (value: string) => {
    setStatusValue(value);
    setPage(1);
  };
  return { search, setSearch: setSearchText, status, setStatus, page, setPage, params };
}

type AdminListProps<Row extends { id: string }> = {
  /** The list's name: its heading for assistive technology and the table's label. */
  label: string;
  /** What the search box searches, e.g. 'Search by email or name'; none means the list has no search. */
  searchPlaceholder?: string;
  statuses: readonly string[];
  state: ListState;
  query: UseQueryResult<Page<Row>>;
  columns: Column<Row>[];
  /** The list's noun in the plural, for 'No users found'. */
  noun: string;
  /** Actions drawn under the table (dialogs), so they outlive a row that leaves the page. */
  children?: ReactNode;
};

/** One admin tab's list: search, 'All Status' dropdown, result range, table or state, pager. */
export function AdminList<Row extends { id: string }>({
  label,
  searchPlaceholder,
  statuses,
  state,
  query,
  columns,
  noun,
  children,
}: AdminListProps<Row>) {
  const headingId = useId();
  const { data, isPlaceholderData, isFetching } = query;
  const filtered = Boolean(state.params.search ?? state.params.status);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {label}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {searchPlaceholder ? (
          <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium">
            <span className="sr-only">Search {label}</span>
            <span className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                className="pl-9"
                placeholder={searchPlaceholder}
                value={state.search}
                onChange={(event) => state.setSearch(event.target.value)}
              />
            </span>
          </label>
        ) : null}
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          <span className="sr-only">Filter {label} by status</span>
          <NativeSelect
            className="sm:w-48"
            value={state.status}
            onChange={(event) => state.setStatus(event.target.value)}
          >
            <option value="">All Status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {formatStatus(status)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <div role="status" className="text-sm font-medium text-muted-foreground">
        {data ? describeResultRange(data) : null}
      </div>
      <div aria-busy={isFetching} className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
        {query.isError && !data ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-destructive/40 px-6 py-14 text-center"
          >
            <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
            <p className="font-semibold">The {noun} could not be loaded.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !data ? (
          <div aria-label="Loading" className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
            <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-semibold">No {noun} found</p>
            {filtered ? (
              <p className="text-sm text-muted-foreground">Try another search or choose All Status.</p>
            ) : null}
          </div>
        ) : (
          <DataTable label={label} columns={columns} rows={data.items} />
        )}
      </div>
      {data ? (
        <Pagination page={data.page} pageCount={countReachablePages(data, maxPage)} onPageChange={state.setPage} />
      ) : null}
      {children}
    </section>
  );
}
