// What the chat reads: the member's conversations with their partner, last message or proposal step and unread
// count, one
// conversation's history a page at a time, and the unread total behind the badges. Only the two participants of a
// conversation can see it; to anyone else it does not exist.
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { messagingMessages, type MessageHistoryQuery } from '#shared/schemas/messaging.ts';
import type { Executor } from '../../db/client.ts';
import { conversations, messages, proposalSteps, proposals, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { ConversationRow, ProposalEvent, SummaryRow } from './rows.ts';

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
      createdAt: conversations.createdAt,
      partnerId: users.id,
      partnerName: users.fullName,
      partnerPicture: users.profilePictureUrl,
      unreadMessages:
        sql<number>`(SELECT count(*) FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id}
        AND ${messages.receiverId} = ${memberId} AND ${messages.readAt} IS NULL)`.mapWith(Number),
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, partnerId))
    .where(and(isParticipant(memberId), where));
  if (rows.length === 0) return [];
  const partners = rows.flatMap((row) => (row.partnerId ? [row.partnerId] : []));
  const [last, dealings] = await Promise.all([
    db
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
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
    findProposalDealings(db, memberId, partners),
  ]);
  const lastOf = new Map(last.map((message) => [message.conversationId, message]));
  const summaries = rows.map((row) => {
    const dealing = row.partnerId ? dealings.get(row.partnerId) : undefined;
    return {
      ...row,
      lastMessage: lastOf.get(row.id) ?? null,
      lastEvent: dealing?.lastEvent ?? null,
      waitingForAnswer: dealing?.waitingForAnswer ?? 0,
    };
  });
  // Newest activity first: a message, a proposal's step, or (never written in) when it was started.
  return summaries
    .map((summary) => ({ summary, at: activityOf(summary) }))
    .sort((a, b) => b.at - a.at || (a.summary.id < b.summary.id ? 1 : -1))
    .map(({ summary }) => summary);
}

const activityOf = (row: Pick<SummaryRow, 'lastMessageAt' | 'createdAt' | 'lastEvent'>) =>
  Math.max((row.lastMessageAt ?? row.createdAt).getTime(), row.lastEvent?.createdAt.getTime() ?? 0);

type ProposalDealing = { lastEvent: ProposalEvent | null; waitingForAnswer: number };

/**
 * What the proposals between the member and each partner add to their conversation: the latest step of any of them
 * (its preview), and how many pending ones wait for the member's answer (the party who did not offer the latest
 * version answers it, decision 029), which count as unread until answered (decision 035). Grouped by the pair's
 * columns as they are, so the member's id appears in no grouped expression; the two directions meet here.
 */
async function findProposalDealings(db: Executor, memberId: string, partners: string[]) {
  const dealings = new Map<string, ProposalDealing>();
  if (partners.length === 0) return dealings;
  const between = or(
    and(eq(proposals.senderId, memberId), inArray(proposals.receiverId, partners)),
    and(eq(proposals.receiverId, memberId), inArray(proposals.senderId, partners)),
  );
  const [steps, waiting] = await Promise.all([
    db
      .selectDistinctOn([proposals.senderId, proposals.receiverId], {
        senderId: proposals.senderId,
        receiverId: proposals.receiverId,
        proposalId: proposals.id,
        listingTitle: proposals.listingTitle,
        action: proposalSteps.action,
        actorId: proposalSteps.actorId,
        createdAt: proposalSteps.createdAt,
      })
      .from(proposalSteps)
      .innerJoin(proposals, eq(proposals.id, proposalSteps.proposalId))
      .where(between)
      .orderBy(proposals.senderId, proposals.receiverId, desc(proposalSteps.createdAt), desc(proposalSteps.id)),
    db
      .select({ senderId: proposals.senderId, receiverId: proposals.receiverId, n: count() })
      .from(proposals)
      .where(and(between, eq(proposals.status, 'pending'), sql`${proposals.offeredById} IS DISTINCT FROM ${memberId}`))
      .groupBy(proposals.senderId, proposals.receiverId),
  ]);
  const dealingWith = (row: { senderId: string | null; receiverId: string | null }) => {
    const partner = (row.senderId === memberId ? row.receiverId : row.senderId)!;
    const dealing = dealings.get(partner) ?? { lastEvent: null, waitingForAnswer: 0 };
    dealings.set(partner, dealing);
    return dealing;
  };
  for (const { senderId, receiverId, ...event } of steps) {
    const dealing = dealingWith({ senderId, receiverId });
    if (!dealing.lastEvent || event.createdAt > dealing.lastEvent.createdAt) dealing.lastEvent = event;
  }
  for (const row of waiting) dealingWith(row).waitingForAnswer += row.n;
  return dealings;
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
