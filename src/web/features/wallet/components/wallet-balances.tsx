import type { ReactNode } from 'react';
import { Coins, Handshake, Repeat, Wallet } from 'lucide-react';
import type { CurrencyCode } from '#shared/currency.ts';
import type { WalletSummary } from '#shared/schemas/wallet.ts';
import { Card } from '#web/components/ui/card.tsx';
import { formatCashWithUsd, formatCoins } from '#web/features/wallet/format.ts';

// A <dl> may group its terms only in plain <div>s holding <dt> and <dd> directly, so the icon sits in the term.
function BalanceCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: string }) {
  return (
    <Card className="p-6">
      <dt className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-bold">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </Card>
  );
}

function describeSubscription(subscription: WalletSummary['subscription']): { value: string; note: string } {
  if (!subscription) return { value: 'No active subscription', note: 'Coin packs are one-off purchases.' };
  const status = subscription.status.charAt(0).toUpperCase() + subscription.status.slice(1);
  const end = subscription.currentPeriodEnd;
  return { value: status, note: end ? `Current period ends ${new Date(end).toLocaleDateString()}` : '' };
}

function describeAvailable(wallet: WalletSummary): string {
  const convertible = `Available; ${formatCoins(wallet.convertibleCoins)} earned in deals can convert to cash`;
  return wallet.clearingCoins > 0 ? `${convertible}, ${formatCoins(wallet.clearingCoins)} still clearing` : convertible;
}

type WalletBalancesProps = { wallet: WalletSummary; currency: CurrencyCode };

/**
 * Cash, coins and the subscription, read as a description list: each figure is named by its label. 'Dragon Coins'
 * are the available coins, as in the header; those held in deals and the total are beside them.
 */
export function WalletBalances({ wallet, currency }: WalletBalancesProps) {
  const subscription = describeSubscription(wallet.subscription);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <BalanceCard
        icon={<Wallet aria-hidden="true" className="size-5" />}
        label="Cash Balance"
        value={formatCashWithUsd(wallet.cashBalanceCents, currency)}
        note="Available to withdraw"
      />
      <BalanceCard
        icon={<Coins aria-hidden="true" className="size-5" />}
        label="Dragon Coins"
        value={formatCoins(wallet.dragonCoins)}
        note={describeAvailable(wallet)}
      />
      <BalanceCard
        icon={<Handshake aria-hidden="true" className="size-5" />}
        label="Held in deals"
        value={formatCoins(wallet.heldCoins)}
        note={`Total ${formatCoins(wallet.dragonCoins + wallet.heldCoins)} with your available coins`}
      />
      <BalanceCard
        icon={<Repeat aria-hidden="true" className="size-5" />}
        label="Subscription"
        value={subscription.value}
        note={subscription.note}
      />
    </dl>
  );
}
