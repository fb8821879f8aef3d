// The member dashboard (issue 9): findDashboard, the whole of GET /api/dashboard's work, called in-process for a
// new member and for a busy one (2,000 completed deals, 1,000 conversions, 200 listings with 4,000 proposals,
// 500 notifications), side by side in one run. Reports p50/p95 per member and the busy/new ratio, which says how
// the page grows with a member's history. PGlite always; PostgreSQL when BENCH_DATABASE_URL names a *bench*
// database (it only adds rows there).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { ledgerEntries, notifications, offers, proposals, users } from '#server/db/schema/index.ts';
import { findDashboard } from '#server/features/dashboard/service.ts';
import { checkBenchUrl, loadBenchSettings, readBenchStores } from './lib/settings.ts';
import { type BenchReport, formatMs } from './lib/table.ts';

const busy = { listings: 200, proposalsPerListing: 20, completedDeals: 2000, conversions: 1000, notifications: 500 };

export async function run(): Promise<BenchReport> {
  const { durationSeconds } = loadBenchSettings();
  const rows: string[][] = [];
  for (const store of readBenchStores()) {
    const scratch = store.kind === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-dashboard-')) : null;
    const database =
      store.kind === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: scratch! })
        : await openDatabase({ kind: 'postgres', url: checkBenchUrl(store.url), poolSize: 4 });
    try {
      await database.migrate();
      const { newMember, busyMember } = await createMembers(database);
      // Alternating calls, so both members meet the same load on a shared machine.
      const timings = { new: [] as number[], busy: [] as number[] };
      const endAt = performance.now() + durationSeconds * 1000;
      await findDashboard(database.db, busyMember, new Date());
      while (performance.now() < endAt) {
        timings.new.push(await time(() => findDashboard(database.db, newMember, new Date())));
        timings.busy.push(await time(() => findDashboard(database.db, busyMember, new Date())));
      }
      const p50New = percentile(timings.new, 0.5);
      const p50Busy = percentile(timings.busy, 0.5);
      const label = store.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      rows.push([
        label,
        'new member',
        String(timings.new.length),
        formatMs(p50New),
        formatMs(percentile(timings.new, 0.95)),
        '',
      ]);
      rows.push([
        label,
        'busy member',
        String(timings.busy.length),
        formatMs(p50Busy),
        formatMs(percentile(timings.busy, 0.95)),
        `${(p50Busy / p50New).toFixed(1)}x the new member's p50`,
      ]);
    } finally {
      await database.close();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    }
  }
  return {
    title: `dashboard: findDashboard for a new and a busy member, alternating, ${durationSeconds} s per database`,
    columns: ['database', 'member', 'calls', 'p50 ms', 'p95 ms', 'ratio'],
    rows,
    notes: [
      `Busy member: ${busy.completedDeals} completed cash deals as payee, ${busy.conversions} conversion entries, ` +
        `${busy.listings} listings with ${busy.proposalsPerListing} proposals each, ${busy.notifications} notifications.`,
      'Seven queries run side by side; PGlite answers them one at a time.',
      `Load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}.`,
    ],
  };
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

// Rows are written directly, the way years of use would leave them; the ledger rows are income records only
// (balances are not part of what is measured).
async function createMembers(database: DatabaseHandle) {
  const db = database.db;
  const run = randomUUID().slice(0, 8);
  const [newMember, busyMember, buyer] = await db
    .insert(users)
    .values(['new', 'busy', 'buyer'].map((who) => ({ email: `bench-dash-${who}-${run}@example.com`, fullName: who })))
    .returning({ id: users.id });
  if (!newMember || !busyMember || !buyer) throw new Error('bench members were not created');

  const listings = await db
    .insert(offers)
    .values(
      Array.from({ length: busy.listings }, (_, i) => ({
        userId: busyMember.id,
        title: `Bench listing ${i}`,
        description: 'A listing the dashboard benchmark made.',
        category: 'Technology',
        priceCashCents: 5000,
        paymentTypes: ['cash'],
        status: 'active' as const,
        views: (i * 37) % 1000,
      })),
    )
    .returning({ id: offers.id, title: offers.title });
  const day = 24 * 60 * 60 * 1000;
  const proposalRows = listings.flatMap((listing, l) =>
    Array.from({ length: busy.proposalsPerListing }, (_, p) => {
      const n = l * busy.proposalsPerListing + p;
      const completed = n < busy.completedDeals;
      return {
        senderId: buyer.id,
        receiverId: busyMember.id,
        payerId: buyer.id,
        offerId: listing.id,
        listingTitle: listing.title,
        paymentMethods: ['cash'],
        currency: 'cash' as const,
        cashAmountCents: ((n % 90) + 10) * 100,
        status: completed ? ('completed' as const) : ('declined' as const),
        completedAt: completed ? new Date(Date.now() - (n % 200) * day) : null,
        contactName: 'Bench buyer',
        contactEmail: 'buyer@example.com',
      };
    }),
  );
  for (let i = 0; i < proposalRows.length; i += 1000)
    await db.insert(proposals).values(proposalRows.slice(i, i + 1000));
  await db.insert(ledgerEntries).values(
    Array.from({ length: busy.conversions }, (_, i) => ({
      userId: busyMember.id,
      type: 'received' as const,
      kind: 'conversion' as const,
      currency: 'cash' as const,
      amount: 1000,
      description: 'Converted 100 Dragon Coins',
      createdAt: new Date(Date.now() - (i % 200) * day),
    })),
  );
  await db.insert(notifications).values(
    Array.from({ length: busy.notifications }, (_, i) => ({
      userId: busyMember.id,
      type: 'offer_received',
      title: 'New proposal',
      message: `Proposal ${i}`,
      isRead: i % 3 === 0,
    })),
  );
  return { newMember: newMember.id, busyMember: busyMember.id };
}
