import { describe, expect, it } from 'vitest';
import type { MessageView } from '#shared/schemas/messaging.ts';
import type { TimelineCard } from '#web/lib/timeline-cards.ts';
import { describeLastEntry, entryKey, interleaveByTime } from '#web/features/messaging/timeline.ts';

const message = (id: string, minute: number, fromMe = false): MessageView => ({
  id,
  conversationId: 'c1',
  senderId: fromMe ? 'me' : 'them',
  fromMe,
  body: id,
  readAt: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
  can: { report: !fromMe },
});

const card = (key: string, minute: number, mine = false): TimelineCard => ({
  key,
  at: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
  mine,
  node: null,
});

describe('interleaveByTime', () => {
  it('places each card among the messages at its time', () => {
    const entries = interleaveByTime(
      [message('m1', 1), message('m2', 3), message('m3', 5)],
      [card('p:2', 4), card('p:1', 2)],
      { hasEarlier: false },
    );
    expect(entries.map(entryKey)).toEqual(['m1', 'card:p:1', 'm2', 'card:p:2', 'm3']);
  });

  it('puts a card before a message of the same instant, and keeps messages in order', () => {
    const entries = interleaveByTime([message('a', 2), message('b', 2)], [card('p:1', 2)], { hasEarlier: false });
    expect(entries.map(entryKey)).toEqual(['card:p:1', 'a', 'b']);
  });

  it('shows the cards alone when there are no messages yet', () => {
    const entries = interleaveByTime([], [card('p:2', 9), card('p:1', 1)], { hasEarlier: false });
    expect(entries.map(entryKey)).toEqual(['card:p:1', 'card:p:2']);
  });

  it('holds back cards older than the loaded messages while earlier ones are still to load', () => {
    const entries = interleaveByTime([message('m9', 9)], [card('p:1', 1), card('p:2', 10)], { hasEarlier: true });
    expect(entries.map(entryKey)).toEqual(['m9', 'card:p:2']);
  });

  it('shows every card once the whole history is loaded', () => {
    const entries = interleaveByTime([message('m9', 9)], [card('p:1', 1)], { hasEarlier: false });
    expect(entries.map(entryKey)).toEqual(['card:p:1', 'm9']);
  });
});

describe('describeLastEntry', () => {
  it('follows the newest entry, a message or a card, and who added it', () => {
    expect(describeLastEntry([])).toEqual({ mine: false });
    expect(describeLastEntry(interleaveByTime([message('m1', 1, true)], [], { hasEarlier: false }))).toEqual({
      key: 'm1',
      mine: true,
    });
    expect(
      describeLastEntry(interleaveByTime([message('m1', 1)], [card('p:3', 2, true)], { hasEarlier: false })),
    ).toEqual({ key: 'card:p:3', mine: true });
  });
});
