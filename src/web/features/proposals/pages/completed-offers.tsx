import { useState } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheckBig, Coins } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCompletedDeals } from '#web/features/proposals/api.ts';
import { MemberOnly } from '#web/features/proposals/components/member-only.tsx';
import { ProposalListItem } from '#web/features/proposals/components/proposal-list-item.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

// Unlike the other member pages, this route is public: the spec gives visitors their own 'Access Restricted' view.

export function CompletedOffersPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageMeta
        title={intl.formatMessage({ id: 'proposals.completedOffers.title' })}
        description={intl.formatMessage({ id: 'proposals.completedOffers.metaDescription' })}
      />
      <MemberOnly
        signedOutTitle={intl.formatMessage({ id: 'proposals.completedOffers.signedOutTitle' })}
        signedOutMessage={intl.formatMessage({ id: 'proposals.completedOffers.signedOutText' })}
      >
        <CompletedDealsView />
      </MemberOnly>
    </PageContainer>
  );
}

function CompletedDealsView() {
  const intl = useIntl();
  const deals = useCompletedDeals();
  const currency = useDisplayCurrency();
  const [now] = useState(() => new Date());
  const earned = deals.data;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'proposals.completedOffers.title' })}
        description={intl.formatMessage({ id: 'proposals.completedOffers.description' })}
      />
      <Card className="mt-8 flex items-center gap-4 p-5 sm:max-w-xs">
        <Coins aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <dl>
          {/* As the dashboard counts them (decision 011): cash deals by their amount in cents, and the coins deals
              paid beside it, never added to it. */}
          <dt className="text-sm text-muted-foreground">
            <FormattedMessage id="proposals.completedOffers.totalEarnings" />
          </dt>
          <dd className="text-2xl font-bold">
            {earned ? (
              formatMoney(earned.earnedCashCents, currency, { locale: intl.locale })
            ) : (
              <Skeleton className="h-8 w-20" />
            )}
          </dd>
          {earned ? (
            <dd className="text-sm text-muted-foreground">
              <FormattedMessage
                id="proposals.completedOffers.coinsEarned"
                values={{ coins: intl.formatNumber(earned.earnedCoins) }}
              />
            </dd>
          ) : null}
        </dl>
      </Card>
      {deals.isError ? (
        <Card role="alert" className="mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
          <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
          <p className="font-medium">
            <FormattedMessage id="proposals.completedOffers.loadFailed" />
          </p>
          <Button variant="outline" onClick={() => void deals.refetch()}>
            <FormattedMessage id="proposals.completedOffers.tryAgain" />
          </Button>
        </Card>
      ) : !deals.data ? (
        <Skeleton className="mt-6 h-24 w-full rounded-xl" />
      ) : deals.data.items.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
          <CircleCheckBig aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="mt-4 font-medium">
            <FormattedMessage id="proposals.completedOffers.emptyTitle" />
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            <FormattedMessage id="proposals.completedOffers.emptyText" />
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={paths.browse()}>
              <FormattedMessage id="proposals.completedOffers.browse" />
            </Link>
          </Button>
        </Card>
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'proposals.completedOffers.listLabel' })}
          className="mt-6 flex flex-col gap-3"
        >
          {deals.data.items.map((deal) => (
            <li key={deal.id}>
              <ProposalListItem proposal={deal} now={now} currency={currency} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
