import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createOffer, createProposal, createReview, type Offer } from '../test/factories.ts';
import { createPageRenderer, injectPageMeta, type ServedPage } from './page-meta.ts';
import { pageLocaleOf } from './server-render.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Dragon Market – Where Community Meets Commerce</title>
    <meta
      name="description"
      content="The default description."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestContext;
let webRoot: string;
let live: Offer;
let pending: Offer;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'market-meta-'));
  await writeFile(path.join(webRoot, 'index.html'), indexHtml);
  t = await createTestApp({ webRoot, env: { APP_URL: 'https://market.example.com' } });
  live = await createOffer(t, {
    title: `Logo <script>alert("x")</script> & 'quotes' $& costs`,
    description: 'Clean vector logos, two rounds of changes. '.repeat(10),
    category: 'Design & Creative',
    images: ['/uploads/ab/logo.webp'],
  });
  pending = await createOffer(t, {
    title: 'Secret pending listing',
    status: 'pending',
    images: ['/uploads/cd/secret.webp'],
  });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const metaContent = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

describe('server-rendered page meta', () => {
  it("writes a live listing's title, description, picture and address into the page, escaped", async () => {
    const res = await page(`/listing/${live.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const title =
      'Logo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; $&amp; costs · Dragon Market';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<script>alert');
    expect(metaContent(html, 'property="og:title"')).toBe(title);
    expect(metaContent(html, 'name="twitter:title"')).toBe(title);
    const description = metaContent(html, 'name="description"');
    expect(description).toMatch(/^Clean vector logos, two rounds of changes\. .*…$/);
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(metaContent(html, 'property="og:description"')).toBe(description);
    expect(metaContent(html, 'property="og:image"')).toBe('https://market.example.com/uploads/ab/logo.webp');
    expect(metaContent(html, 'property="og:type"')).toBe('website');
    expect(metaContent(html, 'property="og:url"')).toBe(`https://market.example.com/listing/${live.id}`);
    expect(html).toContain(`<link rel="canonical" href="https://market.example.com/listing/${live.id}" />`);
    // The gallery's first picture, named as its <img> names it, so the browser uses what it preloaded.
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/ab/logo.webp" fetchpriority="high" />');
    expect(html).toContain(
      `<link rel="preload" as="fetch" href="/api/offers/${live.id}" crossorigin="use-credentials" />`,
    );
    // One title and one description: the defaults are replaced, not joined.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('The default description.');
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves the plain page for an unknown or malformed listing id', async () => {
    for (const url of [
      '/listing/00000000-0000-4000-8000-000000000000',
      '/listing/not-an-id',
      '/listing/%3Cscript%3E',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(indexHtml);
    }
  });

  it('does not leak a listing that is not live', async () => {
    const res = await page(`/listing/${pending.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
    expect(res.body).not.toContain('Secret pending listing');
  });

  it("writes a category page's title and description, without a picture", async () => {
    const res = await page('/categories/business');
    const html = res.body;
    expect(html).toContain('<title>Business Services · Dragon Market</title>');
    expect(metaContent(html, 'name="description"')).toBe(
      'Bookkeeping, marketing, writing for the web and admin support for freelancers and small businesses.',
    );
    expect(metaContent(html, 'property="og:url"')).toBe('https://market.example.com/categories/business');
    expect(metaContent(html, 'name="twitter:card"')).toBe('summary');
    expect(html).not.toContain('og:image');
    // The category's first page of services, as the web's list asks for it; its first card has no picture here.
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/offers?kind=service&amp;category=business&amp;page=1&amp;pageSize=50" crossorigin="use-credentials" />',
    );
    expect(html).not.toContain('as="image"');
    expect((await page('/categories/business?page=2')).body).not.toContain('rel="preload"');
    expect((await page('/categories/no-such-category')).body).toBe(indexHtml);
  });

  it("preloads a list's first page and its first card's picture, keeping the default title", async () => {
    // The HTML waits only briefly for the list to name its picture: read once, the response is cached (as it nearly
    // always is), so the page names it.
    expect((await page('/api/offers?kind=service&page=1&pageSize=50')).statusCode).toBe(200);
    for (const url of ['/browse', '/services']) {
      const html = (await page(url)).body;
      expect(html, url).toContain(
        '<link rel="preload" as="fetch" href="/api/offers?kind=service&amp;page=1&amp;pageSize=50" crossorigin="use-credentials" />',
      );
      expect(html, url).toContain(
        '<link rel="preload" as="image" href="/uploads/ab/logo.webp" fetchpriority="high" />',
      );
      expect(html, url).toContain('<title>Dragon Market – Where Community Meets Commerce</title>');
      expect(html, url).toContain('The default description.');
      expect(html, url).not.toContain('og:title');
      // Only live listings: the newer pending one is in no list.
      expect(html, url).not.toContain('secret.webp');
    }
    const requests = (await page('/requests')).body;
    expect(requests).toContain('href="/api/offers?kind=request&amp;page=1&amp;pageSize=50"');
    expect(requests).not.toContain('as="image"');
    const home = (await page('/')).body;
    expect(home).toContain(
      '<link rel="preload" as="fetch" href="/api/offers/featured" crossorigin="use-credentials" />',
    );
    expect(home).not.toContain('as="image"');
  });

  it('answers the preloaded address with the page the list shows', async () => {
    const html = (await page('/browse')).body;
    const href = /<link rel="preload" as="fetch" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBe('/api/offers?kind=service&page=1&pageSize=50');
    const res = await page(href ?? '');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id: string; image: string | null }[]; page: number; pageSize: number };
    expect(body.items[0]).toMatchObject({ id: live.id, image: '/uploads/ab/logo.webp' });
    expect(body).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('leaves other client routes, and a list with a query, with the plain page', async () => {
    const sorted = '/browse?sort=price-asc&minPrice=5&currency=EUR&coins=true';
    for (const url of [
      '/browse?q=logo',
      sorted,
      '/requests?page=2',
      '/listing',
      `/listing/${live.id}/extra`,
      '/dashboard',
    ]) {
      expect((await page(url)).body, url).toBe(indexHtml);
    }
  });
  // Last: its listing becomes the newest, the first card of the lists above.
  it('describes a live service for search engines: its price, provider and rating', async () => {
    const offer = await createOffer(t.db, { title: 'Bike repair', priceCashCents: 2500, status: 'active' });
    const deal = await createProposal(t.db, { offerId: offer.id, status: 'completed', completedAt: new Date() });
    await createReview(t.db, { proposalId: deal.id, rating: 4 });
    const html = (await page(`/listing/${offer.id}`)).body;
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Bike repair',
      url: `https://market.example.com/listing/${offer.id}`,
      provider: { '@type': 'Person', url: `https://market.example.com/members/${offer.userId}` },
      offers: { '@type': 'Offer', price: '25.00', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
  });
});

describe('injectPageMeta', () => {
  it('adds the tags to a page without a title', () => {
    const html = injectPageMeta(
      '<html><head></head><body></body></html>',
      { share: { title: 'Hi', description: 'There', path: '/x' } },
      'http://localhost:3000',
    );
    expect(html).toMatch(/<head><title>Hi · Dragon Market<\/title>[\s\S]*<\/head><body>/);
  });
});

describe('a server-rendered page', () => {
  const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
  const rendered = {
    status: 200,
    html: '<main><h1>Browse Services</h1></main>',
    state: '{"queries":[]}',
    sources: [],
    locale: 'en' as const,
  };

  it('fills the root with the render and its state, and names its own address', async () => {
    const { serve: renderPage } = createPageRenderer({
      webRoot,
      appUrl: 'https://market.example.com',
      describe: async () => ({ leadRead: '/api/offers?kind=service' }),
      render: async () => rendered,
    });
    const page = await renderPage('/browse?page=2&pageSize=25', log, {});
    expect(page?.status).toBe(200);
    expect(page?.answer.body.toString()).toContain(
      '<div id="root"><main><h1>Browse Services</h1></main></div><script type="application/json" id="page-state">{"queries":[]}</script>',
    );
    expect(page?.answer.body.toString()).toContain(
      '<link rel="canonical" href="https://market.example.com/browse?page=2&amp;pageSize=25" /></head>',
    );
    // The read is in the page: preloading it too would download it twice.
    expect(page?.answer.body.toString()).not.toContain('rel="preload" as="fetch"');
  });

  it("puts the page's own chunks with the app's scripts, which wait for the first paint", async () => {
    const builtRoot = await mkdtemp(path.join(os.tmpdir(), 'market-built-'));
    try {
      await writeFile(
        path.join(builtRoot, 'index.html'),
        '<html><head><title>Dragon Market</title></head><body><div id="root"></div>' +
          '<template id="app-scripts"><script type="module" src="/assets/index-E1.js"></script></template>' +
          '<script>startApp()</script></body></html>',
      );
      await mkdir(path.join(builtRoot, '.vite'));
      const manifest = { 'app/list-routes.tsx': { file: 'assets/list-routes-L1.js' } };
      await writeFile(path.join(builtRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const { serve: renderPage } = createPageRenderer({
        webRoot: builtRoot,
        appUrl: 'https://market.example.com',
        describe: async () => null,
        render: async () => ({ ...rendered, sources: ['#web/app/list-routes.tsx'] }),
      });
      const html = (await renderPage('/browse', log, {}))?.answer.body.toString() ?? '';
      expect(html).toContain(
        '<template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/list-routes-L1.js" />' +
          '<script type="module" src="/assets/index-E1.js"></script></template>',
      );
      expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
    } finally {
      await rm(builtRoot, { recursive: true, force: true });
    }
  });

  it("keeps the render's status, and falls back to the plain page when the render fails", async () => {
    const { serve: notFound } = createPageRenderer({
      webRoot,
      appUrl: 'https://market.example.com',
      describe: async () => null,
      render: async () => ({ ...rendered, status: 404 }),
    });
    const page = await notFound('/listing/unknown', log, {});
    expect(page?.status).toBe(404);
    expect(page?.answer.body.toString()).not.toContain('rel="canonical"');
    const { serve: failing } = createPageRenderer({
      webRoot,
      appUrl: 'https://market.example.com',
      describe: async () => null,
      render: async () => {
        throw new Error('render failed');
      },
    });
    expect(await failing('/browse', log, {})).toBeNull();
  });

  it('keeps a page by address, language and display currency', async () => {
    const renders: string[] = [];
    const kept = new Map<string, Promise<ServedPage | null>>();
    const { serve: renderPage } = createPageRenderer({
      webRoot,
      appUrl: 'https://market.example.com',
      describe: async () => null,
      render: async (url, headers) => {
        renders.push(`${url} ${headers.cookie ?? ''} ${headers['accept-language'] ?? ''}`.trim());
        return rendered;
      },
      cache: {
        read: (key, load) => {
          if (!kept.has(key)) kept.set(key, load());
          return kept.get(key) as Promise<ServedPage | null>;
        },
        peek: () => undefined,
      },
    });
    await renderPage('/browse', log, { cookie: 'currency=EUR; session=a' });
    await renderPage('/browse', log, { cookie: 'session=b; currency=EUR' });
    await renderPage('/browse', log, { cookie: 'currency=GBP' });
    await renderPage('/browse', log, {});
    // The browser's languages choose one only when the cookie names none; one the app does not speak is English.
    await renderPage('/browse', log, { 'accept-language': 'ja' });
    await renderPage('/browse', log, { 'accept-language': 'de-AT,de;q=0.9' });
    await renderPage('/browse', log, { cookie: 'locale=de', 'accept-language': 'fr' });
    await renderPage('/browse', log, { cookie: 'locale=fr', 'accept-language': 'de' });
    expect(renders).toEqual([
      '/browse currency=EUR; session=a',
      '/browse currency=GBP',
      '/browse',
      '/browse  de-AT,de;q=0.9',
      '/browse locale=fr de',
    ]);
  });

  it('hands over a kept page without waiting, in its currency, and never to a request with a session', async () => {
    const kept = new Map<string, ServedPage | null>();
    const renderer = createPageRenderer({
      webRoot,
      appUrl: 'https://market.example.com',
      describe: async () => null,
      render: async () => rendered,
      renderPersonal: async () => null,
      cache: {
        read: async (key, load) => {
          const page = await load();
          kept.set(key, page);
          return page;
        },
        peek: (key) => kept.get(key),
      },
    });
    const served = await renderer.serve('/browse', log, { cookie: 'currency=EUR' });
    expect(served?.status).toBe(200);
    expect(renderer.peekShared('/browse', { cookie: 'theme=dark; currency=EUR' })).toBe(served);
    expect(renderer.peekShared('/browse', { cookie: 'currency=GBP' })).toBeUndefined();
    expect(renderer.peekShared('/browse', { cookie: 'currency=EUR', 'accept-language': 'es' })).toBeUndefined();
    expect(renderer.peekShared('/browse', { cookie: 'currency=EUR; market.session_token=abc' })).toBeUndefined();
    expect(renderer.peekShared('/browse?page=2', { cookie: 'currency=EUR' })).toBeUndefined();
  });

  it('names the language and its direction in the page, rendered or not', async () => {
    const { serve: renderPage } = createPageRenderer({
      webRoot,
      appUrl: 'https://market.example.com',
      describe: async () => null,
      render: async (url, headers) => (url === '/browse' ? { ...rendered, locale: pageLocaleOf(headers) } : null),
    });
    const arabic = await renderPage('/browse', log, { cookie: 'locale=ar' });
    expect(arabic?.answer.body.toString()).toMatch(/<html lang="ar" dir="rtl">/);
    const german = await renderPage('/dashboard', log, { 'accept-language': 'de' });
    expect(german?.answer.body.toString()).toMatch(/<html lang="de" dir="ltr">/);
    // In English the built file itself will do.
    expect(await renderPage('/dashboard', log, {})).toBeNull();
  });
});
