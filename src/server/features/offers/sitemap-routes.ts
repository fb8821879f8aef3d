import type { FastifyInstance } from 'fastify';
import { findSitemapEntries, renderRobots, renderSitemap } from './sitemap.ts';

/** /sitemap.xml and /robots.txt, at the site's root beside the pages they describe. */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.ctx;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await findSitemapEntries(db);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(entries, config.appUrl));
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(config.appUrl)),
  );
}
