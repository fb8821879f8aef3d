import { useState } from 'react';
import { formatMoney } from '#shared/currency.ts';
import { withdrawalStatuses } from '#shared/constants.ts';
import type { AdminWithdrawal } from '#shared/schemas/wallet.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useAdminWithdrawals, usePayWithdrawal, useRejectWithdrawal } from '#web/features/admin/api.ts';
import { runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RecordDate, StatusBadge } from '#web/components/record-status.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

type Decision = { withdrawal: AdminWithdrawal; action: 'pay' | 'reject' };

/** Withdrawals: the payout queue; a pending request is marked paid, or rejected and its held cash returned. */
export function WithdrawalsTab() {
  const state = useAdminListState(withdrawalStatuses);
  const withdrawals = useAdminWithdrawals(state.params);
  const currency = useDisplayCurrency();
  const [now] = useState(() => new Date());
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const busy = pay.isPending || reject.isPending;

  // Every row has the same two buttons; their names say whose withdrawal they decide.
  const describeWithdrawal = (withdrawal: AdminWithdrawal) =>
    `${formatMoney(withdrawal.amountCents, currency)} for ${withdrawal.user?.fullName ?? 'a deleted member'}`;

  const columns: Column<AdminWithdrawal>[] = [
    { header: 'Member', cell: (withdrawal) => <PersonCell person={withdrawal.user} /> },
    {
      header: 'Amount',
      cell: (withdrawal) => <span className="tabular-nums">{formatMoney(withdrawal.amountCents, currency)}</span>,
    },
    { header: 'Status', cell: (withdrawal) => <StatusBadge status={withdrawal.status} /> },
    { header: 'Requested', cell: (withdrawal) => <RecordDate value={withdrawal.createdAt} now={now} /> },
    {
      header: 'Actions',
      // The buttons follow the server's policy; a pending withdrawal it withholds is this admin's own.
      cell: (withdrawal) =>
        withdrawal.can.pay || withdrawal.can.reject ? (
          <span className="flex flex-wrap justify-end gap-2 md:justify-start">
            {withdrawal.can.pay ? (
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Mark Paid: ${describeWithdrawal(withdrawal)}`}
                onClick={() => setDeciding({ withdrawal, action: 'pay' })}
              >
                Mark Paid
              </Button>
            ) : null}
            {withdrawal.can.reject ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Reject: ${describeWithdrawal(withdrawal)}`}
                onClick={() => setDeciding({ withdrawal, action: 'reject' })}
              >
                Reject
              </Button>
            ) : null}
          </span>
        ) : withdrawal.status === 'pending' ? (
          <span className="text-muted-foreground">Another administrator decides</span>
        ) : null,
    },
  ];

  const amount = deciding ? formatMoney(deciding.withdrawal.amountCents, currency) : '';
  const who = deciding?.withdrawal.user?.fullName ?? 'the member';

  return (
    <AdminList label="Withdrawals" state={state} query={withdrawals} columns={columns} noun="withdrawals">
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        title={deciding?.action === 'reject' ? 'Reject Withdrawal' : 'Mark Withdrawal Paid'}
        description={
          deciding?.action === 'reject'
            ? `${amount} goes back to ${who}'s cash balance.`
            : `Confirm that ${amount} has been paid out to ${who}.`
        }
        confirmLabel={deciding?.action === 'reject' ? 'Reject' : 'Mark Paid'}
        destructive={deciding?.action === 'reject'}
        onConfirm={() => {
          if (!deciding) return;
          const { withdrawal, action } = deciding;
          void runAction(
            () => (action === 'pay' ? pay : reject).mutateAsync(withdrawal.id),
            'The withdrawal could not be updated. Please try again.',
          );
        }}
      />
    </AdminList>
  );
}
