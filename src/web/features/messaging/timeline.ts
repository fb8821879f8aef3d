import type { MessageView } from '#shared/schemas/messaging.ts';
import type { TimelineCard } from '#web/lib/timeline-cards.ts';

export type TimelineEntry = { kind: 'message'; message: MessageView } | { kind: 'card'; card: TimelineCard };

/**
 * The messages and the cards in one list, oldest first, each card at its time. A card and a message of the same
 * instant keep the card first (an acceptance's automatic message follows its proposal). While earlier messages are
 * still to load, a card older than the oldest loaded message waits for them rather than sitting at the top.
 */
export function interleaveByTime(
  messages: readonly MessageView[],
  cards: readonly TimelineCard[],
  { hasEarlier }: { hasEarlier: boolean },
): TimelineEntry[] {
  const oldest = messages[0]?.createdAt;
  const shown = cards.filter(
    (card) => !hasEarlier || oldest === undefined || Date.parse(card.at) >= Date.parse(oldest),
  );
  const timed = [
    ...shown.map((card) => ({ at: Date.parse(card.at), rank: 0, entry: { kind: 'card', card } as const })),
    ...messages.map((message) => ({
      at: Date.parse(message.createdAt),
      rank: 1,
      entry: { kind: 'message', message } as const,
    })),
  ];
  // A stable sort: messages of one instant keep the server's order.
  return timed.toSorted((a, b) => a.at - b.at || a.rank - b.rank).map(({ entry }) => entry);
}

/** The key the list follows for new entries at the bottom, and whether the viewer added that entry. */
export function describeLastEntry(entries: readonly TimelineEntry[]): { key?: string; mine: boolean } {
  const last = entries.at(-1);
  if (!last) return { mine: false };
  return last.kind === 'message'
    ? { key: last.message.id, mine: last.message.fromMe }
    : { key: `card:${last.card.key}`, mine: last.card.mine };
}

export function entryKey(entry: TimelineEntry): string {
  return entry.kind === 'message' ? entry.message.id : `card:${entry.card.key}`;
}
