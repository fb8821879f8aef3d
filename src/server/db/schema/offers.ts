// Listings (services and requests), their daily views, proposals made on them, reviews of completed deals, and
// "Get Notified When Available" subscriptions to empty categories.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categoryNames } from '#shared/categories.ts';
import {
  coinsPerDollar,
  offerKinds,
  offerRevisionStatuses,
  offerStatuses,
  paymentTypes,
  proposalCurrencies,
  proposalStatuses,
  proposalStepActions,
} from '#shared/constants.ts';
import { priceUnits } from '#shared/price.ts';
import { createdAt, id, isOneOf, updatedAt } from './helpers.ts';
import { users } from './users.ts';

const centsPerCoin = 100 / coinsPerDollar;

/** A full-text search document (PostgreSQL's tsvector); read only through SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const paymentTypeArray = sql.raw(`ARRAY[${paymentTypes.map((p) => `'${p}'`).join(', ')}]::text[]`);

export const offers = pgTable(
  'offers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: offerKinds }).notNull().default('service'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    // The price is structured (decision 027): USD cents and/or coins per a unit; `price` is only its free note.
    price: text('price').notNull().default(''),
    priceCashCents: integer('price_cash_cents'),
    priceCoins: integer('price_coins'),
    priceUnit: text('price_unit', { enum: priceUnits }).notNull().default('fixed'),
    paymentTypes: text('payment_types').array().notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // When a live listing leaves the market unless renewed (offers/expiry.ts); null until it first goes live.
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    views: integer('views').notNull().default(0),
    // Ranked search (decision 030): the title weighs over the description; English stemming, so 'weddings' finds
    // 'wedding'.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')`,
      ),
    // The price to sort and filter by, in USD cents: the cash price, else the coins at the fixed coin rate. The
    // display currencies' rates are static, so this orders the same in every currency.
    priceValueCents: integer('price_value_cents').generatedAlwaysAs(
      sql`coalesce(price_cash_cents, price_coins * ${sql.raw(String(centsPerCoin))})`,
    ),
    // The reviews of this listing's deals, kept by a trigger on reviews (migration 0024) so a list can sort by them.
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingAverage: real('rating_average').generatedAlwaysAs(
      sql`CASE WHEN review_count > 0 THEN rating_sum::real / review_count END`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offers_kind_check', isOneOf(t.kind, offerKinds)),
    check('offers_status_check', isOneOf(t.status, offerStatuses)),
    check('offers_category_check', isOneOf(t.category, categoryNames)),
    check(
      'offers_payment_types_check',
      sql`cardinality(${t.paymentTypes}) >= 1 AND ${t.paymentTypes} <@ ${paymentTypeArray}`,
    ),
    check('offers_views_check', sql`${t.views} >= 0`),
    check('offers_price_unit_check', isOneOf(t.priceUnit, priceUnits)),
    check('offers_price_cash_cents_check', sql`${t.priceCashCents} IS NULL OR ${t.priceCashCents} > 0`),
    check('offers_price_coins_check', sql`${t.priceCoins} IS NULL OR ${t.priceCoins} > 0`),
    check('offers_title_check', sql`length(btrim(${t.title})) > 0`),
    // Newest first. Drizzle writes `.desc()` as DESC NULLS LAST, which `ORDER BY created_at DESC` (NULLS FIRST)
    // cannot read in order, NOT NULL or not: the planner then sorts every matching row. Hence nullsFirst().
    // The public lists order by (created_at, id) and always filter on kind, so their indexes end in id and start
    // with kind (after category): a page is read straight from the index (1M offers: 1 ms instead of 0.5 s).
    index('offers_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('offers_category_kind_status_created_at_idx').on(
      t.category,
      t.kind,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('offers_kind_status_created_at_id_idx').on(
      t.kind,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The admin's Offers tab with 'All Status': every offer newest first.
    index('offers_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('offers_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // Case-insensitive "contains" search on title and description.
    index('offers_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('offers_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('offers_search_vector_idx').using('gin', t.searchVector),
    // A public search's matches straight from its kind's live listings: the whole-table index alone would be
    // ANDed with a bitmap of every live listing of the kind, which costs more than the matches themselves.
    index('offers_live_service_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'active' AND ${t.kind} = 'service'`),
    index('offers_live_request_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'active' AND ${t.kind} = 'request'`),
    // The sorted lists read a page straight from these, then seek past the last row of the page before (keyset).
    // Unpriced and unrated listings come last either way.
    index('offers_kind_status_price_asc_idx').on(t.kind, t.status, t.priceValueCents.asc().nullsLast(), t.id.asc()),
    index('offers_kind_status_price_desc_idx').on(
      t.kind,
      t.status,
      t.priceValueCents.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('offers_kind_status_rating_idx').on(
      t.kind,
      t.status,
      t.ratingAverage.desc().nullsLast(),
      t.reviewCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * An edit of an approved listing's substance that waits for an admin (decision 034): the listing's own columns stay
 * what the public sees until it is approved. One per listing: a new edit replaces it. A null field is not part of
 * the edit; the price's figures and unit travel together (price_unit set when they change). A rejected one stays,
 * with the admin's reason, so its owner can read why, until their next edit replaces it.
 */
