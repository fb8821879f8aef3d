// What the chat reads: the member's conversations with their partner, last message and unread count, one
// conversation's history a page at a time, and the unread total behind the badges. Only the two participants of a
// conversation can see it; to anyone else it does not exist.
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { messagingMessages, type MessageHistoryQuery } from '#shared/schemas/messaging.ts';
import type { Executor } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { SummaryRow } from './present.ts';
import type { ConversationRow } from './service.ts';

const isParticipant = (memberId: string) =>
  or(eq(conversations.participantA, memberId), eq(conversations.participantB, memberId));

/** The conversation if the member is one of its two participants, else 404 (its existence is not revealed). */
export async function findConversationForMember(db: Executor, memberId: string, id: string): Promise<ConversationRow> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), isParticipant(memberId)));
  if (!conversation) throw notFound(messagingMessages.conversationNotFound);
  return conversation;
}

/** The other participant's id; null once they deleted their account. */
export function partnerOf(
  conversation: Pick<ConversationRow, 'participantA' | 'participantB'>,
  memberId: string,
): string | null {
  return conversation.participantA === memberId ? conversation.participantB : conversation.participantA;
}

async function selectSummaries(db: Executor, memberId: string, where?: SQL): Promise<SummaryRow[]> {
  const partnerId = sql<string | null>`CASE WHEN ${conversations.participantA} = ${memberId}
    THEN ${conversations.participantB} ELSE ${conversations.participantA} END`;
  const rows = await db
    .select({
      id: conversations.id,
      participantA: conversations.participantA,
      participantB: conversations.participantB,
      lastMessageAt: conversations.lastMessageAt,
      partnerId: users.id,
      partnerName: users.fullName,
      partnerPicture: users.profilePictureUrl,
      unreadCount: sql<number>`(SELECT count(*) FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id}
        AND ${messages.receiverId} = ${memberId} AND ${messages.readAt} IS NULL)`.mapWith(Number),
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, partnerId))
    .where(and(isParticipant(memberId), where))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id));
  if (rows.length === 0) return [];
  const last = await db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      body: messages.body,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
    })
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  const lastOf = new Map(last.map((message) => [message.conversationId, message]));
  return rows.map((row) => ({ ...row, lastMessage: lastOf.get(row.id) ?? null }));
}

/** The member's conversations, newest activity first (one never written in sorts by when it was started). */
export function listConversations(db: Executor, memberId: string): Promise<SummaryRow[]> {
  return selectSummaries(db, memberId);
}

export async function findConversationSummary(db: Executor, memberId: string, id: string): Promise<SummaryRow> {
  const [row] = await selectSummaries(db, memberId, eq(conversations.id, id));
  if (!row) throw notFound(messagingMessages.conversationNotFound);
  return row;
}

/**
 * One page of a conversation, oldest first: the newest `limit` messages, or those before the message `before`.
 * Ordered by time then id, so messages written in one transaction (same time) still page without gaps.
 */
export async function findMessageHistory(db: Executor, memberId: string, id: string, query: MessageHistoryQuery) {
  await findConversationForMember(db, memberId, id);
  const before = query.before
    ? sql`(${messages.createdAt}, ${messages.id}) < (SELECT m.created_at, m.id FROM ${messages} m
        WHERE m.id = ${query.before} AND m.conversation_id = ${id})`
    : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, id), before))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  return { items: rows.slice(0, query.limit).reverse(), hasMore: rows.length > query.limit };
}

/** Messages to the member not read yet, over all their conversations (the sidebar badge and the header). */
export async function countUnreadMessages(db: Executor, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, memberId), isNull(messages.readAt)));
  return row?.n ?? 0;
}
