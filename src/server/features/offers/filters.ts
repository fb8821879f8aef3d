// What a list's filters mean in SQL, for the public lists, for the saved searches that keep them, and for the alerts
// that test a new listing against them. Text is matched by the search port's words (search/text.ts).
import { and, arrayContains, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { findCategoryBySlug } from '#shared/categories.ts';
import type { CurrencyCode } from '#shared/currency.ts';
import type { OfferFilters } from '#shared/schemas/offers.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers } from '../../db/schema/index.ts';
import { rateOfSql } from '../currencies/service.ts';
import type { PriceRangeCents } from './search/listing-search.ts';
import { matchesText } from './search/text.ts';

/**
 * A price typed in a display currency, as the USD cents the listings' prices are kept in, at the current rate. A
 * whole number, so the price indexes answer the range; in USD a constant the planner can estimate the range with.
 * A tiny pinned rate can make it huge: past the largest price a listing can have, any bound means the same.
 */
const pastAnyPrice = 2_147_483_648;
const toUsdCents = (amount: number, code: CurrencyCode): SQL =>
  code === 'USD'
    ? sql`round(${amount}::numeric * 100)::bigint`
    : sql`least(round(${amount}::numeric * 100 / ${rateOfSql(code)}), ${pastAnyPrice})::bigint`;

/** A price range's bounds in USD cents, as SQL: the listing index asks the database for them (list.ts). */
export const priceRangeCents = (filters: OfferFilters): PriceRangeCents => ({
  ...(filters.minPrice === undefined ? {} : { min: toUsdCents(filters.minPrice, filters.currency) }),
  ...(filters.maxPrice === undefined ? {} : { max: toUsdCents(filters.maxPrice, filters.currency) }),
});

/** Live listings of the kind that pass every filter; the text too unless `withText` is false. */
export function filterConditions(filters: OfferFilters, { withText = true } = {}): SQL {
  const conditions: (SQL | undefined)[] = [isLiveListing(), eq(offers.kind, filters.kind)];
  if (filters.category) conditions.push(eq(offers.category, findCategoryBySlug(filters.category)?.name ?? ''));
  if (filters.payment) conditions.push(arrayContains(offers.paymentTypes, [filters.payment]));
  if (filters.coins) conditions.push(arrayContains(offers.paymentTypes, ['coins']));
  if (filters.barter) conditions.push(arrayContains(offers.paymentTypes, ['trade']));
  // A range leaves out the listings without a price: 'Negotiable' is in no range.
  if (filters.minPrice !== undefined) {
    conditions.push(gte(offers.priceValueCents, toUsdCents(filters.minPrice, filters.currency)));
  }
  if (filters.maxPrice !== undefined) {
    conditions.push(lte(offers.priceValueCents, toUsdCents(filters.maxPrice, filters.currency)));
  }
  if (withText && filters.q) conditions.push(matchesText(filters.q));
  return and(...conditions)!;
}
