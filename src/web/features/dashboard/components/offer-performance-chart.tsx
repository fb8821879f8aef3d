import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { paths } from '#web/app/paths.ts';
import { truncateTitle } from '../wording.ts';
import { ChartCard, ChartEmpty, chartColors, tooltipStyle } from './chart-card.tsx';

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
        <BarChart
          data={rows}
          layout="vertical"
          responsive
          style={{ width: '100%', height: 56 + rows.length * 44 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={chartColors.grid} />
          <XAxis type="number" tick={{ fill: chartColors.text, fontSize: 12 }} tickLine={false} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            tick={{ fill: chartColors.text, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={128}
            interval={0}
          />
          <Tooltip
            {...tooltipStyle}
            labelFormatter={(label, payload) => (payload[0]?.payload as { title?: string } | undefined)?.title ?? label}
          />
          <Legend wrapperStyle={{ color: chartColors.text, fontSize: 12 }} />
          <Bar dataKey="views" name="Views" fill={chartColors.primary} />
          <Bar dataKey="proposals" name="Proposals" fill={chartColors.secondary} />
        </BarChart>
      }
      table={
        <table className="sr-only">
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
      }
    />
  );
}
