import { useState } from 'react';
import { supportRequestStatuses } from '#shared/constants.ts';
import type { AdminSupportRequest } from '#shared/schemas/admin.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAdminSupportRequests, useSetSupportStatus } from '#web/features/admin/api.ts';
import { runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RecordDate, formatStatus } from '#web/components/record-status.tsx';

/** Support: the Get Help requests, read and moved between open, in progress and closed. */
export function SupportTab() {
  const state = useAdminListState(supportRequestStatuses);
  const requests = useAdminSupportRequests(state.params);
  const [now] = useState(() => new Date());
  const setStatus = useSetSupportStatus();

  const columns: Column<AdminSupportRequest>[] = [
    {
      header: 'From',
      cell: (request) => (
        <span className="flex min-w-0 flex-col">
          <PersonCell person={{ fullName: request.name, email: request.email }} />
          {request.phone ? <span className="text-muted-foreground">{request.phone}</span> : null}
        </span>
      ),
    },
    {
      header: 'Request',
      cell: (request) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-medium">{request.helpType}</span>
          <span className="whitespace-pre-line text-muted-foreground">{request.comments}</span>
        </span>
      ),
      className: 'md:max-w-md',
    },
    {
      header: 'Status',
      cell: (request) => (
        <NativeSelect
          aria-label={`Status of the request from ${request.email}`}
          className="w-36"
          value={request.status}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const status = supportRequestStatuses.find((value) => value === event.target.value);
            if (status)
              void runAction(
                () => setStatus.mutateAsync({ id: request.id, status }),
                'The request status could not be changed. Please try again.',
              );
          }}
        >
          {supportRequestStatuses.map((status) => (
            <option key={status} value={status}>
              {formatStatus(status)}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    { header: 'Received', cell: (request) => <RecordDate value={request.createdAt} now={now} /> },
  ];

  return (
    <AdminList label="Support Requests" state={state} query={requests} columns={columns} noun="support requests" />
  );
}
