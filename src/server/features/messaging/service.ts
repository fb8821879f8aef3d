// Conversations between two members and the messages in them: starting one, sending, reading, reporting. Every
// message also records a message.created event for both members, so their open tabs follow; reads live in
// queries.ts.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { messagingMessages, type ReadResult } from '#shared/schemas/messaging.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { conversations, messageReports, messages, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import {
  lockMemberEvents,
  recordEvent,
  transactWithEvents,
  type EventTransaction,
} from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { markRelatedNotificationsRead, upsertConversationNotification } from '../notifications/service.ts';
import { authorizeContact, authorizeConversation, authorizeMessage } from './policy.ts';
import { previewMessage } from './present.ts';
import type { MessageRow } from './rows.ts';
import { countUnreadMessages, findConversationForMember, findConversationSummary, partnerOf } from './queries.ts';

// An admin acting on a report while another changes its sender's role is tested across features
// (admin/races.test.ts).
export { actOnReport } from './admin-reports.ts';
// The proposals between a conversation's members are read by the proposals feature.
export { findConversationForMember, partnerOf } from './queries.ts';
// A listing's page and a profile say whether their viewer may message the member (decision 040).
export { contactAbilities } from './policy.ts';

export type { MessageRow };

/** The one conversation of the pair, whoever started it; created the first time. */
export async function findOrCreateConversation(tx: Transaction, memberA: string, memberB: string) {
  const pair = or(
    and(eq(conversations.participantA, memberA), eq(conversations.participantB, memberB)),
    and(eq(conversations.participantA, memberB), eq(conversations.participantB, memberA)),
  );
  // ON CONFLICT: two first messages at once (both members writing) must still make one conversation.
  await tx.insert(conversations).values({ participantA: memberA, participantB: memberB }).onConflictDoNothing();
  const [conversation] = await tx.select().from(conversations).where(pair);
  if (!conversation) throw new Error('conversation neither found nor created');
  return conversation;
}

/**
 * The two members' conversation as an admin deciding their dispute reads it: its newest `limit` messages, oldest
 * first; none when they never wrote.
 */
export async function findMessagesBetween(db: Executor, memberA: string, memberB: string, limit: number) {
  const rows = await db
    .select({ id: messages.id, senderId: messages.senderId, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      or(
        and(eq(conversations.participantA, memberA), eq(conversations.participantB, memberB)),
        and(eq(conversations.participantA, memberB), eq(conversations.participantB, memberA)),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Writes a message into the conversation and tells both members' streams. */
export async function sendMessage(
  tx: EventTransaction,
  input: { conversationId: string; senderId: string; receiverId: string; body: string },
): Promise<MessageRow> {
  await lockMemberEvents(tx, [input.senderId, input.receiverId]);
  const [message] = await tx.insert(messages).values(input).returning();
  if (!message) throw new Error('message insert returned nothing');
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(conversations.id, input.conversationId));
  for (const userId of [input.senderId, input.receiverId]) {
    await recordEvent(tx, {
      userId,
      type: 'message.created',
      payload: { conversationId: input.conversationId, messageId: message.id },
    });
  }
  return message;
}

/**
 * The receiver's message_received notification, with the message's preview. One unread notification per
 * conversation: a burst of messages rewrites it instead of filling the bell.
 */
export async function notifyMessageReceived(
  tx: EventTransaction,
  input: { senderName: string; receiverId: string; conversationId: string; body: string },
) {
  await upsertConversationNotification(tx, {
    userId: input.receiverId,
    type: 'message_received',
    title: `New message from ${input.senderName}`,
    message: previewMessage(input.body),
    relatedId: input.conversationId,
  });
}

/** Finds or starts the member's conversation with another member; anyone but themselves or a deleted member. */
export async function startConversation(db: Database, member: Member, participantId: string) {
  authorizeContact(member, { memberId: participantId }, 'message');
  const conversation = await db.transaction(async (tx) => {
    const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.id, participantId));
    if (!other) throw notFound(messagingMessages.memberNotFound);
    return findOrCreateConversation(tx, member.id, other.id);
  });
  return findConversationSummary(db, member.id, conversation.id);
}

/** A participant's message to the other one, who is told (event, notification) unless they left. */
export async function postMessage(ctx: AppContext, member: Member, conversationId: string, content: string) {
  return transactWithEvents(ctx, async (tx) => {
    const conversation = await findConversationForMember(tx, member.id, conversationId);
    authorizeConversation(member, { conversation }, 'send');
    const receiverId = partnerOf(conversation, member.id)!;
    const message = await sendMessage(tx, { conversationId, senderId: member.id, receiverId, body: content });
    await notifyMessageReceived(tx, {
      senderName: member.fullName,
      receiverId,
      conversationId,
      body: content,
    });
    return message;
  });
}

/**
 * The member has seen the conversation: its messages to them and their notifications about it are read. Their
 * other tabs hear of it (conversation.read, notification.updated); it returns what is still unread overall.
 */
export async function readConversation(ctx: AppContext, member: Member, conversationId: string): Promise<ReadResult> {
  return transactWithEvents(ctx, async (tx) => {
    // Before the reads: the unread total must count every message committed before this.
    await lockMemberEvents(tx, [member.id]);
    await findConversationForMember(tx, member.id, conversationId);
    const read = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(eq(messages.conversationId, conversationId), eq(messages.receiverId, member.id), isNull(messages.readAt)),
      )
      .returning({ id: messages.id });
    await markRelatedNotificationsRead(tx, {
      userId: member.id,
      type: 'message_received',
      relatedId: conversationId,
    });
    // Reading a conversation already read changes nothing the other tabs show.
    if (read.length > 0) {
      await recordEvent(tx, { userId: member.id, type: 'conversation.read', payload: { conversationId } });
    }
    return { conversationId, unreadTotal: await countUnreadMessages(tx, member.id) };
  });
}

/** A participant reports the other one's message to the admins, once. */
export async function reportMessage(db: Database, member: Member, messageId: string, reason: string) {
  const [message] = await db
    .select({ senderId: messages.senderId, receiverId: messages.receiverId })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) throw notFound('Message not found');
  authorizeMessage(member, { message }, 'report');
  const [report] = await db
    .insert(messageReports)
    .values({ messageId, reporterId: member.id, reason })
    .onConflictDoNothing()
    .returning();
  // Whether the member reported it already is the unique index's to say: two reports sent at once get one in.
  if (!report) throw conflict('ALREADY_REPORTED', 'You have already reported this message');
  return report;
}
