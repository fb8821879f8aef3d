import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../test/app.ts';
import { openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

describe('the embedded database directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'market-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is created on first start, opened by one process at a time, and free again after close', async () => {
    // DATA_DIR itself does not exist yet on a first start.
    const dataDir = path.join(dir, 'not-yet', 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirInUseError);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await second.ping()).toBe(true);
    await second.close();
  }, 60_000);
});

describe.runIf(testDatabaseKind() === 'postgres')('a PostgreSQL connection that dies', () => {
  it('mid-transaction fails that transaction, not the process, and the pool goes on', async () => {
    const database = await openTestDatabase();
    try {
      const cut = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as { rows: { pid: number }[] };
        const other = await openDatabase({ kind: 'postgres', url: database.url ?? '', poolSize: 1 });
        await other.db.execute(sql`SELECT pg_terminate_backend(${rows[0]?.pid})`);
        await other.close();
        // The end of the connection arrives while this transaction runs no query.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`SELECT 1`);
      });
      await expect(cut).rejects.toThrow();
      const after = (await database.db.execute(sql`SELECT 1 AS one`)) as { rows: { one: number }[] };
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.dispose();
    }
  });
});
