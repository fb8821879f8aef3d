import type { IntlShape } from 'react-intl';
import { coinPackSizes } from '#shared/coin-rates.ts';
import { conversionOptions, withdrawalOptionsCents } from '#shared/constants.ts';
import { formatMoney } from '#shared/currency.ts';

// The wallet's figures as the help pages word them, read from the constants the wallet itself uses, so the copy
// cannot promise a pack or amount the wallet does not offer. Pack prices and the conversion rate are the admin's
// settings (decision 031): the copy sends the reader to the wallet for them rather than print figures that may change.
// The words and the figures are the reader's language's (`intl`).

/** US dollars as copy writes them: '$10', and the cents only when there are any ('$12.50'). */
export function formatDollars(cents: number, locale?: string): string {
  return formatMoney(cents, 'USD', { locale, wholeWithoutCents: true });
}

/** 'a, b or c'. */
export function joinAlternatives(intl: IntlShape, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const list = items
    .slice(0, -1)
    .reduce((joined, item) => intl.formatMessage({ id: 'static-pages.walletTerms.listMore' }, { list: joined, item }));
  return intl.formatMessage({ id: 'static-pages.walletTerms.listOr' }, { list, item: items.at(-1) ?? '' });
}

/** '100, 500 or 1000 DC' */
export function describeCoinPacks(intl: IntlShape, sizes: readonly number[] = coinPackSizes): string {
  return intl.formatMessage(
    { id: 'static-pages.walletTerms.coins' },
    { coins: joinAlternatives(intl, sizes.map(String)) },
  );
}

/** 'in steps of 100 DC or 500 DC, at the rate your wallet shows (never more than a coin costs in the cheapest pack)' */
export function describeConversion(intl: IntlShape, steps: readonly number[] = conversionOptions): string {
  const amounts = steps.map((coins) =>
    intl.formatMessage({ id: 'static-pages.walletTerms.coins' }, { coins: String(coins) }),
  );
  return intl.formatMessage({ id: 'static-pages.walletTerms.conversion' }, { steps: joinAlternatives(intl, amounts) });
}

/** '$25 or $50' */
export function describeWithdrawals(intl: IntlShape, amountsCents: readonly number[] = withdrawalOptionsCents): string {
  return joinAlternatives(
    intl,
    amountsCents.map((cents) => formatDollars(cents, intl.locale)),
  );
}
