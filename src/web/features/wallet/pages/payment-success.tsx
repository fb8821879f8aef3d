import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useRefreshBalances } from '#web/features/wallet/api.ts';
import { findPurchase, formatCashWithUsd, formatCoins, namePack } from '#web/features/wallet/format.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { useSession } from '#web/lib/session.ts';

const description =
  'Thank you for your purchase. Your Dragon Coins are added to your wallet once the payment is confirmed.';

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
  const [params] = useSearchParams();
  // The address names the pack by its coins and the price paid in US dollars.
  const pack = findPurchase({ coins: params.get('coins'), amount: params.get('amount') });
  const currency = useDisplayCurrency();
  const { user } = useSession();
  const refreshed = useDelayedRefresh();

  return (
    <PageContainer>
      <PageMeta title="Payment Successful!" description={description} />
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-accent text-accent-foreground">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Payment Successful!</h1>
        {pack ? (
          <p className="text-lg">
            <strong>{namePack(pack.coins)}</strong> for {formatCashWithUsd(pack.priceCents, currency)}
          </p>
        ) : null}
        <p className="text-muted-foreground text-pretty">{description}</p>
        <p role="status" className="text-sm text-muted-foreground">
          {refreshed && user ? `Your balance: ${formatCoins(user.dragonCoins)}` : 'Updating your wallet...'}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.dashboard.wallet()}>My Wallet</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.browse()}>Browse Services</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard.home()}>Back to Dashboard</Link>
          </Button>
        </div>
      </Card>
    </PageContainer>
  );
}
