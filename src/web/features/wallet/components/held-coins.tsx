import { Link } from 'react-router';
import type { WalletHold } from '#shared/schemas/wallet.ts';
import { paths } from '#web/app/paths.ts';
import { RecordDate } from '#web/components/record-status.tsx';
import { type Column, HistoryTable } from '#web/features/wallet/components/history-table.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatCoins } from '#web/features/wallet/format.ts';

type HeldRow = WalletHold & { id: string };

/** Each accepted coins deal the member pays, with the coins its acceptance set aside until it completes or ends. */
export function HeldCoins({ holds, now }: { holds: WalletHold[]; now: Date }) {
  const columns: Column<HeldRow>[] = [
    { header: 'Since', cell: (hold) => <RecordDate value={hold.since} now={now} /> },
    {
      header: 'Deal',
      cell: (hold) => (
        <Link to={paths.proposal(hold.proposalId)} className="font-medium text-primary hover:underline">
          {hold.listingTitle}
        </Link>
      ),
    },
    { header: 'Amount', numeric: true, cell: (hold) => formatCoins(hold.coins) },
  ];
  return (
    <WalletSection
      title="Held in Deals"
      description="Coins set aside when a deal you pay was accepted; they go to the other member when you complete it, or back to you if it is cancelled."
    >
      <HistoryTable
        label="Coins held in deals"
        columns={columns}
        rows={holds.map((hold) => ({ ...hold, id: hold.proposalId }))}
        empty="No coins held in deals."
      />
    </WalletSection>
  );
}