export const offerRevisions = pgTable(
  'offer_revisions',
  {
    offerId: uuid('offer_id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    title: text('title'),
    description: text('description'),
    category: text('category'),
    images: text('images').array(),
    priceCashCents: integer('price_cash_cents'),
    priceCoins: integer('price_coins'),
    priceUnit: text('price_unit', { enum: priceUnits }),
    status: text('status', { enum: offerRevisionStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('offer_revisions_status_check', isOneOf(t.status, offerRevisionStatuses)),
    check('offer_revisions_category_check', sql`${t.category} IS NULL OR ${isOneOf(t.category, categoryNames)}`),
    check('offer_revisions_price_unit_check', sql`${t.priceUnit} IS NULL OR ${isOneOf(t.priceUnit, priceUnits)}`),
    check(
      'offer_revisions_price_check',
      sql`${t.priceUnit} IS NOT NULL OR (${t.priceCashCents} IS NULL AND ${t.priceCoins} IS NULL)`,
    ),
    check('offer_revisions_price_cash_cents_check', sql`${t.priceCashCents} IS NULL OR ${t.priceCashCents} > 0`),
    check('offer_revisions_price_coins_check', sql`${t.priceCoins} IS NULL OR ${t.priceCoins} > 0`),
    check('offer_revisions_title_check', sql`${t.title} IS NULL OR length(btrim(${t.title})) > 0`),
    // The admins' queue, oldest first.
    index('offer_revisions_status_submitted_at_idx').on(t.status, t.submittedAt),
  ],
);

export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    // Parties and listing are kept nullable so a deleted member or listing leaves the other side's history intact.
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull(),
    status: text('status', { enum: proposalStatuses }).notNull().default('pending'),
    paymentMethods: text('payment_methods').array().notNull(),
    // The cash offered, in USD cents (decision 027); `amount` keeps only a free note on it.
    cashAmountCents: integer('cash_amount_cents'),
    amount: text('amount'),
    coinAmount: integer('coin_amount'),
    // Who pays the coins of a coins deal, fixed when the proposal is made (the sender on a service, the receiver on
    // a request), so it holds even if the listing is deleted later.
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    // How many of the coins held at acceptance were convertible (earned in deals), so a refund gives them back as such.
    heldConvertibleCoins: integer('held_convertible_coins').notNull().default(0),
    // A cancellation of the accepted deal asked for, or done alone by its provider: who started it and why. The
    // admin's cancellation count per member reads the cancelled deals by who started them.
    cancelRequestedById: uuid('cancel_requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true, mode: 'date' }),
    // The terms above are the latest version's (proposalVersions keeps each one); its number and who offered it. The
    // other party answers it: accepts, counters or declines.
    version: integer('version').notNull().default(1),
    offeredById: uuid('offered_by_id').references(() => users.id, { onDelete: 'set null' }),
    // A dispute is open on the deal (disputes.ts): every other move waits for it.
    disputed: boolean('disputed').notNull().default(false),
    currency: text('currency', { enum: proposalCurrencies }).notNull(),
    tradeDescription: text('trade_description'),
    message: text('message'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('proposals_status_check', isOneOf(t.status, proposalStatuses)),
    check('proposals_currency_check', isOneOf(t.currency, proposalCurrencies)),
    check(
      'proposals_payment_methods_check',
      sql`cardinality(${t.paymentMethods}) >= 1 AND ${t.paymentMethods} <@ ${paymentTypeArray}`,
    ),
    check('proposals_coin_amount_check', sql`${t.coinAmount} IS NULL OR ${t.coinAmount} > 0`),
    check('proposals_cash_amount_check', sql`${t.cashAmountCents} IS NULL OR ${t.cashAmountCents} > 0`),
    check('proposals_held_convertible_check', sql`${t.heldConvertibleCoins} >= 0`),
    check('proposals_version_check', sql`${t.version} >= 1`),
    check('proposals_parties_check', sql`${t.senderId} IS DISTINCT FROM ${t.receiverId} OR ${t.senderId} IS NULL`),
    index('proposals_sender_created_at_idx').on(t.senderId, t.createdAt.desc()),
    index('proposals_receiver_created_at_idx').on(t.receiverId, t.createdAt.desc()),
    index('proposals_offer_id_idx').on(t.offerId),
    index('proposals_cancelled_by_idx')
      .on(t.cancelRequestedById)
      .where(sql`${t.status} = 'cancelled'`),
    // One pending proposal per member per listing; once decided, another may follow.
    uniqueIndex('proposals_one_pending_idx')
      .on(t.senderId, t.offerId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A proposal's history, which both parties see: who sent it and who took each move of the deal, and when. */
export const proposalSteps = pgTable(
  'proposal_steps',
  {
    id: id(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    // Null once the member deletes their account; the step still happened.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: proposalStepActions }).notNull(),
    /** The state the step led to. */
    status: text('status', { enum: proposalStatuses }).notNull(),
    /** The reason given with a cancellation asked for or done alone. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('proposal_steps_action_check', isOneOf(t.action, proposalStepActions)),
    check('proposal_steps_status_check', isOneOf(t.status, proposalStatuses)),
    index('proposal_steps_proposal_created_at_idx').on(t.proposalId, t.createdAt),
  ],
);

/**
 * Each version of a proposal's terms: the first, sent with it, and every counter-offer after it. The latest is also
 * on the proposal's row, where the deal reads it.
 */
export const proposalVersions = pgTable(
  'proposal_versions',
  {
    id: id(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethods: text('payment_methods').array().notNull(),
    cashAmountCents: integer('cash_amount_cents'),
    amount: text('amount'),
    coinAmount: integer('coin_amount'),
    tradeDescription: text('trade_description'),
    /** A note on scope or date that came with the version. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('proposal_versions_number_check', sql`${t.number} >= 1`),
    check('proposal_versions_coin_amount_check', sql`${t.coinAmount} IS NULL OR ${t.coinAmount} > 0`),
    check('proposal_versions_cash_amount_check', sql`${t.cashAmountCents} IS NULL OR ${t.cashAmountCents} > 0`),
    uniqueIndex('proposal_versions_proposal_number_idx').on(t.proposalId, t.number),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    revieweeId: uuid('reviewee_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_proposal_reviewer_idx').on(t.proposalId, t.reviewerId),
    index('reviews_offer_id_idx').on(t.offerId),
    index('reviews_reviewee_id_idx').on(t.revieweeId),
    index('reviews_reviewer_id_idx').on(t.reviewerId),
  ],
);

export const categorySubscriptions = pgTable(
  'category_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check('category_subscriptions_category_check', isOneOf(t.category, categoryNames)),
    index('category_subscriptions_category_idx').on(t.category),
  ],
);

/** One row per listing, viewer and day: views are counted once per viewer per day. */
export const offerViews = pgTable(
  'offer_views',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    // A member's id, or a keyed hash of a visitor's address; never the address itself.
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.viewerKey, t.day] })],
);
