// Link previews and search engines read a page's HTML without running its script, so for the pages worth sharing
// (a listing, a category) the server writes the title, description and picture into index.html itself. The web's
// PageMeta keeps the document right afterwards, as the visitor moves around in the app; both write the title with
// formatPageTitle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { formatPageTitle, siteName } from '#shared/page-title.ts';

export type PageMeta = {
  title: string;
  description: string;
  /** The page's own path (its canonical address under APP_URL). */
  path: string;
  /** A stored upload's path or an absolute URL. */
  image?: string | null;
  /**
   * The large picture the page opens with (a listing's first), exactly as its <img> will name it. Preloaded: the
   * browser would otherwise find it only after the script, the page's chunk and the API answer, and it is what
   * decides when the page looks loaded (Largest Contentful Paint).
   */
  leadImage?: string | null;
  /**
   * The API read the page starts with (a listing's GET /api/offers/:id), preloaded for the same reason: it would
   * otherwise wait for the script and the page's chunk. Same address and credentials as the web's api client, so
   * the browser hands its fetch the preloaded answer.
   */
  leadRead?: string;
};

/** What a client path shows, or null when the server has nothing to say about it (plain index.html). */
export type DescribePage = (pathname: string) => Promise<PageMeta | null>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const absoluteUrl = (url: string, appUrl: string) => new URL(url, `${appUrl}/`).toString();

function renderTags(meta: PageMeta, appUrl: string): string {
  const title = formatPageTitle(meta.title);
  const url = absoluteUrl(meta.path, appUrl);
  const image = meta.image ? absoluteUrl(meta.image, appUrl) : null;
  const properties: [string, string][] = [
    ['og:site_name', siteName],
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', meta.description],
    ['og:url', url],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ];
  const names: [string, string][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', meta.description],
    ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
  ];
  const preload = [
    ...(meta.leadRead
      ? [`<link rel="preload" as="fetch" href="${escapeHtml(meta.leadRead)}" crossorigin="use-credentials" />`]
      : []),
    ...(meta.leadImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(meta.leadImage)}" fetchpriority="high" />`]
      : []),
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...preload,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...properties.map(([p, v]) => `<meta property="${p}" content="${escapeHtml(v)}" />`),
    ...names.map(([n, v]) => `<meta name="${n}" content="${escapeHtml(v)}" />`),
  ].join('\n    ');
}

/** index.html with the page's tags in place of its default title and description. */
export function injectPageMeta(html: string, meta: PageMeta, appUrl: string): string {
  const tags = renderTags(meta, appUrl);
  // Replacer functions throughout: a '$&' in a listing title must stay text, not become a replacement pattern.
  const withoutDescription = html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '');
  const titlePattern = /<title>[\s\S]*?<\/title>/i;
  if (titlePattern.test(withoutDescription)) return withoutDescription.replace(titlePattern, () => tags);
  if (withoutDescription.includes('</head>')) return withoutDescription.replace('</head>', () => `${tags}\n</head>`);
  return `${tags}\n${withoutDescription}`;
}

/**
 * Reads index.html once (it changes only on deploy) and answers a client path with the page's HTML, or null when
 * the plain file will do. A failed lookup is logged and falls back to the plain page rather than failing it.
 */
export function createPageRenderer(options: { webRoot: string; appUrl: string; describe: DescribePage }) {
  const indexHtml = readFileSync(path.join(options.webRoot, 'index.html'), 'utf8');
  return async (pathname: string, log: FastifyBaseLogger): Promise<string | null> => {
    try {
      const meta = await options.describe(pathname);
      return meta ? injectPageMeta(indexHtml, meta, options.appUrl) : null;
    } catch (err) {
      log.warn({ err, pathname }, 'page meta lookup failed; serving the plain page');
      return null;
    }
  };
}
