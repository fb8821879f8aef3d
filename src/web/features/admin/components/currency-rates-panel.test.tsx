import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currenciesEndpoints } from '#shared/endpoints/currencies.ts';
import type { AdminCurrencyRate } from '#shared/schemas/currencies.ts';
import { CurrencyRatesPanel } from '#web/features/admin/components/currency-rates-panel.tsx';
import { aMember } from '#web/test/fixtures.ts';
import { on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

const rate = (code: AdminCurrencyRate['code'], value: number, extra: Partial<AdminCurrencyRate> = {}) => ({
  code,
  rate: value,
  latestRate: value,
  latestAt: '2026-12-01T08:00:00.000Z',
  source: 'feed' as const,
  pinnedRate: null,
  pinnedAt: null,
  approximate: false,
  ...extra,
});

describe('CurrencyRatesPanel', () => {
  it('lists the rates, finds a currency by name, and pins and unpins one', async () => {
    let items = [
      rate('EUR', 0.92),
      rate('GBP', 0.78, { approximate: true }),
      rate('JPY', 150, { rate: 149, pinnedRate: 149, pinnedAt: '2026-12-01T09:00:00.000Z' }),
    ];
    on(currenciesEndpoints.adminRates).reply(() => ({ feedConfigured: true, items }));
    on(currenciesEndpoints.rates).reply(() => ({ rates: {}, approximate: [] }));
    const pinned = on(currenciesEndpoints.pin).reply(({ params, body }) => {
      items = items.map((item) =>
        item.code === params.code
          ? { ...item, rate: body.rate, pinnedRate: body.rate, pinnedAt: '2026-12-01T10:00:00.000Z' }
          : item,
      );
      return items.find((item) => item.code === params.code)!;
    });
    const unpinned = on(currenciesEndpoints.unpin).reply(({ params }) => {
      items = items.map((item) =>
        item.code === params.code ? { ...item, rate: item.latestRate, pinnedRate: null, pinnedAt: null } : item,
      );
      return items.find((item) => item.code === params.code)!;
    });
    const { user } = renderWithApp(<CurrencyRatesPanel />, { member: aMember({ role: 'admin' }) });

    const table = await screen.findByRole('table', { name: 'Currency Rates' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Approximate')).toBeInTheDocument();
    expect(within(table).getByText('Pinned')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search currencies'), 'pound');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByPlaceholderText('Search currencies'));

    const euro = screen.getByRole('textbox', { name: 'New rate for EUR' });
    await user.clear(euro);
    await user.type(euro, '0');
    await user.click(screen.getByRole('button', { name: 'Pin the EUR rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a positive number of EUR per US dollar.');
    expect(pinned.requests).toHaveLength(0);

    await user.clear(euro);
    await user.type(euro, '0,95');
    await user.click(screen.getByRole('button', { name: 'Pin the EUR rate' }));
    await screen.findByRole('button', { name: 'Unpin the EUR rate' });
    expect(pinned.requests.map((request) => [request.params, request.body])).toEqual([
      [{ code: 'EUR' }, { rate: 0.95 }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Unpin the JPY rate' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpin the JPY rate' })).toBeNull());
    expect(unpinned.requests.map((request) => request.params)).toEqual([{ code: 'JPY' }]);
  });
});
