import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { currencies } from '#shared/currency.ts';
import { accountsEndpoints } from '#shared/endpoints/accounts.ts';
import { currenciesEndpoints } from '#shared/endpoints/currencies.ts';
import { CurrencySelect } from '#web/features/accounts/components/currency-select.tsx';
import { PreferencesSection } from '#web/features/accounts/components/preferences-section.tsx';
import { aMember } from '#web/test/fixtures.ts';
import { on } from '#web/test/network.ts';
import { renderWithApp } from '#web/test/render.tsx';

describe('the display currency picker', () => {
  it('lists every currency in use, about 160, the spec’s ten first, named in English', () => {
    renderWithApp(<PreferencesSection />, { route: '/dashboard/settings' });
    const picker = screen.getByLabelText('Display currency');
    const options = within(picker).getAllByRole('option');
    expect(options.length).toBe(currencies.length);
    expect(options.length).toBeGreaterThanOrEqual(150);
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'USD ($) US Dollar',
      'EUR (€) Euro',
      'GBP (£) British Pound',
    ]);
    expect(within(picker).getByRole('option', { name: 'NGN (₦) Nigerian Naira' })).toBeInTheDocument();
    // A currency whose symbol is its code shows the code once.
    expect(within(picker).getByRole('option', { name: /^KWD Kuwaiti Dinar$/ })).toBeInTheDocument();
    expect(picker).toHaveValue('USD');
  });

  it('names the currencies in the page’s language', () => {
    render(
      <IntlProvider locale="fr">
        <CurrencySelect aria-label="Devise" value="JPY" onChange={() => {}} />
      </IntlProvider>,
    );
    const picker = screen.getByLabelText('Devise');
    expect(within(picker).getByRole('option', { name: 'EUR (€) euro' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'JPY (¥) yen japonais' })).toBeInTheDocument();
    expect(picker).toHaveValue('JPY');
  });

  it('saves any listed currency on the profile', async () => {
    const member = aMember();
    const saved = on(accountsEndpoints.updateMe).reply(({ body }) => ({ ...member, ...body }));
    on(currenciesEndpoints.rates).reply(() => ({ rates: { NGN: 1600 }, approximate: [] }));
    const { user } = renderWithApp(<PreferencesSection />, { route: '/dashboard/settings', member });

    await user.selectOptions(screen.getByLabelText('Display currency'), 'NGN');

    expect(await screen.findByRole('status')).toHaveTextContent('Preferences saved');
    expect(saved.requests.map((request) => request.body)).toEqual([{ currency: 'NGN' }]);
  });

  it('says when the chosen currency’s rate is too old to be more than approximate', async () => {
    on(currenciesEndpoints.rates).reply(() => ({ rates: { EUR: 0.9 }, approximate: ['EUR'] }));
    renderWithApp(<PreferencesSection />, { route: '/dashboard/settings', member: aMember({ currency: 'EUR' }) });
    expect(
      await screen.findByText(
        '≈ Amounts in EUR are approximate: its exchange rate was last updated more than 48 hours ago.',
      ),
    ).toBeInTheDocument();
  });
});
