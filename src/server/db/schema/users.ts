// Users and the better-auth tables (session, account, verification). better-auth maps its `name` and
// `image` fields to full_name and profile_picture_url; everything else here is our profile.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { currencyCodes } from '#shared/currency.ts';
import { locales } from '#shared/locales.ts';
import { userRoles, userStatuses } from '#shared/constants.ts';
import { createdAt, id, isOneOf, updatedAt } from './helpers.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    fullName: text('full_name').notNull(),
    profilePictureUrl: text('profile_picture_url'),
    bio: text('bio'),
    phone: text('phone'),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    suspensionReason: text('suspension_reason'),
    cashBalanceCents: bigint('cash_balance_cents', { mode: 'number' }).notNull().default(0),
    dragonCoins: integer('dragon_coins').notNull().default(0),
    // Coins set aside at a coins deal's acceptance until it completes (deals/transitions.ts); dragon_coins is
    // what the member has available.
    heldCoins: integer('held_coins').notNull().default(0),
    // The part of dragon_coins earned in deals: only these convert to cash (bought coins converting back at a better
    // rate would be a money pump). Moved only by the ledger (wallet/ledger.ts).
    convertibleCoins: integer('convertible_coins').notNull().default(0),
    // The part of dragon_coins a deal released whose dispute window is still open (coin_clearings holds each deal's
    // part): spendable in deals, never converted. Moved only by the ledger and the clearing job (wallet/clearing.ts).
    clearingCoins: integer('clearing_coins').notNull().default(0),
    // Coins a ruling took back that the member no longer had; every coin credited to them repays it first, so while
    // they owe, they have no available coins (docs/decisions/032-clearing-and-debts.md).
    debtCoins: integer('debt_coins').notNull().default(0),
    theme: text('theme', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('system'),
    currency: text('currency').notNull().default('USD'),
    // The language of their pages, emails and notifications: the one they signed up in, until they choose another.
    language: text('language').notNull().default('en'),
    // Quiet hours hold push and email (not the app's list) from start to end, minutes after midnight in time_zone
    // (an IANA name); both null when the member has none.
    timeZone: text('time_zone').notNull().default('UTC'),
    quietHoursStart: smallint('quiet_hours_start'),
    quietHoursEnd: smallint('quiet_hours_end'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', isOneOf(t.role, userRoles)),
    check('users_status_check', isOneOf(t.status, userStatuses)),
    check('users_theme_check', isOneOf(t.theme, ['light', 'dark', 'system'])),
    check('users_currency_check', isOneOf(t.currency, currencyCodes)),
    check('users_language_check', isOneOf(t.language, locales)),
    check(
      'users_quiet_hours_check',
      sql`(${t.quietHoursStart} IS NULL) = (${t.quietHoursEnd} IS NULL) AND ${t.quietHoursStart} BETWEEN 0 AND 1439 AND ${t.quietHoursEnd} BETWEEN 0 AND 1439`,
    ),
    check('users_cash_balance_check', sql`${t.cashBalanceCents} >= 0`),
    check('users_dragon_coins_check', sql`${t.dragonCoins} >= 0`),
    check('users_held_coins_check', sql`${t.heldCoins} >= 0`),
    check(
      'users_convertible_coins_check',
      sql`${t.convertibleCoins} >= 0 AND ${t.convertibleCoins} <= ${t.dragonCoins}`,
    ),
    check(
      'users_clearing_coins_check',
      sql`${t.clearingCoins} >= 0 AND ${t.convertibleCoins} + ${t.clearingCoins} <= ${t.dragonCoins}`,
    ),
    check('users_debt_coins_check', sql`${t.debtCoins} >= 0 AND (${t.debtCoins} = 0 OR ${t.dragonCoins} = 0)`),
    index('users_created_at_idx').on(t.createdAt.desc()),
    // The admin's user search: case-insensitive substring of the email or the name (DESIGN.md section 8).
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    // Admin lists read newest first, (created_at, id) DESC, straight from these (see the note in offers.ts).
    index('users_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_status_created_at_id_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The active admins: every money change writes them its admin events, and the Users tab counts them; a scan of
    // every member under the admin gate would grow with the platform.
    index('users_active_admins_idx')
      .on(t.id)
      .where(sql`${t.role} = 'admin' AND ${t.status} = 'active'`),
  ],
);

export const sessions = pgTable(
  'session',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);
