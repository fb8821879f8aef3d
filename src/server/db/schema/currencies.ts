// The display currencies' rates against USD (decision 058): one row per currency but USD. `rate` is the latest the
// feed gave (the bundled table's until its first refresh), as of `as_of`, the feed's own time; an admin's pin stands
// in front of it until unpinned, and the feed keeps updating `rate` behind it.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rateSources } from '#shared/schemas/currencies.ts';
import { isOneOf, updatedAt } from './helpers.ts';

export const currencyRates = pgTable(
  'currency_rates',
  {
    code: text('code').primaryKey(),
    /** Units of the currency per US dollar. */
    rate: doublePrecision('rate').notNull(),
    asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source', { enum: rateSources }).notNull(),
    pinnedRate: doublePrecision('pinned_rate'),
    pinnedAt: timestamp('pinned_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('currency_rates_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currency_rates_rate_check', sql`${t.rate} > 0`),
    check('currency_rates_source_check', isOneOf(t.source, rateSources)),
    check(
      'currency_rates_pin_check',
      sql`(${t.pinnedRate} IS NULL) = (${t.pinnedAt} IS NULL) AND (${t.pinnedRate} IS NULL OR ${t.pinnedRate} > 0)`,
    ),
  ],
);
