// One conversation per pair of members, whoever starts it; messages; reports of messages to the admins.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { limits, reportStatuses } from '#shared/constants.ts';
import { createdAt, id, isOneOf } from './helpers.ts';
import { users } from './users.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    participantA: uuid('participant_a').references(() => users.id, { onDelete: 'set null' }),
    participantB: uuid('participant_b').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_distinct_participants_check', sql`${t.participantA} <> ${t.participantB}`),
    // Order-independent pair: (a, b) and (b, a) are the same conversation. Only while both members exist:
    // LEAST/GREATEST skip NULLs, so conversations left behind by deleted members must not collide.
    uniqueIndex('conversations_pair_idx')
      .on(sql`LEAST(${t.participantA}, ${t.participantB})`, sql`GREATEST(${t.participantA}, ${t.participantB})`)
      .where(sql`${t.participantA} IS NOT NULL AND ${t.participantB} IS NOT NULL`),
    index('conversations_participant_a_idx').on(t.participantA, t.lastMessageAt.desc()),
    index('conversations_participant_b_idx').on(t.participantB, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'messages_body_check',
      sql`length(btrim(${t.body})) > 0 AND length(${t.body}) <= ${sql.raw(String(limits.messageMaxChars))}`,
    ),
    index('messages_conversation_created_at_idx').on(t.conversationId, t.createdAt.desc()),
    index('messages_receiver_unread_idx')
      .on(t.receiverId)
      .where(sql`${t.readAt} IS NULL`),
    index('messages_sender_id_idx').on(t.senderId),
    index('messages_receiver_id_idx').on(t.receiverId),
  ],
);

export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('message_reports_status_check', isOneOf(t.status, reportStatuses)),
    uniqueIndex('message_reports_message_reporter_idx').on(t.messageId, t.reporterId),
    index('message_reports_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('message_reports_reporter_id_idx').on(t.reporterId),
  ],
);
