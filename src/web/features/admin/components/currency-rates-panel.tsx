import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminCurrencyRate } from '#shared/schemas/currencies.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminCurrencyRates, usePinCurrencyRate, useUnpinCurrencyRate } from '#web/features/admin/api.ts';
import { runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { type Column, DataTable } from '#web/features/admin/components/data-table.tsx';
import { currencyNamer } from '#web/lib/currency-names.ts';

type Row = AdminCurrencyRate & { id: string; name: string };

/** A rate typed by the admin: a positive number, with a point or a comma for decimals; null when it is not one. */
function parseRate(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

/** One currency's pin: the rate to pin (the one in use to start with), Pin, and Unpin while it is pinned. */
function PinForm({ row }: { row: Row }) {
  const intl = useIntl();
  const pin = usePinCurrencyRate();
  const unpin = useUnpinCurrencyRate();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const busy = pin.isPending || unpin.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rate = parseRate(draft ?? String(row.rate));
    setInvalid(rate === null);
    if (rate === null) return;
    const fallback = intl.formatMessage({ id: 'admin.currencyRates.pinFailed' });
    if (await runAction(() => pin.mutateAsync({ code: row.code, rate }), fallback)) setDraft(null);
  }

  async function release() {
    const fallback = intl.formatMessage({ id: 'admin.currencyRates.unpinFailed' });
    if (await runAction(() => unpin.mutateAsync(row.code), fallback)) setDraft(null);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-center gap-2">
      <Input
        inputMode="decimal"
        autoComplete="off"
        aria-label={intl.formatMessage({ id: 'admin.currencyRates.rateInput' }, { code: row.code })}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={draft ?? String(row.rate)}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
        className="w-28"
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={intl.formatMessage({ id: 'admin.currencyRates.pinLabel' }, { code: row.code })}
      >
        <FormattedMessage id="admin.currencyRates.pin" />
      </Button>
      {row.pinnedRate !== null ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => void release()}
          aria-label={intl.formatMessage({ id: 'admin.currencyRates.unpinLabel' }, { code: row.code })}
        >
          <FormattedMessage id="admin.currencyRates.unpin" />
        </Button>
      ) : null}
      {invalid ? (
        <p id={errorId} role="alert" className="w-full text-sm text-destructive">
          <FormattedMessage id="admin.currencyRates.invalidRate" values={{ code: row.code }} />
        </p>
      ) : null}
    </form>
  );
}

/**
 * Currency Rates, in Platform Settings (decision 058): every display currency's rate against the dollar, where it
 * came from and how old it is, and a pin the feed does not replace until it is lifted. Searchable by code or name.
 */
export function CurrencyRatesPanel() {
  const intl = useIntl();
  const rates = useAdminCurrencyRates();
  const [search, setSearch] = useState('');
  const searchId = useId();

  const rows = useMemo<Row[]>(() => {
    const nameOf = currencyNamer(intl.locale);
    return (rates.data?.items ?? []).map((item) => ({ ...item, id: item.code, name: nameOf(item.code) ?? '' }));
  }, [rates.data, intl.locale]);
  const wanted = search.trim().toLocaleLowerCase(intl.locale);
  const shown = wanted
    ? rows.filter((row) => `${row.code} ${row.name}`.toLocaleLowerCase(intl.locale).includes(wanted))
    : rows;

  const formatRate = (rate: number) => intl.formatNumber(rate, { maximumSignificantDigits: 8 });
  const formatWhen = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: Column<Row>[] = [
    {
      header: intl.formatMessage({ id: 'admin.currencyRates.currency' }),
      cell: (row) => (
        <span>
          <span className="font-medium">{row.code}</span>
          {row.name ? <span className="block text-sm text-muted-foreground">{row.name}</span> : null}
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.currencyRates.rate' }),
      cell: (row) => <span className="tabular-nums">{formatRate(row.rate)}</span>,
    },
    {
      header: intl.formatMessage({ id: 'admin.currencyRates.latest' }),
      cell: (row) => (
        <span className="text-sm">
          <FormattedMessage
            id="admin.currencyRates.latestValue"
            values={{ rate: formatRate(row.latestRate), source: row.source, date: formatWhen(row.latestAt) }}
          />
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.currencyRates.status' }),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          {row.pinnedAt !== null ? (
            <Badge
              variant="primary"
              title={intl.formatMessage({ id: 'admin.currencyRates.pinnedSince' }, { date: formatWhen(row.pinnedAt) })}
            >
              <FormattedMessage id="admin.currencyRates.pinned" />
            </Badge>
          ) : null}
          {row.approximate ? (
            <Badge variant="outline" title={intl.formatMessage({ id: 'admin.currencyRates.approximateHint' })}>
              <FormattedMessage id="admin.currencyRates.approximate" />
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.currencyRates.pinColumn' }),
      cell: (row) => <PinForm key={`${row.code}:${row.rate}`} row={row} />,
    },
  ];

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="admin.currencyRates.title" />
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <FormattedMessage id="admin.currencyRates.description" />
      </p>
      {rates.data && !rates.data.feedConfigured ? (
        <p className="mt-2 text-sm text-muted-foreground">
          <FormattedMessage id="admin.currencyRates.feedOff" />
        </p>
      ) : null}
      {rates.isError && !rates.data ? (
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          <FormattedMessage id="admin.currencyRates.loadError" />
        </p>
      ) : !rates.data ? (
        <div aria-label={intl.formatMessage({ id: 'admin.list.loading' })} className="mt-4 flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <>
          <div className="mt-4 max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              <FormattedMessage id="admin.currencyRates.search" />
            </label>
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={intl.formatMessage({ id: 'admin.currencyRates.search' })}
            />
          </div>
          {shown.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">
              <FormattedMessage id="admin.currencyRates.noMatch" />
            </p>
          ) : (
            <div className="mt-4 max-h-[36rem] overflow-y-auto">
              <DataTable
                label={intl.formatMessage({ id: 'admin.currencyRates.title' })}
                columns={columns}
                rows={shown}
              />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
