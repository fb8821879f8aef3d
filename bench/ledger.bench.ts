// Ledger transfers (issue 6): transferCoins between two random members, each in its own transaction, called
// in-process the way a coin deal's completion calls it: one worker, then 20 workers at once. Measures transfers per
// second and the latency of each (p50/p95/p99), then checks that the coins summed over every member did not move.
// Runs on a fresh PGlite directory, and on PostgreSQL when BENCH_DATABASE_URL names a database whose name contains
// "bench" (`--db pglite` / `--db postgres` for one); it only adds members there, it wipes nothing.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray, sum } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { postMovement, transferCoins } from '#server/features/wallet/ledger.ts';
import { transactWithEvents } from '#server/platform/events/record.ts';
import { checkBenchUrl, loadBenchSettings, readBenchStores, readIntegerOption } from './lib/settings.ts';
import { type BenchReport, formatInteger, formatMs } from './lib/table.ts';

const startingCoins = 1_000_000;
const workerCounts = [1, 20];
// Issue 6's target, for 20 workers on PostgreSQL.
const postgresTargetPerSecond = 1000;

export async function run(): Promise<BenchReport> {
  const { durationSeconds } = loadBenchSettings();
  const memberCount = readIntegerOption('members', 'BENCH_LEDGER_MEMBERS', 200);
  const stores = readBenchStores();

  const loadBefore = os.loadavg();
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const store of stores) {
    const scratch = store.kind === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-ledger-')) : null;
    const database =
      store.kind === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: scratch! })
        : await openDatabase({ kind: 'postgres', url: checkBenchUrl(store.url), poolSize: 20 });
    try {
      await database.migrate();
      const memberIds = await createFundedMembers(database, memberCount);
      for (const workers of workerCounts) {
        const result = await measureTransfers(database, memberIds, workers, durationSeconds);
        const target = store.kind === 'postgres' && workers === 20 ? postgresTargetPerSecond : null;
        rows.push([
          store.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
          String(workers),
          formatInteger(result.count),
          formatInteger(result.perSecond),
          formatMs(result.p50),
          formatMs(result.p95),
          formatMs(result.p99),
          target === null ? '' : `>= ${target}/s ${result.perSecond >= target ? 'met' : 'MISSED'}`,
        ]);
      }
      const total = await totalCoins(database, memberIds);
      const expected = memberIds.length * startingCoins;
      notes.push(
        `${store.kind}: coins over all ${memberIds.length} members after every transfer: ${formatInteger(total)} ` +
          `(started with ${formatInteger(expected)}; ${total === expected ? 'none lost or made' : 'MISMATCH'}).`,
      );
    } finally {
      await database.close();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    }
  }
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  return {
    title: `ledger: transferCoins between random members (${formatInteger(memberCount)}), ${durationSeconds} s per row`,
    columns: ['database', 'workers', 'transfers', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'target'],
    rows,
    notes: [
      ...notes,
      'Each transfer: one transaction locking both members in id order, checking the balance, updating both and',
      'appending two ledger entries. PGlite runs one transaction at a time, so its 20 workers queue.',
      `Load average before: ${load(loadBefore)}, after: ${load(os.loadavg())}.`,
    ],
  };
}

async function createFundedMembers(database: DatabaseHandle, count: number): Promise<string[]> {
  const run = randomUUID().slice(0, 8);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-ledger-${run}-${i}@example.com`,
        fullName: `Ledger bench ${i}`,
        emailVerified: true,
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  for (const id of ids) {
    await transactWithEvents({ db: database.db, events: null }, (tx) =>
      postMovement(tx, {
        idempotencyKey: `bench-funds:${run}`,
        postings: [{ userId: id, currency: 'coins', delta: startingCoins, kind: 'adjustment', description: 'Bench' }],
      }),
    );
  }
  return ids;
}

async function measureTransfers(database: DatabaseHandle, memberIds: string[], workers: number, seconds: number) {
  const latencies: number[] = [];
  const pick = () => memberIds[Math.floor(Math.random() * memberIds.length)]!;
  const transferOnce = async () => {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    const started = performance.now();
    await transactWithEvents({ db: database.db, events: null }, (tx) =>
      transferCoins(tx, {
        fromUserId: from,
        toUserId: to,
        coins: 1 + Math.floor(Math.random() * 10),
        description: 'Bench transfer',
        idempotencyKey: `bench-deal:${randomUUID()}`,
      }),
    );
    latencies.push(performance.now() - started);
  };
  // A short warm-up (compiled queries, pool connections) that is not counted.
  await Promise.all(Array.from({ length: workers }, () => transferOnce()));
  latencies.length = 0;

  const started = performance.now();
  const endAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < endAt) await transferOnce();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, perSecond: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function totalCoins(database: DatabaseHandle, memberIds: string[]): Promise<number> {
  const [row] = await database.db
    .select({ total: sum(users.dragonCoins).mapWith(Number) })
    .from(users)
    .where(inArray(users.id, memberIds));
  return row?.total ?? 0;
}
