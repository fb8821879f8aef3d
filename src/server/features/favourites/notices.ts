// Notices to the members who follow a listing: its favouriters when it changes (notify.ts), the members waiting for
// its category when it is the first live one there (offers/publish.ts). The transaction that changes the listing
// only queues them (listing_notices), one row a member, in a statement or two and without their locks; a job then
// tells them a batch at a time, each batch in a transaction of its own that deletes the rows it tells. A run killed
// half way leaves its batch queued and its job due again, and a row told is gone: each member hears once.
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { type CurrencyCode, defaultCurrency, type DisplayRates } from '#shared/currency.ts';
import type { AppContext } from '../../context.ts';
import { type ListingNotice, listingNotices, users } from '../../db/schema/index.ts';
import {
  kickJobsAfterCommit,
  lockMemberEvents,
  transactWithEvents,
  type EventTransaction,
} from '../../platform/events/record.ts';
import { dueAtOnce, scheduleJob } from '../../platform/jobs.ts';
import { readRatesForText } from '../currencies/service.ts';
import { createNotifications, type NotificationInput } from '../notifications/service.ts';
import { describeChange } from './describe.ts';

export const listingNoticesJob = 'listing-notices';

/**
 * Queues `notice` for each member `followers` gives (a query of one column, the member's id: a SELECT, or a DELETE
 * with RETURNING that ends their subscription in the same statement), never `except` (the listing's owner).
 */
export async function queueListingNotices(
  tx: EventTransaction,
  { listingId, followers, except }: { listingId: string; followers: SQL; except: string },
  notice: ListingNotice,
): Promise<number> {
  const queued = (await tx.execute(sql`
    WITH followers (member) AS (${followers})
    INSERT INTO ${listingNotices} (user_id, notice)
    SELECT member, ${JSON.stringify(notice)}::jsonb FROM followers WHERE member <> ${except}
    RETURNING 1`)) as { rows: unknown[] };
  if (queued.rows.length > 0) {
    // A job per listing: changes to two listings do not wait on one job row. Any run tells every queued notice.
    await scheduleJob(tx, { kind: listingNoticesJob, key: listingId, runAt: dueAtOnce });
    kickJobsAfterCommit(tx);
  }
  return queued.rows.length;
}

type Reader = { currency: string; language: string };

function toNotification(
  userId: string,
  notice: ListingNotice,
  reader: Reader,
  rates: DisplayRates | undefined,
): NotificationInput {
  if (notice.kind === 'category') {
    const { id, title, category } = notice.listing;
    return {
      userId,
      type: 'category_available',
      title: `Now available: ${category}`,
      message: `"${title}" is the first listing in ${category}.`,
      relatedId: id,
    };
  }
  const reading = { currency: reader.currency as CurrencyCode, language: reader.language };
  return {
    userId,
    type: 'favourite_changed',
    ...describeChange(notice.listing.title, notice.change, reading, rates),
    relatedId: notice.listing.id,
  };
}

/**
 * One batch: the oldest queued notices' members locked first (lockMemberEvents, in order), then the notices taken
 * off the queue and told. No row is locked while a member's lock is awaited: an account deletion, holding its
 * member's lock, deletes their notices. Of two processes reading the same batch, the second deletes and tells none.
 * Returns how many notices the batch read.
 */
async function tellNextBatch(ctx: AppContext, size: number): Promise<number> {
  return transactWithEvents(ctx, async (tx) => {
    const next = await tx
      .select({ id: listingNotices.id, userId: listingNotices.userId })
      .from(listingNotices)
      .orderBy(asc(listingNotices.id))
      .limit(size);
    if (next.length === 0) return 0;
    await lockMemberEvents(
      tx,
      next.map((row) => row.userId),
    );
    const taken = await tx
      .delete(listingNotices)
      .where(
        inArray(
          listingNotices.id,
          next.map((row) => row.id),
        ),
      )
      .returning({ userId: listingNotices.userId, notice: listingNotices.notice });
    const readers = await tx
      .select({ id: users.id, currency: users.currency, language: users.language })
      .from(users)
      .where(inArray(users.id, [...new Set(taken.map((row) => row.userId))]));
    const readerOf = new Map(readers.map((reader) => [reader.id, reader]));
    const converts = taken.some(
      (row) =>
        row.notice.kind === 'favourite' &&
        row.notice.change.kind === 'price' &&
        readerOf.get(row.userId)?.currency !== defaultCurrency,
    );
    const rates = converts ? await readRatesForText(tx) : undefined;
    await createNotifications(
      tx,
      taken.flatMap((row) => {
        const reader = readerOf.get(row.userId);
        return reader ? [toNotification(row.userId, row.notice, reader, rates)] : [];
      }),
    );
    return next.length;
  });
}

/**
 * Every queued notice told, a batch (LISTING_ALERT_BATCH) a transaction. A run that dies leaves the batch it was
 * telling queued, and its job runs again.
 */
export async function runListingNotices(ctx: AppContext): Promise<void> {
  const size = ctx.config.listingAlertBatch;
  while ((await tellNextBatch(ctx, size)) === size);
}
