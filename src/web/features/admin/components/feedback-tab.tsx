import { useState } from 'react';
import { useIntl } from 'react-intl';
import { feedbackStatuses, type feedbackTypes } from '#shared/constants.ts';
import { type AdminFeedback, feedbackDeletionTitle } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAdminFeedback, useDeleteFeedback, useSetFeedbackStatus } from '#web/features/admin/api.ts';
import { DeleteDialog, runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RecordDate, formatStatus, useFormatStatus } from '#web/components/record-status.tsx';

// What kind of feedback an entry is, by message id; a kind this list does not know reads as formatStatus has it.
const typeLabels = {
  bug: 'admin.feedback.typeBug',
  feature: 'admin.feedback.typeFeature',
  general: 'admin.feedback.typeGeneral',
  other: 'admin.feedback.typeOther',
} as const satisfies Record<(typeof feedbackTypes)[number], string>;

const isKnownType = (type: string): type is keyof typeof typeLabels => Object.hasOwn(typeLabels, type);

/** Feedback: searched by content, type, member name or email; any status may be set; delete. */
export function FeedbackTab() {
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const describeType = (type: string) =>
    isKnownType(type) ? intl.formatMessage({ id: typeLabels[type] }) : formatStatus(type);
  const state = useAdminListState(feedbackStatuses);
  const feedback = useAdminFeedback(state.params);
  const [now] = useState(() => new Date());
  const [deleting, setDeleting] = useState<AdminFeedback | null>(null);
  const setStatus = useSetFeedbackStatus();
  const remove = useDeleteFeedback();
  const busy = setStatus.isPending || remove.isPending;

  const columns: Column<AdminFeedback>[] = [
    {
      header: intl.formatMessage({ id: 'admin.feedback.feedbackHeader' }),
      cell: (entry) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="whitespace-pre-line">{entry.content}</span>
          <span className="flex flex-wrap gap-2 text-muted-foreground">
            <Badge variant="outline">{describeType(entry.type)}</Badge>
            <span>
              {entry.rating === null
                ? intl.formatMessage({ id: 'admin.feedback.noRating' })
                : intl.formatMessage({ id: 'admin.feedback.rating' }, { rating: entry.rating })}
            </span>
          </span>
        </span>
      ),
      className: 'md:max-w-md',
    },
    {
      header: intl.formatMessage({ id: 'admin.feedback.memberHeader' }),
      cell: (entry) => <PersonCell person={entry.user} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (entry) => (
        <NativeSelect
          aria-label={intl.formatMessage(
            { id: 'admin.feedback.statusLabel' },
            { title: feedbackDeletionTitle(entry.content) },
          )}
          className="w-32"
          value={entry.status}
          disabled={busy}
          onChange={(event) => {
            const status = feedbackStatuses.find((value) => value === event.target.value);
            if (status)
              void runAction(
                () => setStatus.mutateAsync({ id: entry.id, status }),
                intl.formatMessage({ id: 'admin.feedback.statusFailed' }),
              );
          }}
        >
          {feedbackStatuses.map((status) => (
            <option key={status} value={status}>
              {describeStatus(status)}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.feedback.sentHeader' }),
      cell: (entry) => <RecordDate value={entry.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.actionsHeader' }),
      cell: (entry) => (
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          aria-label={intl.formatMessage(
            { id: 'admin.feedback.deleteLabel' },
            { title: feedbackDeletionTitle(entry.content) },
          )}
          onClick={() => setDeleting(entry)}
        >
          {intl.formatMessage({ id: 'admin.deleteDialog.delete' })}
        </Button>
      ),
    },
  ];

  return (
    <AdminList
      label={intl.formatMessage({ id: 'admin.feedback.label' })}
      searchPlaceholder={intl.formatMessage({ id: 'admin.feedback.searchPlaceholder' })}
      state={state}
      query={feedback}
      columns={columns}
      noun={intl.formatMessage({ id: 'admin.feedback.noun' })}
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
          if (id)
            void runAction(() => remove.mutateAsync(id), intl.formatMessage({ id: 'admin.feedback.deleteFailed' }));
        }}
      />
    </AdminList>
  );
}
