// Telling the members who keep a listing among their favourites that it changed: its public price (a cut at once,
// anything else once an admin approved it, decision 034), a pause, or it going away. The offers feature calls this
// inside its own transaction, for a deletion before the delete (the favourites go with the listing). The notices are
// queued and told in batches after the commit (notices.ts). Kept free of the offers feature's modules, which import
// this one.
import { eq, sql } from 'drizzle-orm';
import { favourites } from '../../db/schema/index.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import type { FavouriteChange } from './describe.ts';
import { queueListingNotices } from './notices.ts';

export type { FavouriteChange };

type ChangedListing = { id: string; title: string; userId: string };

// Statuses a listing does not come back from by its owner's hand: its favouriters were told when it got there.
const endedStatuses: readonly string[] = ['rejected', 'completed', 'cancelled'];

/** Whether a listing in this status going away is news to its favouriters. */
export const isStillAvailable = (status: string) => !endedStatuses.includes(status);

/**
 * Queues a notice for each member who favourited each listing, never its owner, by the title they know. A deleted
 * listing leaves the notification pointing nowhere. Returns how many were queued.
 */
export async function notifyFavouriters(
  tx: EventTransaction,
  listings: ChangedListing[],
  change: FavouriteChange,
): Promise<number> {
  let queued = 0;
  for (const listing of listings) {
    const followers = sql`SELECT ${favourites.userId} FROM ${favourites} WHERE ${eq(favourites.offerId, listing.id)}`;
    const id = change.kind === 'gone' && change.deleted ? null : listing.id;
    const notice = { kind: 'favourite' as const, listing: { id, title: listing.title }, change };
    queued += await queueListingNotices(tx, { listingId: listing.id, followers, except: listing.userId }, notice);
  }
  return queued;
}
