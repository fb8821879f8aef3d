// What search engines are told to read (GET /sitemap.xml, GET /robots.txt): the public pages, every category, every
// live listing and the profile of every member with one. Read on each request, so a listing is in it from the moment
// it goes live and gone once it leaves.
import { categories } from '#shared/categories.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../platform/page-meta.ts';

type SitemapEntry = { path: string; lastModified?: Date };

// A sitemap holds at most 50,000 addresses (sitemaps.org).
const maxEntries = 50_000;

const publicPages = [
  '/',
  '/browse',
  '/requests',
  '/explore-categories',
  '/how-it-works',
  '/about-us',
  '/get-help',
  '/terms',
  '/privacy',
];

// Member, admin and one-off pages say nothing to a search engine; neither does the API.
const closedPrefixes = [
  '/api/',
  '/dashboard',
  '/admin',
  '/profile',
  '/proposals/',
  '/checkout/',
  '/success',
  '/cancel',
  '/maintenance',
  '/reset-password',
  '/verify-email',
  '/saved-searches/',
];

export async function findSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const fixed: SitemapEntry[] = [
    ...publicPages.map((path) => ({ path })),
    ...categories.map((category) => ({ path: `/categories/${category.slug}` })),
  ];
  const listings = await db
    .select({ id: offers.id, updatedAt: offers.updatedAt })
    .from(offers)
    .where(isLiveListing())
    .orderBy(desc(offers.updatedAt))
    .limit(maxEntries - fixed.length);
  const members = await db
    .select({ id: users.id, lastModified: sql<Date>`max(${offers.updatedAt})`.mapWith(offers.updatedAt) })
    .from(users)
    .innerJoin(offers, and(eq(offers.userId, users.id), isLiveListing()))
    .where(eq(users.status, 'active'))
    .groupBy(users.id)
    .orderBy(desc(sql`max(${offers.updatedAt})`))
    .limit(Math.max(0, maxEntries - fixed.length - listings.length));
  return [
    ...fixed,
    ...listings.map((listing) => ({ path: `/listing/${listing.id}`, lastModified: listing.updatedAt })),
    ...members.map((member) => ({ path: `/members/${member.id}`, lastModified: member.lastModified })),
  ];
}

export function renderSitemap(entries: SitemapEntry[], appUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(new URL(path, `${appUrl}/`).toString())}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...closedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
