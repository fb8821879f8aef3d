// What the server writes into the HTML of the marketplace's public pages (platform/page-meta.ts renders it): a
// listing's or category's title, description and picture for link previews, and for the listing and the lists the
// API read and picture they open with, preloaded. Only what anyone may see: the offer lookup is the visitor's, so a
// pending or paused listing says nothing.
import { setTimeout as sleep } from 'node:timers/promises';
import { readCategoryBlurb } from '#shared/category-blurbs.ts';
import { type Category, findCategoryBySlug } from '#shared/categories.ts';
import { defaultPageSize } from '#shared/constants.ts';
import { type OfferListParams, offerListPath } from '#shared/offer-list-path.ts';
import { offerListQuerySchema } from '#shared/schemas/offers.ts';
import { summarize } from '#shared/summarize.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { CachedAnswer } from '../../platform/cached-answer.ts';
import { AppError } from '../../platform/errors.ts';
import type { DescribePage, PageMeta } from '../../platform/page-meta.ts';
import { readOfferPage } from './list.ts';
import type { RatedOffer } from './rows.ts';
import { findOffer } from './service.ts';

type Preloads = Pick<PageMeta, 'leadRead' | 'leadImage'>;

// schema.org: a service with its cash price (USD, as stored), its provider and its rating. A request is a member's
// want rather than something on offer, so it is described by its share tags alone.
function describeService({ offer, provider, rating, reviewCount }: RatedOffer): PageMeta['structuredData'] {
  if (offer.kind !== 'service') return undefined;
  return (absolute) => ({
    '@type': 'Service',
    name: offer.title,
    description: summarize(offer.description),
    url: absolute(`/listing/${offer.id}`),
    category: offer.category,
    ...(offer.images[0] ? { image: absolute(offer.images[0]) } : {}),
    provider: { '@type': 'Person', name: provider.fullName, url: absolute(`/members/${provider.id}`) },
    ...(offer.priceCashCents
      ? {
          offers: {
            '@type': 'Offer',
            price: (offer.priceCashCents / 100).toFixed(2),
            priceCurrency: 'USD',
            url: absolute(`/listing/${offer.id}`),
          },
        }
      : {}),
    ...(rating !== null && reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount } }
      : {}),
  });
}

async function describeListing(db: Database, id: string): Promise<PageMeta | null> {
  try {
    const found = await findOffer(db, id, null);
    const { offer } = found;
    return {
      structuredData: describeService(found),
      share: {
        title: offer.title,
        description: summarize(offer.description),
        path: `/listing/${offer.id}`,
        image: offer.images[0] ?? null,
      },
      // The listing page's gallery opens on this picture, large, once it has read the listing (the web's useOffer).
      leadImage: offer.images[0] ?? null,
      leadRead: `/api/offers/${offer.id}`,
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

// A list's first card shows its picture first and largest (offer-list-body.tsx).
function readLeadImage(answer: CachedAnswer): string | null {
  const page = JSON.parse(answer.body.toString('utf8')) as { items: { image: string | null }[] };
  return page.items[0]?.image ?? null;
}

// How long the HTML waits for a list's first page to name its picture. The response is nearly always cached; a cold
// one (an approval or an edit has just cleared the cache) or a database that is down must not hold the page back,
// which then goes without the picture's preload. The page's own read shares the load this starts.
const leadImageWaitMs = 50;

function listPath(params: OfferListParams): string {
  return offerListPath({ ...params, page: 1, pageSize: defaultPageSize });
}

// /browse, /services and /requests without a query string: the first page as the web asks for it (useOffers), and
// its first card's picture.
async function preloadList(ctx: AppContext, params: OfferListParams): Promise<Preloads> {
  const path = listPath(params);
  // Read as the API route reads that address, so this warms the very response the page then fetches.
  const query = offerListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://localhost').searchParams));
  const leadImage = await Promise.race([
    // Kept beside the list's response, so the picture is read out of it once per response, not once per page view.
    ctx.cache.read('offer-pages', `lead|${path}`, async () => readLeadImage(await readOfferPage(ctx, query))),
    sleep(leadImageWaitMs, null, { ref: false }),
  ]).catch(() => null);
  return { leadRead: `/api${path}`, leadImage };
}

// The same title and description as the web's category page, and its first page's read. Its first card's picture
// is not preloaded: on a phone it is below the category's introduction, and the page loads it lazily.
function describeCategory(category: Category, search: string): PageMeta {
  return {
    share: { title: category.name, description: readCategoryBlurb(category), path: `/categories/${category.slug}` },
    ...(search ? {} : { leadRead: `/api${listPath({ kind: 'service', category: category.slug })}` }),
  };
}

const listKinds = new Map<string, OfferListParams['kind']>([
  ['browse', 'service'],
  ['services', 'service'],
  ['requests', 'request'],
]);

export function describeMarketplacePage(ctx: AppContext): DescribePage {
  return async (pathname, search) => {
    // Ids and slugs are plain ASCII, so the raw segment is compared; an encoded form just gets the plain page.
    const [, page = '', segment, ...rest] = pathname.replace(/\/$/, '').split('/');
    if (rest.length > 0) return null;
    if (!segment) {
      // A query string picks another read than the first page's: the page goes without a preload.
      if (search) return null;
      // The home page's featured services; their pictures load as they scroll into view, so none is preloaded.
      if (page === '') return { leadRead: '/api/offers/featured' };
      const kind = listKinds.get(page);
      return kind ? preloadList(ctx, { kind }) : null;
    }
    if (page === 'listing') return describeListing(ctx.db, segment);
    const category = page === 'categories' ? findCategoryBySlug(segment) : undefined;
    return category ? describeCategory(category, search) : null;
  };
}
