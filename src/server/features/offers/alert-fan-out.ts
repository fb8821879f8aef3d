// A listing new to the marketplace is news to the saved searches it matches and, for a request, to the providers
// whose services match it: at scale thousands of members. Telling them in the transaction that publishes it would
// hold every one's lock at once. Instead that transaction schedules a job per audience (platform/jobs.ts), and each
// run tells the next batch in a transaction of its own and schedules the batch after it in the same commit. A run
// killed half way leaves its batch untold and its job due again, and a batch told is never told again: its matches
// and notifications say so (saved-search-alerts.ts, request-match-alerts.ts).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers } from '../../db/schema/index.ts';
import { type EventTransaction, kickJobsAfterCommit, transactWithEvents } from '../../platform/events/record.ts';
import { dueAtOnce, isStillClaimed, scheduleJob, type ScheduledJob } from '../../platform/jobs.ts';
import type { AlertBatch } from './alert-batch.ts';
import { alertMatchingProviderBatch } from './request-match-alerts.ts';
import type { OfferRow } from './rows.ts';
import { alertSavedSearchBatch } from './saved-search-alerts.ts';

export const listingAlertsJob = 'listing-alerts';

const audiences = {
  'saved-searches': alertSavedSearchBatch,
  'matching-providers': alertMatchingProviderBatch,
} satisfies Record<string, (tx: never, offer: OfferRow, batch: AlertBatch) => Promise<string | null>>;

type Audience = keyof typeof audiences;

const isAudience = (name: string | undefined): name is Audience => name !== undefined && name in audiences;

/**
 * In the caller's transaction: the alerts a listing new to the marketplace raises, from their first batch. Scheduled
 * again (an edit approved while a batch is on its way), they start over, and only those not told yet are told.
 */
export async function scheduleListingAlerts(
  tx: EventTransaction,
  offer: Pick<OfferRow, 'id' | 'kind'>,
  { newListing }: { newListing: boolean },
): Promise<void> {
  const list: Audience[] =
    newListing && offer.kind === 'request' ? ['saved-searches', 'matching-providers'] : ['saved-searches'];
  for (const audience of list) {
    await scheduleJob(tx, { kind: listingAlertsJob, key: `${offer.id}:${audience}`, runAt: dueAtOnce });
  }
  kickJobsAfterCommit(tx);
}

/** One batch of a listing's alerts to one audience, then the next batch scheduled while members are left. */
export async function runListingAlertBatch(ctx: AppContext, job: ScheduledJob): Promise<void> {
  const [offerId, audience] = job.key.split(':');
  if (!offerId || !isAudience(audience)) throw new Error(`listing alert job ${job.key} names no audience`);
  const { after } = (job.payload ?? {}) as { after?: unknown };
  await transactWithEvents(ctx, async (tx) => {
    // The listing's row before any member's lock, as an edit takes them (the row first), so the two wait for each
    // other instead of deadlocking; shared to the commit, so the listing told of is the listing matched.
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, offerId), isLiveListing()))
      .for('share');
    // A listing no longer live is news to nobody; a job scheduled again meanwhile runs from its own start.
    if (!offer || !(await isStillClaimed(tx, job))) return;
    const last = await audiences[audience](tx, offer, {
      after: typeof after === 'string' ? after : null,
      size: ctx.config.listingAlertBatch,
    });
    if (last === null) return;
    await scheduleJob(tx, { kind: listingAlertsJob, key: job.key, runAt: dueAtOnce, payload: { after: last } });
    kickJobsAfterCommit(tx);
  });
}
