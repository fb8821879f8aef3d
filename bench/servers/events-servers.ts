// Child process for events.bench.ts: the real app (argv[2] is a PGlite data directory or a postgres:// URL;
// argv[3] a scratch directory for uploads) and a bench-only control server on 127.0.0.1, which is not part of the
// app. Notifications are created here, in the server's process, through the same createNotification +
// transactWithEvents path the features use; each carries its creation time so the client can measure delivery.
// Run with --expose-gc so memory is read after a full collection.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppContext } from '#server/context.ts';
import { openDatabase } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { ensureBaseData } from '#server/db/seed.ts';
import { createNotification } from '#server/features/notifications/service.ts';
import { sessionLifetimeSeconds } from '#server/platform/auth.ts';
import { transactWithEvents } from '#server/platform/events/record.ts';
import { benchAuthSecret, serveAppAndRaw } from './serve.ts';

export type BenchMember = { userId: string; cookie: string };
export type MemoryReading = { rss: number; heapUsed: number; external: number };

const [location, scratchDir] = process.argv.slice(2);
if (!location || !scratchDir) throw new Error('usage: events-servers.ts <pglite dir | postgres url> <scratch dir>');

const database = await openDatabase(
  location.startsWith('postgres') ? { kind: 'postgres', url: location } : { kind: 'pglite', dataDir: location },
);
await database.migrate();
await ensureBaseData(database.db);
const db = database.db;

// Signing up thousands of members through better-auth would spend minutes in scrypt; the guards only need a
// session row and its cookie, signed as better-call signs it (HMAC-SHA256 of the token, base64).
async function createMembers(count: number): Promise<BenchMember[]> {
  const members: BenchMember[] = [];
  const run = randomBytes(4).toString('hex');
  const expiresAt = new Date(Date.now() + sessionLifetimeSeconds * 1000);
  for (let from = 0; from < count; from += 1000) {
    const size = Math.min(1000, count - from);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench-events-${run}-${from + i}@example.com`,
          fullName: `Bench member ${from + i}`,
          emailVerified: true,
        })),
      )
      .returning({ id: users.id });
    const rows = created.map(({ id }) => ({ userId: id, token: randomBytes(24).toString('base64url'), expiresAt }));
    await db.insert(sessions).values(rows);
    for (const row of rows) {
      const signature = createHmac('sha256', benchAuthSecret).update(row.token).digest('base64');
      members.push({
        userId: row.userId,
        cookie: `market.session_token=${encodeURIComponent(`${row.token}.${signature}`)}`,
      });
    }
  }
  return members;
}

/** The wall-clock time in ms with sub-ms precision, comparable between two processes on one machine. */
const wallClockMs = () => performance.timeOrigin + performance.now();

// Paced rather than all at once: a steady trickle is what members see in use; a burst would measure throughput.
async function notifyPaced(
  ctx: AppContext,
  userIds: string[],
  perSecond: number,
): Promise<{ created: number; failed: number }> {
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  let failed = 0;
  for (const [i, userId] of userIds.entries()) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const createdAt = wallClockMs();
    pending.push(
      transactWithEvents(ctx, (tx) =>
        createNotification(tx, { userId, type: 'offer_received', title: 'Bench', message: String(createdAt) }),
      ).catch(() => failed++),
    );
  }
  await Promise.all(pending);
  return { created: userIds.length - failed, failed };
}

function readMemory(): MemoryReading {
  // Two passes: the first can leave weak callbacks and finalizers for the second.
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body ? JSON.parse(body) : {};
}

const control = createServer((request, response) => {
  const answer = async () => {
    const body = (await readJson(request)) as { count?: number; userIds?: string[]; perSecond?: number };
    if (request.url === '/members') return createMembers(body.count ?? 0);
    if (request.url === '/notify') return notifyPaced((await app).ctx, body.userIds ?? [], body.perSecond ?? 100);
    if (request.url === '/memory') return { ...readMemory(), gcExposed: typeof globalThis.gc === 'function' };
    throw new Error(`unknown control request ${request.url}`);
  };
  answer().then(
    (value) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value)),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
process.stdin.once('end', () => control.close());

// Control requests come only once the app's port is printed, by when `app` is set.
const app = serveAppAndRaw(database, scratchDir, {}, { control: (control.address() as AddressInfo).port });
await app;
