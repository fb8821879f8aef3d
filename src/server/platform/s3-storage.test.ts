// Uploads into an S3-compatible bucket, against a real S3 protocol server (s3rver) started inside the test.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no type declarations
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createSignedInMember } from '../test/session.ts';

type S3Server = { run: () => Promise<AddressInfo>; close: () => Promise<void> };

describe('uploads stored in an S3-compatible bucket', () => {
  let dir: string;
  let s3: S3Server;
  let endpoint: string;
  let t: TestContext;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'market-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'market' }],
    });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    t = await createTestApp({
      env: {
        S3_BUCKET: 'market',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts the re-encoded image in the bucket and redirects its address there', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const boundary = '----s3-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    const key = url.replace('/uploads/', '');

    const redirect = await t.app.inject({ method: 'GET', url });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`${endpoint}/market/${key}`);

    const object = await fetch(`${endpoint}/market/${key}`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await object.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 32, height: 24 });

    // The page may show images from the bucket.
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toContain(`img-src 'self' data: blob: ${endpoint}`);
  });

  it('answers unknown keys with 404 instead of redirecting anywhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
    const odd = await t.app.inject({ method: 'GET', url: '/uploads/not-a-key.webp' });
    expect(odd.statusCode).toBe(404);
  });
});
