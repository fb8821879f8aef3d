import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import { deleteAccountConfirmation } from '#shared/schemas/accounts.ts';
import { paths } from '#web/app/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useDeleteAccount } from '#web/features/accounts/api.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { forgetSession, sessionQueryKey, useSession } from '#web/lib/session.ts';

// Mounted only while the dialog is open, so every opening starts with an empty confirmation.
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const intl = useIntl();
  const { user } = useSession();
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = typed === deleteAccountConfirmation;

  // The balance said to be forfeited must be today's, not what this tab last heard (coins may have arrived since).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    try {
      await deleteAccount.mutateAsync({ confirmation: deleteAccountConfirmation });
    } catch {
      // Shown from the mutation's error below.
      return;
    }
    forgetSession(queryClient, { onPurpose: true });
    await navigate(paths.home());
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4 text-sm">
      <div>
        <p className="font-medium">
          <FormattedMessage id="accounts.deleteAccount.removedTitle" />
        </p>
        <ul className="mt-1 list-disc ps-5 text-muted-foreground">
          <li>
            <FormattedMessage id="accounts.deleteAccount.removedProfile" />
          </li>
          <li>
            <FormattedMessage id="accounts.deleteAccount.removedListings" />
          </li>
          <li>
            <FormattedMessage id="accounts.deleteAccount.removedDevices" />
          </li>
        </ul>
      </div>
      <div>
        <p className="font-medium">
          <FormattedMessage id="accounts.deleteAccount.keptTitle" />
        </p>
        <ul className="mt-1 list-disc ps-5 text-muted-foreground">
          <li>
            <FormattedMessage id="accounts.deleteAccount.keptConversations" />
          </li>
          <li>
            <FormattedMessage id="accounts.deleteAccount.keptRecords" />
          </li>
        </ul>
      </div>
      {user ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 font-medium text-destructive">
          <FormattedMessage
            id="accounts.deleteAccount.balanceForfeited"
            values={{
              cash: formatMoney(user.cashBalanceCents, user.currency, { locale: intl.locale }),
              coins: intl.formatNumber(user.dragonCoins),
            }}
          />
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium">
          <FormattedMessage id="accounts.deleteAccount.typeToConfirm" values={{ word: deleteAccountConfirmation }} />
        </label>
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {deleteAccount.isError ? (
        <Alert tone="error">
          {describeError(deleteAccount.error, intl.formatMessage({ id: 'accounts.deleteAccount.failed' }))}
        </Alert>
      ) : null}
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={deleteAccount.isPending}>
          <FormattedMessage id="accounts.deleteAccount.cancel" />
        </Button>
        <Button type="submit" variant="destructive" disabled={!matches || deleteAccount.isPending}>
          {deleteAccount.isPending ? (
            <FormattedMessage id="accounts.deleteAccount.deleting" />
          ) : (
            <FormattedMessage id="accounts.deleteAccount.confirm" />
          )}
        </Button>
      </div>
    </form>
  );
}

/** Settings' danger zone: deleting the account after typing DELETE. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/50 p-6">
      <section aria-labelledby="delete-account-title" className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 id="delete-account-title" className="text-lg font-semibold text-destructive">
            <FormattedMessage id="accounts.deleteAccount.title" />
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <FormattedMessage id="accounts.deleteAccount.description" />
          </p>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          <FormattedMessage id="accounts.deleteAccount.open" />
        </Button>
      </section>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>
            <FormattedMessage id="accounts.deleteAccount.dialogTitle" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="accounts.deleteAccount.dialogDescription" />
          </DialogDescription>
          {open ? <DeleteAccountForm onCancel={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
