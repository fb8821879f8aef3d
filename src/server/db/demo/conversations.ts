// A few past conversations between demo members, answered at a steady pace, so their profiles can say how fast they
// usually reply: Daniel within an hour, Priya within a few hours. Each pair is new (the negotiation's conversation is
// Maya's, who is not in these), and every message is read, so no one starts with unread mail.
import { and, eq, or } from 'drizzle-orm';
import { conversations, messages } from '../schema/index.ts';
import type { Executor } from '../client.ts';
import type { User } from '../../test/factories.ts';

const minute = 60 * 1000;

type DemoExchange = {
  /** Indexes into the demo members: who answers, and who writes to them. */
  replier: number;
  asker: number;
  startsHoursAgo: number;
  /** Each message with the minutes since the conversation's first. */
  lines: { by: 'asker' | 'replier'; after: number; body: string }[];
};

const exchanges: DemoExchange[] = [
  {
    replier: 1,
    asker: 5,
    startsHoursAgo: 200,
    lines: [
      { by: 'asker', after: 0, body: 'Hi Daniel, do you have time for a small job next week?' },
      { by: 'replier', after: 18, body: 'Hi! Yes, Tuesday or Thursday afternoon both work. What do you need?' },
      { by: 'asker', after: 60, body: 'Thursday is great. It is mostly the one thing we talked about.' },
      { by: 'replier', after: 95, body: 'Perfect, Thursday at 2 then. See you!' },
    ],
  },
  {
    replier: 1,
    asker: 6,
    startsHoursAgo: 120,
    lines: [
      { by: 'asker', after: 0, body: 'Quick question before I send a proposal: do you bring your own tools?' },
      { by: 'replier', after: 25, body: 'I do, everything needed is included in the price.' },
    ],
  },
  {
    replier: 2,
    asker: 7,
    startsHoursAgo: 300,
    lines: [
      { by: 'asker', after: 0, body: 'Hello Priya, could you look at my draft this week?' },
      { by: 'replier', after: 150, body: 'Happy to! Send it over and I will get back to you by Friday.' },
      { by: 'asker', after: 200, body: 'Sent, thank you so much.' },
      { by: 'replier', after: 420, body: 'Got it. First notes are in your inbox.' },
    ],
  },
  {
    replier: 2,
    asker: 8,
    startsHoursAgo: 72,
    lines: [
      { by: 'asker', after: 0, body: 'Is your weekend slot still free?' },
      { by: 'replier', after: 240, body: 'Saturday morning is, Sunday is taken. Does Saturday suit you?' },
    ],
  },
];

export async function seedDemoConversations(tx: Executor, members: readonly User[], now: Date): Promise<void> {
  for (const exchange of exchanges) {
    const replier = members[exchange.replier];
    const asker = members[exchange.asker];
    if (!replier || !asker) throw new Error('demo member missing for a conversation');
    const start = now.getTime() - exchange.startsHoursAgo * 60 * minute;
    const at = (after: number) => new Date(start + after * minute);
    const last = exchange.lines.at(-1);
    // A demo proposal between the two may have opened their conversation already (decision 035): the talk goes there.
    await tx
      .insert(conversations)
      .values({ participantA: asker.id, participantB: replier.id, createdAt: at(0) })
      .onConflictDoNothing();
    const [conversation] = await tx
      .update(conversations)
      .set({ lastMessageAt: at(last?.after ?? 0) })
      .where(
        or(
          and(eq(conversations.participantA, asker.id), eq(conversations.participantB, replier.id)),
          and(eq(conversations.participantA, replier.id), eq(conversations.participantB, asker.id)),
        ),
      )
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('demo conversation neither found nor created');
    await tx.insert(messages).values(
      exchange.lines.map((line) => {
        const [from, to] = line.by === 'asker' ? [asker, replier] : [replier, asker];
        return {
          conversationId: conversation.id,
          senderId: from.id,
          receiverId: to.id,
          body: line.body,
          readAt: at(line.after + 1),
          createdAt: at(line.after),
        };
      }),
    );
  }
}
