import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
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

/** Every file in the upload directory: a refused upload must leave it as it was. */
async function storedFiles(): Promise<string[]> {
  const { serve } = t.storage;
  if (serve.kind !== 'directory') throw new Error('These tests read the local upload directory');
  const entries = await readdir(serve.root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Uploads, expecting a 400 with `message` and nothing written to storage. */
async function expectRefused(filename: string, contentType: string, bytes: Buffer, message: string) {
  const before = await storedFiles();
  const res = await upload(filename, contentType, bytes);
  expect(res.statusCode, filename).toBe(400);
  expect(res.json().error.message, filename).toBe(message);
  expect(await storedFiles(), filename).toEqual(before);
}

const notAnImageMessage = 'Please upload an image file (JPEG, PNG, etc.)';

const smallPng = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/** The same PNG with its header claiming other dimensions (the checksum fixed, so only the size is a lie). */
function claimSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8), IHDR length (4) and type (4), then width and height; the CRC covers type and data.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

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
      await expectRefused(name, type, bytes, notAnImageMessage);
    }
  });

  it('refuses files over 5 MB with the spec message', async () => {
    const big = Buffer.concat([await photo(16, 16), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    await expectRefused('big.jpg', 'image/jpeg', big, 'File size exceeds 5MB limit');
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

describe('upload attacks', () => {
  const script = '<script>alert(document.cookie)</script>';

  it('refuses SVG, HTML and image/script polyglots, whatever name and type they are sent with', async () => {
    for (const [name, type, bytes] of [
      ['logo.svg', 'image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${script}</svg>`],
      ['drawing.png', 'image/png', `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`],
      ['page.webp', 'image/webp', `<!doctype html><html><body><svg><foreignObject>${script}</foreignObject></svg>`],
      // Starts like a GIF so a type sniffer says image/gif, and runs as JavaScript when loaded as a script.
      ['avatar.gif', 'image/gif', `GIF89a/*<svg onload=alert(1)>*/=1;${script}`],
    ] as const) {
      await expectRefused(name, type, Buffer.from(bytes), notAnImageMessage);
    }
  });

  it('stores a real image with markup hidden after it only as a re-encoded copy, without the markup', async () => {
    const polyglot = Buffer.concat([await smallPng(), Buffer.from(`<html><svg onload=alert(1)>${script}</svg>`)]);
    const res = await upload('poly.png', 'image/png', polyglot);
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('<svg')).toBe(false);
  });

  it('goes by the bytes, never the extension: text named .png is refused, a PNG named .jpg is stored as WebP', async () => {
    await expectRefused(
      'notes.png',
      'image/png',
      Buffer.from('Plain text saved with a .png name\n'),
      notAnImageMessage,
    );
    await expectRefused('empty.jpg', 'image/jpeg', Buffer.alloc(0), notAnImageMessage);

    const res = await upload('really-a-png.jpg', 'image/jpeg', await smallPng());
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.webp$/);
    // The check above reads the right place: the stored copy is there.
    expect(await storedFiles()).toContain(String(res.json().url).split('/').pop());
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses an oversized file however it is labelled, and stores nothing', async () => {
    const big = Buffer.concat([await smallPng(), Buffer.alloc(5 * 1024 * 1024)]);
    await expectRefused('tiny.png', 'image/png', big, 'File size exceeds 5MB limit');
    await expectRefused('notes.txt', 'text/plain', Buffer.alloc(6 * 1024 * 1024, 'a'), 'File size exceeds 5MB limit');
  });

  it('refuses pixel bombs: one that decodes to 100 megapixels, one whose header claims 10 gigapixels', async () => {
    // 10,000 x 10,000 pixels of one colour compress to a few kilobytes.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expectRefused('bomb.png', 'image/png', bomb, notAnImageMessage);
    await expectRefused('liar.png', 'image/png', claimSize(await smallPng(), 100_000, 100_000), notAnImageMessage);
  });
});
