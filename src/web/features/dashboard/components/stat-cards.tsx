import type { ReactNode } from 'react';
import { Bell, Coins, DollarSign, Package } from 'lucide-react';
import { type IntlShape, useIntl } from 'react-intl';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { describeCompletedDeals, formatCoins } from '../wording.ts';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

// A <dl> may group its terms only in plain <div>s holding <dt> and <dd> directly, so the icon sits in the term.
function StatCard({ icon, label, value, notes }: { icon: ReactNode; label: string; value: string; notes: string[] }) {
  return (
    <Card className="p-5">
      <dt className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-bold break-words">{value}</dd>
      {notes.map((note) => (
        <dd key={note} className="mt-1 text-xs text-muted-foreground">
          {note}
        </dd>
      ))}
    </Card>
  );
}

/** Under the available coins: those held in deals, the part still clearing, and a debt when there is one. */
function describeCoins(stats: Dashboard['stats'], intl: IntlShape): string[] {
  return [
    intl.formatMessage({ id: 'dashboard.stats.available' }),
    intl.formatMessage({ id: 'dashboard.stats.heldInDeals' }, { coins: formatCoins(stats.heldCoins, intl) }),
    intl.formatMessage({ id: 'dashboard.stats.clearing' }, { coins: formatCoins(stats.clearingCoins, intl) }),
    ...(stats.debtCoins > 0
      ? [intl.formatMessage({ id: 'dashboard.stats.debt' }, { coins: formatCoins(stats.debtCoins, intl) })]
      : []),
  ];
}

type StatCardsProps = { stats: Dashboard['stats']; currency: CurrencyCode };

/** The four figures, named by their labels: earnings in the display currency, coins beside them, never added. */
export function StatCards({ stats, currency }: StatCardsProps) {
  const intl = useIntl();
  const iconClass = 'size-5';
  return (
    <dl className={gridClass}>
      <StatCard
        icon={<DollarSign aria-hidden="true" className={iconClass} />}
        label={intl.formatMessage({ id: 'dashboard.stats.totalEarnings' })}
        value={formatMoney(stats.totalEarningsCents, currency, { locale: intl.locale })}
        notes={[
          describeCompletedDeals(stats.completedDeals, intl),
          ...(stats.coinsEarned > 0
            ? [
                intl.formatMessage(
                  { id: 'dashboard.stats.fromCoinDeals' },
                  { coins: formatCoins(stats.coinsEarned, intl) },
                ),
              ]
            : []),
        ]}
      />
      <StatCard
        icon={<Coins aria-hidden="true" className={iconClass} />}
        label={intl.formatMessage({ id: 'dashboard.stats.dragonCoins' })}
        value={formatCoins(stats.dragonCoins, intl)}
        notes={describeCoins(stats, intl)}
      />
      <StatCard
        icon={<Package aria-hidden="true" className={iconClass} />}
        label={intl.formatMessage({ id: 'dashboard.stats.activeOffers' })}
        value={intl.formatNumber(stats.activeOffers)}
        notes={[intl.formatMessage({ id: 'dashboard.stats.liveListings' })]}
      />
      <StatCard
        icon={<Bell aria-hidden="true" className={iconClass} />}
        label={intl.formatMessage({ id: 'dashboard.stats.notifications' })}
        value={intl.formatNumber(stats.unreadNotifications)}
        notes={[intl.formatMessage({ id: 'dashboard.stats.unread' })]}
      />
    </dl>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className={gridClass}>
      {[0, 1, 2, 3].map((key) => (
        <Card key={key} className="p-5">
          <Skeleton className="h-9 w-32" />
          <Skeleton className="mt-3 h-7 w-24" />
          <Skeleton className="mt-2 h-3 w-28" />
        </Card>
      ))}
    </div>
  );
}
