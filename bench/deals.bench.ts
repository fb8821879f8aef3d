// Coins deal lifecycles with holds: payers and providers in pairs, and one pending coins proposal per deal, sent
// through createProposal. Then 20 workers (`--workers N`) run whole lifecycles through takeDealAction, in-process
// as the routes call it: accept (the provider, who received it; holds the payer's coins), deliver (the provider),
// complete (the payer; pays the hold to the provider). Each deal is taken by one worker. Two rows: "own" (a pair's
// deals go to one worker only, so no two workers touch the same member) and "shared" (every worker takes the next
// deal over a few pairs, about two workers per pair at once). Measures lifecycles per second and their latency,
// counts the SQL statements of one lifecycle, then checks that every deal completed, that available plus held
// coins over every member did not change and that no coins are left held. Options: `--deals` (per row, default
// 2,000), `--pairs`, `--shared-pairs`, `--admins`. Runs on a fresh PGlite directory, and on PostgreSQL when
// BENCH_DATABASE_URL names a database whose name contains "bench" (`--db pglite` / `--db postgres` for one): a
// scratch database named after it is created on that server for the run and dropped after it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppContext } from '#server/context.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { offers, proposals, users } from '#server/db/schema/index.ts';
import { ensureBaseData } from '#server/db/seed.ts';
import { createProposal, takeDealAction } from '#server/features/proposals/service.ts';
import { postMovement } from '#server/features/wallet/ledger.ts';
import { transactWithEvents } from '#server/platform/events/record.ts';
import type { Member } from '#server/platform/guards.ts';
import { buildBenchApp, openScratch } from './lib/scratch-app.ts';
import { type BenchStore, parseBenchArgs, readBenchStores, readIntegerOption } from './lib/settings.ts';
import { type BenchReport, formatInteger, formatMs } from './lib/table.ts';

// 20 unless `--workers N` (BENCH_DEAL_WORKERS) says otherwise; the target is judged at 20.
const workers = readIntegerOption('workers', 'BENCH_DEAL_WORKERS', 20);
const coinsPerDeal = 10;
// The brief's target, for 20 workers on PostgreSQL.
const postgresTargetPerSecond = 500;

type Pair = { payer: Member; provider: Member; listingIds: string[] };
type Deal = { id: string; pair: Pair };
type Scenario = { label: string; pairs: number; share: 'own' | 'shared' };

