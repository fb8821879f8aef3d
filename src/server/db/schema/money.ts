// The wallet: an append-only ledger, coin purchase orders and cash withdrawals. Cash is integer cents,
// coins are integers. Balances themselves live on users (CHECK >= 0) and change only in the same
// transaction that appends the ledger entry.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerCurrencies, ledgerStatuses, ledgerTypes, orderStatuses, withdrawalStatuses } from '#shared/constants.ts';
import { createdAt, id, isOneOf, updatedAt } from './helpers.ts';
import { proposals } from './offers.ts';
import { users } from './users.ts';

// 'hold' sets a coins deal's coins aside at acceptance; 'release' pays them to the provider at completion and
// 'refund' returns them to the payer when the deal is cancelled. 'deal' is the direct payment of a deal accepted
// before holds existed. 'repayment' pays a debt (currency 'debt') from coins credited to a member who owes one.
export const ledgerKinds = [
  'purchase',
  'conversion',
  'deal',
  'hold',
  'release',
  'refund',
  'withdrawal',
  'reversal',
  'adjustment',
  'repayment',
] as const;

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    // Kept when the member is deleted: the ledger is the platform's record.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ledgerTypes }).notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    currency: text('currency', { enum: ledgerCurrencies }).notNull(),
    // Cents for cash, whole coins for coins and held coins.
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ledgerStatuses }).notNull().default('completed'),
    // One entry per (idempotency key, user, currency): a retried purchase, conversion or transfer writes nothing new.
    idempotencyKey: text('idempotency_key'),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    // What the entry settles, when it is a purchase or a withdrawal: the wallet shows a held withdrawal as pending.
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    withdrawalId: uuid('withdrawal_id').references((): AnyPgColumn => withdrawals.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_type_check', isOneOf(t.type, ledgerTypes)),
    check('ledger_entries_kind_check', isOneOf(t.kind, ledgerKinds)),
    check('ledger_entries_currency_check', isOneOf(t.currency, ledgerCurrencies)),
    check('ledger_entries_status_check', isOneOf(t.status, ledgerStatuses)),
    check('ledger_entries_amount_check', sql`${t.amount} > 0`),
    index('ledger_entries_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('ledger_entries_status_created_at_idx').on(t.status, t.createdAt.desc()),
    // The admin's Transactions tab, newest first, read in index order (see the note in offers.ts).
    index('ledger_entries_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's transaction search: case-insensitive substring of the description.
    index('ledger_entries_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('ledger_entries_withdrawal_id_idx')
      .on(t.withdrawalId)
      .where(sql`${t.withdrawalId} IS NOT NULL`),
    uniqueIndex('ledger_entries_idempotency_idx')
      .on(t.idempotencyKey, t.userId, t.currency)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // An entry is reversed at most once.
    uniqueIndex('ledger_entries_reverses_id_idx')
      .on(t.reversesId)
      .where(sql`${t.reversesId} IS NOT NULL`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    coins: integer('coins').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', isOneOf(t.status, orderStatuses)),
    check('orders_provider_check', isOneOf(t.provider, ['stripe', 'test'])),
    check('orders_amounts_check', sql`${t.coins} > 0 AND ${t.amountCents} > 0`),
    index('orders_user_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('withdrawals_status_check', isOneOf(t.status, withdrawalStatuses)),
    check('withdrawals_amount_check', sql`${t.amountCents} > 0`),
    index('withdrawals_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('withdrawals_user_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A completed deal's coins still clearing for its provider (wallet/clearing.ts): `coins` of what it released are
 * not convertible until `clears_at`, the end of its dispute window, nor while a dispute on it is open (`paused`).
 * The clearing job moves them to the convertible coins; coins the member spends come out of them too.
 */
export const coinClearings = pgTable(
  'coin_clearings',
  {
    id: id(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    clearsAt: timestamp('clears_at', { withTimezone: true, mode: 'date' }).notNull(),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('coin_clearings_coins_check', sql`${t.coins} >= 0`),
    uniqueIndex('coin_clearings_proposal_user_idx').on(t.proposalId, t.userId),
    index('coin_clearings_user_idx')
      .on(t.userId, t.clearsAt)
      .where(sql`${t.coins} > 0`),
  ],
);
