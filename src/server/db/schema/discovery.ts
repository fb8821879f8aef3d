// What members keep to find each other again: favourite listings, saved searches with their alerts, and the words
// of live listings that 'Did you mean' suggests from.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Price } from '#shared/price.ts';
import type { SavedSearchFilters } from '#shared/schemas/saved-searches.ts';
import { createdAt, id } from './helpers.ts';
import { offers } from './offers.ts';
import { users } from './users.ts';

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId] }),
    index('favourites_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('favourites_offer_id_idx').on(t.offerId),
  ],
);

/** A list's filters kept under a name; new listings that match raise an alert in the app and/or a daily digest. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list query as its address holds it (kind, q, category, payment, price range, sort). */
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    alertInApp: boolean('alert_in_app').notNull().default(true),
    alertEmail: boolean('alert_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_idx').on(t.userId, t.name),
    index('saved_searches_kind_idx').on(sql`(${t.filters} ->> 'kind')`),
  ],
);

/** A listing that matched a saved search when it went live; the digest sends the ones not yet emailed. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.offerId] }),
    index('saved_search_matches_unsent_idx')
      .on(t.savedSearchId)
      .where(sql`${t.emailedAt} IS NULL`),
  ],
);

/** Words of listings' titles and descriptions, kept by a trigger on offers (migration 0024); typos are matched here. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** What a queued listing notice says: a favourite changed (relatedId null once deleted), or a category filled. */
export type ListingNotice =
  | {
      kind: 'favourite';
      listing: { id: string | null; title: string };
      change: { kind: 'price'; price: Price } | { kind: 'paused' } | { kind: 'gone'; deleted: boolean };
    }
  | { kind: 'category'; listing: { id: string; title: string; category: string } };

/**
 * Notices owed to members who follow a listing (its favouriters, the members waiting for its category), written in
 * the transaction that changed it and told in batches after its commit (favourites/notices.ts): one popular listing
 * must not hold thousands of members' locks in one transaction.
 */
export const listingNotices = pgTable(
  'listing_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notice: jsonb('notice').$type<ListingNotice>().notNull(),
    createdAt: createdAt(),
  },
  // A member's account deletion takes their queued notices with it.
  (t) => [index('listing_notices_user_id_idx').on(t.userId)],
);
