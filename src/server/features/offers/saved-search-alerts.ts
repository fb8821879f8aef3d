// A listing going live for the first time is tested against the saved searches of its kind, a batch at a time
// (alert-fan-out.ts): the saved filters are read from their jsonb as offers/filters.ts reads a list's
// (filterConditions), so a search matches exactly the new listings its list would show. Each match is kept for the
// daily digest (saved-searches/digest.ts); the searches with the in-app alert tell their member at once.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCategoryByName } from '#shared/categories.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { offers, savedSearches, savedSearchMatches } from '../../db/schema/index.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import { rateOfSql } from '../currencies/service.ts';
import { createNotifications } from '../notifications/service.ts';
import type { AlertBatch } from './alert-batch.ts';
import type { OfferRow } from './rows.ts';
import { matchesText } from './search/text.ts';

type Match = { id: string; user_id: string; name: string; alert_in_app: boolean; is_new: boolean };

// The saved search's filter, or true when it has none.
const filter = (key: string) => sql`(s.filters ->> ${key})`;
const unset = (key: string) => sql`${filter(key)} IS NULL`;

// A price typed in a display currency, as USD cents at the current rate, as toUsdCents (filters.ts) reads it.
const usdCents = (key: string) => sql`round(${filter(key)}::numeric * 100 / ${rateOfSql(filter('currency'))})`;

// The raw SQL below reads offers as `o`.
const o = alias(offers, 'o');

/** The saved searches (never the owner's) whose filters the live listing `o` passes, as filterConditions reads them. */
const matchingSearches = (offer: OfferRow) => sql`
  SELECT s.id, s.user_id, s.name, s.alert_in_app
  FROM ${savedSearches} s JOIN ${offers} o ON o.id = ${offer.id}
  WHERE s.user_id <> o.user_id
    AND ${isLiveListing(o)}
    AND ${filter('kind')} = o.kind
    AND (${unset('category')} OR ${filter('category')} = ${findCategoryByName(offer.category)?.slug ?? ''})
    AND (${unset('payment')} OR ${filter('payment')} = ANY (o.payment_types))
    AND (${unset('coins')} OR 'coins' = ANY (o.payment_types))
    AND (${unset('barter')} OR 'trade' = ANY (o.payment_types))
    AND (${unset('minPrice')} OR o.price_value_cents >= ${usdCents('minPrice')})
    AND (${unset('maxPrice')} OR o.price_value_cents <= ${usdCents('maxPrice')})
    AND (coalesce(${filter('q')}, '') = '' OR ${matchesText(filter('q'), o.searchVector)})`;

/**
 * One batch of a listing's saved-search alerts (alert-fan-out.ts): the next `size` matching searches after `after`
 * (by id) are recorded as matched, and the owners of those not matched before that ask for the in-app alert are told,
 * their locks taken at once and in order. A listing approved again after an edit matches only the searches it had not
 * matched before. Returns the batch's last search, or null when no search is left.
 */
export async function alertSavedSearchBatch(
  tx: EventTransaction,
  offer: OfferRow,
  { after, size }: AlertBatch,
): Promise<string | null> {
  const result = (await tx.execute(sql`
    WITH matched AS (${matchingSearches(offer)} ${after ? sql`AND s.id > ${after}` : sql``} ORDER BY s.id LIMIT ${size}),
    inserted AS (
      INSERT INTO ${savedSearchMatches} (saved_search_id, offer_id)
      SELECT id, ${offer.id} FROM matched
      ON CONFLICT DO NOTHING
      RETURNING saved_search_id
    )
    SELECT matched.*, inserted.saved_search_id IS NOT NULL AS is_new
    FROM matched LEFT JOIN inserted ON inserted.saved_search_id = matched.id
    ORDER BY matched.user_id, matched.name`)) as { rows: Match[] };
  const alerts = result.rows.filter((match) => match.is_new && match.alert_in_app);
  await createNotifications(
    tx,
    alerts.map((match) => ({
      userId: match.user_id,
      type: 'saved_search_match',
      title: `New match for "${match.name}"`,
      message: `"${offer.title}" matches your saved search.`,
      relatedId: offer.id,
    })),
  );
  return result.rows.length < size
    ? null
    : result.rows
        .map((match) => match.id)
        .sort()
        .at(-1)!;
}
