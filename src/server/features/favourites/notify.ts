// Telling the members who keep a listing among their favourites that it changed: its public price (a cut at once,
// anything else once an admin approved it, decision 034), a pause, or it going away. The offers feature calls this
// inside its own transaction, before it takes any other member's event lock (lockMemberEvents wants every member up
// front), or prepares the notice and locks everyone at once; for a deletion before the delete: the favourites go
// with the listing. Kept free of the offers feature's modules, which import this one.
import { eq, inArray } from 'drizzle-orm';
import { type CurrencyCode, defaultCurrency, type DisplayRates } from '#shared/currency.ts';
import { formatPrice, type Price } from '#shared/price.ts';
import { favourites, users } from '../../db/schema/index.ts';
import { lockMemberEvents, type EventTransaction } from '../../platform/events/record.ts';
import { readRatesForText } from '../currencies/service.ts';
import { createNotification } from '../notifications/service.ts';
import { translate } from '../../platform/texts.ts';

type ChangedListing = { id: string; title: string; userId: string };

/** A listing gone: deleted (the notification then points nowhere), or ended by a status no one can reach it in. */
export type FavouriteChange = { kind: 'price'; price: Price } | { kind: 'paused' } | { kind: 'gone'; deleted: boolean };

// Statuses a listing does not come back from by its owner's hand: its favouriters were told when it got there.
const endedStatuses: readonly string[] = ['rejected', 'completed', 'cancelled'];

/** Whether a listing in this status going away is news to its favouriters. */
export const isStillAvailable = (status: string) => !endedStatuses.includes(status);

// The notice a member reads (translated as it is written, createNotification), the price in their display currency
// and their language.
function describeChange(
  listing: ChangedListing,
  change: FavouriteChange,
  reader: { currency: CurrencyCode; language: string },
  rates: DisplayRates | undefined,
): { title: string; message: string } {
  if (change.kind === 'price') {
    const say = (english: string) => translate(reader.language, english);
    const price = formatPrice(change.price, reader.currency, { rates, locale: reader.language, say });
    return { title: 'Favourite Price Changed', message: `"${listing.title}" changed its price to ${price}` };
  }
  if (change.kind === 'paused') return { title: 'Favourite Paused', message: `"${listing.title}" is paused` };
  return { title: 'Favourite No Longer Available', message: `"${listing.title}" is no longer available` };
}

/** Who a change will tell, found first, and the telling; see prepareFavouriteNotice. */
export type FavouriteNotice = { recipients: string[]; send: () => Promise<number> };

/**
 * The members who favourited each listing, never its owner, and the notification each will get in their display
 * currency. Takes no lock: a caller that alerts other members too takes every member's event lock at once
 * (lockMemberEvents) before send(). A deleted listing leaves the notification pointing nowhere (relatedId null).
 */
export async function prepareFavouriteNotice(
  tx: EventTransaction,
  listings: ChangedListing[],
  change: FavouriteChange,
): Promise<FavouriteNotice> {
  if (listings.length === 0) return { recipients: [], send: async () => 0 };
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const rows = await tx
    .select({
      userId: favourites.userId,
      offerId: favourites.offerId,
      currency: users.currency,
      language: users.language,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .where(inArray(favourites.offerId, [...byId.keys()]));
  const recipients = rows.filter((row) => row.userId !== byId.get(row.offerId)?.userId);
  return {
    recipients: recipients.map((row) => row.userId),
    send: async () => {
      // The current rates, for the members who see prices in another currency than USD.
      const converts = change.kind === 'price' && recipients.some((row) => row.currency !== defaultCurrency);
      const rates = converts ? await readRatesForText(tx) : undefined;
      for (const row of recipients) {
        const listing = byId.get(row.offerId)!;
        await createNotification(tx, {
          userId: row.userId,
          type: 'favourite_changed',
          ...describeChange(listing, change, { ...row, currency: row.currency as CurrencyCode }, rates),
          relatedId: change.kind === 'gone' && change.deleted ? null : listing.id,
        });
      }
      return recipients.length;
    },
  };
}

/** One notification per member who favourited each listing (prepareFavouriteNotice). Returns how many were told. */
export async function notifyFavouriters(
  tx: EventTransaction,
  listings: ChangedListing[],
  change: FavouriteChange,
): Promise<number> {
  const notice = await prepareFavouriteNotice(tx, listings, change);
  if (notice.recipients.length === 0) return 0;
  await lockMemberEvents(tx, [...notice.recipients, ...listings.map((listing) => listing.userId)]);
  return notice.send();
}
