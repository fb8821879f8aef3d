// Disputes on deals gone wrong: a party opens one after acceptance, the other answers, an admin asks and decides.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { disputeEntryKinds, disputeOutcomes, disputeReasons, disputeStatuses } from '#shared/constants.ts';
import { createdAt, id, isOneOf } from './helpers.ts';
import { proposals } from './offers.ts';
import { users } from './users.ts';

export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    openedById: uuid('opened_by_id').references(() => users.id, { onDelete: 'set null' }),
    respondentId: uuid('respondent_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: disputeReasons }).notNull(),
    status: text('status', { enum: disputeStatuses }).notNull().default('open'),
    /** The other party adds their statement until then. */
    respondBy: timestamp('respond_by', { withTimezone: true, mode: 'date' }).notNull(),
    outcome: text('outcome', { enum: disputeOutcomes }),
    /** The coins the resolution gave each side; null for a deal without coins. */
    providerCoins: integer('provider_coins'),
    payerCoins: integer('payer_coins'),
    resolutionNote: text('resolution_note'),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('disputes_reason_check', isOneOf(t.reason, disputeReasons)),
    check('disputes_status_check', isOneOf(t.status, disputeStatuses)),
    check('disputes_outcome_check', sql`${t.outcome} IS NULL OR ${isOneOf(t.outcome, disputeOutcomes)}`),
    check('disputes_provider_coins_check', sql`${t.providerCoins} IS NULL OR ${t.providerCoins} >= 0`),
    check('disputes_payer_coins_check', sql`${t.payerCoins} IS NULL OR ${t.payerCoins} >= 0`),
    // One open case per deal.
    uniqueIndex('disputes_one_open_idx')
      .on(t.proposalId)
      .where(sql`${t.status} = 'open'`),
    index('disputes_status_created_at_idx').on(t.status, t.createdAt),
    index('disputes_proposal_id_idx').on(t.proposalId),
    index('disputes_opened_by_idx').on(t.openedById),
  ],
);

/** A case's record: the parties' statements, an admin's questions to a party, and their answers. */
export const disputeEntries = pgTable(
  'dispute_entries',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: disputeEntryKinds }).notNull(),
    /** The party an admin's question is for. */
    addressedToId: uuid('addressed_to_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('dispute_entries_kind_check', isOneOf(t.kind, disputeEntryKinds)),
    index('dispute_entries_dispute_created_at_idx').on(t.disputeId, t.createdAt),
  ],
);
