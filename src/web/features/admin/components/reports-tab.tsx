import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reportStatuses } from '#shared/constants.ts';
import { defaultSuspensionReason } from '#shared/constants.ts';
import type { AdminReport } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useActOnReport, useAdminReports, useDismissReport } from '#web/features/admin/api.ts';
import { ReasonDialog, runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RecordDate, StatusBadge } from '#web/components/record-status.tsx';

/** Reports of messages: read the message and the reason, then dismiss it or suspend its sender. */
export function ReportsTab() {
  const intl = useIntl();
  const state = useAdminListState(reportStatuses);
  const reports = useAdminReports(state.params);
  const [now] = useState(() => new Date());
  const [acting, setActing] = useState<AdminReport | null>(null);
  const dismiss = useDismissReport();
  const act = useActOnReport();
  const busy = dismiss.isPending || act.isPending;

  const columns: Column<AdminReport>[] = [
    {
      header: intl.formatMessage({ id: 'admin.reports.messageHeader' }),
      cell: (report) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="whitespace-pre-line">{report.message.body}</span>
          <span className="text-muted-foreground">
            {intl.formatMessage({ id: 'admin.reports.reason' }, { reason: report.reason })}
          </span>
        </span>
      ),
      className: 'md:max-w-md',
    },
    {
      header: intl.formatMessage({ id: 'admin.reports.senderHeader' }),
      cell: (report) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <PersonCell person={report.sender} />
          {report.sender?.status === 'suspended' ? <StatusBadge status="suspended" /> : null}
          {report.sender?.role === 'admin' ? (
            <Badge variant="outline">{intl.formatMessage({ id: 'admin.reports.adminBadge' })}</Badge>
          ) : null}
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.reports.reporterHeader' }),
      cell: (report) => <PersonCell person={report.reporter} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (report) => <StatusBadge status={report.status} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.reports.reportedHeader' }),
      cell: (report) => <RecordDate value={report.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.actionsHeader' }),
      cell: (report) => {
        if (!report.can.dismiss && !report.can.act) return null;
        const senderName = report.sender?.fullName;
        return (
          <span className="flex flex-wrap justify-end gap-2 md:justify-start">
            {report.can.dismiss ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={
                  senderName === undefined
                    ? intl.formatMessage({ id: 'admin.reports.dismissLabelDeleted' })
                    : intl.formatMessage({ id: 'admin.reports.dismissLabel' }, { name: senderName })
                }
                onClick={() =>
                  void runAction(
                    () => dismiss.mutateAsync(report.id),
                    intl.formatMessage({ id: 'admin.reports.dismissFailed' }),
                  )
                }
              >
                {intl.formatMessage({ id: 'admin.reports.dismiss' })}
              </Button>
            ) : null}
            {/* Withheld for a sender who is gone or an admin (their role is changed in Users first). */}
            {report.can.act ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={busy}
                aria-label={
                  senderName === undefined
                    ? intl.formatMessage({ id: 'admin.reports.suspendLabelDeleted' })
                    : intl.formatMessage({ id: 'admin.reports.suspendLabel' }, { name: senderName })
                }
                onClick={() => setActing(report)}
              >
                {intl.formatMessage({ id: 'admin.reports.suspendSender' })}
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <AdminList
      label={intl.formatMessage({ id: 'admin.reports.label' })}
      state={state}
      query={reports}
      columns={columns}
      noun={intl.formatMessage({ id: 'admin.reports.noun' })}
    >
      <ReasonDialog
        open={acting !== null}
        onOpenChange={(open) => {
          if (!open) setActing(null);
        }}
        title={intl.formatMessage({ id: 'admin.reports.suspendTitle' })}
        description={
          acting?.sender
            ? intl.formatMessage({ id: 'admin.reports.suspendDescription' }, { email: acting.sender.email })
            : intl.formatMessage({ id: 'admin.reports.suspendDescriptionNoSender' })
        }
        confirmLabel={intl.formatMessage({ id: 'admin.reports.suspend' })}
        defaultReason={defaultSuspensionReason}
        onSubmit={(reason) =>
          runAction(
            () => act.mutateAsync({ id: acting?.id ?? '', reason }),
            intl.formatMessage({ id: 'admin.reports.suspendFailed' }),
          )
        }
      />
    </AdminList>
  );
}
