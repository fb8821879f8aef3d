import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { offers } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { createOffer } from '../test/factories.ts';
import { invalidateOfferLists } from '../features/offers/list-cache.ts';
import { createCachedPage } from './cached-answer.ts';
import { createEarlyPageAnswer, createEarlyServerFactory, isPageRequest } from './early-pages.ts';
import type { ServedPage } from './page-meta.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function send(server: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('pages answered before Fastify', () => {
  const html = `<!doctype html><div id="root">${'<p>Guitar lessons</p>'.repeat(100)}</div>`;
  const brotli = Buffer.from('pretend brotli bytes');
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start(page: ServedPage) {
    const handedOn: string[] = [];
    const answerEarly = createEarlyPageAnswer({
      peekShared: (url, headers) => (url === '/browse' && !headers.cookie?.includes('session') ? page : undefined),
      securityHeaders: { 'X-Frame-Options': 'SAMEORIGIN' },
    });
    const factory = createEarlyServerFactory(() => answerEarly);
    server = factory(
      (request, response) => {
        handedOn.push(`${request.method} ${request.url}`);
        response.end('from Fastify');
      },
      { keepAliveTimeout: 5_000 },
    ) as Server;
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return handedOn;
  }

  it('sends a cached page as it is kept, with its headers, and hands nothing on', async () => {
    const answer = createCachedPage(html);
    answer.compressed.br = brotli;
    const handedOn = await start({ status: 200, answer });
    expect(server?.keepAliveTimeout).toBe(5_000);

    const compressed = await send(server!, 'GET', '/browse', { 'accept-encoding': 'gzip, br' });
    expect(compressed.status).toBe(200);
    expect(compressed.body).toEqual(brotli);
    expect(compressed.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding, accept-language',
      'content-encoding': 'br',
      'content-length': String(brotli.length),
    });
    const plain = await send(server!, 'GET', '/browse');
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(handedOn).toEqual([]);
  });

  it('hands on what it cannot answer as Fastify would: other methods, files, sessions, copies not made yet', async () => {
    const handedOn = await start({ status: 404, answer: createCachedPage(html) });
    const notFound = await send(server!, 'GET', '/browse');
    expect(notFound.status).toBe(404);
    expect(notFound.body.toString()).toBe(html);
    await send(server!, 'GET', '/browse', { 'accept-encoding': 'br' });
    await send(server!, 'HEAD', '/browse');
    await send(server!, 'POST', '/browse');
    await send(server!, 'GET', '/browse', { cookie: 'market.session_token=abc' });
    await send(server!, 'GET', '/listing/1');
    expect(handedOn).toEqual(['GET /browse', 'HEAD /browse', 'POST /browse', 'GET /browse', 'GET /listing/1']);
  });

  it('tells pages from the API, built files and uploads', () => {
    expect(isPageRequest('GET', '/browse?q=guitar')).toBe(true);
    expect(isPageRequest('HEAD', '/')).toBe(true);
    expect(isPageRequest('POST', '/browse')).toBe(false);
    for (const url of ['/api/offers', '/assets/app-1.js', '/uploads/ab/c.webp', '/robots.txt', '/api']) {
      expect(isPageRequest('GET', url), url).toBe(false);
    }
  });
});

describe('the app answering a cached page before routing', () => {
  it('sends the bytes and headers its not-found handler sent, and a new page once the old one is dropped', async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), 'market-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<!doctype html><title>SPA</title><!-- ${'page '.repeat(300)}-->`,
    );
    const t = await createTestApp({ webRoot });
    try {
      const offer = await createOffer(t, { title: 'Guitar lessons by the lake' });
      const url = `/listing/${offer.id}`;
      const headers = { 'accept-encoding': 'br' };
      // inject() goes through Fastify alone: this answer is the not-found handler's, and it fills the cache.
      const routed = await t.app.inject({ method: 'GET', url, headers });
      expect(brotliDecompressSync(routed.rawPayload).toString()).toContain('Guitar lessons by the lake');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const early = await send(t.app.server, 'GET', url, headers);
      expect(early.status).toBe(200);
      expect(early.body).toEqual(routed.rawPayload);
      const withoutConnection = (h: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(h).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
      expect(withoutConnection(early.headers)).toEqual(withoutConnection(routed.headers));

      // An edit drops the public lists and pages, as the listing services do after their writes.
      await t.db.update(offers).set({ title: 'Piano lessons by the lake' }).where(eq(offers.id, offer.id));
      invalidateOfferLists(t.ctx);
      const changed = await send(t.app.server, 'GET', url, headers);
      expect(brotliDecompressSync(changed.body).toString()).toContain('Piano lessons by the lake');
    } finally {
      await t.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
