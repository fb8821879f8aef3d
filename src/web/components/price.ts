import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import { formatCoins, type Price } from '#shared/price.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

// A listing's price (decision 027) in the page's language: #shared/price.ts's formatPrice with its words from the
// catalog, and its figures as the language writes them without Intl (decision 050), so a server-rendered price
// hydrates unchanged.

const unitMessages = {
  hour: 'components.price.perHour',
  item: 'components.price.perItem',
  negotiable: 'components.price.negotiable',
} as const;

/**
 * '€46.00 / hour', '50 DC', '$250.00 or 2,500 DC', '$55.00 (negotiable)', 'Negotiable': cash and coins are
 * alternatives, the note follows the figures, and without figures it stands alone.
 */
export function describePrice(price: Price, currency: CurrencyCode, intl: IntlShape): string {
  const cash = price.cashCents === null ? null : formatMoney(price.cashCents, currency, { locale: intl.locale });
  const coins = price.coins === null ? null : formatCoins(price.coins, intl.locale);
  if (cash === null && coins === null) {
    return price.note || intl.formatMessage({ id: 'components.priceUnit.negotiable' });
  }
  const amount =
    cash !== null && coins !== null
      ? intl.formatMessage({ id: 'components.price.cashOrCoins' }, { cash, coins })
      : (cash ?? coins ?? '');
  const figures = price.unit === 'fixed' ? amount : intl.formatMessage({ id: unitMessages[price.unit] }, { amount });
  return price.note ? intl.formatMessage({ id: 'components.price.withNote' }, { figures, note: price.note }) : figures;
}

/** describePrice in the page's language and the viewer's display currency. */
export function useFormatPrice(): (price: Price) => string {
  const intl = useIntl();
  const currency = useDisplayCurrency();
  return useCallback((price: Price) => describePrice(price, currency, intl), [currency, intl]);
}
