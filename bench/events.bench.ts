// GET /api/events with many members connected at once (1,000, or `--clients 10000` / BENCH_CLIENTS), each signed
// in as their own member on their own stream, as plain node:http requests from this process to a server in a
// child process. Measures notification delivery latency (from the child creating a notification through
// createNotification + transactWithEvents to its member's client reading the event; both processes read the same
// wall clock) and the server's memory per idle connection (RSS and heap after a full GC, before and after
// connecting every client, divided by the number of clients). Runs on a fresh PGlite directory, and on PostgreSQL
// when BENCH_DATABASE_URL names a database whose name contains "bench" (`--db pglite` / `--db postgres` for one).
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { startChildServers } from './lib/child-servers.ts';
import { type BenchStore, readBenchStores, readIntegerOption } from './lib/settings.ts';
import { type BenchReport, formatInteger, formatMs } from './lib/table.ts';
import type { BenchMember, MemoryReading } from './servers/events-servers.ts';

type Ports = { app: number; control: number };
type Stream = { close: () => void };

// Opening streams signs each one in (session and member lookups), so a few at a time keeps the database queue short.
const connectConcurrency = 50;
// At most this many notifications per run, spread over the members, so 10,000 clients take as long as 1,000.
const maxNotifications = 1000;
const idleSettleMs = 2000;
const deliveryTimeoutMs = 15_000;
// Issue 5's targets.
const memoryTargetBytes = 20 * 1024;
const p99TargetMs = (clients: number) => (clients <= 1000 ? 100 : 300);

const wallClockMs = () => performance.timeOrigin + performance.now();

export async function run(): Promise<BenchReport> {
  const clients = readIntegerOption('clients', 'BENCH_CLIENTS', 1000);
  const perSecond = readIntegerOption('rate', 'BENCH_NOTIFY_RATE', 100);
  await checkFileLimit(clients);
  const stores = readBenchStores();

  const loadBefore = os.loadavg();
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const store of stores) {
    const result = await measureStore(store, clients, perSecond);
    rows.push(result.row);
    notes.push(...result.notes);
  }
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  return {
    title: `events: GET /api/events, ${formatInteger(clients)} SSE clients (one member each), notifications at ${perSecond}/s`,
    columns: [
      'database',
      'connect s',
      'delivered',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'RSS/conn',
      'heap/conn',
      'p99 target',
      'memory target',
    ],
    rows,
    notes: [
      ...notes,
      'Latency: from the child calling transactWithEvents(createNotification) to the client reading the event.',
      'Memory: RSS and heapUsed of the server process after gc() with every client connected and idle, minus the',
      'same after every stream was opened and closed once (warm-up), divided by the clients. The target is judged on',
      'heap: the RSS delta also moves with what the allocator returns to the system, by +-15 KB/conn at 1,000.',
      `Load average before: ${load(loadBefore)}, after: ${load(os.loadavg())}.`,
    ],
  };
}

