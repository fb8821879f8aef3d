// A new listing's alerts go out in batches once its approval has committed: every member once, however the batches
// fall, when a batch runs again, and beside the owner's own changes to the listing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { memberEventLock } from '../../db/locks.ts';
import { favourites, notifications, savedSearches, savedSearchMatches, scheduledJobs } from '../../db/schema/index.ts';
import { dueAtOnce, scheduleJob } from '../../platform/jobs.ts';
import { createTestApp, type TestContext, testDatabaseKind } from '../../test/app.ts';
import { createManualClock, minute } from '../../test/clock.ts';
import { createOffer, createUser, type Offer, type User } from '../../test/factories.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { createSignedInMember } from '../../test/session.ts';
import { readSavedFilters } from '../saved-searches/service.ts';
import { listingAlertsJob } from './alert-fan-out.ts';

const batch = 3;
const time = createManualClock();
let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { LISTING_ALERT_BATCH: String(batch) } });
  adminCookie = (await createSignedInMember(t.app, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

async function saveSearch(user: User, query: string) {
  const [row] = await t.db
    .insert(savedSearches)
    .values({ userId: user.id, name: query, filters: readSavedFilters(query) })
    .returning();
  return row!;
}

async function approve(offer: Offer) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/offers/${offer.id}/approve`,
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Each member told of the listing, with how many times. */
async function toldOf(offerId: string, type: 'saved_search_match' | 'request_match') {
  const rows = await t.db
    .select({ userId: notifications.userId, told: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.relatedId, offerId)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.told]));
}

const matchCount = async (offerId: string) => t.db.$count(savedSearchMatches, eq(savedSearchMatches.offerId, offerId));

const alertJobs = () => t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, listingAlertsJob));

describe('a new listing told to its saved searches', () => {
  it('tells each matching search once, three to a transaction, after the approval has committed', async () => {
    const offer = await createOffer(t, { status: 'pending', title: 'Kayak repair on the river bank' });
    const watchers = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
    const searches = await Promise.all(watchers.map((watcher) => saveSearch(watcher, 'q=kayak')));
    // One member with two matching searches hears once for each, as the list of each would show it.
    searches.push(await saveSearch(watchers[0]!, 'q=river'));
    const elsewhere = await saveSearch(await createUser(t.db), 'q=piano');

    await approve(offer);
    expect(await toldOf(offer.id, 'saved_search_match')).toEqual(new Map());
    expect((await alertJobs()).map((job) => job.key)).toEqual([`${offer.id}:saved-searches`]);

    expect(await t.ctx.jobs.runDue([listingAlertsJob])).toBe(1);
    expect(await matchCount(offer.id)).toBe(batch);

    await deliverListingAlerts(t);
    expect(await matchCount(offer.id)).toBe(searches.length);
    const told = await toldOf(offer.id, 'saved_search_match');
    expect(told).toEqual(new Map(watchers.map((watcher, n) => [watcher.id, n === 0 ? 2 : 1])));
    expect(told.has(elsewhere.userId)).toBe(false);
    expect(await alertJobs()).toEqual([]);
  });

  it('tells nobody twice when its batches run again from the start', async () => {
    const offer = await createOffer(t, { status: 'pending', title: 'Canoe lessons for beginners' });
    const watchers = await Promise.all(Array.from({ length: 7 }, () => createUser(t.db)));
    for (const watcher of watchers) await saveSearch(watcher, 'q=canoe');
    await approve(offer);
    await t.ctx.jobs.runDue([listingAlertsJob]);

    // As a worker that died after its batch committed, before the job knew, would leave it.
    await scheduleJob(t.db, { kind: listingAlertsJob, key: `${offer.id}:saved-searches`, runAt: dueAtOnce });
    await deliverListingAlerts(t);
    await scheduleJob(t.db, { kind: listingAlertsJob, key: `${offer.id}:saved-searches`, runAt: dueAtOnce });
    await deliverListingAlerts(t);

    expect(await toldOf(offer.id, 'saved_search_match')).toEqual(new Map(watchers.map((w) => [w.id, 1])));
  });

  it('tells nobody more once the listing is no longer live', async () => {
    const { user: owner, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: owner.id, status: 'pending', title: 'Paddle board hire' });
    for (let n = 0; n < 7; n += 1) await saveSearch(await createUser(t.db), 'q=paddle');
    await approve(offer);
    await t.ctx.jobs.runDue([listingAlertsJob]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/offers/${offer.id}`,
      headers: { cookie },
      payload: { status: 'paused' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliverListingAlerts(t);

    expect((await toldOf(offer.id, 'saved_search_match')).size).toBe(batch);
    expect(await alertJobs()).toEqual([]);
  });
});

