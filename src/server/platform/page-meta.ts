// Link previews and search engines read a page's HTML without running its script, so for the pages worth sharing
// (a listing, a category) the server writes the title, description and picture into index.html itself. The web's
// PageMeta keeps the document right afterwards, as the visitor moves around in the app; both write the title with
// formatPageTitle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readCurrencyCookie } from '#shared/currency.ts';
import { defaultLocale, directionOf, type Locale } from '#shared/locales.ts';
import { formatPageTitle, siteName } from '#shared/page-title.ts';
import { createModulePreloads } from './module-preloads.ts';
import { type CachedAnswer, createCachedPage } from './cached-answer.ts';
import {
  fillRoot,
  hasSessionCookie,
  type PageRequestHeaders,
  pageLocaleOf,
  type RenderedPage,
} from './server-render.ts';

/** What link previews and search engines read about a page. */
export type ShareTags = {
  title: string;
  description: string;
  /** The page's own path (its canonical address under APP_URL). */
  path: string;
  /** A stored upload's path or an absolute URL. */
  image?: string | null;
};

export type PageMeta = {
  /** Absent where index.html's own title and description will do. */
  share?: ShareTags;
  /**
   * The large picture the page opens with (a listing's first, a list's first card's), exactly as its <img> will
   * name it. Preloaded: the browser would otherwise find it only after the script, the page's chunk and the API
   * response, and it is what decides when the page looks loaded (Largest Contentful Paint).
   */
  leadImage?: string | null;
  /**
   * The API read the page starts with (a listing's GET /api/offers/:id, a list's first page), preloaded for the
   * same reason: it would otherwise wait for the script and the page's chunk. Same address and credentials as the
   * web's api client, so the browser hands its fetch the preloaded response.
   */
  leadRead?: string | undefined;
  /**
   * What the page is, for search engines (schema.org, written as JSON-LD), given a way to make a path absolute.
   */
  structuredData?: (absolute: (path: string) => string) => Record<string, unknown>;
  /** A page's own title and description where it has no share tags, in place of index.html's. */
  head?: { title: string; description?: string | undefined };
};

/**
 * What a client path shows, or null when the server has nothing to say about it (plain index.html). `search` is
 * the address's query string ('' or '?...'): on a list it decides which read the page starts with.
 */
export type DescribePage = (pathname: string, search: string) => Promise<PageMeta | null>;

/** Text for HTML or XML, attribute values included. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const absoluteUrl = (url: string, appUrl: string) => new URL(url, `${appUrl}/`).toString();

function renderShareTags(share: ShareTags, appUrl: string): string[] {
  const title = formatPageTitle(share.title);
  const url = absoluteUrl(share.path, appUrl);
  const image = share.image ? absoluteUrl(share.image, appUrl) : null;
  const properties: [string, string][] = [
    ['og:site_name', siteName],
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', share.description],
    ['og:url', url],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ];
  const names: [string, string][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', share.description],
    ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
  ];
  return [
    `<meta name="description" content="${escapeHtml(share.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...properties.map(([p, v]) => `<meta property="${p}" content="${escapeHtml(v)}" />`),
    ...names.map(([n, v]) => `<meta name="${n}" content="${escapeHtml(v)}" />`),
  ];
}

function renderPreloads(meta: PageMeta): string[] {
  return [
    ...(meta.leadRead
      ? [`<link rel="preload" as="fetch" href="${escapeHtml(meta.leadRead)}" crossorigin="use-credentials" />`]
      : []),
    ...(meta.leadImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(meta.leadImage)}" fetchpriority="high" />`]
      : []),
  ];
}

// A data block, never run (the CSP refuses inline scripts anyway); `<` escaped so no text can end the element.
function renderStructuredData(data: Record<string, unknown>): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** index.html with the page's tags: its own title and description in place of the defaults, and its preloads. */
export function injectPageMeta(html: string, meta: PageMeta, appUrl: string): string {
  const titlePattern = /<title>[\s\S]*?<\/title>/i;
  const { share } = meta;
  // Replacer functions throughout: a '$&' in a listing title must stay text, not become a replacement pattern.
  const page = share || meta.head?.description ? html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '') : html;
  const named = share ?? meta.head;
  const title = named ? `<title>${escapeHtml(formatPageTitle(named.title))}</title>` : titlePattern.exec(page)?.[0];
  const description = !share && meta.head?.description;
  const tags = [
    ...(title ? [title] : []),
    ...(description ? [`<meta name="description" content="${escapeHtml(description)}" />`] : []),
    ...renderPreloads(meta),
    ...(share ? renderShareTags(share, appUrl) : []),
    ...(meta.structuredData ? [renderStructuredData(meta.structuredData((path) => absoluteUrl(path, appUrl)))] : []),
  ].join('\n    ');
  if (titlePattern.test(page)) return page.replace(titlePattern, () => tags);
  if (page.includes('</head>')) return page.replace('</head>', () => `${tags}\n</head>`);
  return `${tags}\n${page}`;
}

/** index.html in another language than its own: the page names it, and its direction, before any script runs. */
function localizeIndexHtml(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*">/, () => `<html lang="${locale}" dir="${directionOf(locale)}">`);
}

/**
 * A rendered page's title and description, in its language, over the English a lookup wrote (a category's name and
 * introduction); the share tags keep their address and picture.
 */
