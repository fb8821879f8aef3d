import { Link } from 'react-router';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { paths } from '#web/app/paths.ts';
import { truncateTitle } from '../wording.ts';
import { RowChart } from './bar-charts.tsx';
import { ChartCard, ChartEmpty, chartFills } from './chart-card.tsx';

/** Views and proposals received per listing, the most viewed first, as grouped bars beside each title. */
export function OfferPerformanceChart({ listings }: { listings: Dashboard['offerPerformance'] }) {
  const rows = listings.map((listing) => ({ ...listing, label: truncateTitle(listing.title) }));
  const summary =
    listings.length === 1
      ? 'Views and proposals received for your listing.'
      : `Views and proposals received for your ${listings.length} most viewed listings.`;

  return (
    <ChartCard
      title="Offer Performance"
      summary={listings.length === 0 ? 'Views and proposals received per listing.' : summary}
      empty={
        listings.length === 0 ? (
          <ChartEmpty title="No listings yet">
            <Link
              to={paths.dashboard.createOffer({ type: 'service' })}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              Create your first listing
            </Link>
          </ChartEmpty>
        ) : undefined
      }
      chart={
        <RowChart
          categories={rows.map((row) => row.label)}
          series={[
            {
              name: 'Views',
              fillClass: chartFills.primary,
              values: rows.map((row) => row.views),
              describe: (index) => `${rows[index]!.title}: ${rows[index]!.views} views`,
            },
            {
              name: 'Proposals',
              fillClass: chartFills.secondary,
              values: rows.map((row) => row.proposals),
              describe: (index) => `${rows[index]!.title}: ${rows[index]!.proposals} proposals`,
            },
          ]}
        />
      }
      table={
        // A table sizes to its cells whatever its width, so the 1px box that hides it is a wrapper.
        <div className="sr-only">
          <table>
            <caption>Views and proposals per listing</caption>
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Views</th>
                <th scope="col">Proposals</th>
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
