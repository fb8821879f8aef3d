// Conversations between two members and the messages in them. Every message also records a message.created event
// for both members, so their open tabs follow.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { lockMemberEvents, recordEvent } from '../../platform/events/record.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

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

/** Writes a message into the conversation and tells both members' streams. */
export async function sendMessage(
  tx: Transaction,
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
