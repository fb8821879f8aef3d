import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import { type Dashboard, earningsMonths } from '#shared/schemas/dashboard.ts';
import { formatCoins, formatMonth, toDisplayAmount } from '../wording.ts';
import { ColumnChart } from './bar-charts.tsx';
import { ChartCard, ChartEmpty, chartFills } from './chart-card.tsx';

type EarningsChartProps = {
  earnings: Dashboard['earnings'];
  currency: CurrencyCode;
  /** Something was earned at some time, perhaps before the chart's months. */
  earnedBefore: boolean;
};

const cashName = 'Cash received';
const coinsName = 'Dragon Coins received';

/**
 * Cash (in the display currency, left axis) and coins (right axis, once there are any) received per UTC month: two
 * bars on two scales, since a coin is not a sum of money until it is converted.
 */
export function EarningsChart({ earnings, currency, earnedBefore }: EarningsChartProps) {
  const rows = earnings.map((entry) => ({
    ...entry,
    label: formatMonth(entry.month),
    short: formatMonth(entry.month).slice(0, 3),
    cash: toDisplayAmount(entry.cashCents, currency),
  }));
  const totalCents = earnings.reduce((sum, entry) => sum + entry.cashCents, 0);
  const totalCoins = earnings.reduce((sum, entry) => sum + entry.coins, 0);
  const first = rows[0]?.label ?? '';
  const last = rows.at(-1)?.label ?? '';
  const summary = `Cash and Dragon Coins received each month, ${first} to ${last}: ${formatMoney(totalCents, currency)} and ${formatCoins(totalCoins)} in all.`;
  const empty = totalCents === 0 && totalCoins === 0;

  return (
    <ChartCard
      title="Earnings Overview"
      summary={summary}
      empty={
        empty ? (
          <ChartEmpty title={earnedBefore ? `No earnings in the last ${earningsMonths} months` : 'No earnings yet'}>
            Completed deals and coin conversions will show here by month.
          </ChartEmpty>
        ) : undefined
      }
      chart={
        <ColumnChart
          height={260}
          categories={rows.map((row) => row.short)}
          series={{
            name: `${cashName} (${currency})`,
            fillClass: chartFills.primary,
            values: rows.map((row) => row.cash),
            describe: (index) => `${rows[index]!.label}: ${formatMoney(rows[index]!.cashCents, currency)}`,
          }}
          secondSeries={
            totalCoins > 0
              ? {
                  name: coinsName,
                  fillClass: chartFills.secondary,
                  values: rows.map((row) => row.coins),
                  describe: (index) => `${rows[index]!.label}: ${formatCoins(rows[index]!.coins)}`,
                }
              : undefined
          }
        />
      }
      table={
        // A table sizes to its cells whatever its width, so the 1px box that hides it is a wrapper.
        <div className="sr-only">
          <table>
            <caption>Earnings by month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Cash received</th>
                <th scope="col">Dragon Coins received</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.label}</th>
                  <td>{formatMoney(row.cashCents, currency)}</td>
                  <td>{formatCoins(row.coins)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
