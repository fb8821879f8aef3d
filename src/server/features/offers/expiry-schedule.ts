// When a listing expires, and the jobs that expire it and remind its owner (expiry.ts).
import { limits } from '#shared/constants.ts';
import type { Executor } from '../../db/client.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import type { PlatformSettings } from '../../platform/settings.ts';

export const listingExpiryJob = 'listing.expire';
export const listingReminderJob = 'listing.expiry-reminder';

export const dayMs = 24 * 60 * 60 * 1000;

/** When a listing going live (or renewed) now expires. */
export const findListingExpiry = (now: number, settings: Pick<PlatformSettings, 'listingLifetimeDays'>) =>
  new Date(now + settings.listingLifetimeDays * dayMs);

/** The expiry and its reminder, in the transaction that set expires_at; scheduling again moves them. */
export async function scheduleListingExpiry(tx: Executor, offerId: string, expiresAt: Date): Promise<void> {
  await scheduleJob(tx, { kind: listingExpiryJob, key: offerId, runAt: expiresAt });
  const remindAt = new Date(expiresAt.getTime() - limits.listingExpiryNoticeDays * dayMs);
  await scheduleJob(tx, { kind: listingReminderJob, key: offerId, runAt: remindAt });
}
