// The admin panel's lists and stats row (issue 10) at 100,000 users and 1,000,000 offers (`--users`, `--offers`,
// or BENCH_USERS / BENCH_OFFERS for smaller sets), signed in as an admin, next to a bare node:http route: each of
// the four lists' first page, page 100, a status filter, a rare, a common, a 1- and a 2-character search and one
// that matches nothing, and GET /api/admin/stats. 10 connections (a few admins at work, not a crowd). PGlite
// (cached under .tmp/bench/) and PostgreSQL when BENCH_DATABASE_URL is set (`--db pglite|postgres` for one). The
// data (bench/lib/admin-data.ts) is generated once per size and reused while the sizes match; a PostgreSQL
// database is only wiped when its name contains "bench".
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { sessions, users } from '#server/db/schema/index.ts';
import { ensureBaseData } from '#server/db/seed.ts';
import { sessionLifetimeSeconds } from '#server/platform/auth.ts';
import { adminEmail, generateAdminData, hasAdminData } from './lib/admin-data.ts';
import { type KeptStore, openKeptStore, readKeptStores, resetKeptStore } from './lib/bench-database.ts';
import { startOfferServers } from './lib/child-servers.ts';
import { bestRound, formatLoadCells, type LoadResult, measure } from './lib/load.ts';
import { isEmptyForBench } from './lib/offer-data.ts';
import { signSessionCookie } from './lib/session-cookie.ts';
import { loadBenchSettings, readIntegerOption } from './lib/settings.ts';
import { type BenchReport, formatInteger, formatMs } from './lib/table.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
const rounds = 2;

// The searches, per list: rare (a few rows), common (~30%), 1 and 2 characters (no trigram), nothing.
const lists = [
  { name: 'users', status: 'suspended', rare: '4242', common: 'mailbox', short: ['a', 'ch'] },
  { name: 'offers', status: 'pending', rare: 'zither', common: 'experienced', short: ['a', 'in'] },
  { name: 'transactions', status: 'pending', rare: '4321 DC', common: 'dragon', short: ['a', 'de'] },
  { name: 'feedback', status: 'rejected', rare: '#1042', common: 'please', short: ['a', 'ph'] },
];
const targets = [
  ...lists.flatMap((list) => {
    const url = (query = '') => `/api/admin/${list.name}${query}`;
    const search = (q: string) => url(`?search=${encodeURIComponent(q)}`);
    return [
      { name: `${list.name} first page`, path: url() },
      { name: `${list.name} page 100`, path: url('?page=100') },
      { name: `${list.name} status=${list.status}`, path: url(`?status=${list.status}`) },
      { name: `${list.name} rare "${list.rare}"`, path: search(list.rare) },
      { name: `${list.name} common "${list.common}"`, path: search(list.common) },
      ...list.short.map((q) => ({ name: `${list.name} short "${q}"`, path: search(q) })),
      { name: `${list.name} none "qxjzv"`, path: search('qxjzv') },
    ];
  }),
  { name: 'stats', path: '/api/admin/stats' },
];

export async function run(): Promise<BenchReport[]> {
  const size = {
    users: readIntegerOption('users', 'BENCH_USERS', 100_000),
    offers: readIntegerOption('offers', 'BENCH_OFFERS', 1_000_000),
  };
  const stores = readKeptStores(path.join(projectRoot, '.tmp', 'bench', `admin-${size.users}-${size.offers}`));
  const reports: BenchReport[] = [];
  for (const store of stores) {
    const cookie = await prepareData(store, size);
    reports.push(await measureStore(store, size, cookie));
  }
  return reports;
}

type Size = { users: number; offers: number };

async function measureStore(store: KeptStore, size: Size, cookie: string): Promise<BenchReport> {
  const settings = loadBenchSettings({ connections: 10 });
  const servers = await startOfferServers(store.kind === 'pglite' ? store.dir : store.url);
  const headers = { cookie };
  try {
    const raw = `http://127.0.0.1:${servers.ports.raw}/`;
    const app = (p: string) => `http://127.0.0.1:${servers.ports.app}${p}`;
    // The first request to each URL on a fresh server (nothing is cached in the admin's lists), and what it found.
    const cold = new Map<string, { ms: number; found: string }>();
    for (const t of targets) cold.set(t.name, await timeOneRequest(app(t.path), headers));

    const results = new Map<string, LoadResult[]>(['raw', ...targets.map((t) => t.name)].map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      results.get('raw')?.push(await measure(raw, settings));
      for (const t of targets) results.get(t.name)?.push(await measure(app(t.path), settings, headers));
    }
    const rawBest = bestRound(results.get('raw') ?? []);
    const row = (name: string, r: LoadResult, coldMs: string, found: string) => [
      name,
      ...formatLoadCells(r, rawBest),
      coldMs,
      found,
      String(r.errors + r.non2xx),
    ];
    return {
      title:
        `admin: GET /api/admin/* on ${store.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
        `${formatInteger(size.users)} users, ${formatInteger(size.offers)} offers, ` +
        `${settings.connections} connections, best of ${rounds} alternating rounds`,
      columns: ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs raw', 'cold ms', 'total', 'errors'],
      rows: [
        row('raw node:http', rawBest, '', ''),
        ...targets.map((t) => {
          const first = cold.get(t.name);
          return row(t.name, bestRound(results.get(t.name) ?? []), formatMs(first?.ms ?? 0), first?.found ?? '');
        }),
      ],
      notes: [
        "Each row is its best round (highest mean req/s) with that round's latencies; 'vs raw' is req/s relative",
        "to the raw row of the same run; 'cold ms' is the first request to a freshly started server; 'total' is",
        "what that answer said ('1000+' when the count stopped at the cap).",
      ],
    };
  } finally {
    await servers.stop();
  }
}

/** Fills the store when its data is missing or of another size, and answers an admin's session cookie. */
async function prepareData(store: KeptStore, size: Size): Promise<string> {
  const log = (line: string) => console.error(`[admin ${store.kind}] ${line}`);
  let database = await openKeptStore(store);
  try {
    if (!(await hasAdminData(database.db, size))) {
      if (!(await isEmptyForBench(database.db))) {
        log(`starting afresh for ${formatInteger(size.users)} users and ${formatInteger(size.offers)} offers`);
        database = await resetKeptStore(store, database);
      }
      await ensureBaseData(database.db);
      await generateAdminData(database.db, size, log);
    }
    // A session row for the first admin, as sign-in would leave it (signing in spends time in scrypt).
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, adminEmail(1)));
    if (!admin) throw new Error('the bench data has no admin');
    const token = randomBytes(24).toString('base64url');
    await database.db
      .insert(sessions)
      .values({ userId: admin.id, token, expiresAt: new Date(Date.now() + sessionLifetimeSeconds * 1000) });
    return signSessionCookie(token);
  } finally {
    await database.close();
  }
}

async function timeOneRequest(url: string, headers: Record<string, string>): Promise<{ ms: number; found: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { total?: number; totalCapped?: boolean };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to benchmark an error page`);
  const found = body.total === undefined ? '' : `${formatInteger(body.total)}${body.totalCapped ? '+' : ''}`;
  return { ms, found };
}