describe('a new request told to the providers it matches', () => {
  it('tells each provider once, in batches, and again from the start tells nobody twice', async () => {
    const category = 'Pet Services';
    const providers = await Promise.all(Array.from({ length: 7 }, () => createUser(t.db)));
    for (const provider of providers) {
      await createOffer(t, { userId: provider.id, category, title: 'Tortoise sitting while you travel' });
    }
    const request = await createOffer(t, {
      kind: 'request',
      status: 'pending',
      category,
      title: 'Tortoise sitter for August',
    });

    await approve(request);
    expect(await t.ctx.jobs.runDue([listingAlertsJob])).toBeGreaterThan(0);
    expect((await toldOf(request.id, 'request_match')).size).toBeLessThanOrEqual(batch);
    await deliverListingAlerts(t);
    await scheduleJob(t.db, { kind: listingAlertsJob, key: `${request.id}:matching-providers`, runAt: dueAtOnce });
    await deliverListingAlerts(t);

    expect(await toldOf(request.id, 'request_match')).toEqual(new Map(providers.map((p) => [p.id, 1])));
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('batches beside the owner pausing and resuming', () => {
  it('neither deadlocks nor fails, and tells nobody twice', async () => {
    const { user: owner, cookie } = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: owner.id, status: 'pending', title: 'Rowing coach for crews' });
    const members = await Promise.all(Array.from({ length: 24 }, () => createUser(t.db)));
    for (const member of members) await saveSearch(member, 'q=rowing');
    await approve(offer);
    // The same members favourite it: pausing tells them (their locks) while the batches tell them too.
    await t.db.insert(favourites).values(members.map((member) => ({ userId: member.id, offerId: offer.id })));

    const patch = (status: 'paused' | 'active') =>
      t.app.inject({ method: 'PATCH', url: `/api/offers/${offer.id}`, headers: { cookie }, payload: { status } });
    const owners = (async () => {
      const codes: number[] = [];
      for (const status of ['paused', 'active', 'paused', 'active'] as const)
        codes.push((await patch(status)).statusCode);
      return codes;
    })();
    const [codes] = await Promise.all([owners, deliverListingAlerts(t)]);
    await deliverListingAlerts(t);

    expect(codes).toEqual([200, 200, 200, 200]);
    expect((await alertJobs()).filter((job) => job.lastError !== null)).toEqual([]);
    const told = await toldOf(offer.id, 'saved_search_match');
    expect([...told.values()].every((count) => count === 1)).toBe(true);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('a worker killed half way through a batch', () => {
  it('leaves its batch to the next worker, which tells everyone once', async () => {
    const offer = await createOffer(t, { status: 'pending', title: 'Sailing dinghy lessons on the lake' });
    const watchers = await Promise.all(Array.from({ length: 7 }, () => createUser(t.db)));
    for (const watcher of watchers) await saveSearch(watcher, 'q=dinghy');
    await approve(offer);

    // Holding every watcher's event lock stops the worker's first batch at its locks, its matches written.
    const holder = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 1 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = holder.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT ${sql.join(
          watchers.map((w) => memberEventLock(w.id)),
          sql`, `,
        )}`,
      );
      await released;
    });
    const workerScript = fileURLToPath(new URL('../../test/alert-worker.ts', import.meta.url));
    const worker = spawn(process.execPath, ['--import', 'tsx', workerScript, t.database.url!, String(batch)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let workerErrors = '';
    worker.stderr.on('data', (chunk: Buffer) => (workerErrors += chunk.toString()));
    try {
      await expect
        .poll(
          async () => {
            const { rows } = (await t.db.execute(sql`SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event = 'advisory'`)) as { rows: { waiting: number }[] };
            return rows[0]!.waiting;
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe(1);
      expect((await alertJobs()).map((job) => job.attempts)).toEqual([1]);
      worker.kill('SIGKILL');
      await once(worker, 'exit');
    } finally {
      worker.kill('SIGKILL');
      release();
      await holding;
      await holder.close();
    }
    expect(workerErrors).toBe('');

    // The claim's lease runs out, and the next worker takes the job from the batch the killed one never committed.
    time.set(Date.now() + 6 * minute);
    await deliverListingAlerts(t);

    expect(await matchCount(offer.id)).toBe(watchers.length);
    expect(await toldOf(offer.id, 'saved_search_match')).toEqual(new Map(watchers.map((w) => [w.id, 1])));
    expect(await alertJobs()).toEqual([]);
  });
});
