import type { ComponentType } from 'react';
import { ArrowLeftRight, DollarSign, ListChecks, Users } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminStats } from '#web/features/admin/api.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

type Stat = {
  label:
    | 'admin.stats.totalUsers'
    | 'admin.stats.activeOffers'
    | 'admin.stats.totalTransactions'
    | 'admin.stats.totalRevenue';
  value: string | undefined;
  icon: ComponentType<{ className?: string }>;
};

/**
 * Total Users, Active Offers, Total Transactions, Total Revenue (money received for coin sales, in the admin's
 * currency), then, on a line of their own, the money that left or came back, which is not revenue.
 */
export function StatsRow() {
  const intl = useIntl();
  const stats = useAdminStats();
  const currency = useDisplayCurrency();
  const data = stats.data;
  const formatCount = (count: number | undefined) => (count === undefined ? undefined : intl.formatNumber(count));
  const items: Stat[] = [
    { label: 'admin.stats.totalUsers', value: formatCount(data?.totalUsers), icon: Users },
    { label: 'admin.stats.activeOffers', value: formatCount(data?.activeOffers), icon: ListChecks },
    { label: 'admin.stats.totalTransactions', value: formatCount(data?.totalTransactions), icon: ArrowLeftRight },
    {
      label: 'admin.stats.totalRevenue',
      value: data ? formatMoney(data.totalRevenueCents, currency, { locale: intl.locale }) : undefined,
      icon: DollarSign,
    },
  ];

  const beside = [
    { label: 'admin.stats.conversions', cents: data?.conversionsCents },
    { label: 'admin.stats.withdrawalsPaid', cents: data?.withdrawalsPaidCents },
    { label: 'admin.stats.reversedSales', cents: data?.reversedSalesCents },
  ] as const;

  // A <dl> may group its terms only in plain <div>s holding <dt> and <dd> directly, so the icon sits in the term.
  return (
    <>
      <dl aria-busy={stats.isFetching} className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="flex flex-col gap-1 p-4 sm:p-5">
            <dt className="flex items-start justify-between gap-3 text-sm font-medium text-muted-foreground">
              <span className="min-w-0">
                <FormattedMessage id={label} />
              </span>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
            </dt>
            <dd className="text-2xl font-bold tabular-nums">
              {value ?? (stats.isError ? '—' : <Skeleton className="mt-1 h-7 w-20" />)}
            </dd>
          </Card>
        ))}
      </dl>
      <dl
        aria-label={intl.formatMessage({ id: 'admin.stats.notRevenue' })}
        className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground"
      >
        {beside.map(({ label, cents }) => (
          <div key={label} className="flex gap-1.5">
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd className="font-medium tabular-nums text-foreground">
              {cents === undefined ? '—' : formatMoney(cents, currency, { locale: intl.locale })}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
