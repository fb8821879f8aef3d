// The server process itself: a stop is graceful, and a restart keeps every row (no second seeding).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { offers, users } from '../src/server/db/schema/index.ts';

const port = 3198;

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'info' },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function countRows(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const [u] = await database.db.select({ n: count() }).from(users);
    const [o] = await database.db.select({ n: count() }).from(offers);
    return { users: u?.n ?? 0, offers: o?.n ?? 0, db: database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

test('stopping is graceful and a restart keeps the data', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-restart-'));
  try {
    const first = startServer(dataDir);
    await waitForHealth();
    expect(first.output()).toContain('admin@example.com');
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');

    // Change something while the server is down, as an admin tool would.
    const before = await countRows(dataDir);
    expect(before.users).toBeGreaterThanOrEqual(11);
    expect(before.offers).toBeGreaterThanOrEqual(45);
    await before.db.db.update(users).set({ fullName: 'Renamed Admin' }).where(eq(users.email, 'admin@example.com'));
    await before.db.close();

    const second = startServer(dataDir);
    await waitForHealth();
    expect(await stop(second.child)).toBe(0);

    const after = await countRows(dataDir);
    const admin = await after.db.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, 'admin@example.com') });
    await after.db.close();
    expect({ users: after.users, offers: after.offers }).toEqual({ users: before.users, offers: before.offers });
    expect(admin?.fullName).toBe('Renamed Admin');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
