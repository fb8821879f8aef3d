// Platform-wide records: the single settings row, notifications, realtime events, the email outbox, the admin
// audit log, member feedback, support requests and the jobs due at a time.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { defaultCoinRates, packPriceCentsMax, packPriceCentsMin } from '#shared/coin-rates.ts';
import { feedbackStatuses, feedbackTypes, helpTypes, limits, supportRequestStatuses } from '#shared/constants.ts';
import { createdAt, id, isOneOf, updatedAt } from './helpers.ts';
import { users } from './users.ts';

export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    autoApproveListings: boolean('auto_approve_listings').notNull().default(false),
    rateLimitProtection: boolean('rate_limit_protection').notNull().default(true),
    /** An unanswered proposal expires this many days after it was sent (deals/expiry.ts). */
    proposalExpiryDays: integer('proposal_expiry_days').notNull().default(14),
    /** A delivered deal the payer leaves unconfirmed completes this many days after delivery (deals/delivery.ts). */
    autoCompleteDays: integer('auto_complete_days').notNull().default(3),
    /** A listing expires this many days after it went live or was renewed (offers/expiry.ts). */
    listingLifetimeDays: integer('listing_lifetime_days').notNull().default(90),
    /** Either party may open a dispute on a deal until this many days after it completed (deals/window.ts). */
    disputeWindowDays: integer('dispute_window_days').notNull().default(7),
    // What the coin packs cost and what 100 DC convert for, in USD cents; the rule between them is checked where they
    // are set (#shared/coin-rates.ts, decision 031).
    coinPack100PriceCents: integer('coin_pack_100_price_cents')
      .notNull()
      .default(defaultCoinRates.coinPack100PriceCents),
    coinPack500PriceCents: integer('coin_pack_500_price_cents')
      .notNull()
      .default(defaultCoinRates.coinPack500PriceCents),
    coinPack1000PriceCents: integer('coin_pack_1000_price_cents')
      .notNull()
      .default(defaultCoinRates.coinPack1000PriceCents),
    conversionCentsPer100Coins: integer('conversion_cents_per_100_coins')
      .notNull()
      .default(defaultCoinRates.conversionCentsPer100Coins),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'platform_settings_listing_lifetime_days_check',
      sql`${t.listingLifetimeDays} BETWEEN ${sql.raw(String(limits.listingLifetimeDaysMin))} AND ${sql.raw(String(limits.listingLifetimeDaysMax))}`,
    ),
    check(
      'platform_settings_proposal_expiry_days_check',
      sql`${t.proposalExpiryDays} BETWEEN ${sql.raw(String(limits.proposalExpiryDaysMin))} AND ${sql.raw(String(limits.proposalExpiryDaysMax))}`,
    ),
    check(
      'platform_settings_auto_complete_days_check',
      sql`${t.autoCompleteDays} BETWEEN ${sql.raw(String(limits.autoCompleteDaysMin))} AND ${sql.raw(String(limits.autoCompleteDaysMax))}`,
    ),
    check(
      'platform_settings_dispute_window_days_check',
      sql`${t.disputeWindowDays} BETWEEN ${sql.raw(String(limits.disputeWindowDaysMin))} AND ${sql.raw(String(limits.disputeWindowDaysMax))}`,
    ),
    check(
      'platform_settings_coin_pack_prices_check',
      sql`LEAST(${t.coinPack100PriceCents}, ${t.coinPack500PriceCents}, ${t.coinPack1000PriceCents}) >= ${sql.raw(String(packPriceCentsMin))}
        AND GREATEST(${t.coinPack100PriceCents}, ${t.coinPack500PriceCents}, ${t.coinPack1000PriceCents}) <= ${sql.raw(String(packPriceCentsMax))}`,
    ),
    check('platform_settings_conversion_rate_check', sql`${t.conversionCentsPer100Coins} > 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Not constrained: new types arrive with features, and the UI shows a default icon for unknown ones.
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    relatedId: text('related_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

// What a member's open tabs are told (SSE), written in the transaction of the change it describes. The id orders
// a member's events and is what a reconnecting client sends back as Last-Event-ID; rows live about a day. A row
// without a member (platform settings changed) goes to every member.
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_user_id_idx').on(t.userId, t.id),
    index('events_broadcast_idx')
      .on(t.id)
      .where(sql`${t.userId} IS NULL`),
    index('events_created_at_idx').on(t.createdAt),
  ],
);

// 'held': waiting for the member's digest; 'digested': sent in one; 'skipped': the member turned its kind off.
export const emailOutboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held', 'digested', 'skipped'] as const;

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: emailOutboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    // What a member's action emailed about (a template and a listing): within a window, one email per recipient and
    // key; the later ones are only counted here (platform/email/outbox.ts, enqueueCoalescedEmail).
    coalesceKey: text('coalesce_key'),
    coalescedCount: integer('coalesced_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_check', isOneOf(t.status, emailOutboxStatuses)),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_coalesce_idx')
      .on(t.toAddress, t.coalesceKey, t.createdAt)
      .where(sql`${t.coalesceKey} IS NOT NULL`),
    index('email_outbox_held_idx')
      .on(t.toAddress)
      .where(sql`${t.status} = 'held'`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc())],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: feedbackTypes }).notNull().default('general'),
    content: text('content').notNull(),
    rating: integer('rating'),
    status: text('status', { enum: feedbackStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('feedback_type_check', isOneOf(t.type, feedbackTypes)),
    check('feedback_status_check', isOneOf(t.status, feedbackStatuses)),
    check('feedback_rating_check', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    index('feedback_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The admin's Feedback tab newest first, (created_at, id) DESC read in index order, also while a search is
    // checked row by row (see the note in offers.ts; DESC NULLS LAST could not be read in that order).
    index('feedback_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('feedback_status_created_at_id_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's feedback search: case-insensitive substring of the content.
    index('feedback_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    helpType: text('help_type', { enum: helpTypes }).notNull(),
    comments: text('comments').notNull(),
    status: text('status', { enum: supportRequestStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('support_requests_help_type_check', isOneOf(t.helpType, helpTypes)),
    check('support_requests_status_check', isOneOf(t.status, supportRequestStatuses)),
    index('support_requests_created_at_idx').on(t.createdAt.desc()),
    index('support_requests_user_id_idx').on(t.userId),
  ],
);

/**
 * Work due at a time (a deal that completes by itself, a reminder): written in the transaction of the change that
 * makes it due, run by whichever process claims it first (platform/jobs.ts). One job per kind and key, so
 * scheduling again moves it rather than adding another.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('scheduled_jobs_kind_key_idx').on(t.kind, t.key), index('scheduled_jobs_run_at_idx').on(t.runAt)],
);
