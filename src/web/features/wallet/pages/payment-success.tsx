import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useRefreshBalances } from '#web/features/wallet/api.ts';
import { findPurchase, formatCashWithUsd, formatCoins } from '#web/features/wallet/format.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { useSession } from '#web/lib/session.ts';

// Spec: the page waits 2 s before rereading the balances, time for the provider's confirmation to reach the server.
const refreshDelayMs = 2000;

/** Reread the balances once, after the wait; says whether that has happened. */
function useDelayedRefresh(): boolean {
  const refreshBalances = useRefreshBalances();
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => void refreshBalances().then(() => setRefreshed(true)), refreshDelayMs);
    return () => clearTimeout(timer);
  }, [refreshBalances]);
  return refreshed;
}

export function PaymentSuccessPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  // The address names the pack by its coins and the price paid in US dollars.
  const pack = findPurchase({ coins: params.get('coins'), amount: params.get('amount') });
  const currency = useDisplayCurrency();
  const { user } = useSession();
  const refreshed = useDelayedRefresh();
  const title = intl.formatMessage({ id: 'wallet.paymentSuccess.title' });
  const description = intl.formatMessage({ id: 'wallet.paymentSuccess.description' });

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-accent text-accent-foreground">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {pack ? (
          <p className="text-lg">
            <FormattedMessage
              id="wallet.paymentSuccess.purchase"
              values={{
                coins: pack.coins,
                price: formatCashWithUsd(pack.priceCents, currency, intl.locale),
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
        ) : null}
        <p className="text-muted-foreground text-pretty">{description}</p>
        <p role="status" className="text-sm text-muted-foreground">
          {refreshed && user ? (
            <FormattedMessage
              id="wallet.paymentSuccess.balance"
              values={{ coins: formatCoins(user.dragonCoins, intl) }}
            />
          ) : (
            <FormattedMessage id="wallet.paymentSuccess.updating" />
          )}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.dashboard.wallet()}>
              <FormattedMessage id="wallet.paymentSuccess.myWallet" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.browse()}>
              <FormattedMessage id="wallet.paymentSuccess.browseServices" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard.home()}>
              <FormattedMessage id="wallet.paymentSuccess.backToDashboard" />
            </Link>
          </Button>
        </div>
      </Card>
    </PageContainer>
  );
}
