import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createSignedInMember(t.app));
});
afterAll(() => t.close());

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----market-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (filename: string, contentType: string, bytes: Buffer, withCookie = true) => {
  const body = multipart(filename, contentType, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(withCookie ? { cookie } : {}) },
  });
};

const photo = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'GPS 51.5N 0.12W' } })
    .toBuffer();

describe('POST /api/uploads', () => {
  it('needs a session', async () => {
    const res = await upload('a.jpg', 'image/jpeg', await photo(), false);
    expect(res.statusCode).toBe(401);
  });

  it('refuses files that are not images, whatever their name says', async () => {
    for (const [name, type, bytes] of [
      ['notes.png', 'image/png', Buffer.from('just some text, not a picture')],
      ['page.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')],
      ['logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>')],
    ] as const) {
      const res = await upload(name, type, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe('Please upload an image file (JPEG, PNG, etc.)');
    }
  });

  it('refuses files over 5 MB with the spec message', async () => {
    const big = Buffer.concat([await photo(16, 16), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('big.jpg', 'image/jpeg', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('File size exceeds 5MB limit');
  });

  it('refuses a decompression bomb', async () => {
    // 10,000 x 10,000 pixels of one colour compress to a few kilobytes.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload('bomb.png', 'image/png', bomb);
    expect(res.statusCode).toBe(400);
  });

  it('stores a re-encoded copy without metadata and serves it with a long cache', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload('holiday.jpg', 'image/jpeg', original);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
  });

  it('scales very large photos down to 2048 px', async () => {
    const res = await upload('wide.jpg', 'image/jpeg', await photo(4000, 1000));
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 2048, height: 512 });
  });
});
