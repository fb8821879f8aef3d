// A listing going live that matches many saved searches (issue 36): `--searches N` members (default 20,000), each
// with a saved search its words match and the in-app alert on, and one more listing's worth of bystanders. The
// admin's approval is timed as a request (through the app's router, in-process), then the alert batches are run as
// the job runner runs them, one after another until none is left, and timed too. Every member must be told once.
// Runs on a fresh PGlite directory, and on PostgreSQL when BENCH_DATABASE_URL names a database whose name contains
// "bench" (`--db pglite` / `--db postgres` for one): a scratch database beside it, dropped after.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notifications, sessions } from '#server/db/schema/index.ts';
import { ensureBaseData } from '#server/db/seed.ts';
import { listingAlertsJob } from '#server/features/offers/alert-fan-out.ts';
import { sessionLifetimeSeconds } from '#server/platform/auth.ts';
import { buildBenchApp, openScratch } from './lib/scratch-app.ts';
import { signSessionCookie } from './lib/session-cookie.ts';
import { readBenchStores, readIntegerOption } from './lib/settings.ts';
import { type BenchReport, formatInteger, formatMs } from './lib/table.ts';

const requestTargetMs = 200;
const deliveryTargetSeconds = 60;

export async function run(): Promise<BenchReport> {
  const searches = readIntegerOption('searches', 'BENCH_ALERT_SEARCHES', 20_000);
  const rows: string[][] = [];
  const notes: string[] = [];
  const loadBefore = os.loadavg();
  for (const store of readBenchStores()) {
    const label = store.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const log = (line: string) => console.error(`[alerts ${store.kind}] ${line}`);
    const scratch = await openScratch(store, { bench: 'alerts', poolSize: 10 });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-alerts-app-'));
    let app: Awaited<ReturnType<typeof buildBenchApp>> | null = null;
    try {
      const { database } = scratch;
      await database.migrate();
      await ensureBaseData(database.db);
      log(`seeding ${formatInteger(searches)} members with a saved search each`);
      const seeded = await seedWatchers(database.db, searches);
      app = await buildBenchApp(database, dataDir);
      const ctx = app.ctx;
      const approve = async (offerId: string) => {
        const started = performance.now();
        const res = await app!.inject({
          method: 'POST',
          url: `/api/admin/offers/${offerId}/approve`,
          headers: { cookie: seeded.adminCookie },
        });
        if (res.statusCode !== 200) throw new Error(`approve answered ${res.statusCode}: ${res.body}`);
        return performance.now() - started;
      };
      const deliver = async () => {
        const started = performance.now();
        let runs = 0;
        for (;;) {
          const ran = await ctx.jobs.runDue([listingAlertsJob]);
          if (ran === 0) return { seconds: (performance.now() - started) / 1000, runs };
          runs += ran;
        }
      };
      // Not measured: the routes' and queries' first run.
      await approve(seeded.warmUpId);
      await deliver();

      log('approving the listing every search matches');
      const requestMs = await approve(seeded.offerId);
      const delivery = await deliver();
      const told = await countTold(database.db, seeded.offerId);
      const exact = told.notifications === searches && told.members === searches;
      if (!exact) process.exitCode = 1;
      const met = requestMs < requestTargetMs && delivery.seconds < deliveryTargetSeconds;
      rows.push([
        label,
        formatInteger(searches),
        formatMs(requestMs),
        delivery.seconds.toFixed(1),
        formatInteger(delivery.runs),
        `${formatInteger(told.members)}${exact ? '' : ' MISMATCH'}`,
        `< ${requestTargetMs} ms, < ${deliveryTargetSeconds} s ${met ? 'met' : 'MISSED'}`,
      ]);
      notes.push(
        `${label}: ${formatInteger(told.notifications)} notifications to ${formatInteger(told.members)} members ` +
          `for ${formatInteger(searches)} matching searches${exact ? ', each member once' : ': MISMATCH'}.`,
      );
    } finally {
      await app?.close();
      await scratch.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  return {
    title: `alerts: a listing matching ${formatInteger(searches)} saved searches goes live (batches of 500)`,
    columns: ['database', 'searches', 'approve ms', 'alerts s', 'batches', 'members told', 'target'],
    rows,
    notes: [
      ...notes,
      'approve ms: the admin approval request, which schedules the alerts; alerts s: every batch after it, run one',
      'after another as the job runner runs them (each its own transaction). Same machine for app and database.',
      `Load average before: ${load(loadBefore)}, after: ${load(os.loadavg())}.`,
    ],
  };
}

type Seeded = { adminCookie: string; offerId: string; warmUpId: string };

/** The members and their searches, an admin with a session, and two pending listings: one matching, one not. */
async function seedWatchers(db: Database, count: number): Promise<Seeded> {
  await db.execute(sql`
    INSERT INTO users (email, full_name, email_verified)
    SELECT 'watcher' || i || '@bench.example', 'Watcher ' || i, true FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`
    INSERT INTO saved_searches (user_id, name, filters, alert_in_app)
    SELECT id, 'Kayaks', ${JSON.stringify({ kind: 'service', q: 'kayak', currency: 'USD' })}::jsonb, true
    FROM users WHERE email LIKE 'watcher%@bench.example'`);
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const adminId = await one(sql`
    INSERT INTO users (email, full_name, email_verified, role) VALUES ('admin@bench.example', 'Bench Admin', true, 'admin')
    RETURNING id`);
  const ownerId = await one(sql`
    INSERT INTO users (email, full_name, email_verified) VALUES ('owner@bench.example', 'Bench Owner', true)
    RETURNING id`);
  const listing = (title: string) => sql`
    INSERT INTO offers (user_id, kind, title, description, category, price_cash_cents, payment_types, status)
    VALUES (${ownerId}, 'service', ${title}, 'Repairs and lessons by the river, all ages and levels welcome.',
            'Repair & Maintenance', 2500, ARRAY['cash'], 'pending')
    RETURNING id`;
  const offerId = await one(listing('Kayak repair and lessons'));
  const warmUpId = await one(listing('Bicycle repair and lessons'));
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(sessions)
    .values({ userId: adminId, token, expiresAt: new Date(Date.now() + sessionLifetimeSeconds * 1000) });
  return { adminCookie: signSessionCookie(token), offerId, warmUpId };
}

async function countTold(db: Database, offerId: string): Promise<{ notifications: number; members: number }> {
  const [row] = await db
    .select({
      notifications: sql<number>`count(*)`.mapWith(Number),
      members: sql<number>`count(DISTINCT ${notifications.userId})`.mapWith(Number),
    })
    .from(notifications)
    .where(and(eq(notifications.type, 'saved_search_match'), eq(notifications.relatedId, offerId)));
  return row ?? { notifications: 0, members: 0 };
}
