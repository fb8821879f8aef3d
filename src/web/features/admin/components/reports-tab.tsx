import { useState } from 'react';
import { reportStatuses } from '#shared/constants.ts';
import { type AdminReport, defaultSuspensionReason } from '#shared/schemas/admin.ts';
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
  const state = useAdminListState(reportStatuses);
  const reports = useAdminReports(state.params);
  const [now] = useState(() => new Date());
  const [acting, setActing] = useState<AdminReport | null>(null);
  const dismiss = useDismissReport();
  const act = useActOnReport();
  const busy = dismiss.isPending || act.isPending;

  const columns: Column<AdminReport>[] = [
    {
      header: 'Message',
      cell: (report) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="whitespace-pre-line">{report.message.body}</span>
          <span className="text-muted-foreground">Reason: {report.reason}</span>
        </span>
      ),
      className: 'md:max-w-md',
    },
    {
      header: 'Sender',
      cell: (report) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <PersonCell person={report.sender} />
          {report.sender?.status === 'suspended' ? <StatusBadge status="suspended" /> : null}
          {report.sender?.role === 'admin' ? <Badge variant="outline">Admin</Badge> : null}
        </span>
      ),
    },
    { header: 'Reported by', cell: (report) => <PersonCell person={report.reporter} /> },
    { header: 'Status', cell: (report) => <StatusBadge status={report.status} /> },
    { header: 'Reported', cell: (report) => <RecordDate value={report.createdAt} now={now} /> },
    {
      header: 'Actions',
      cell: (report) => {
        if (!report.can.dismiss && !report.can.act) return null;
        const senderName = report.sender?.fullName ?? 'a deleted user';
        return (
          <span className="flex flex-wrap justify-end gap-2 md:justify-start">
            {report.can.dismiss ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Dismiss the report of ${senderName}'s message`}
                onClick={() =>
                  void runAction(
                    () => dismiss.mutateAsync(report.id),
                    'The report could not be dismissed. Please try again.',
                  )
                }
              >
                Dismiss
              </Button>
            ) : null}
            {/* Withheld for a sender who is gone or an admin (their role is changed in Users first). */}
            {report.can.act ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={busy}
                aria-label={`Suspend sender ${senderName}`}
                onClick={() => setActing(report)}
              >
                Suspend sender
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <AdminList label="Reports" state={state} query={reports} columns={columns} noun="reports">
      <ReasonDialog
        open={acting !== null}
        onOpenChange={(open) => {
          if (!open) setActing(null);
        }}
        title="Suspend Sender"
        description={`${acting?.sender?.email ?? 'The sender'} loses access at once and the report is closed as actioned.`}
        confirmLabel="Suspend"
        defaultReason={defaultSuspensionReason}
        onSubmit={(reason) =>
          runAction(
            () => act.mutateAsync({ id: acting?.id ?? '', reason }),
            'The sender could not be suspended. Please try again.',
          )
        }
      />
    </AdminList>
  );
}
