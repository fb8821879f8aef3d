// What the server writes into the HTML of a listing or category page (platform/page-meta.ts renders it). Only
// what anyone may see: the offer lookup is the visitor's, so a pending or paused listing says nothing.
import { readCategoryBlurb } from '#shared/category-blurbs.ts';
import { findCategoryBySlug } from '#shared/categories.ts';
import { summarize } from '#shared/summarize.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { DescribePage, PageMeta } from '../../platform/page-meta.ts';
import { findOffer } from './service.ts';

async function describeListing(db: Database, id: string): Promise<PageMeta | null> {
  try {
    const { offer } = await findOffer(db, id, null);
    return {
      title: offer.title,
      description: summarize(offer.description),
      path: `/listing/${offer.id}`,
      image: offer.images[0] ?? null,
      // The listing page's gallery opens on this picture, large, once it has read the listing (the web's useOffer).
      leadImage: offer.images[0] ?? null,
      leadRead: `/api/offers/${offer.id}`,
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

// The same title and description as the web's category page.
function describeCategory(slug: string): PageMeta | null {
  const category = findCategoryBySlug(slug);
  if (!category) return null;
  return {
    title: category.name,
    description: readCategoryBlurb(category),
    path: `/categories/${category.slug}`,
  };
}

export function describeMarketplacePage(db: Database): DescribePage {
  return async (pathname) => {
    // Ids and slugs are plain ASCII, so the raw segment is compared; an encoded form just gets the plain page.
    const [, page, segment, ...rest] = pathname.replace(/\/$/, '').split('/');
    if (!segment || rest.length > 0) return null;
    if (page === 'listing') return describeListing(db, segment);
    if (page === 'categories') return describeCategory(segment);
    return null;
  };
}
