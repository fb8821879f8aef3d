import { ArrowDownLeft, ArrowUpRight, Lock } from 'lucide-react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import type { WalletOrder, WalletTransaction, WalletWithdrawal } from '#shared/schemas/wallet.ts';
import { RecordDate, StatusBadge } from '#web/components/record-status.tsx';
import { type Column, HistoryTable } from '#web/features/wallet/components/history-table.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatCashWithUsd, formatCoins, namePack } from '#web/features/wallet/format.ts';

type HistoryProps<Row> = { rows: Row[]; currency: CurrencyCode; now: Date };

export function RecentOrders({ rows, currency, now }: HistoryProps<WalletOrder>) {
  const intl = useIntl();
  const columns: Column<WalletOrder>[] = [
    {
      header: intl.formatMessage({ id: 'wallet.history.date' }),
      cell: (order) => <RecordDate value={order.createdAt} now={now} />,
    },
    { header: intl.formatMessage({ id: 'wallet.history.pack' }), cell: (order) => namePack(order.coins, intl) },
    {
      header: intl.formatMessage({ id: 'wallet.history.status' }),
      cell: (order) => <StatusBadge status={order.status} />,
    },
    {
      header: intl.formatMessage({ id: 'wallet.history.amount' }),
      numeric: true,
      cell: (order) => formatCashWithUsd(order.amountCents, currency, intl.locale),
    },
  ];
  return (
    <WalletSection
      title={intl.formatMessage({ id: 'wallet.orders.title' })}
      description={intl.formatMessage({ id: 'wallet.orders.description' })}
    >
      <HistoryTable
        label={intl.formatMessage({ id: 'wallet.orders.label' })}
        columns={columns}
        rows={rows}
        empty={intl.formatMessage({ id: 'wallet.orders.empty' })}
      />
    </WalletSection>
  );
}

function formatTransactionAmount(transaction: WalletTransaction, currency: CurrencyCode, intl: IntlShape): string {
  const sign = transaction.type === 'received' ? '+' : '−';
  const amount =
    transaction.currency === 'cash'
      ? formatCashWithUsd(transaction.amount, currency, intl.locale)
      : formatCoins(transaction.amount, intl);
  return `${sign}${amount}`;
}

// The arrows point the way the money goes, so they turn round with the writing in a right-to-left language.
const transactionTypes = {
  received: { Icon: ArrowDownLeft, label: 'wallet.transactions.received', mirrored: true },
  sent: { Icon: ArrowUpRight, label: 'wallet.transactions.sent', mirrored: true },
  // Set aside for a deal: not sent until the deal pays it.
  held: { Icon: Lock, label: 'wallet.transactions.held', mirrored: false },
} as const;

function TransactionType({ type }: { type: WalletTransaction['type'] }) {
  const { Icon, label, mirrored } = transactionTypes[type];
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Icon
        aria-hidden="true"
        className={mirrored ? 'size-4 text-muted-foreground rtl:-scale-x-100' : 'size-4 text-muted-foreground'}
      />
      <FormattedMessage id={label} />
    </span>
  );
}

export function RecentTransactions({ rows, currency, now }: HistoryProps<WalletTransaction>) {
  const intl = useIntl();
  const columns: Column<WalletTransaction>[] = [
    {
      header: intl.formatMessage({ id: 'wallet.history.date' }),
      cell: (transaction) => <RecordDate value={transaction.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'wallet.history.type' }),
      cell: (transaction) => <TransactionType type={transaction.type} />,
    },
    {
      header: intl.formatMessage({ id: 'wallet.history.description' }),
      cell: (transaction) => transaction.description,
    },
    {
      header: intl.formatMessage({ id: 'wallet.history.status' }),
      cell: (transaction) => <StatusBadge status={transaction.status} />,
    },
    {
      header: intl.formatMessage({ id: 'wallet.history.amount' }),
      numeric: true,
      cell: (transaction) => formatTransactionAmount(transaction, currency, intl),
    },
  ];
  return (
    <WalletSection
      title={intl.formatMessage({ id: 'wallet.transactions.title' })}
      description={intl.formatMessage({ id: 'wallet.transactions.description' })}
    >
      <HistoryTable
        label={intl.formatMessage({ id: 'wallet.transactions.label' })}
        columns={columns}
        rows={rows}
        empty={intl.formatMessage({ id: 'wallet.transactions.empty' })}
      />
    </WalletSection>
  );
}

export function WithdrawalRequests({ rows, currency, now }: HistoryProps<WalletWithdrawal>) {
  const intl = useIntl();
  const columns: Column<WalletWithdrawal>[] = [
    {
      header: intl.formatMessage({ id: 'wallet.withdrawals.requested' }),
      cell: (withdrawal) => <RecordDate value={withdrawal.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'wallet.history.status' }),
      cell: (withdrawal) => <StatusBadge status={withdrawal.status} />,
    },
    {
      header: intl.formatMessage({ id: 'wallet.withdrawals.decided' }),
      cell: (withdrawal) =>
        withdrawal.decidedAt ? (
          <RecordDate value={withdrawal.decidedAt} now={now} />
        ) : (
          intl.formatMessage({ id: 'wallet.withdrawals.notYet' })
        ),
    },
    {
      header: intl.formatMessage({ id: 'wallet.history.amount' }),
      numeric: true,
      cell: (withdrawal) => formatCashWithUsd(withdrawal.amountCents, currency, intl.locale),
    },
  ];
  return (
    <WalletSection
      title={intl.formatMessage({ id: 'wallet.withdrawals.title' })}
      description={intl.formatMessage({ id: 'wallet.withdrawals.description' })}
    >
      <HistoryTable
        label={intl.formatMessage({ id: 'wallet.withdrawals.label' })}
        columns={columns}
        rows={rows}
        empty={intl.formatMessage({ id: 'wallet.withdrawals.empty' })}
      />
    </WalletSection>
  );
}
