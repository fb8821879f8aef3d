// Saved searches: a list's filters kept under a name, with the alerts the member chose for new matches.
import { z } from 'zod';
import { appendQuery } from '../append-query.ts';
import { categorySlugs } from '../categories.ts';
import { limits, offerKinds, offerSorts, paymentTypes } from '../constants.ts';
import { currencyCodes } from '../currency.ts';
import type { offerFiltersSchema } from './offers.ts';

/** What a saved search keeps: the list's filters as the server parsed them, without the page. */
export type SavedSearchFilters = z.infer<typeof offerFiltersSchema>;

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(limits.savedSearchNameMax, `Name must be at most ${limits.savedSearchNameMax} characters`);

export const createSavedSearchSchema = z.object({
  name: nameSchema,
  /**
   * The address query of the list the search was saved from ('kind=request&q=garden&payment=coins'), read by the
   * list's own rules (checkedOfferFiltersSchema); the page and the layout are left out.
   */
  query: z.string().max(2000, 'The search is too long'),
  alertInApp: z.boolean().default(true),
  alertEmail: z.boolean().default(false),
});
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), alertInApp: z.boolean().optional(), alertEmail: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change: give a name or an alert',
  });
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchSchema>;

/** The filters as they leave the server (the parsed form: switches are true or absent). */
export const savedSearchFiltersSchema = z.object({
  q: z.string().optional(),
  category: z.enum(categorySlugs).optional(),
  payment: z.enum(paymentTypes).optional(),
  kind: z.enum(offerKinds),
  sort: z.enum(offerSorts).optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  currency: z.enum(currencyCodes),
  coins: z.literal(true).optional(),
  barter: z.literal(true).optional(),
});

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  /** The list with these filters: '/browse?q=garden' or '/requests?category=pets'. */
  path: z.string(),
  alertInApp: z.boolean(),
  alertEmail: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The signed token of an emailed digest's unsubscribe link; it stands for one saved search. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(2000),
});

/**
 * The searches a link stands for: how many, their names only when their owner is signed in (empty otherwise), and
 * whether any of them still emails.
 */
export const unsubscribeResultSchema = z.object({
  count: z.number().int(),
  names: z.array(z.string()),
  alertEmail: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** How many new matches the digest now run queued emails for (the admins' 'send it now'). */
export const digestRunSchema = z.object({ emails: z.number().int() });

/** The list a saved search opens: its page and its filters in the address, defaults left out. */
export function savedSearchPath(filters: z.input<typeof savedSearchFiltersSchema>): string {
  const { q, category, payment, sort, minPrice, maxPrice, currency } = filters;
  const priced = minPrice !== undefined || maxPrice !== undefined;
  // In the order the list writes its address (a jsonb column keeps its keys in an order of its own).
  return appendQuery(filters.kind === 'request' ? '/requests' : '/browse', {
    q,
    category,
    payment,
    sort,
    minPrice,
    maxPrice,
    currency: priced && currency !== 'USD' ? currency : undefined,
    coins: filters.coins ? 'true' : undefined,
    barter: filters.barter ? 'true' : undefined,
  });
}
