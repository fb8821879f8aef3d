// Link previews and search engines read a page's HTML without running its script, so for the pages worth sharing
// (a listing, a category) the server writes the title, description and picture into index.html itself. The web's
// PageMeta keeps the document right afterwards, as the visitor moves around in the app; both write the title with
// formatPageTitle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { formatPageTitle, siteName } from '#shared/page-title.ts';

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
  leadRead?: string;
};

/**
 * What a client path shows, or null when the server has nothing to say about it (plain index.html). `search` is
 * the address's query string ('' or '?...'): on a list it decides which read the page starts with.
 */
export type DescribePage = (pathname: string, search: string) => Promise<PageMeta | null>;

const escapeHtml = (text: string) =>
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

/** index.html with the page's tags: its own title and description in place of the defaults, and its preloads. */
export function injectPageMeta(html: string, meta: PageMeta, appUrl: string): string {
  const titlePattern = /<title>[\s\S]*?<\/title>/i;
  const { share } = meta;
  // Replacer functions throughout: a '$&' in a listing title must stay text, not become a replacement pattern.
  const page = share ? html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '') : html;
  const title = share ? `<title>${escapeHtml(formatPageTitle(share.title))}</title>` : titlePattern.exec(page)?.[0];
  const tags = [
    ...(title ? [title] : []),
    ...renderPreloads(meta),
    ...(share ? renderShareTags(share, appUrl) : []),
  ].join('\n    ');
  if (titlePattern.test(page)) return page.replace(titlePattern, () => tags);
  if (page.includes('</head>')) return page.replace('</head>', () => `${tags}\n</head>`);
  return `${tags}\n${page}`;
}

/**
 * Reads index.html once (it changes only on deploy) and returns the page's HTML for a client address, or null when
 * the plain file will do. A failed lookup is logged and falls back to the plain page rather than failing it.
 */
export function createPageRenderer(options: { webRoot: string; appUrl: string; describe: DescribePage }) {
  const indexHtml = readFileSync(path.join(options.webRoot, 'index.html'), 'utf8');
  return async (url: string, log: FastifyBaseLogger): Promise<string | null> => {
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const search = queryStart === -1 ? '' : url.slice(queryStart);
    try {
      const meta = await options.describe(pathname, search);
      return meta ? injectPageMeta(indexHtml, meta, options.appUrl) : null;
    } catch (err) {
      log.warn({ err, url }, 'page meta lookup failed; serving the plain page');
      return null;
    }
  };
}
