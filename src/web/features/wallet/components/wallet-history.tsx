import { ArrowDownLeft, ArrowUpRight, Lock } from 'lucide-react';
import type { CurrencyCode } from '#shared/currency.ts';
import type { WalletOrder, WalletTransaction, WalletWithdrawal } from '#shared/schemas/wallet.ts';
import { RecordDate, StatusBadge } from '#web/components/record-status.tsx';
import { type Column, HistoryTable } from '#web/features/wallet/components/history-table.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatCashWithUsd, formatCoins, namePack } from '#web/features/wallet/format.ts';

type HistoryProps<Row> = { rows: Row[]; currency: CurrencyCode; now: Date };

export function RecentOrders({ rows, currency, now }: HistoryProps<WalletOrder>) {
  const columns: Column<WalletOrder>[] = [
    { header: 'Date', cell: (order) => <RecordDate value={order.createdAt} now={now} /> },
    { header: 'Pack', cell: (order) => namePack(order.coins) },
    { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    { header: 'Amount', numeric: true, cell: (order) => formatCashWithUsd(order.amountCents, currency) },
  ];
  return (
    <WalletSection title="Recent Orders" description="Your latest coin purchases.">
      <HistoryTable label="Recent orders" columns={columns} rows={rows} empty="No orders yet." />
    </WalletSection>
  );
}

function formatTransactionAmount(transaction: WalletTransaction, currency: CurrencyCode): string {
  const sign = transaction.type === 'received' ? '+' : '−';
  const amount =
    transaction.currency === 'cash' ? formatCashWithUsd(transaction.amount, currency) : formatCoins(transaction.amount);
  return `${sign}${amount}`;
}

const transactionTypes = {
  received: { Icon: ArrowDownLeft, label: 'Received' },
  sent: { Icon: ArrowUpRight, label: 'Sent' },
  // Set aside for a deal: not sent until the deal pays it.
  held: { Icon: Lock, label: 'Held' },
} as const;

function TransactionType({ type }: { type: WalletTransaction['type'] }) {
  const { Icon, label } = transactionTypes[type];
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      {label}
    </span>
  );
}

export function RecentTransactions({ rows, currency, now }: HistoryProps<WalletTransaction>) {
  const columns: Column<WalletTransaction>[] = [
    { header: 'Date', cell: (transaction) => <RecordDate value={transaction.createdAt} now={now} /> },
    { header: 'Type', cell: (transaction) => <TransactionType type={transaction.type} /> },
    { header: 'Description', cell: (transaction) => transaction.description },
    { header: 'Status', cell: (transaction) => <StatusBadge status={transaction.status} /> },
    { header: 'Amount', numeric: true, cell: (transaction) => formatTransactionAmount(transaction, currency) },
  ];
  return (
    <WalletSection title="Recent Transactions" description="The last 10 movements of cash and coins.">
      <HistoryTable label="Recent transactions" columns={columns} rows={rows} empty="No transactions yet." />
    </WalletSection>
  );
}

export function WithdrawalRequests({ rows, currency, now }: HistoryProps<WalletWithdrawal>) {
  const columns: Column<WalletWithdrawal>[] = [
    { header: 'Requested', cell: (withdrawal) => <RecordDate value={withdrawal.createdAt} now={now} /> },
    { header: 'Status', cell: (withdrawal) => <StatusBadge status={withdrawal.status} /> },
    {
      header: 'Decided',
      cell: (withdrawal) => (withdrawal.decidedAt ? <RecordDate value={withdrawal.decidedAt} now={now} /> : 'Not yet'),
    },
    { header: 'Amount', numeric: true, cell: (withdrawal) => formatCashWithUsd(withdrawal.amountCents, currency) },
  ];
  return (
    <WalletSection
      title="Withdrawals"
      description="Pending requests hold their amount until they are paid or rejected."
    >
      <HistoryTable label="Withdrawals" columns={columns} rows={rows} empty="No withdrawal requests yet." />
    </WalletSection>
  );
}
