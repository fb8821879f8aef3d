// The home page's two public reads, GET /api/offers/featured and GET /api/categories, served from the list
// cache as the list pages are: every visitor's first page asks for both, and counting live offers by category
// reads every live row (0.1 s at 100,000 offers on PGlite; docs/performance.md). Whatever changes which offers
// are live clears them with the lists (invalidateOfferLists); a new rating shows within the cache's seconds.
import { z } from 'zod';
import { categories } from '#shared/categories.ts';
import { categoryCountSchema, offerCardSchema } from '#shared/schemas/offers.ts';
import type { AppContext } from '../../context.ts';
import { type CachedAnswer, createCachedAnswer } from '../../platform/cached-answer.ts';
import { readCachedOfferPage } from './list-cache.ts';
import { presentOfferCard } from './present.ts';
import { countOffersByCategory, findFeaturedOffers } from './service.ts';

// List keys always hold a '|', so these cannot meet one.
const featuredKey = 'featured';
const categoriesKey = 'categories';

export function readFeaturedOffers(ctx: AppContext): Promise<CachedAnswer> {
  return readCachedOfferPage(ctx, featuredKey, async () =>
    createCachedAnswer(z.array(offerCardSchema).parse((await findFeaturedOffers(ctx.db)).map(presentOfferCard))),
  );
}

export function readCategoryCounts(ctx: AppContext): Promise<CachedAnswer> {
  return readCachedOfferPage(ctx, categoriesKey, async () => {
    const counts = await countOffersByCategory(ctx.db);
    const body = categories.map((category) => ({ ...category, count: counts.get(category.name) ?? 0 }));
    return createCachedAnswer(z.array(categoryCountSchema).parse(body));
  });
}
