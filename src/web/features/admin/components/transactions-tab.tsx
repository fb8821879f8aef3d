import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import { ledgerStatuses } from '#shared/constants.ts';
import type { AdminTransaction } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useAdminTransactions, useReverseTransaction } from '#web/features/admin/api.ts';
import { runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RecordDate, StatusBadge } from '#web/components/record-status.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

/** Transactions: the ledger, searched by description; a completed entry is reversed, never deleted. */
export function TransactionsTab() {
  const intl = useIntl();
  const state = useAdminListState(ledgerStatuses);
  const transactions = useAdminTransactions(state.params);
  const currency = useDisplayCurrency();
  const [now] = useState(() => new Date());
  const [reversing, setReversing] = useState<AdminTransaction | null>(null);
  const reverse = useReverseTransaction();

  const formatAmount = (leg: Pick<AdminTransaction, 'currency' | 'amount'>) =>
    leg.currency === 'cash'
      ? formatMoney(leg.amount, currency, { locale: intl.locale })
      : intl.formatMessage(
          { id: leg.currency === 'held' ? 'admin.transactions.heldCoins' : 'admin.transactions.coins' },
          { amount: intl.formatNumber(leg.amount) },
        );
  const formatLeg = (leg: AdminTransaction['legs'][number]) => `${leg.type === 'sent' ? '−' : '+'}${formatAmount(leg)}`;

  const columns: Column<AdminTransaction>[] = [
    {
      header: intl.formatMessage({ id: 'admin.transactions.descriptionHeader' }),
      cell: (entry) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span>{entry.description}</span>
          {entry.reversedById ? (
            <Badge variant="outline">{intl.formatMessage({ id: 'admin.transactions.reversed' })}</Badge>
          ) : null}
          {entry.reversesId ? (
            <Badge variant="outline">{intl.formatMessage({ id: 'admin.transactions.reversal' })}</Badge>
          ) : null}
        </span>
      ),
    },
    {
      // One row per movement: each of its legs, its member beside what moved for them.
      header: intl.formatMessage({ id: 'admin.transactions.legsHeader' }),
      cell: (entry) => (
        <ul className="flex min-w-0 flex-col gap-2">
          {entry.legs.map((leg, index) => (
            <li key={index} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <PersonCell person={leg.user} />
              <span className="whitespace-nowrap tabular-nums">{formatLeg(leg)}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (entry) => <StatusBadge status={entry.status} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.transactions.dateHeader' }),
      cell: (entry) => <RecordDate value={entry.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.actionsHeader' }),
      // Offered as the server's policy allows (a completed movement of members still here, none of them this admin,
      // not a withdrawal's, not reversed yet); a balance spent since is refused on confirming, with the reason.
      cell: (entry) =>
        entry.can.reverse ? (
          <Button
            size="sm"
            variant="outline"
            disabled={reverse.isPending}
            aria-label={intl.formatMessage(
              { id: 'admin.transactions.reverseLabel' },
              { description: entry.description },
            )}
            onClick={() => setReversing(entry)}
          >
            {intl.formatMessage({ id: 'admin.transactions.reverse' })}
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminList
      label={intl.formatMessage({ id: 'admin.transactions.label' })}
      searchPlaceholder={intl.formatMessage({ id: 'admin.transactions.searchPlaceholder' })}
      state={state}
      query={transactions}
      columns={columns}
      noun={intl.formatMessage({ id: 'admin.transactions.noun' })}
    >
      <ConfirmDialog
        open={reversing !== null}
        onOpenChange={(open) => {
          if (!open) setReversing(null);
        }}
        title={intl.formatMessage({ id: 'admin.transactions.reverseTitle' })}
        description={
          reversing
            ? intl.formatMessage(
                { id: 'admin.transactions.reverseDescription' },
                { description: reversing.description, amount: formatAmount(reversing) },
              )
            : ''
        }
        confirmLabel={intl.formatMessage({ id: 'admin.transactions.reverse' })}
        destructive
        onConfirm={() => {
          const id = reversing?.id;
          if (id)
            void runAction(
              () => reverse.mutateAsync(id),
              intl.formatMessage({ id: 'admin.transactions.reverseFailed' }),
            );
        }}
      />
    </AdminList>
  );
}
