// The daily email digest: once a day (a scheduled job, platform/jobs.ts, that schedules its next run as it ends),
// each member with new matches in their email-alert searches gets one email listing, per search, its best matches
// first: by relevance to the search's text, then rating, then newest. Only listings still live count, the email is
// never sent empty, and what it listed is marked emailed so no digest repeats it.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { limits } from '#shared/constants.ts';
import { savedSearchPath, type SavedSearchFilters } from '#shared/schemas/saved-searches.ts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { lockInSpace } from '../../db/locks.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers, savedSearches, savedSearchMatches, scheduledJobs, users } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../platform/email/outbox.ts';
import type { DigestSearch } from '../../platform/email/templates.tsx';
import { scheduleJob } from '../../platform/jobs.ts';
import { rankQuery, textQuery } from '../offers/service.ts';
import { signUnsubscribeToken } from './unsubscribe.ts';

export const digestJob = 'saved-searches.digest';
const digestKey = 'daily';
/** The digest goes out at this hour, UTC. */
const digestHourUtc = 8;

type Recipient = { user_id: string; email: string; full_name: string };
type RankedMatch = {
  search_id: string;
  name: string;
  filters: SavedSearchFilters;
  offer_id: string;
  title: string;
  category: string;
};

/** The next digest time strictly after `now`. */
export function nextDigestAt(now: number): Date {
  const at = new Date(now);
  at.setUTCHours(digestHourUtc, 0, 0, 0);
  if (at.getTime() <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** At start: the digest's job exists (a job already scheduled keeps its time). */
export async function scheduleDailyDigest(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<void> {
  await ctx.db
    .insert(scheduledJobs)
    .values({ kind: digestJob, key: digestKey, runAt: nextDigestAt(ctx.clock()) })
    .onConflictDoNothing();
}

/** The job's handler: today's digests, then tomorrow's run (scheduling the job again keeps it for then). */
export async function runDailyDigest(ctx: AppContext): Promise<void> {
  await sendDigests(ctx);
  await scheduleJob(ctx.db, { kind: digestJob, key: digestKey, runAt: nextDigestAt(ctx.clock()) });
}

// The raw SQL below reads offers as `o`.
const o = alias(offers, 'o');

// Unsent matches of email-alert searches whose listing is still live: the digest's whole subject.
const unsentLiveMatches = sql`
  ${savedSearchMatches} m
  JOIN ${savedSearches} s ON s.id = m.saved_search_id
  JOIN ${offers} o ON o.id = m.offer_id
  WHERE s.alert_email AND m.emailed_at IS NULL AND ${isLiveListing(o)}`;

/**
 * Each member's digest, one transaction each; resolves with how many emails were queued. Only to a proven address:
 * the email carries the member's own words (their name, their searches' names), as no email to an unproven one may.
 */
export async function sendDigests(ctx: AppContext): Promise<number> {
  const recipients = (await ctx.db.execute(sql`
    SELECT u.id AS user_id, u.email, u.full_name FROM ${users} u
    WHERE u.status = 'active' AND u.email_verified AND EXISTS (SELECT 1 FROM ${unsentLiveMatches} AND s.user_id = u.id)
    ORDER BY u.id`)) as { rows: Recipient[] };
  let queued = 0;
  for (const recipient of recipients.rows) {
    // One member's failure leaves the others' digests going out; theirs waits for the next run.
    try {
      if (await ctx.db.transaction((tx) => sendDigest(tx, ctx, recipient))) queued += 1;
    } catch (error) {
      ctx.log.error({ err: error, userId: recipient.user_id }, 'saved-search digest failed for a member');
    }
  }
  if (queued > 0) ctx.email.kick();
  return queued;
}

// Best first: relevance to the search's text (none without one), then rating, then newest.
const ranking = sql`
  CASE WHEN coalesce(s.filters ->> 'q', '') = '' THEN 0
    ELSE ${rankQuery(textQuery(sql`s.filters ->> 'q'`), sql`o.search_vector`)} END DESC,
  o.rating_average DESC NULLS LAST, o.created_at DESC, o.id DESC`;

async function sendDigest(tx: Transaction, ctx: AppContext, recipient: Recipient): Promise<boolean> {
  // Two runs at once (the daily job and an admin's 'send now') must not both email the same matches.
  await lockInSpace(tx, 'savedSearchDigest', recipient.user_id);
  const found = (await tx.execute(sql`
    SELECT s.id AS search_id, s.name, s.filters, o.id AS offer_id, o.title, o.category
    FROM ${unsentLiveMatches} AND s.user_id = ${recipient.user_id}
    ORDER BY s.created_at, s.id, ${ranking}`)) as { rows: RankedMatch[] };
  if (found.rows.length === 0) return false;

  const { appUrl } = ctx.config;
  const bySearch = new Map<string, RankedMatch[]>();
  for (const row of found.rows) bySearch.set(row.search_id, [...(bySearch.get(row.search_id) ?? []), row]);
  const unsubscribeUrl = (ids: string[]) =>
    `${appUrl}/saved-searches/unsubscribe?token=${signUnsubscribeToken(ctx, ids)}`;
  const searches: DigestSearch[] = [...bySearch].map(([searchId, rows]) => {
    const [first] = rows as [RankedMatch, ...RankedMatch[]];
    return {
      name: first.name,
      listUrl: `${appUrl}${savedSearchPath(first.filters)}`,
      unsubscribeUrl: unsubscribeUrl([searchId]),
      more: Math.max(0, rows.length - limits.digestMatchesPerSearch),
      matches: rows.slice(0, limits.digestMatchesPerSearch).map((row) => ({
        title: row.title,
        url: `${appUrl}/listing/${row.offer_id}`,
        category: row.category,
      })),
    };
  });
  const everySearch = [...bySearch.keys()];
  const token = signUnsubscribeToken(ctx, everySearch);
  await enqueueEmail(tx, {
    to: recipient.email,
    template: 'saved_search_digest',
    payload: {
      fullName: recipient.full_name,
      appUrl,
      searches,
      unsubscribeUrl: unsubscribeUrl(everySearch),
      oneClickUrl: `${appUrl}/api/saved-searches/unsubscribe?token=${token}`,
    },
  });
  // Every match the email stands for, those past the listed best too: the list link shows them all. Two arrays, not
  // a parameter per pair: a member with tens of thousands of matches would pass PostgreSQL's parameter limit.
  const searchIds = [...new Set(found.rows.map((row) => row.search_id))];
  const offerIds = [...new Set(found.rows.map((row) => row.offer_id))];
  await tx.execute(sql`
    UPDATE ${savedSearchMatches} SET emailed_at = ${new Date(ctx.clock()).toISOString()}::timestamptz
    WHERE emailed_at IS NULL
      AND saved_search_id = ANY(${`{${searchIds.join(',')}}`}::uuid[])
      AND offer_id = ANY(${`{${offerIds.join(',')}}`}::uuid[])`);
  return true;
}
