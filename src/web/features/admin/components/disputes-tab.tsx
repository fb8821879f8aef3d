import { type ReactNode, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { defaultPageSize, type DisputeStatus, disputeStatuses } from '#shared/constants.ts';
import type { AdminDispute } from '#shared/schemas/disputes.ts';
import { ListEmpty } from '#web/components/list/list-notices.tsx';
import { ListShell } from '#web/components/list/list-shell.tsx';
import { useListPaging } from '#web/components/list/use-list-paging.ts';
import { useUrlState } from '#web/components/list/use-url-state.ts';
import { RecordDate, StatusBadge, useFormatStatus } from '#web/components/record-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminDisputes } from '#web/features/admin/api.ts';
import { DataTable, type Column } from '#web/features/admin/components/data-table.tsx';
import { adminListCodec } from '#web/features/admin/list-params.ts';
import { describeCaseAge, describeDisputeReason } from '#web/lib/disputes.ts';

// 'No open disputes found', by the status shown.
const nouns = {
  open: 'admin.disputes.openNoun',
  withdrawn: 'admin.disputes.withdrawnNoun',
  resolved: 'admin.disputes.resolvedNoun',
} as const satisfies Record<DisputeStatus, string>;

// The exact moment a case opened, on hover: the date and time in full, as the page's language writes them.
const momentFormat = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;

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
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const nameOf = (party: AdminDispute['openedBy']) =>
    party?.fullName ?? intl.formatMessage({ id: 'admin.personCell.deletedUser' });
  const label = intl.formatMessage({ id: 'admin.disputes.label' });

  const columns: Column<AdminDispute>[] = [
    {
      header: intl.formatMessage({ id: 'admin.disputes.dealHeader' }),
      cell: (dispute) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{dispute.listingTitle}</span>
          <span className="text-muted-foreground">{describeDisputeReason(dispute.reason, intl)}</span>
        </span>
      ),
      className: 'md:max-w-xs',
    },
    {
      header: intl.formatMessage({ id: 'admin.disputes.openedByHeader' }),
      cell: (dispute) => nameOf(dispute.openedBy),
    },
    {
      header: intl.formatMessage({ id: 'admin.disputes.otherPartyHeader' }),
      cell: (dispute) => nameOf(dispute.respondent),
    },
    {
      header: intl.formatMessage({ id: 'admin.disputes.coinsHeader' }),
      cell: (dispute) => (
        <span className="tabular-nums">
          {dispute.coinAmount === null
            ? '—'
            : intl.formatMessage({ id: 'admin.disputes.coins' }, { amount: intl.formatNumber(dispute.coinAmount) })}
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (dispute) => <StatusBadge status={dispute.status} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.disputes.ageHeader' }),
      cell: (dispute) =>
        dispute.status === 'open' ? (
          <time dateTime={dispute.openedAt} title={intl.formatDate(dispute.openedAt, momentFormat)}>
            {describeCaseAge(dispute.openedAt, now, intl)}
          </time>
        ) : (
          <RecordDate value={dispute.closedAt ?? dispute.openedAt} now={now} />
        ),
    },
    {
      header: intl.formatMessage({ id: 'admin.list.actionsHeader' }),
      cell: (dispute) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={intl.formatMessage({ id: 'admin.disputes.openCaseLabel' }, { title: dispute.listingTitle })}
          onClick={() => setOpenCase(dispute.id)}
        >
          {intl.formatMessage({ id: 'admin.disputes.openCase' })}
        </Button>
      ),
    },
  ];

  return (
    <ListShell
      label={label}
      headingShown
      noun={intl.formatMessage({ id: 'admin.disputes.noun' })}
      query={disputes}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <label htmlFor={statusId} className="sr-only">
            {intl.formatMessage({ id: 'admin.list.filterLabel' }, { label })}
          </label>
          <NativeSelect
            id={statusId}
            className="sm:w-48"
            value={status}
            onChange={(event) => update({ status: event.target.value === 'open' ? undefined : event.target.value })}
          >
            {disputeStatuses.map((value) => (
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
          noun={intl.formatMessage({ id: nouns[status] })}
          filtered={false}
          hint={{
            filtered: '',
            unfiltered: status === 'open' ? intl.formatMessage({ id: 'admin.disputes.noneWaiting' }) : '',
          }}
        />
      }
      pastTheEnd={pastTheEnd}
      pager={{ pageCount, onPageChange: changePage }}
      after={renderDisputeCase(openCase, () => setOpenCase(null))}
    >
      {data ? <DataTable label={label} columns={columns} rows={data.items} /> : null}
    </ListShell>
  );
}
