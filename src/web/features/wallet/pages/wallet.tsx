import { FormattedMessage, useIntl } from 'react-intl';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useWallet } from '#web/features/wallet/api.ts';
import { BuyCoinsSection } from '#web/features/wallet/components/buy-coins-section.tsx';
import { HeldCoins } from '#web/features/wallet/components/held-coins.tsx';
import { ClearingCoins, DebtNotice } from '#web/features/wallet/components/clearing-coins.tsx';
import { ConvertCoinsSection } from '#web/features/wallet/components/convert-coins-section.tsx';
import { WalletBalances } from '#web/features/wallet/components/wallet-balances.tsx';
import {
  RecentOrders,
  RecentTransactions,
  WithdrawalRequests,
} from '#web/features/wallet/components/wallet-history.tsx';
import { WalletSkeleton } from '#web/features/wallet/components/wallet-skeleton.tsx';
import { WithdrawCashSection } from '#web/features/wallet/components/withdraw-cash-section.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

function WalletContent() {
  const { data: wallet, error, isPending, refetch, isRefetching } = useWallet();
  const currency = useDisplayCurrency();

  if (isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">
          <FormattedMessage id="wallet.page.loading" />
        </p>
        <WalletSkeleton />
      </div>
    );
  }

  if (error) {
    return (
      <div className="flex max-w-lg flex-col items-start gap-4">
        <Alert tone="error">
          <FormattedMessage id="wallet.page.loadError" />
        </Alert>
        <Button variant="outline" disabled={isRefetching} onClick={() => void refetch()}>
          <FormattedMessage id="wallet.page.tryAgain" />
        </Button>
      </div>
    );
  }

  // One clock per render, so every date on the page is worded against the same moment.
  const now = new Date();
  return (
    <div className="flex flex-col gap-6">
      <WalletBalances wallet={wallet} currency={currency} />
      {wallet.debtCoins > 0 ? <DebtNotice debtCoins={wallet.debtCoins} /> : null}
      {wallet.holds.length > 0 ? <HeldCoins holds={wallet.holds} now={now} /> : null}
      {wallet.clearings.length > 0 ? <ClearingCoins clearings={wallet.clearings} /> : null}
      <BuyCoinsSection packs={wallet.rates.packs} currency={currency} />
      <div className="grid gap-6 xl:grid-cols-2">
        <ConvertCoinsSection
          dragonCoins={wallet.dragonCoins}
          convertibleCoins={wallet.convertibleCoins}
          rates={wallet.rates}
          currency={currency}
        />
        <WithdrawCashSection cashBalanceCents={wallet.cashBalanceCents} currency={currency} />
      </div>
      <RecentOrders rows={wallet.orders} currency={currency} now={now} />
      <RecentTransactions rows={wallet.transactions} currency={currency} now={now} />
      <WithdrawalRequests rows={wallet.withdrawals} currency={currency} now={now} />
    </div>
  );
}

export function WalletPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'wallet.page.title' });
  const description = intl.formatMessage({ id: 'wallet.page.description' });
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} className="mb-8" />
      <WalletContent />
    </PageContainer>
  );
}
