import { readdir, readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

describe('local storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'market-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores by content hash under the public path', async () => {
    const storage = createLocalStorage({ dir });
    const stored = await storage.put(Buffer.from('hello'), { extension: '.webp' });
    expect(stored.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(await readFile(path.join(dir, stored.key), 'utf8')).toBe('hello');
  });

  it('keeps one copy when the same bytes are stored many times at once', async () => {
    const storage = createLocalStorage({ dir });
    const bytes = Buffer.from('same picture uploaded twice');
    const results = await Promise.all(Array.from({ length: 8 }, () => storage.put(bytes, { extension: 'png' })));
    expect(new Set(results.map((r) => r.key)).size).toBe(1);
    const files = await readdir(path.dirname(path.join(dir, results[0]?.key ?? '')));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files).toContain(path.basename(results[0]?.key ?? ''));
  });
});
