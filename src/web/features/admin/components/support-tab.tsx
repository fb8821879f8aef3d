import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { supportRequestStatuses } from '#shared/constants.ts';
import type { AdminSupportRequest } from '#shared/schemas/admin.ts';
import { helpTypeMessages } from '#web/components/shared-labels.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAdminSupportRequests, useSetSupportStatus } from '#web/features/admin/api.ts';
import { runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RecordDate, useFormatStatus } from '#web/components/record-status.tsx';

/** A request's kind of help in the page's language; a kind the form no longer offers stays as the server keeps it. */
const nameHelpType = (helpType: string, intl: IntlShape) =>
  Object.hasOwn(helpTypeMessages, helpType)
    ? intl.formatMessage({ id: helpTypeMessages[helpType as keyof typeof helpTypeMessages] })
    : helpType;

/** Support: the Get Help requests, read and moved between open, in progress and closed. */
export function SupportTab() {
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const state = useAdminListState(supportRequestStatuses);
  const requests = useAdminSupportRequests(state.params);
  const [now] = useState(() => new Date());
  const setStatus = useSetSupportStatus();

  const columns: Column<AdminSupportRequest>[] = [
    {
      header: intl.formatMessage({ id: 'admin.support.fromHeader' }),
      cell: (request) => (
        <span className="flex min-w-0 flex-col">
          <PersonCell person={{ fullName: request.name, email: request.email }} />
          {request.phone ? <span className="text-muted-foreground">{request.phone}</span> : null}
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.support.requestHeader' }),
      cell: (request) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-medium">{nameHelpType(request.helpType, intl)}</span>
          <span className="whitespace-pre-line text-muted-foreground">{request.comments}</span>
        </span>
      ),
      className: 'md:max-w-md',
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (request) => (
        <NativeSelect
          aria-label={intl.formatMessage({ id: 'admin.support.statusLabel' }, { email: request.email })}
          className="w-36"
          value={request.status}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const status = supportRequestStatuses.find((value) => value === event.target.value);
            if (status)
              void runAction(
                () => setStatus.mutateAsync({ id: request.id, status }),
                intl.formatMessage({ id: 'admin.support.statusFailed' }),
              );
          }}
        >
          {supportRequestStatuses.map((status) => (
            <option key={status} value={status}>
              {describeStatus(status)}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.support.receivedHeader' }),
      cell: (request) => <RecordDate value={request.createdAt} now={now} />,
    },
  ];

  return (
    <AdminList
      label={intl.formatMessage({ id: 'admin.support.label' })}
      state={state}
      query={requests}
      columns={columns}
      noun={intl.formatMessage({ id: 'admin.support.noun' })}
    />
  );
}
