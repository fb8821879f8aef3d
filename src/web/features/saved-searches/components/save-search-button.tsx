import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookmarkPlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferKind } from '#shared/constants.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useCreateSavedSearch } from '#web/features/saved-searches/api.ts';
import { AlertCheckbox } from '#web/features/saved-searches/components/alert-checkbox.tsx';
import { suggestSearchName } from '#web/features/saved-searches/filters-in-words.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { readErrorMessage } from '#web/lib/form-errors.ts';

// What of the address is not the search: where the reader is in the list and how it is laid out.
const notTheSearch = ['page', 'pageSize', 'view'];

/** The list's search as the server reads a saved one: its address, its kind, and the currency its prices are in. */
function readListQuery(params: URLSearchParams, kind: OfferKind, currency: string): string {
  const query = new URLSearchParams(params);
  for (const key of notTheSearch) query.delete(key);
  if (kind === 'request') query.set('kind', 'request');
  const priced = query.has('minPrice') || query.has('maxPrice');
  if (priced && !query.has('currency')) query.set('currency', currency);
  return query.toString();
}

/** 'Save this search' on a list: members name it and choose its alerts; visitors are asked to sign in. */
export function SaveSearchButton({ kind }: { kind: OfferKind }) {
  const { user } = useSession();
  const { openSignIn } = useAuthDialog();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <BookmarkPlus aria-hidden="true" />
      <FormattedMessage id="saved-searches.saveButton.label" />
    </>
  );
  if (!user) {
    return (
      <Button variant="outline" onClick={openSignIn}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <SaveSearchDialog kind={kind} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function SaveSearchDialog({ kind, onDone }: { kind: OfferKind; onDone: () => void }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const currency = useDisplayCurrency();
  const create = useCreateSavedSearch();
  const [name, setName] = useState(() => suggestSearchName(params, kind, intl));
  const [alertInApp, setAlertInApp] = useState(true);
  const [alertEmail, setAlertEmail] = useState(false);
  const failure = create.error instanceof ApiError ? create.error : null;
  const nameError = failure?.fields?.name ?? (failure?.code === 'NAME_TAKEN' ? failure.message : undefined);
  const formError = create.error && !nameError ? readErrorMessage(create.error, intl) : null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const query = readListQuery(params, kind, currency);
    create.mutate(
      { name, query, alertInApp, alertEmail },
      {
        onSuccess: (saved) => {
          toast.success(intl.formatMessage({ id: 'saved-searches.saveDialog.saved' }, { name: saved.name }));
          onDone();
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogTitle>
        <FormattedMessage id="saved-searches.saveDialog.title" />
      </DialogTitle>
      <DialogDescription>
        <FormattedMessage id="saved-searches.saveDialog.description" />
      </DialogDescription>
      <form noValidate onSubmit={save} className="mt-4 flex flex-col gap-4">
        <FormError message={formError} />
        <FormField label={<FormattedMessage id="saved-searches.saveDialog.nameLabel" />} error={nameError}>
          {(field) => <Input {...field} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />}
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">
            <FormattedMessage id="saved-searches.saveDialog.alertsLegend" />
          </legend>
          <AlertCheckbox
            label={intl.formatMessage({ id: 'saved-searches.alerts.inApp' })}
            checked={alertInApp}
            onChange={setAlertInApp}
          />
          <AlertCheckbox
            label={intl.formatMessage({ id: 'saved-searches.alerts.email' })}
            checked={alertEmail}
            onChange={setAlertEmail}
          />
        </fieldset>
        <p className="text-xs text-muted-foreground">
          <FormattedMessage
            id="saved-searches.saveDialog.manage"
            values={{
              link: (chunks) => (
                <Link to={paths.dashboard.savedSearches()} className="underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" type="button" onClick={onDone}>
            <FormattedMessage id="saved-searches.saveDialog.cancel" />
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? (
              <FormattedMessage id="saved-searches.saveDialog.saving" />
            ) : (
              <FormattedMessage id="saved-searches.saveDialog.submit" />
            )}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
