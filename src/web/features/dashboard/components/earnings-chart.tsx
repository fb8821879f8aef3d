import { FormattedMessage, useIntl } from 'react-intl';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import { type Dashboard, earningsMonths } from '#shared/schemas/dashboard.ts';
import { formatCoins, formatMonth, formatShortMonth, toDisplayAmount } from '../wording.ts';
import { ColumnChart } from './bar-charts.tsx';
import { ChartCard, ChartEmpty, chartFills } from './chart-card.tsx';

type EarningsChartProps = {
  earnings: Dashboard['earnings'];
  currency: CurrencyCode;
  /** Something was earned at some time, perhaps before the chart's months. */
  earnedBefore: boolean;
};

/**
 * Cash (in the display currency, left axis) and coins (right axis, once there are any) received per UTC month: two
 * bars on two scales, since a coin is not a sum of money until it is converted.
 */
export function EarningsChart({ earnings, currency, earnedBefore }: EarningsChartProps) {
  const intl = useIntl();
  const rows = earnings.map((entry) => ({
    ...entry,
    label: formatMonth(entry.month, intl),
    short: formatShortMonth(entry.month, intl),
    cash: toDisplayAmount(entry.cashCents, currency),
  }));
  const totalCents = earnings.reduce((sum, entry) => sum + entry.cashCents, 0);
  const totalCoins = earnings.reduce((sum, entry) => sum + entry.coins, 0);
  const summary = intl.formatMessage(
    { id: 'dashboard.earnings.summary' },
    {
      first: rows[0]?.label ?? '',
      last: rows.at(-1)?.label ?? '',
      cash: formatMoney(totalCents, currency, { locale: intl.locale }),
      coins: formatCoins(totalCoins, intl),
    },
  );
  const empty = totalCents === 0 && totalCoins === 0;
  const describeBar = (index: number, amount: string) =>
    intl.formatMessage({ id: 'dashboard.earnings.barTooltip' }, { month: rows[index]!.label, amount });

  return (
    <ChartCard
      title={intl.formatMessage({ id: 'dashboard.earnings.title' })}
      summary={summary}
      empty={
        empty ? (
          <ChartEmpty
            title={
              earnedBefore
                ? intl.formatMessage({ id: 'dashboard.earnings.emptyRecently' }, { months: earningsMonths })
                : intl.formatMessage({ id: 'dashboard.earnings.emptyTitle' })
            }
          >
            <FormattedMessage id="dashboard.earnings.emptyText" />
          </ChartEmpty>
        ) : undefined
      }
      chart={
        <ColumnChart
          height={260}
          categories={rows.map((row) => row.short)}
          series={{
            name: intl.formatMessage({ id: 'dashboard.earnings.cashSeries' }, { currency }),
            fillClass: chartFills.primary,
            values: rows.map((row) => row.cash),
            describe: (index) =>
              describeBar(index, formatMoney(rows[index]!.cashCents, currency, { locale: intl.locale })),
          }}
          secondSeries={
            totalCoins > 0
              ? {
                  name: intl.formatMessage({ id: 'dashboard.earnings.coinsReceived' }),
                  fillClass: chartFills.secondary,
                  values: rows.map((row) => row.coins),
                  describe: (index) => describeBar(index, formatCoins(rows[index]!.coins, intl)),
                }
              : undefined
          }
        />
      }
      table={
        // A table sizes to its cells whatever its width, so the 1px box that hides it is a wrapper.
        <div className="sr-only">
          <table>
            <caption>
              <FormattedMessage id="dashboard.earnings.tableCaption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="dashboard.earnings.month" />
                </th>
                <th scope="col">
                  <FormattedMessage id="dashboard.earnings.cashReceived" />
                </th>
                <th scope="col">
                  <FormattedMessage id="dashboard.earnings.coinsReceived" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.label}</th>
                  <td>{formatMoney(row.cashCents, currency, { locale: intl.locale })}</td>
                  <td>{formatCoins(row.coins, intl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
