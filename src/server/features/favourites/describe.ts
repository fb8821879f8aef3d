// What a favouriter reads of a change to a listing they keep (notify.ts queues it, notices.ts tells it): the price in
// their display currency and their language; createNotification translates the rest as it is written.
import type { CurrencyCode, DisplayRates } from '#shared/currency.ts';
import { formatPrice } from '#shared/price.ts';
import type { ListingNotice } from '../../db/schema/index.ts';
import { translate } from '../../platform/texts.ts';

/**
 * A new public price, a pause, or the listing gone: deleted (the notification then points nowhere), or ended by a
 * status no one can reach it in.
 */
export type FavouriteChange = Extract<ListingNotice, { kind: 'favourite' }>['change'];

export function describeChange(
  title: string,
  change: FavouriteChange,
  reader: { currency: CurrencyCode; language: string },
  rates: DisplayRates | undefined,
): { title: string; message: string } {
  if (change.kind === 'price') {
    const say = (english: string) => translate(reader.language, english);
    const price = formatPrice(change.price, reader.currency, { rates, locale: reader.language, say });
    return { title: 'Favourite Price Changed', message: `"${title}" changed its price to ${price}` };
  }
  if (change.kind === 'paused') return { title: 'Favourite Paused', message: `"${title}" is paused` };
  return { title: 'Favourite No Longer Available', message: `"${title}" is no longer available` };
}
