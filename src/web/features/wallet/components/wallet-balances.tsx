import type { ReactNode } from 'react';
import { Coins, Handshake, Repeat, Wallet } from 'lucide-react';
import { type IntlShape, useIntl } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import type { WalletSummary } from '#shared/schemas/wallet.ts';
import { useFormatStatus } from '#web/components/record-status.tsx';
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

function describeSubscription(
  subscription: WalletSummary['subscription'],
  intl: IntlShape,
  formatStatus: (status: string) => string,
): { value: string; note: string } {
  if (!subscription) {
    return {
      value: intl.formatMessage({ id: 'wallet.balances.noSubscription' }),
      note: intl.formatMessage({ id: 'wallet.balances.oneOffPacks' }),
    };
  }
  const end = subscription.currentPeriodEnd;
  return {
    value: formatStatus(subscription.status),
    note: end ? intl.formatMessage({ id: 'wallet.balances.periodEnds' }, { date: intl.formatDate(end) }) : '',
  };
}

function describeAvailable(wallet: WalletSummary, intl: IntlShape): string {
  const convertible = formatCoins(wallet.convertibleCoins, intl);
  if (wallet.clearingCoins === 0) return intl.formatMessage({ id: 'wallet.balances.availableNote' }, { convertible });
  return intl.formatMessage(
    { id: 'wallet.balances.availableNoteClearing' },
    { convertible, clearing: formatCoins(wallet.clearingCoins, intl) },
  );
}

type WalletBalancesProps = { wallet: WalletSummary; currency: CurrencyCode };

/**
 * Cash, coins and the subscription, read as a description list: each figure is named by its label. 'Dragon Coins'
 * are the available coins, as in the header; those held in deals and the total are beside them.
 */
export function WalletBalances({ wallet, currency }: WalletBalancesProps) {
  const intl = useIntl();
  const formatStatus = useFormatStatus();
  const subscription = describeSubscription(wallet.subscription, intl, formatStatus);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <BalanceCard
        icon={<Wallet aria-hidden="true" className="size-5" />}
        label={intl.formatMessage({ id: 'wallet.balances.cash' })}
        value={formatCashWithUsd(wallet.cashBalanceCents, currency, intl.locale)}
        note={intl.formatMessage({ id: 'wallet.balances.cashNote' })}
      />
      <BalanceCard
        icon={<Coins aria-hidden="true" className="size-5" />}
        label={intl.formatMessage({ id: 'wallet.balances.coins' })}
        value={formatCoins(wallet.dragonCoins, intl)}
        note={describeAvailable(wallet, intl)}
      />
      <BalanceCard
        icon={<Handshake aria-hidden="true" className="size-5" />}
        label={intl.formatMessage({ id: 'wallet.balances.held' })}
        value={formatCoins(wallet.heldCoins, intl)}
        note={intl.formatMessage(
          { id: 'wallet.balances.heldNote' },
          { total: formatCoins(wallet.dragonCoins + wallet.heldCoins, intl) },
        )}
      />
      <BalanceCard
        icon={<Repeat aria-hidden="true" className="size-5" />}
        label={intl.formatMessage({ id: 'wallet.balances.subscription' })}
        value={subscription.value}
        note={subscription.note}
      />
    </dl>
  );
}
