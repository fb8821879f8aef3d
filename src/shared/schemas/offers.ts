// The public marketplace reads: list filters (the URL state of /browse, /requests and the category pages) and
// the card and detail shapes the server returns.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';
import { offerKinds, offerRevisionStatuses, offerSorts, paymentTypes } from '../constants.ts';
import { currencyCodes, defaultCurrency } from '../currency.ts';
import { priceSchema, revisedFields } from './listings.ts';
import { pagingQuerySchema } from './paging.ts';

const priceBound = (label: string) =>
  z.coerce
    .number({ error: `${label} price must be a number` })
    .min(0, `${label} price must not be negative`)
    .max(1_000_000, `${label} price must be at most 1,000,000`)
    .optional();

/** A yes-only switch of the address: `coins=true`; anything else is refused, and leaving it out means off. */
const addressSwitch = (name: string) =>
  z
    .enum(['true'], { error: `${name} must be true or left out` })
    .transform(() => true as const)
    .optional();

/**
 * What a list shows, without its page: the filters of /browse, /services, /requests and the category pages, and
 * what a saved search keeps. The price range is in the viewer's display currency (`currency`), as they typed it;
 * the sort is by relevance when there is a search and newest first otherwise, unless another is chosen.
 */
export const offerFiltersSchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  category: z.enum(categorySlugs, { error: 'Unknown category' }).optional(),
  payment: z.enum(paymentTypes, { error: 'Payment type must be cash, coins or trade' }).optional(),
  kind: z.enum(offerKinds, { error: 'Kind must be service or request' }).default('service'),
  sort: z.enum(offerSorts, { error: 'Sort must be relevance, newest, price-asc, price-desc or rating' }).optional(),
  minPrice: priceBound('Minimum'),
  maxPrice: priceBound('Maximum'),
  currency: z.enum(currencyCodes, { error: 'Unknown currency' }).default(defaultCurrency),
  coins: addressSwitch('coins'),
  barter: addressSwitch('barter'),
});
export type OfferFilters = z.infer<typeof offerFiltersSchema>;

const priceRangeInOrder = (query: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const priceRangeMessage = { message: 'Minimum price must not be above maximum price', path: ['minPrice'] };

export const checkedOfferFiltersSchema = offerFiltersSchema.refine(priceRangeInOrder, priceRangeMessage);

/**
 * A list's read: its filters and page, and `exact` for a search taken as typed, which then never shows its
 * suggestion's results in its place ('Search instead for ...'). Not a filter: a saved search keeps none.
 */
export const offerListQuerySchema = offerFiltersSchema
  .extend({ ...pagingQuerySchema.shape, exact: addressSwitch('exact') })
  .refine(priceRangeInOrder, priceRangeMessage);
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const offerCardSchema = z.object({
  id: z.string(),
  kind: z.enum(offerKinds),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  price: priceSchema,
  paymentTypes: z.array(z.enum(paymentTypes)),
  image: z.string().nullable(),
  /** Average of the reviews of completed deals; null shows as 'New'. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  provider: z.object({ id: z.string(), fullName: z.string(), profilePictureUrl: z.string().nullable() }),
  createdAt: z.string(),
  /**
   * With a search: the title and a short extract of the description with each matched word between [[ and ]], which
   * the card shows highlighted. The text is otherwise as typed; the page escapes it like any other.
   */
  highlight: z.object({ title: z.string(), description: z.string() }).optional(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const offerPageSchema = z.object({
  items: z.array(offerCardSchema),
  total: z.number().int(),
  /** True when a search stopped counting at its cap: `total` then means "at least this many" (decision 006). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** A search that found little, spelled as the closest words of live listings: 'Did you mean ...'. */
  suggestion: z.string().optional(),
  /**
   * Set when the search as typed found nothing and its suggestion did: `items` and `total` are then the suggestion's
   * ('Showing results for ...'), in the same response. A search asked for `exact` never gets this.
   */
  resultsFor: z.string().optional(),
});
export type OfferPage = z.infer<typeof offerPageSchema>;

/**
 * What the viewer may do on the listing's page, from the server's policies (decision 040): send a proposal, message
 * its owner, keep it as a favourite, edit it. A visitor's flags say what signing in would allow, the same for every
 * visitor; the page asks them to sign in for it.
 */
const listingCanSchema = z.object({
  propose: z.boolean(),
  message: z.boolean(),
  favourite: z.boolean(),
  edit: z.boolean(),
});
export type ListingCan = z.infer<typeof listingCanSchema>;

export const offerDetailSchema = offerCardSchema.extend({
  images: z.array(z.string()),
  views: z.number().int(),
  status: z.string(),
  provider: offerCardSchema.shape.provider.extend({ memberSince: z.string() }),
  /** To its owner only: their edit awaiting review, or the last one turned down (decision 034); null otherwise. */
  ownEdit: z.object({ status: z.enum(offerRevisionStatuses), fields: z.array(z.enum(revisedFields)) }).nullable(),
  can: listingCanSchema,
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const categoryCountSchema = z.object({
  name: z.string(),
  slug: z.string(),
  browse: z.boolean(),
  count: z.number().int(),
});

/** What the header search has typed so far: GET /api/offers/suggestions?q=. */
export const offerSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(2, 'Search text must be at least 2 characters')
    .max(100, 'Search text must be at most 100 characters'),
});

/** Up to 8 titles of live services whose words start with the typed words, best first. */
export const offerSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type OfferSuggestions = z.infer<typeof offerSuggestionsSchema>;
