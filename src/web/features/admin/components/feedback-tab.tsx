import { useState } from 'react';
import { feedbackStatuses } from '#shared/constants.ts';
import { type AdminFeedback, feedbackDeletionTitle } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAdminFeedback, useDeleteFeedback, useSetFeedbackStatus } from '#web/features/admin/api.ts';
import { DeleteDialog, runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RecordDate, formatStatus } from '#web/components/record-status.tsx';

/** Feedback: searched by content, type, member name or email; any status may be set; delete. */
export function FeedbackTab() {
  const state = useAdminListState(feedbackStatuses);
  const feedback = useAdminFeedback(state.params);
  const [now] = useState(() => new Date());
  const [deleting, setDeleting] = useState<AdminFeedback | null>(null);
  const setStatus = useSetFeedbackStatus();
  const remove = useDeleteFeedback();
  const busy = setStatus.isPending || remove.isPending;

  const columns: Column<AdminFeedback>[] = [
    {
      header: 'Feedback',
      cell: (entry) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="whitespace-pre-line">{entry.content}</span>
          <span className="flex flex-wrap gap-2 text-muted-foreground">
            <Badge variant="outline">{formatStatus(entry.type)}</Badge>
            <span>Rating: {entry.rating === null ? 'N/A' : `${entry.rating}/5`}</span>
          </span>
        </span>
      ),
      className: 'md:max-w-md',
    },
    { header: 'Member', cell: (entry) => <PersonCell person={entry.user} /> },
    {
      header: 'Status',
      cell: (entry) => (
        <NativeSelect
          aria-label={`Status of feedback ${feedbackDeletionTitle(entry.content)}`}
          className="w-32"
          value={entry.status}
          disabled={busy}
          onChange={(event) => {
            const status = feedbackStatuses.find((value) => value === event.target.value);
            if (status)
              void runAction(
                () => setStatus.mutateAsync({ id: entry.id, status }),
                'The feedback status could not be changed. Please try again.',
              );
          }}
        >
          {feedbackStatuses.map((status) => (
            <option key={status} value={status}>
              {formatStatus(status)}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    { header: 'Sent', cell: (entry) => <RecordDate value={entry.createdAt} now={now} /> },
    {
      header: 'Actions',
      cell: (entry) => (
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          aria-label={`Delete feedback ${feedbackDeletionTitle(entry.content)}`}
          onClick={() => setDeleting(entry)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <AdminList
      label="Feedback"
      searchPlaceholder="Search by content, type, name or email"
      state={state}
      query={feedback}
      columns={columns}
      noun="feedback"
    >
      <DeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        type="feedback"
        title={deleting ? feedbackDeletionTitle(deleting.content) : ''}
        onConfirm={() => {
          const id = deleting?.id;
          if (id) void runAction(() => remove.mutateAsync(id), 'The feedback could not be deleted. Please try again.');
        }}
      />
    </AdminList>
  );
}
