import { type ReactNode, useId, useMemo, useState } from 'react';
import { defaultPageSize, type DisputeStatus, disputeStatuses } from '#shared/constants.ts';
import type { AdminDispute } from '#shared/schemas/disputes.ts';
import { ListEmpty } from '#web/components/list/list-notices.tsx';
import { ListShell } from '#web/components/list/list-shell.tsx';
import { useListPaging } from '#web/components/list/use-list-paging.ts';
import { useUrlState } from '#web/components/list/use-url-state.ts';
import { RecordDate, StatusBadge } from '#web/components/record-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminDisputes } from '#web/features/admin/api.ts';
import { DataTable, type Column } from '#web/features/admin/components/data-table.tsx';
import { adminListCodec } from '#web/features/admin/list-params.ts';
import { describeCaseAge, disputeStatusLabels, labelDisputeReason } from '#web/lib/disputes.ts';

const nameOf = (party: AdminDispute['openedBy']) => party?.fullName ?? 'Deleted user';

/** The open case's dialog, which the disputes feature draws; put in by the route (app/admin-route.tsx). */
export type RenderDisputeCase = (id: string | null, onClose: () => void) => ReactNode;

/**
 * Disputes: the cases of one status, open ones oldest first (the server's order) with how long they have waited.
 * There is no 'All Status': a case is worked from the open queue, the others are looked up by status.
 */
export function DisputesTab({ renderDisputeCase }: { renderDisputeCase: RenderDisputeCase }) {
  const codec = useMemo(() => adminListCodec(disputeStatuses), []);
  const { state, update } = useUrlState(codec);
  const status: DisputeStatus = disputeStatuses.find((known) => known === state.status) ?? 'open';
  const disputes = useAdminDisputes({ status, page: state.page, pageSize: defaultPageSize });
  const { data, isPlaceholderData } = disputes;
  const { topRef, pageCount, pastTheEnd, changePage } = useListPaging({ data, isPlaceholderData, update });
  const statusId = useId();
  const [now] = useState(() => new Date());
  const [openCase, setOpenCase] = useState<string | null>(null);

  const columns: Column<AdminDispute>[] = [
    {
      header: 'Deal',
      cell: (dispute) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{dispute.listingTitle}</span>
          <span className="text-muted-foreground">{labelDisputeReason(dispute.reason)}</span>
        </span>
      ),
      className: 'md:max-w-xs',
    },
    { header: 'Opened by', cell: (dispute) => nameOf(dispute.openedBy) },
    { header: 'Other party', cell: (dispute) => nameOf(dispute.respondent) },
    {
      header: 'Coins',
      cell: (dispute) => (
        <span className="tabular-nums">
          {dispute.coinAmount === null ? '—' : `${dispute.coinAmount.toLocaleString('en-US')} DC`}
        </span>
      ),
    },
    { header: 'Status', cell: (dispute) => <StatusBadge status={dispute.status} /> },
    {
      header: 'Age',
      cell: (dispute) =>
        dispute.status === 'open' ? (
          <time dateTime={dispute.openedAt} title={new Date(dispute.openedAt).toLocaleString()}>
            {describeCaseAge(dispute.openedAt, now)}
          </time>
        ) : (
          <RecordDate value={dispute.closedAt ?? dispute.openedAt} now={now} />
        ),
    },
    {
      header: 'Actions',
      cell: (dispute) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Open case: ${dispute.listingTitle}`}
          onClick={() => setOpenCase(dispute.id)}
        >
          Open case
        </Button>
      ),
    },
  ];

  return (
    <ListShell
      label="Disputes"
      headingShown
      noun="disputes"
      query={disputes}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <label htmlFor={statusId} className="sr-only">
            Filter Disputes by status
          </label>
          <NativeSelect
            id={statusId}
            className="sm:w-48"
            value={status}
            onChange={(event) => update({ status: event.target.value === 'open' ? undefined : event.target.value })}
          >
            {disputeStatuses.map((value) => (
              <option key={value} value={value}>
                {disputeStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      topRef={topRef}
      skeleton={
        <div aria-label="Loading" className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      }
      empty={
        <ListEmpty
          noun={`${disputeStatusLabels[status].toLowerCase()} disputes`}
          filtered={false}
          hint={{ filtered: '', unfiltered: status === 'open' ? 'No deal is waiting for a ruling.' : '' }}
        />
      }
      pastTheEnd={pastTheEnd}
      pager={{ pageCount, onPageChange: changePage }}
      after={renderDisputeCase(openCase, () => setOpenCase(null))}
    >
      {data ? <DataTable label="Disputes" columns={columns} rows={data.items} /> : null}
    </ListShell>
  );
}
