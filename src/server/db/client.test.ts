import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
