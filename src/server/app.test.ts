import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { endpoint, noContent } from '#shared/endpoint.ts';
import type { DeclaredCode } from '#shared/error-codes.ts';
import { AppError, conflict } from './platform/errors.ts';
import { route } from './platform/route.ts';
import { createTestApp, type TestContext } from './test/app.ts';

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;

describe('the HTTP shell', () => {
  let t: TestContext;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'market-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    // Padded past the compression threshold, as a real page is.
    const padding = `<!-- ${'built page '.repeat(120)}-->`;
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<!doctype html><title>SPA</title>${padding}<div id="root"></div>`,
    );
    await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build writes a .br copy beside each large text file (scripts/compress-web.mjs).
    await writeFile(path.join(webRoot, 'assets', 'big-abc123.js'), bigScript);
    await writeFile(path.join(webRoot, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigScript));
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers unknown API routes with the JSON error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/does-not-exist not found' },
    });
  });

  it('falls back to index.html for client routes, without caching it', async () => {
    for (const url of ['/browse?q=guitar', '/dashboard/wallet', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers missing files with a 404, not with the page', async () => {
    for (const url of ['/assets/old-chunk-123.js', '/uploads/ab/missing.webp', '/favicon.ico', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('does not answer non-GET requests with the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/browse' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli copy of a file to a browser that accepts it, and the file itself otherwise", async () => {
    const url = '/assets/big-abc123.js';
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigScript);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('leaves a file without a compressed copy, and its revalidation, uncompressed', async () => {
    const url = '/assets/app-abc123.js';
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBeUndefined();
    const etag = String(first.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the pages it fills in for shareable links', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/categories/technology',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(res.rawPayload).toString();
    expect(page).toContain('<div id="root">');
    expect(page).toContain('Technology');
  });

  it('compresses API answers for clients that accept it, and leaves small ones alone', async () => {
    // The OpenAPI document goes through the compression plugin (the cached public reads compress their own).
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends security headers, including a CSP that forbids framing and inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("object-src 'none'");
    // Plain HTTP here: no forced upgrade (it would blank the site) and no HSTS.
    expect(directives).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the API docs page without forcing HTTPS on a plain-HTTP site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('serves stored uploads with a long cache', async () => {
    const stored = await t.storage.put(Buffer.from('RIFF0000WEBPVP8 '), { extension: 'webp' });
    const res = await t.app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('served over HTTPS', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://market.example.org' } });
  });
  afterAll(() => t.close());

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(String(res.headers['content-security-policy']).split(';')).toContain('upgrade-insecure-requests');
  });
});

describe('the error envelope', () => {
  let t: Awaited<ReturnType<typeof createTestAppWithRoutes>>;
  beforeAll(async () => {
    t = await createTestAppWithRoutes();
  });
  afterAll(() => t.close());

  it('turns validation failures into 400 with the schema message for each field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/echo', payload: { title: '', email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Title is required',
        fields: { title: 'Title is required', email: 'Invalid email address' },
      },
    });
  });

  it("passes an AppError's code and message through, at the status the error-code table gives the code", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'PROPOSAL_PENDING', message: 'You already have one' } });
  });

  it('hides the details of unexpected failures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    expect(res.body).not.toContain('secret detail');
  });

  it("answers Fastify's own refusals of a body with codes of the table", async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: '/echo', headers, payload });
    const answers = [
      await post({ 'content-type': 'application/json' }, '{"broken"'),
      await post({ 'content-type': 'application/json' }, ''),
      await post({ 'content-type': 'application/json' }, JSON.stringify({ title: 'x'.repeat(1_100_000) })),
      await post({ 'content-type': 'application/xml' }, '<title/>'),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().error.code])).toEqual([
      [400, 'INVALID_JSON'],
      [400, 'INVALID_JSON'],
      [413, 'BODY_TOO_LARGE'],
      [415, 'UNSUPPORTED_MEDIA_TYPE'],
    ]);
  });

  it('answers a code its endpoint does not declare as it is, outside the tests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/undeclared' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PROPOSAL_PENDING');
  });

  it('fails a test whose route answers a code its endpoint does not declare, naming both', async () => {
    const undeclared = await t.strict.inject({ method: 'GET', url: '/undeclared' });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json()).toEqual({
      error: {
        code: 'UNDECLARED_CODE',
        message: 'GET /undeclared answered PROPOSAL_PENDING (409), which its endpoint descriptor does not declare',
      },
    });
    const declared = await t.strict.inject({ method: 'GET', url: '/declared' });
    expect(declared.statusCode).toBe(409);
    expect(declared.json().error.code).toBe('PROPOSAL_PENDING');
  });
});

// Routes that exist only in this test, to drive each branch of the shared error handler: on the app as it runs, and
// on one that holds routes to their declared codes as the test app does.
async function createTestAppWithRoutes() {
  const { buildApp } = await import('./app.ts');
  const ctx = await createTestApp();
  const deps = { config: ctx.config, database: ctx.database, storage: ctx.storage };
  const app = withRoutes(await buildApp(deps));
  const strict = withRoutes(await buildApp(deps, { failUndeclaredCodes: true }));
  await Promise.all([app.ready(), strict.ready()]);
  return {
    app,
    strict,
    close: async () => {
      await Promise.all([app.close(), strict.close()]);
      await ctx.close();
    },
  };
}

function withRoutes(app: FastifyInstance): FastifyInstance {
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({
          title: z.string().min(1, 'Title is required'),
          email: z.email('Invalid email address'),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get('/conflict', async () => {
    throw new AppError('PROPOSAL_PENDING', 'You already have one');
  });
  app.get('/boom', async () => {
    throw new Error('secret detail');
  });
  const refused = (path: `/${string}`, codes: readonly DeclaredCode[]) =>
    route(
      app,
      endpoint({
        method: 'GET',
        path,
        tag: 'system',
        summary: path,
        access: 'visitor',
        responses: { 200: noContent },
        codes,
      }),
      async () => {
        throw conflict('PROPOSAL_PENDING', 'You already have one');
      },
    );
  refused('/undeclared', []);
  refused('/declared', ['PROPOSAL_PENDING']);
  return app;
}
