// What the server writes into the HTML of the marketplace's public pages (platform/page-meta.ts renders it): a
// listing's or category's title, description and picture for link previews, and for the listing and the lists the
// API read and picture they open with, preloaded. Only what anyone may see: the offer lookup is the visitor's, so a
// pending or paused listing says nothing.
import { readCategoryBlurb } from '#shared/category-blurbs.ts';
import { type Category, findCategoryBySlug } from '#shared/categories.ts';
import { defaultPageSize } from '#shared/constants.ts';
import { type OfferListParams, offerListPath } from '#shared/offer-list-path.ts';
import { offerListQuerySchema } from '#shared/schemas/offers.ts';
import { summarize } from '#shared/summarize.ts';
import type { Database } from '../../db/client.ts';
import type { CachedAnswer } from '../../platform/cached-answer.ts';
import { AppError } from '../../platform/errors.ts';
import type { DescribePage, PageMeta } from '../../platform/page-meta.ts';
import { readFeaturedOffers } from './home-reads.ts';
import { readOfferPage } from './list.ts';
import { findOffer } from './service.ts';

type Preloads = Pick<PageMeta, 'leadRead' | 'leadImage'>;

async function describeListing(db: Database, id: string): Promise<PageMeta | null> {
  try {
    const { offer } = await findOffer(db, id, null);
    return {
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

// A list's first card shows its picture first and largest (offer-list-body.tsx). Read from the cached answer once
// per answer, not once per page view.
const leadImages = new WeakMap<CachedAnswer, string | null>();

function readLeadImage(answer: CachedAnswer, items: (body: unknown) => { image: string | null }[]): string | null {
  let image = leadImages.get(answer);
  if (image === undefined) {
    image = items(JSON.parse(answer.json.toString('utf8')))[0]?.image ?? null;
    leadImages.set(answer, image);
  }
  return image;
}

// The first page of a list as the web asks for it on an address without a query string (the web's useOffers).
async function preloadList(db: Database, params: OfferListParams): Promise<Preloads> {
  const path = offerListPath({ ...params, page: 1, pageSize: defaultPageSize });
  // Read as the API route reads that address, so the preload warms the very answer the page then fetches.
  const query = offerListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://localhost').searchParams));
  const answer = await readOfferPage(db, query);
  return {
    leadRead: `/api${path}`,
    leadImage: readLeadImage(answer, (body) => (body as { items: { image: string | null }[] }).items),
  };
}

async function preloadHome(db: Database): Promise<Preloads> {
  // The home page's featured services; their pictures load as they scroll into view, so none is preloaded.
  await readFeaturedOffers(db);
  return { leadRead: '/api/offers/featured' };
}

// The same title and description as the web's category page.
async function describeCategory(db: Database, category: Category, search: string): Promise<PageMeta> {
  return {
    share: { title: category.name, description: readCategoryBlurb(category), path: `/categories/${category.slug}` },
    ...(search ? {} : await preloadList(db, { kind: 'service', category: category.slug })),
  };
}

const listKinds = new Map<string, OfferListParams['kind']>([
  ['browse', 'service'],
  ['services', 'service'],
  ['requests', 'request'],
]);

export function describeMarketplacePage(db: Database): DescribePage {
  return async (pathname, search) => {
    // Ids and slugs are plain ASCII, so the raw segment is compared; an encoded form just gets the plain page.
    const [, page = '', segment, ...rest] = pathname.replace(/\/$/, '').split('/');
    if (rest.length > 0) return null;
    if (!segment) {
      // A query string picks another read than the first page's: the page goes without a preload.
      if (search) return null;
      if (page === '') return preloadHome(db);
      const kind = listKinds.get(page);
      return kind ? preloadList(db, { kind }) : null;
    }
    if (page === 'listing') return describeListing(db, segment);
    const category = page === 'categories' ? findCategoryBySlug(segment) : undefined;
    return category ? describeCategory(db, category, search) : null;
  };
}
