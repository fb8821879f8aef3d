import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedSearch } from '#shared/schemas/saved-searches.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '#web/features/saved-searches/api.ts';
import { AlertCheckbox } from '#web/features/saved-searches/components/alert-checkbox.tsx';
import { describeFilters } from '#web/features/saved-searches/filters-in-words.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { readErrorMessage } from '#web/lib/form-errors.ts';

/** One saved search: its name, its filters in words, the list it opens, its alerts, rename and delete. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const intl = useIntl();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const switchAlert = (alert: 'alertInApp' | 'alertEmail', on: boolean) =>
    update.mutate({ id: search.id, [alert]: on }, { onError: (error) => toast.error(readErrorMessage(error, intl)) });

  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={search.name} role="group">
      {renaming ? (
        <RenameForm search={search} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold break-words">{search.name}</h2>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRenaming(true)}
              aria-label={intl.formatMessage({ id: 'saved-searches.card.renameLabel' }, { name: search.name })}
            >
              <Pencil aria-hidden="true" />
              <FormattedMessage id="saved-searches.card.rename" />
            </Button>
            <Button
              ref={deleteButton}
              variant="ghost"
              size="sm"
              onClick={() => setConfirmDelete(true)}
              aria-label={intl.formatMessage({ id: 'saved-searches.card.deleteLabel' }, { name: search.name })}
            >
              <Trash2 aria-hidden="true" />
              <FormattedMessage id="saved-searches.card.delete" />
            </Button>
          </div>
        </div>
      )}
      <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'saved-searches.card.filters' })}>
        {describeFilters(search.filters, intl).map((word) => (
          <li key={word} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
            {word}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-4">
          <AlertCheckbox
            label={intl.formatMessage({ id: 'saved-searches.alerts.inApp' })}
            checked={search.alertInApp}
            onChange={(on) => switchAlert('alertInApp', on)}
          />
          <AlertCheckbox
            label={intl.formatMessage({ id: 'saved-searches.alerts.email' })}
            checked={search.alertEmail}
            onChange={(on) => switchAlert('alertEmail', on)}
          />
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={search.path}>
            <Search aria-hidden="true" />
            <FormattedMessage id="saved-searches.card.showListings" />
          </Link>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={intl.formatMessage({ id: 'saved-searches.card.confirmDeleteTitle' })}
        description={intl.formatMessage({ id: 'saved-searches.card.confirmDeleteText' }, { name: search.name })}
        confirmLabel={intl.formatMessage({ id: 'saved-searches.card.confirmDelete' })}
        destructive
        returnFocusTo={deleteButton}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () =>
              toast.success(intl.formatMessage({ id: 'saved-searches.card.deleted' }, { name: search.name })),
            onError: (error) => toast.error(readErrorMessage(error, intl)),
          })
        }
      />
    </Card>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const intl = useIntl();
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const error =
    update.error instanceof ApiError ? (update.error.fields?.name ?? readErrorMessage(update.error, intl)) : undefined;

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: search.id, name }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-2">
      <FormField
        label={<FormattedMessage id="saved-searches.card.nameLabel" />}
        error={error}
        className="min-w-48 flex-1"
      >
        {(field) => (
          <Input {...field} value={name} maxLength={60} autoFocus onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <Button type="submit" size="sm" disabled={update.isPending}>
        <FormattedMessage id="saved-searches.card.save" />
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onDone}>
        <FormattedMessage id="saved-searches.card.cancel" />
      </Button>
    </form>
  );
}
