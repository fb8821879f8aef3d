import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { useDashboard } from '../api.ts';
import { ActionPanel } from '../components/action-panel.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { EarningsChart } from '../components/earnings-chart.tsx';
import { ListingBanners } from '../components/listing-banners.tsx';
import { OfferPerformanceChart } from '../components/offer-performance-chart.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { StatCards } from '../components/stat-cards.tsx';

function DashboardContent() {
  const { data: dashboard, error, isPending, refetch, isRefetching } = useDashboard();
  const currency = useDisplayCurrency();

  if (isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">
          <FormattedMessage id="dashboard.home.loading" />
        </p>
        <DashboardSkeleton />
      </div>
    );
  }

  if (error) {
    return (
      <div className="flex max-w-lg flex-col items-start gap-4">
        <Alert tone="error">
          <FormattedMessage id="dashboard.home.loadError" />
        </Alert>
        <Button variant="outline" disabled={isRefetching} onClick={() => void refetch()}>
          <FormattedMessage id="dashboard.home.tryAgain" />
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ListingBanners listings={dashboard.listings} />
      <StatCards stats={dashboard.stats} currency={currency} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EarningsChart
          earnings={dashboard.earnings}
          currency={currency}
          earnedBefore={dashboard.stats.totalEarningsCents > 0 || dashboard.stats.coinsEarned > 0}
        />
        <OfferPerformanceChart listings={dashboard.offerPerformance} />
      </div>
      <RecentActivity items={dashboard.recentActivity} now={new Date()} />
    </div>
  );
}

export function DashboardHomePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.home.title' });
  const description = intl.formatMessage({ id: 'dashboard.home.description' });
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} className="mb-8">
        <Button asChild>
          <Link to={paths.dashboard.createOffer({ type: 'service' })}>
            <Plus aria-hidden="true" />
            <FormattedMessage id="dashboard.home.submitListing" />
          </Link>
        </Button>
      </PageHeader>
      <div className="mb-6">
        <ActionPanel />
      </div>
      <DashboardContent />
    </PageContainer>
  );
}