export async function run(): Promise<BenchReport> {
  const deals = readIntegerOption('deals', 'BENCH_DEALS', 2000);
  const ownPairs = readIntegerOption('pairs', 'BENCH_DEAL_PAIRS', 200);
  const sharedPairs = readIntegerOption(
    'shared-pairs',
    'BENCH_DEAL_SHARED_PAIRS',
    Math.max(1, Math.floor(workers / 2)),
  );
  const admins = readAdminCount();
  const scenarios: Scenario[] = [
    { label: 'own pairs', pairs: ownPairs, share: 'own' },
    { label: 'shared pairs', pairs: sharedPairs, share: 'shared' },
  ];
  const stores = readBenchStores();

  const loadBefore = os.loadavg();
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const store of stores) {
    const label = store.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const log = (line: string) => console.error(`[deals ${store.kind}] ${line}`);
    const scratch = await openScratch(store, { bench: 'deals', poolSize: Math.max(20, workers) });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-deals-app-'));
    let app: Awaited<ReturnType<typeof buildBenchApp>> | null = null;
    try {
      const database = scratch.database;
      await database.migrate();
      await ensureBaseData(database.db);
      if (admins > 0) await createAdmins(database, admins);
      app = await buildBenchApp(database, dataDir);
      const ctx = app.ctx;
      const coinChecks: string[] = [];
      let statements: StatementCount | null = null;
      for (const scenario of scenarios) {
        log(`${scenario.label}: seeding ${scenario.pairs} pairs and ${formatInteger(deals)} proposals`);
        // 1 + workers extra deals: the first counts statements, the next ones warm up; neither is measured.
        const seeded = await seedDeals(ctx, scenario.pairs, deals + 1 + workers);
        const coinsBefore = await totalCoins(database);
        const counted = await countStatements(store, () => runLifecycle(ctx, seeded.shift()!));
        statements ??= counted;
        await Promise.all(seeded.splice(0, workers).map((deal) => runLifecycle(ctx, deal)));

        log(`${scenario.label}: ${formatInteger(seeded.length)} lifecycles with ${workers} workers`);
        const dbCpuBefore = store.kind === 'postgres' ? await readLocalPostgresCpuMs() : null;
        const result = await measureLifecycles(ctx, seeded, scenario);
        const dbCpuAfter = store.kind === 'postgres' ? await readLocalPostgresCpuMs() : null;
        const dbCpuMs = dbCpuBefore !== null && dbCpuAfter !== null ? (dbCpuAfter - dbCpuBefore) / result.count : null;
        const coinsAfter = await totalCoins(database);
        coinChecks.push(
          `${scenario.label} ${formatInteger(coinsBefore)} -> ${formatInteger(coinsAfter)}` +
            (coinsAfter === coinsBefore ? '' : ' MISMATCH'),
        );
        if (coinsAfter !== coinsBefore) process.exitCode = 1;
        const target = store.kind === 'postgres' && workers === 20 ? postgresTargetPerSecond : null;
        rows.push([
          label,
          `${formatInteger(scenario.pairs)} ${scenario.share}`,
          formatInteger(result.count),
          result.seconds.toFixed(1),
          formatInteger(result.perSecond),
          formatMs(result.p50),
          formatMs(result.p95),
          formatMs(result.p99),
          formatMs(result.cpuMsPerLifecycle),
          dbCpuMs === null ? '-' : formatMs(dbCpuMs),
          target === null ? '' : `>= ${target}/s ${result.perSecond >= target ? 'met' : 'MISSED'}`,
        ]);
      }

      const check = await checkDeals(database);
      notes.push(
        `${label}: ${formatInteger(check.completed)}/${formatInteger(check.proposals)} proposals completed; ` +
          `${formatInteger(check.held)} coins held after; ${check.unbalanced} members whose balance is not their ` +
          `entries' sum; available + held coins over every member (after seeding -> after the lifecycles): ` +
          `${coinChecks.join(', ')}; ${check.ok ? 'all correct' : 'MISMATCH'}.`,
      );
      if (statements) {
        notes.push(
          `${label}: SQL statements of one lifecycle (BEGIN and COMMIT included): ${statements.total} ` +
            `(accept ${statements.perAction.accept}, deliver ${statements.perAction.deliver}, ` +
            `complete ${statements.perAction.complete}; each action's reread of the deal included).`,
        );
      }
      if (!check.ok) process.exitCode = 1;
    } finally {
      await app?.close();
      await scratch.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  return {
    title:
      `deals: coins deal lifecycles (accept with hold, deliver, complete) through takeDealAction, ` +
      `${workers} workers, ${formatInteger(deals)} per row`,
    columns: [
      'database',
      'pairs',
      'lifecycles',
      's',
      'per s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'CPU ms',
      'DB CPU ms',
      'target',
    ],
    rows,
    notes: [
      ...notes,
      `own: pair p's deals go only to worker p mod ${workers}, so workers share no member; shared: one`,
      `queue over ${sharedPairs} pairs, so about ${Math.round(workers / sharedPairs)} workers lock the same two members at once.`,
      `A lifecycle is three transactions, each ending with the deal's reread; ${admins} active admin(s) receive the`,
      'wallet events, as in use. PostgreSQL pool of 20; PGlite runs one transaction at a time, so its workers queue.',
      "CPU ms: this process's CPU time per lifecycle (the app and the bench; on PGlite the database too).",
      'DB CPU ms: the CPU time of every local PostgreSQL process per lifecycle (- when the server is elsewhere).',
      `Load average before: ${load(loadBefore)}, after: ${load(os.loadavg())}.`,
    ],
  };
}

/** `--admins N` (BENCH_DEAL_ADMINS), default 1; 0 shows what the admins' wallet events cost. */
function readAdminCount(): number {
  const raw = parseBenchArgs().options.get('admins') ?? process.env.BENCH_DEAL_ADMINS ?? '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`--admins / BENCH_DEAL_ADMINS: a whole number, got "${raw}"`);
  return count;
}

async function createAdmins(database: DatabaseHandle, count: number) {
  const run = randomBytes(4).toString('hex');
  await database.db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      email: `bench-deals-admin-${run}-${i}@example.com`,
      fullName: `Deals bench admin ${i}`,
      emailVerified: true,
      role: 'admin' as const,
    })),
  );
}

/**
 * `pairCount` payer/provider pairs, the payer funded through the ledger for every deal of theirs, the provider with
 * one coins listing per deal of the pair (a sender has one pending proposal per listing), and `dealCount` pending
 * proposals sent through createProposal, deal i on pair i mod pairCount.
 */
async function seedDeals(ctx: AppContext, pairCount: number, dealCount: number): Promise<Deal[]> {
  const db = ctx.db;
  const run = randomBytes(4).toString('hex');
  const perPair = Math.ceil(dealCount / pairCount);
  const insertMembers = (role: string) =>
    db
      .insert(users)
      .values(
        Array.from({ length: pairCount }, (_, i) => ({
          email: `bench-deals-${run}-${role}-${i}@example.com`,
          fullName: `Deals bench ${role} ${i}`,
          emailVerified: true,
        })),
      )
      .returning();
  const payers = await insertMembers('payer');
  const providers = await insertMembers('provider');
  for (const payer of payers) {
    await transactWithEvents({ db, events: null }, (tx) =>
      postMovement(tx, {
        idempotencyKey: `bench-funds:${payer.id}`,
        postings: [
          {
            userId: payer.id,
            currency: 'coins',
            delta: perPair * coinsPerDeal,
            kind: 'adjustment',
            description: 'Bench',
          },
        ],
      }),
    );
  }
  const listings = await db
    .insert(offers)
    .values(
      providers.flatMap((provider, p) =>
        Array.from({ length: perPair }, (_, k) => ({
          userId: provider.id,
          title: `Deals bench service ${p}.${k}`,
          description: 'A service listed for the deals benchmark.',
          category: 'Technology',
          price: `${coinsPerDeal} DC`,
          paymentTypes: ['coins'],
          status: 'active' as const,
        })),
      ),
    )
    .returning({ id: offers.id, userId: offers.userId });
  const pairs: Pair[] = payers.map((payer, p) => ({
    payer,
    provider: providers[p]!,
    listingIds: listings.filter((listing) => listing.userId === providers[p]!.id).map((listing) => listing.id),
  }));

  const deals: Deal[] = new Array<Deal>(dealCount);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < dealCount; i = next++) {
        const pair = pairs[i % pairCount]!;
        const record = await createProposal(ctx, pair.payer, pair.listingIds[Math.floor(i / pairCount)]!, {
          paymentMethods: ['coins'],
          coinAmount: coinsPerDeal,
          fullName: pair.payer.fullName,
          email: pair.payer.email,
          message: 'Deals bench',
        });
        deals[i] = { id: record.proposal.id, pair };
      }
    }),
  );
  return deals;
}

