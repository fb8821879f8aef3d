import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import { type Dashboard, earningsMonths } from '#shared/schemas/dashboard.ts';
import { formatCoins, formatMonth, toDisplayAmount } from '../wording.ts';
import { ChartCard, ChartEmpty, chartColors, tooltipStyle } from './chart-card.tsx';

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
        <BarChart data={rows} responsive style={{ width: '100%', height: 260 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="short" tick={{ fill: chartColors.text, fontSize: 12 }} tickLine={false} interval={0} />
          <YAxis
            yAxisId="cash"
            tick={{ fill: chartColors.text, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={56}
            allowDecimals={false}
          />
          {totalCoins > 0 ? (
            <YAxis
              yAxisId="coins"
              orientation="right"
              tick={{ fill: chartColors.text, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={48}
              allowDecimals={false}
            />
          ) : null}
          <Tooltip
            {...tooltipStyle}
            labelFormatter={(label, payload) => (payload[0]?.payload as { label?: string } | undefined)?.label ?? label}
            formatter={(value, name, item) =>
              name === coinsName
                ? formatCoins(Number(value))
                : formatMoney((item.payload as { cashCents: number }).cashCents, currency)
            }
          />
          <Legend wrapperStyle={{ color: chartColors.text, fontSize: 12 }} />
          <Bar yAxisId="cash" dataKey="cash" name={`${cashName} (${currency})`} fill={chartColors.primary} />
          {totalCoins > 0 ? (
            <Bar yAxisId="coins" dataKey="coins" name={coinsName} fill={chartColors.secondary} />
          ) : null}
        </BarChart>
      }
      table={
        <table className="sr-only">
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
      }
    />
  );
}
