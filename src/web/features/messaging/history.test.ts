import { describe, expect, it } from 'vitest';
import type { MessageView } from '#shared/schemas/messaging.ts';
import { englishIntl as intl } from '#web/test/english.ts';
import { appendSentMessage, flattenHistory, hasMessage, namePartner } from '#web/features/messaging/history.ts';

function message(id: string): MessageView {
  return {
    id,
    conversationId: 'c',
    senderId: 's',
    fromMe: true,
    body: id,
    readAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    can: { report: false },
  };
}

// Two loaded pages: the newest (m3, m4) first, then the older one (m1, m2); each oldest first.
const history = {
  pages: [
    { items: [message('m3'), message('m4')], hasMore: true },
    { items: [message('m1'), message('m2')], hasMore: false },
  ],
  pageParams: [undefined, 'm3'],
};

describe('flattenHistory', () => {
  it('lists every loaded message oldest first', () => {
    expect(flattenHistory(history).map((item) => item.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('is empty before the history loads', () => {
    expect(flattenHistory(undefined)).toEqual([]);
  });
});

describe('hasMessage', () => {
  it('finds a message on any page', () => {
    expect(hasMessage(history, 'm1')).toBe(true);
    expect(hasMessage(history, 'm9')).toBe(false);
    expect(hasMessage(undefined, 'm1')).toBe(false);
  });
});

describe('appendSentMessage', () => {
  it('puts the sent message at the bottom of the newest page', () => {
    const next = appendSentMessage(history, message('m5'));
    expect(flattenHistory(next).map((item) => item.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(next?.pageParams).toEqual(history.pageParams);
  });

  it('adds a message only once (the live event may have reread it first)', () => {
    expect(appendSentMessage(history, message('m4'))).toBe(history);
  });

  it('leaves a history that is not loaded alone', () => {
    expect(appendSentMessage(undefined, message('m5'))).toBeUndefined();
  });
});

describe('namePartner', () => {
  it("names a deleted member 'Deleted user'", () => {
    expect(namePartner(null, intl)).toBe('Deleted user');
    expect(namePartner({ id: 'p', fullName: 'Ada Lovelace', profilePictureUrl: null }, intl)).toBe('Ada Lovelace');
  });
});
