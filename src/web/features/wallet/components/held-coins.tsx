import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { WalletHold } from '#shared/schemas/wallet.ts';
import { paths } from '#web/app/paths.ts';
import { RecordDate } from '#web/components/record-status.tsx';
import { type Column, HistoryTable } from '#web/features/wallet/components/history-table.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatCoins } from '#web/features/wallet/format.ts';

type HeldRow = WalletHold & { id: string };

/** Each accepted coins deal the member pays, with the coins its acceptance set aside until it completes or ends. */
export function HeldCoins({ holds, now }: { holds: WalletHold[]; now: Date }) {
  const intl = useIntl();
  const columns: Column<HeldRow>[] = [
    {
      header: intl.formatMessage({ id: 'wallet.held.since' }),
      cell: (hold) => <RecordDate value={hold.since} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'wallet.held.deal' }),
      cell: (hold) => (
        <Link to={paths.proposal(hold.proposalId)} className="font-medium text-primary hover:underline">
          {hold.listingTitle}
        </Link>
      ),
    },
    {
      header: intl.formatMessage({ id: 'wallet.held.amount' }),
      numeric: true,
      cell: (hold) => formatCoins(hold.coins, intl),
    },
  ];
  return (
    <WalletSection
      title={intl.formatMessage({ id: 'wallet.held.title' })}
      description={intl.formatMessage({ id: 'wallet.held.description' })}
    >
      <HistoryTable
        label={intl.formatMessage({ id: 'wallet.held.label' })}
        columns={columns}
        rows={holds.map((hold) => ({ ...hold, id: hold.proposalId }))}
        empty={intl.formatMessage({ id: 'wallet.held.empty' })}
      />
    </WalletSection>
  );
}
