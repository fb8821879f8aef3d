import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const state = useAdminListState(withdrawalStatuses);
  const withdrawals = useAdminWithdrawals(state.params);
  const currency = useDisplayCurrency();
  const [now] = useState(() => new Date());
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const busy = pay.isPending || reject.isPending;

  // Every row has the same two buttons; their names say whose withdrawal they decide.
  const labelButton = (withdrawal: AdminWithdrawal, action: Decision['action']) => {
    const amount = formatMoney(withdrawal.amountCents, currency, { locale: intl.locale });
    const name = withdrawal.user?.fullName;
    if (name === undefined)
      return intl.formatMessage(
        { id: action === 'pay' ? 'admin.withdrawals.markPaidLabelDeleted' : 'admin.withdrawals.rejectLabelDeleted' },
        { amount },
      );
    return intl.formatMessage(
      { id: action === 'pay' ? 'admin.withdrawals.markPaidLabel' : 'admin.withdrawals.rejectLabel' },
      { amount, name },
    );
  };

  const columns: Column<AdminWithdrawal>[] = [
    {
      header: intl.formatMessage({ id: 'admin.withdrawals.memberHeader' }),
      cell: (withdrawal) => <PersonCell person={withdrawal.user} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.withdrawals.amountHeader' }),
      cell: (withdrawal) => (
        <span className="tabular-nums">{formatMoney(withdrawal.amountCents, currency, { locale: intl.locale })}</span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (withdrawal) => <StatusBadge status={withdrawal.status} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.withdrawals.requestedHeader' }),
      cell: (withdrawal) => <RecordDate value={withdrawal.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.actionsHeader' }),
      // The buttons follow the server's policy; a pending withdrawal it withholds is this admin's own.
      cell: (withdrawal) =>
        withdrawal.can.pay || withdrawal.can.reject ? (
          <span className="flex flex-wrap justify-end gap-2 md:justify-start">
            {withdrawal.can.pay ? (
              <Button
                size="sm"
                disabled={busy}
                aria-label={labelButton(withdrawal, 'pay')}
                onClick={() => setDeciding({ withdrawal, action: 'pay' })}
              >
                {intl.formatMessage({ id: 'admin.withdrawals.markPaid' })}
              </Button>
            ) : null}
            {withdrawal.can.reject ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={labelButton(withdrawal, 'reject')}
                onClick={() => setDeciding({ withdrawal, action: 'reject' })}
              >
                {intl.formatMessage({ id: 'admin.withdrawals.reject' })}
              </Button>
            ) : null}
          </span>
        ) : withdrawal.status === 'pending' ? (
          <span className="text-muted-foreground">{intl.formatMessage({ id: 'admin.withdrawals.otherAdmin' })}</span>
        ) : null,
    },
  ];

  const amount = deciding ? formatMoney(deciding.withdrawal.amountCents, currency, { locale: intl.locale }) : '';
  const name = deciding?.withdrawal.user?.fullName;
  const rejecting = deciding?.action === 'reject';
  // The member by name, or 'the member' once they deleted their account.
  const description =
    name === undefined
      ? intl.formatMessage(
          { id: rejecting ? 'admin.withdrawals.rejectDescriptionDeleted' : 'admin.withdrawals.payDescriptionDeleted' },
          { amount },
        )
      : intl.formatMessage(
          { id: rejecting ? 'admin.withdrawals.rejectDescription' : 'admin.withdrawals.payDescription' },
          { amount, name },
        );

  return (
    <AdminList
      label={intl.formatMessage({ id: 'admin.withdrawals.label' })}
      state={state}
      query={withdrawals}
      columns={columns}
      noun={intl.formatMessage({ id: 'admin.withdrawals.noun' })}
    >
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        title={intl.formatMessage({ id: rejecting ? 'admin.withdrawals.rejectTitle' : 'admin.withdrawals.payTitle' })}
        description={description}
        confirmLabel={intl.formatMessage({ id: rejecting ? 'admin.withdrawals.reject' : 'admin.withdrawals.markPaid' })}
        destructive={rejecting}
        onConfirm={() => {
          if (!deciding) return;
          const { withdrawal, action } = deciding;
          void runAction(
            () => (action === 'pay' ? pay : reject).mutateAsync(withdrawal.id),
            intl.formatMessage({ id: 'admin.withdrawals.updateFailed' }),
          );
        }}
      />
    </AdminList>
  );
}
