import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'market-vapid-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('resolveVapidKeys', () => {
  it('makes a pair on first start, keeps it in the data directory for the owner alone, and reads it back', async () => {
    const made = resolveVapidKeys({ dataDir, vapidKeys: undefined });
    expect(Buffer.from(made.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(made.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(made);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys({ dataDir, vapidKeys: undefined })).toEqual(made);
  });

  it('takes the configured pair over a kept one', () => {
    const configured = { publicKey: 'configured-public', privateKey: 'configured-private' };
    expect(resolveVapidKeys({ dataDir, vapidKeys: configured })).toBe(configured);
  });
});
