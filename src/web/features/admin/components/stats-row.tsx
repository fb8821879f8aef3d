import type { ComponentType } from 'react';
import { ArrowLeftRight, DollarSign, ListChecks, Users } from 'lucide-react';
import { formatMoney } from '#shared/currency.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminStats } from '#web/features/admin/api.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

type Stat = { label: string; value: string | undefined; icon: ComponentType<{ className?: string }> };

/**
 * Total Users, Active Offers, Total Transactions, Total Revenue (money received for coin sales, in the admin's
 * currency), then, on a line of their own, the money that left or came back, which is not revenue.
 */
export function StatsRow() {
  const stats = useAdminStats();
  const currency = useDisplayCurrency();
  const data = stats.data;
  const items: Stat[] = [
    { label: 'Total Users', value: data?.totalUsers.toLocaleString('en-US'), icon: Users },
    { label: 'Active Offers', value: data?.activeOffers.toLocaleString('en-US'), icon: ListChecks },
    { label: 'Total Transactions', value: data?.totalTransactions.toLocaleString('en-US'), icon: ArrowLeftRight },
    {
      label: 'Total Revenue',
      value: data ? formatMoney(data.totalRevenueCents, currency) : undefined,
      icon: DollarSign,
    },
  ];

  const beside = [
    { label: 'Conversions to cash', cents: data?.conversionsCents },
    { label: 'Withdrawals paid', cents: data?.withdrawalsPaidCents },
    { label: 'Coin sales reversed', cents: data?.reversedSalesCents },
  ];

  // A <dl> may group its terms only in plain <div>s holding <dt> and <dd> directly, so the icon sits in the term.
  return (
    <>
      <dl aria-busy={stats.isFetching} className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="flex flex-col gap-1 p-4 sm:p-5">
            <dt className="flex items-start justify-between gap-3 text-sm font-medium text-muted-foreground">
              <span className="min-w-0">{label}</span>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
            </dt>
            <dd className="text-2xl font-bold tabular-nums">
              {value ?? (stats.isError ? '—' : <Skeleton className="mt-1 h-7 w-20" />)}
            </dd>
          </Card>
        ))}
      </dl>
      <dl
        aria-label="Not counted in revenue"
        className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground"
      >
        {beside.map(({ label, cents }) => (
          <div key={label} className="flex gap-1.5">
            <dt>{label}:</dt>
            <dd className="font-medium tabular-nums text-foreground">
              {cents === undefined ? '—' : formatMoney(cents, currency)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