async function measureStore(store: BenchStore, clients: number, perSecond: number) {
  const label = store.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const log = (line: string) => console.error(`[events ${store.kind}] ${line}`);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'dragon-bench-events-'));
  if (store.kind === 'postgres') await resetBenchDatabase(store.url);
  const location = store.kind === 'pglite' ? path.join(scratch, 'db') : store.url;
  const servers = await startChildServers<Ports>(
    'bench/servers/events-servers.ts',
    [location, scratch],
    ['--expose-gc'],
  );
  const streams: Stream[] = [];
  try {
    const control = <T>(route: string, body: unknown = {}) => callControl<T>(servers.ports.control, route, body);
    log(`creating ${formatInteger(clients)} members with sessions`);
    const members = await control<BenchMember[]>('/members', { count: clients });

    // Each measured member gets one notification.
    const latencies: number[] = [];
    const onEvent = (createdAt: number, receivedAt: number) => latencies.push(receivedAt - createdAt);

    // Every stream is opened and closed once before the baseline: the route's code is compiled and the
    // database has read each member's session (PGlite's WebAssembly memory grows with that and never shrinks),
    // so what the second connection round adds is what the open connections themselves hold.
    log(`warming up: opening and closing ${formatInteger(clients)} streams`);
    for (const stream of await openStreams(servers.ports.app, members, onEvent)) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await control<MemoryReading & { gcExposed: boolean }>('/memory');
    if (!before.gcExposed) throw new Error('the server child runs without --expose-gc');

    log(`connecting ${formatInteger(clients)} clients`);
    const connectStarted = performance.now();
    streams.push(...(await openStreams(servers.ports.app, members, onEvent)));
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, idleSettleMs));
    const after = await control<MemoryReading>('/memory');

    // The first notifications of a process run cold code (the notification path is compiled on first use);
    // a few are sent and received first and not counted.
    const warmup = members.slice(0, 10);
    await control('/notify', { userIds: warmup.map((m) => m.userId), perSecond });
    const warmupUntil = performance.now() + deliveryTimeoutMs;
    while (latencies.length < warmup.length && performance.now() < warmupUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    latencies.length = 0;

    const step = Math.max(1, Math.floor(clients / maxNotifications));
    const targets = members.filter((_, i) => i % step === 0).slice(0, maxNotifications);
    log(`creating ${formatInteger(targets.length)} notifications at ${perSecond}/s`);
    const created = await control<{ created: number; failed: number }>('/notify', {
      userIds: targets.map((m) => m.userId),
      perSecond,
    });
    const waitUntil = performance.now() + deliveryTimeoutMs;
    while (latencies.length < created.created && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const sorted = Float64Array.from(latencies).sort();
    const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
    const rssPer = (after.rss - before.rss) / clients;
    const heapPer = (after.heapUsed - before.heapUsed) / clients;
    const p99 = at(0.99);
    const goal = p99TargetMs(clients);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    return {
      row: [
        label,
        connectSeconds.toFixed(1),
        `${formatInteger(latencies.length)}/${formatInteger(targets.length)}`,
        formatMs(at(0.5)),
        formatMs(at(0.95)),
        formatMs(p99),
        formatMs(sorted[sorted.length - 1] ?? 0),
        kb(rssPer),
        kb(heapPer),
        `< ${goal} ${latencies.length === targets.length && p99 < goal ? 'met' : 'MISSED'}`,
        // The issue sets the memory target at 1,000 clients; beyond that the figure is shown, not judged.
        clients <= 1000 ? `< 20 KB ${heapPer < memoryTargetBytes ? 'met' : 'MISSED'}` : 'at 1,000 only',
      ],
      notes: [
        `${label}: server RSS ${mb(before.rss)} -> ${mb(after.rss)}, heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}, ` +
          `external ${mb(before.external)} -> ${mb(after.external)}` +
          (created.failed > 0 ? `; ${created.failed} notifications failed to be created` : ''),
      ],
    };
  } finally {
    for (const stream of streams) stream.close();
    await servers.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

async function openStreams(
  port: number,
  members: BenchMember[],
  onEvent: (createdAt: number, receivedAt: number) => void,
): Promise<Stream[]> {
  const streams: Stream[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(connectConcurrency, members.length) }, async () => {
      for (let member = members[next++]; member; member = members[next++]) {
        streams.push(await openStream(port, member.cookie, onEvent));
      }
    }),
  );
  return streams;
}

/** One stream as a browser tab holds it: its own socket (no agent pool), read event by event. */
function openStream(
  port: number,
  cookie: string,
  onEvent: (createdAt: number, receivedAt: number) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET /api/events answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const receivedAt = wallClockMs();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!block.includes('event: notification.created') || !data) continue;
          const payload = JSON.parse(data.slice(6)) as { notification: { message: string } };
          onEvent(Number(payload.notification.message), receivedAt);
        }
      });
      // A stream closed by this side ends with an aborted response; only an unexpected error matters, and the
      // delivered count shows it.
      res.on('error', () => {});
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

async function callControl<T>(port: number, route: string, body: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${route}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`control ${route} failed: ${await response.text()}`);
  return (await response.json()) as T;
}

// Each client holds a descriptor here and one in the server child (which inherits this limit).
async function checkFileLimit(clients: number): Promise<void> {
  const limits = await readFile('/proc/self/limits', 'utf8').catch(() => '');
  const soft = Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Number.POSITIVE_INFINITY);
  const needed = clients + 500;
  if (soft < needed) {
    throw new Error(
      `open files limit is ${soft}; ${formatInteger(clients)} clients need ~${needed}: run \`ulimit -n ${needed}\` first`,
    );
  }
}

// Members and sessions pile up run after run; only a database meant for benchmarks is ever wiped.
async function resetBenchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench'))
    throw new Error(`BENCH_DATABASE_URL names "${name}"; events needs a database named *bench*`);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
    await database.db.execute(sql.raw('DROP SCHEMA public CASCADE'));
    await database.db.execute(sql.raw('CREATE SCHEMA public'));
  } finally {
    await database.close();
  }
}
