// The server process itself: a stop is graceful, a second server cannot open the same data, and a restart
// keeps every row (no second seeding).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { offers, users } from '../src/server/db/schema/index.ts';
import { freePort } from './fixtures/failure-server.ts';

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const running: Server[] = [];

function startServer(dataDir: string, port: number): Server {
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      CURRENCY_RATES_URL: 'off',
    },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, output: () => output, exited };
  running.push(server);
  return server;
}

// A fresh data directory is migrated and seeded before the server answers: seconds on a quiet machine, but over a
// minute on a 2-core runner shared with other work (load 13 or more), so allow two, as the failure specs do.
async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

async function stop(server: Server): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

async function openData(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  const [u] = await database.db.select({ n: count() }).from(users);
  const [o] = await database.db.select({ n: count() }).from(offers);
  return { users: u?.n ?? 0, offers: o?.n ?? 0, database };
}

test.afterEach(async () => {
  // Whatever an assertion left running is stopped, so no server outlives the test.
  await Promise.all(running.splice(0).map((server) => stop(server)));
});

test('stopping is graceful, the data is locked while in use, and a restart keeps it', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-restart-'));
  try {
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    expect(first.output()).toContain('admin@example.com');

    const intruder = startServer(dataDir, await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is in use by another process');

    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('shutting down');

    // Change something while the server is down, as an admin tool would.
    const before = await openData(dataDir);
    expect(before.users).toBeGreaterThanOrEqual(11);
    expect(before.offers).toBeGreaterThanOrEqual(45);
    await before.database.db
      .update(users)
      .set({ fullName: 'Renamed Admin' })
      .where(eq(users.email, 'admin@example.com'));
    await before.database.close();

    const second = startServer(dataDir, port);
    await waitForHealth(port);
    expect(await stop(second)).toBe(0);

    const after = await openData(dataDir);
    const admin = await after.database.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.email, 'admin@example.com'),
    });
    await after.database.close();
    expect({ users: after.users, offers: after.offers }).toEqual({ users: before.users, offers: before.offers });
    expect(admin?.fullName).toBe('Renamed Admin');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