function namedByPage(meta: PageMeta | null, head: NonNullable<PageMeta['head']>): PageMeta {
  if (!meta?.share) return { ...meta, head };
  const { title, description = meta.share.description } = head;
  return { ...meta, share: { ...meta.share, title, description } };
}

const appScriptsStart = '<template id="app-scripts">';

// A rendered page's own chunks join the app's scripts, which src/web/start-app.js loads once the page has painted;
// in a build without that template they go in the head.
function addPageModules(html: string, tags: string[]): string {
  const joined = tags.join('');
  if (html.includes(appScriptsStart)) return html.replace(appScriptsStart, () => `${appScriptsStart}${joined}`);
  return html.replace('</head>', () => `${joined}</head>`);
}

/**
 * A page the server sends in place of plain index.html, with the compressed copies it has been sent as. `personal`
 * when it was rendered for one member: never cached, by us or by the browser.
 */
export type ServedPage = { status: number; answer: CachedAnswer; personal?: true };

type PageCache = {
  read: (key: string, load: () => Promise<ServedPage | null>) => Promise<ServedPage | null>;
  /** The page held for the key, when it is loaded and fresh; nothing is loaded. */
  peek: (key: string) => ServedPage | null | undefined;
};
type Render = (url: string, headers: PageRequestHeaders) => Promise<RenderedPage | null>;

/**
 * Reads index.html once (it changes only on deploy) and returns the page for a client address: rendered on the
 * server where it is a public page and a render is built in, with its share tags and preloads where it has them, or
 * null when the plain file will do. A failed lookup or render is logged and falls back to the plain page. With
 * `cache`, pages are kept by address, language and display currency (the only parts of a request a public page
 * reads).
 * `renderPersonal` comes first: a page it renders (not null) is that member's own and skips the cache.
 * `peekShared` is the cached page a request would be served, when it is at hand and shared, without waiting.
 */
export function createPageRenderer(options: {
  webRoot: string;
  appUrl: string;
  describe: DescribePage;
  /** The server render, given the page's address and the request's Cookie header. */
  render?: Render | undefined;
  renderPersonal?: Render | undefined;
  cache?: PageCache | undefined;
}) {
  const indexHtml = readFileSync(path.join(options.webRoot, 'index.html'), 'utf8');
  const listModulePreloads = createModulePreloads(options.webRoot, indexHtml);

  const renderSafely = (render: Render | undefined, url: string, log: FastifyBaseLogger, headers: PageRequestHeaders) =>
    render?.(url, headers).catch((err: unknown) => {
      log.error({ err, url }, 'server render failed; serving the page for the browser to render');
      return null;
    }) ?? Promise.resolve(null);

  const servePage = async (
    url: string,
    log: FastifyBaseLogger,
    locale: Locale,
    rendering: Promise<RenderedPage | null>,
  ): Promise<ServedPage | null> => {
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const search = queryStart === -1 ? '' : url.slice(queryStart);
    const [meta, rendered] = await Promise.all([
      options.describe(pathname, search).catch((err: unknown) => {
        log.warn({ err, url }, 'page meta lookup failed; serving the page without it');
        return null;
      }),
      rendering,
    ]);
    // A rendered page holds its data already: preloading the API read it started from would download it twice.
    const html = locale === defaultLocale ? indexHtml : localizeIndexHtml(indexHtml, locale);
    const shown = rendered?.head ? namedByPage(meta, rendered.head) : meta;
    const head = shown
      ? injectPageMeta(html, rendered ? { ...shown, leadRead: undefined } : shown, options.appUrl)
      : null;
    if (!rendered) {
      if (head) return { status: 200, answer: createCachedPage(head) };
      return locale === defaultLocale ? null : { status: 200, answer: createCachedPage(html) };
    }
    // Every page a search engine may read names its address; the share tags already do where there are some.
    const canonical =
      rendered.status === 200 && !meta?.share
        ? `<link rel="canonical" href="${escapeHtml(absoluteUrl(url, options.appUrl))}" />`
        : '';
    const page = addPageModules(
      (head ?? html).replace('</head>', () => `${canonical}</head>`),
      listModulePreloads(rendered.sources),
    );
    return { status: rendered.status, answer: createCachedPage(fillRoot(page, rendered)) };
  };

  const serveShared = (url: string, log: FastifyBaseLogger, headers: PageRequestHeaders) =>
    servePage(url, log, pageLocaleOf(headers), renderSafely(options.render, url, log, headers));
  const { cache } = options;
  const cacheKey = (url: string, headers: PageRequestHeaders) =>
    `${pageLocaleOf(headers)} ${readCurrencyCookie(headers.cookie) ?? '-'} ${url}`;
  const serveCached = cache
    ? (url: string, log: FastifyBaseLogger, headers: PageRequestHeaders) =>
        cache.read(cacheKey(url, headers), () => serveShared(url, log, headers))
    : serveShared;

  return {
    serve: async (url: string, log: FastifyBaseLogger, headers: PageRequestHeaders): Promise<ServedPage | null> => {
      const personal = await renderSafely(options.renderPersonal, url, log, headers);
      if (!personal) return serveCached(url, log, headers);
      const page = await servePage(url, log, personal.locale, Promise.resolve(personal));
      return page && { ...page, personal: true };
    },
    peekShared: (url: string, headers: PageRequestHeaders): ServedPage | undefined => {
      if (options.renderPersonal && hasSessionCookie(headers.cookie)) return undefined;
      return cache?.peek(cacheKey(url, headers)) ?? undefined;
    },
  };
}
