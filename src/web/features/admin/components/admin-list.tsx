import { type ReactNode, useId, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultPageSize } from '#shared/constants.ts';
import { ListEmpty } from '#web/components/list/list-notices.tsx';
import { ListSearchBox } from '#web/components/list/list-search-box.tsx';
import { ListShell } from '#web/components/list/list-shell.tsx';
import { useListPaging } from '#web/components/list/use-list-paging.ts';
import { useUrlState } from '#web/components/list/use-url-state.ts';
import { useFormatStatus } from '#web/components/record-status.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { AdminListParams, Page } from '#web/features/admin/api.ts';
import { DataTable, type Column } from '#web/features/admin/components/data-table.tsx';
import { adminListCodec } from '#web/features/admin/list-params.ts';

export type AdminListState = ReturnType<typeof useAdminListState>;

/**
 * A tab's search, status filter and page, kept in the address beside the tab, so a reload or Back keeps them; a
 * new search or filter starts again from page 1. `statuses` must keep its identity (a constant).
 */
export function useAdminListState(statuses: readonly string[]) {
  const codec = useMemo(() => adminListCodec(statuses), [statuses]);
  const { state, update } = useUrlState(codec);
  const params: AdminListParams = {
    q: state.q || undefined,
    status: state.status,
    page: state.page,
    pageSize: defaultPageSize,
  };
  return { statuses, state, update, params };
}

type AdminListProps<Row extends { id: string }> = {
  /** The list's name, in the page's language: its heading and the table's label. */
  label: string;
  /** What the search box searches, e.g. 'Search by email or name' (translated); none means the list has no search. */
  searchPlaceholder?: string;
  state: AdminListState;
  query: UseQueryResult<Page<Row>>;
  columns: Column<Row>[];
  /** The list's noun in the plural, translated, for 'No users found'. */
  noun: string;
  /** Actions drawn under the table (dialogs), so they outlive a row that leaves the page. */
  children?: ReactNode;
};

/** One admin tab's list: search, 'All Status' dropdown, result range, table or state, pager. */
export function AdminList<Row extends { id: string }>({
  label,
  searchPlaceholder,
  state,
  query,
  columns,
  noun,
  children,
}: AdminListProps<Row>) {
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const statusId = useId();
  const { data, isPlaceholderData } = query;
  const { update } = state;
  const { q, status } = state.state;
  const { topRef, pageCount, pastTheEnd, changePage } = useListPaging({ data, isPlaceholderData, update });

  return (
    <ListShell
      label={label}
      headingShown
      noun={noun}
      query={query}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {searchPlaceholder ? (
            <ListSearchBox
              value={q}
              label={intl.formatMessage({ id: 'admin.list.searchLabel' }, { label })}
              placeholder={searchPlaceholder}
              onCommit={(next, options) => update({ q: next }, options)}
            />
          ) : null}
          <label htmlFor={statusId} className="sr-only">
            <FormattedMessage id="admin.list.filterLabel" values={{ label }} />
          </label>
          <NativeSelect
            id={statusId}
            className="sm:w-48"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined })}
          >
            <option value="">{intl.formatMessage({ id: 'admin.list.allStatus' })}</option>
            {state.statuses.map((value) => (
              <option key={value} value={value}>
                {describeStatus(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      topRef={topRef}
      skeleton={
        <div aria-label={intl.formatMessage({ id: 'admin.list.loading' })} className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      }
      empty={
        <ListEmpty
          noun={noun}
          filtered={Boolean(q || status)}
          hint={{ filtered: intl.formatMessage({ id: 'admin.list.emptyHint' }) }}
        />
      }
      pastTheEnd={pastTheEnd}
      pager={{ pageCount, onPageChange: changePage }}
      after={children}
    >
      {data ? <DataTable label={label} columns={columns} rows={data.items} /> : null}
    </ListShell>
  );
}