async function runLifecycle(ctx: AppContext, { id, pair }: Deal) {
  await takeDealAction(ctx, pair.provider, id, 'accept');
  await takeDealAction(ctx, pair.provider, id, 'deliver');
  await takeDealAction(ctx, pair.payer, id, 'complete');
}

async function measureLifecycles(ctx: AppContext, deals: Deal[], scenario: Scenario) {
  // own: worker w takes the deals of pairs w, w + workers, ...; shared: every worker takes the next deal.
  const pairIndex = new Map<Pair, number>();
  for (const deal of deals) if (!pairIndex.has(deal.pair)) pairIndex.set(deal.pair, pairIndex.size);
  const queues: Deal[][] =
    scenario.share === 'own'
      ? Array.from({ length: workers }, (_, w) => deals.filter((deal) => pairIndex.get(deal.pair)! % workers === w))
      : [];
  let next = 0;
  const nextDeal = (w: number) => (scenario.share === 'own' ? queues[w]!.shift() : deals[next++]);

  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let deal = nextDeal(w); deal; deal = nextDeal(w)) {
        const begun = performance.now();
        await runLifecycle(ctx, deal);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    count: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    cpuMsPerLifecycle: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
  };
}

type StatementCount = { total: number; perAction: Record<'accept' | 'deliver' | 'complete', number> };

/**
 * The statements node-postgres sends while `work` runs alone (PostgreSQL only; PGlite reports null), split by
 * action at each BEGIN: accept, deliver, complete each open one transaction.
 */
async function countStatements(store: BenchStore, work: () => Promise<void>): Promise<StatementCount | null> {
  if (store.kind !== 'postgres') {
    await work();
    return null;
  }
  const texts: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text ?? ''));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  if (process.env.BENCH_DEALS_SHOW_SQL) console.error(texts.join('\n'));
  const begins = texts.flatMap((text, i) => (/^begin/i.test(text.trim()) ? [i] : []));
  const split = (k: number) => (begins[k + 1] ?? texts.length) - (begins[k] ?? 0);
  return { total: texts.length, perAction: { accept: split(0), deliver: split(1), complete: split(2) } };
}

async function totalCoins(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db
    .select({ total: sql<string>`coalesce(sum(${users.dragonCoins} + ${users.heldCoins}), 0)` })
    .from(users);
  return Number(row?.total ?? 0);
}

async function checkDeals(database: DatabaseHandle) {
  const db = database.db;
  const [counts] = await db
    .select({
      proposals: sql<string>`count(*)`,
      completed: sql<string>`count(*) filter (where ${proposals.status} = 'completed')`,
    })
    .from(proposals);
  const [held] = await db.select({ held: sql<string>`coalesce(sum(${users.heldCoins}), 0)` }).from(users);
  // Every member's available and held coins equal the sum of their entries.
  const [drift] = await db
    .select({ n: sql<string>`count(*)` })
    .from(users)
    .where(
      sql`${users.dragonCoins} + ${users.heldCoins} <> coalesce((
        select sum(case when e.type = 'received' then e.amount else -e.amount end)
        from ledger_entries e where e.user_id = ${users.id} and e.currency in ('coins', 'held')), 0)`,
    );
  const result = {
    proposals: Number(counts?.proposals ?? 0),
    completed: Number(counts?.completed ?? 0),
    held: Number(held?.held ?? 0),
    unbalanced: Number(drift?.n ?? 0),
  };
  return {
    ...result,
    ok: result.proposals > 0 && result.completed === result.proposals && result.held === 0 && result.unbalanced === 0,
  };
}

/**
 * The CPU time every PostgreSQL process on this machine has used (Linux /proc; the server's reaped backends count in
 * its own children's time), or null elsewhere. Only meaningful on a local server with nothing else using it.
 */
async function readLocalPostgresCpuMs(): Promise<number | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const pid of entries.filter((entry) => /^\d+$/.test(entry))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    // After the command's closing parenthesis: state is field 3, utime..cstime are fields 14 to 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    found = true;
  }
  // Linux reports these in clock ticks of 100 per second.
  return found ? ticks * 10 : null;
}
