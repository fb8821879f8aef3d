import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { paths } from '#web/app/paths.ts';
import { truncateTitle } from '../wording.ts';
import { RowChart } from './bar-charts.tsx';
import { ChartCard, ChartEmpty, chartFills } from './chart-card.tsx';

/** Views and proposals received per listing, the most viewed first, as grouped bars beside each title. */
export function OfferPerformanceChart({ listings }: { listings: Dashboard['offerPerformance'] }) {
  const intl = useIntl();
  const rows = listings.map((listing) => ({ ...listing, label: truncateTitle(listing.title) }));
  const summary =
    listings.length === 0
      ? intl.formatMessage({ id: 'dashboard.performance.summaryEmpty' })
      : intl.formatMessage({ id: 'dashboard.performance.summary' }, { count: listings.length });

  return (
    <ChartCard
      title={intl.formatMessage({ id: 'dashboard.performance.title' })}
      summary={summary}
      empty={
        listings.length === 0 ? (
          <ChartEmpty title={intl.formatMessage({ id: 'dashboard.performance.emptyTitle' })}>
            <Link
              to={paths.dashboard.createOffer({ type: 'service' })}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              <FormattedMessage id="dashboard.performance.createFirst" />
            </Link>
          </ChartEmpty>
        ) : undefined
      }
      chart={
        <RowChart
          categories={rows.map((row) => row.label)}
          series={[
            {
              name: intl.formatMessage({ id: 'dashboard.performance.views' }),
              fillClass: chartFills.primary,
              values: rows.map((row) => row.views),
              describe: (index) =>
                intl.formatMessage(
                  { id: 'dashboard.performance.viewsTooltip' },
                  { title: rows[index]!.title, count: rows[index]!.views },
                ),
            },
            {
              name: intl.formatMessage({ id: 'dashboard.performance.proposals' }),
              fillClass: chartFills.secondary,
              values: rows.map((row) => row.proposals),
              describe: (index) =>
                intl.formatMessage(
                  { id: 'dashboard.performance.proposalsTooltip' },
                  { title: rows[index]!.title, count: rows[index]!.proposals },
                ),
            },
          ]}
        />
      }
      table={
        // A table sizes to its cells whatever its width, so the 1px box that hides it is a wrapper.
        <div className="sr-only">
          <table>
            <caption>
              <FormattedMessage id="dashboard.performance.tableCaption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="dashboard.performance.listing" />
                </th>
                <th scope="col">
                  <FormattedMessage id="dashboard.performance.views" />
                </th>
                <th scope="col">
                  <FormattedMessage id="dashboard.performance.proposals" />
                </th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={listing.id}>
                  <th scope="row">{listing.title}</th>
                  <td>{listing.views}</td>
                  <td>{listing.proposals}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
