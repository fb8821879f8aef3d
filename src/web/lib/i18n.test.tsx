import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n.tsx';

const german = {
  'test.count': parse('{count, plural, one {# Angebot} other {# Angebote}} von {name}'),
};

// Ids of this test's own catalog, which the app's message types do not list.
function Count({ id = 'test.count' }: { id?: string }) {
  const intl = useIntl();
  return <p lang={intl.locale}>{intl.formatMessage({ id: id as never }, { count: 3, name: 'Hannah' })}</p>;
}

describe("the app's language provider", () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats messages with values in its language without asking the browser for number data', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider initial={{ locale: 'de', messages: german }}>
        <Count />
      </I18nProvider>,
    );
    const shown = screen.getByText('3 Angebote von Hannah');
    expect(shown).toHaveAttribute('lang', 'de');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('still reports a message missing from the catalog', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider initial={{ locale: 'de', messages: german }}>
        <Count id="test.missing" />
      </I18nProvider>,
    );
    expect(screen.getByText('test.missing')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('test.missing'));
  });
});
